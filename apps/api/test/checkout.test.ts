// POST /api/booking/checkout: §5 refusals, server-side prices, seats under a lock, idempotency.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placesLeftOnDate } from '@trails/domain/messages';
import { testDatabaseUrl } from '../src/config.ts';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { checkoutsWaiting } from '../src/modules/checkout/tour-queue.ts';
import { addDays } from '../src/modules/pricing/rules.ts';
import { expectContract } from './support/contract.ts';
import { countRows, createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';
import {
  bookableTour,
  checkoutItem,
  checkoutRequest,
  postCheckout,
  priceOf,
  reservationsHeldBy,
} from './support/checkout.ts';
import type { BookableTour } from './support/checkout.ts';

let t: TestApp;
let instant: BookableTour;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 100_000 });
  instant = await bookableTour(t, 1);
});
afterAll(() => t?.close());

async function written() {
  return {
    orders: await countRows(t.db, 'orders'),
    bookings: await countRows(t.db, 'bookings'),
    payments: await countRows(t.db, 'payments'),
  };
}

describe('POST /api/booking/checkout', () => {
  it('books the cart and answers the sandbox payment link and the order reference', async () => {
    const amount = await priceOf(t, instant);
    const response = await postCheckout(t, checkoutRequest(t, [checkoutItem(instant, amount)]));
    expect(response.statusCode).toBe(200);
    expectContract(response, 'checkoutCart');
    const { payment_link, order_reference } = response.json().data;
    expect(order_reference).toMatch(/^ord_[a-z2-7]{26}$/);
    expect(payment_link).toMatch(
      /^http:\/\/localhost:3000\/api\/payments\/sandbox\/sbp_[a-z2-7]{26}$/,
    );
    const [booking] = await queryRows<{
      payment_status: string;
      status: number;
      amount_cents: number;
      reserved_until: Date;
    }>(
      t.db,
      sql`SELECT b.payment_status, b.status, b.amount_cents, b.reserved_until FROM bookings b
        JOIN orders o ON o.id = b.order_id WHERE o.reference = ${order_reference}`,
    );
    expect(booking).toMatchObject({ payment_status: 'awaiting_payment', status: 0 });
    expect(Number(booking!.amount_cents)).toBe(Math.round(amount * 100));
    const minutes = (new Date(booking!.reserved_until).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('refuses the §5 checks in order, naming the field, and writes nothing', async () => {
    const before = await written();
    const amount = await priceOf(t, instant);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        {
          travellers: [
            {
              firstname: '  ',
              lastname: 'S',
              email: 'a@b.example',
              phone: '+94 77 123 4567',
              lead_traveller: true,
            },
          ],
        },
        'booking.0.travellers.0.firstname',
        'Lead traveler first name can not be empty',
      ],
      [{ hotel_name: '' }, 'booking.0.hotel_name', 'Pick-up hotel name can not be empty'],
      [
        { pickup_location: 'airport', flight_no: '', flight_time: '10:30' },
        'booking.0.flight_no',
        'Pick-up flight number can not be empty',
      ],
      // A flight the driver cannot meet is refused, and nothing is written (ADR 254).
      [
        { pickup_location: 'airport', flight_no: '??', flight_time: '10:30' },
        'booking.0.flight_no',
        'Pick-up flight number: enter it as on your ticket, like UL 504',
      ],
      [
        { pickup_location: 'airport', flight_no: 'UL 504', flight_time: '25:99' },
        'booking.0.flight_time',
        'Pick-up flight time: enter a time, like 14:30',
      ],
      [
        { pickup_location: 'other', other: '' },
        'booking.0.other',
        'Pick-up place can not be empty',
      ],
      [{ contact_phone: '' }, 'booking.0.contact_phone', 'Contact phone can not be empty'],
      [
        { contact_phone: 'ask at reception' },
        'booking.0.contact_phone',
        'Contact phone: enter a phone number, like +94 77 123 4567',
      ],
      [
        {
          travellers: [
            {
              firstname: 'Anna',
              lastname: 'Schmidt',
              email: 'anna@example.com',
              phone: 'abc',
              lead_traveller: true,
            },
          ],
        },
        'booking.0.travellers.0.phone',
        'Lead traveler phone: enter a phone number, like +94 77 123 4567',
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await postCheckout(
        t,
        checkoutRequest(t, [checkoutItem(instant, amount, overrides)]),
      );
      expect(response.statusCode, field).toBe(400);
      expectContract(response, 'checkoutCart');
      expect(response.json().errors[field]).toEqual([message]);
      expect(response.json().message).toBe(message);
    }
    // Two failures: the message is the first in §5's order (lead traveller before contact).
    const both = await postCheckout(
      t,
      checkoutRequest(t, [
        checkoutItem(instant, amount, {
          contact_email: '',
          travellers: [
            {
              firstname: 'A',
              lastname: '',
              email: 'a@b.example',
              phone: '+94 77 123 4567',
              lead_traveller: true,
            },
          ],
        }),
      ]),
    );
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('Lead traveler last name can not be empty');
    expect(Object.keys(both.json().errors)).toEqual([
      'booking.0.travellers.0.lastname',
      'booking.0.contact_email',
    ]);
    expect(await written()).toEqual(before);
  });

  it('refuses a url that is not the site’s own origin, naming url', async () => {
    const amount = await priceOf(t, instant);
    const response = await postCheckout(t, {
      booking: [checkoutItem(instant, amount)],
      url: 'https://evil.example',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.url).toBeDefined();
  });

  it('refuses an amount that differs from the server’s, naming the item and the new amount, and writes nothing', async () => {
    const before = await written();
    const amount = await priceOf(t, instant);
    const other = await bookableTour(t, 1, 1);
    const otherAmount = await priceOf(t, other);
    const response = await postCheckout(
      t,
      checkoutRequest(t, [checkoutItem(other, otherAmount), checkoutItem(instant, amount - 5)]),
    );
    expect(response.statusCode).toBe(409);
    expectContract(response, 'checkoutCart');
    const cents = Math.round(amount * 100);
    const dollars = `$${Math.trunc(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
    expect(response.json().errors).toEqual({
      'booking.1.booking_amount': [`The price of ${instant.title} is now ${dollars}.`],
    });
    expect(await written()).toEqual(before);
  });

  it('refuses a full date with 409 naming the item’s date', async () => {
    await t.db.execute(
      sql`INSERT INTO tour_departures (tour_id, departure_date, capacity, booked) VALUES (${instant.id}, ${instant.date}::date + 1, 1, 0)`,
    );
    const nextDay = {
      ...instant,
      date: new Date(Date.parse(instant.date) + 86_400_000).toISOString().slice(0, 10),
    };
    const response = await postCheckout(t, checkoutRequest(t, [checkoutItem(nextDay, undefined)]));
    expect(response.statusCode).toBe(409);
    expect(response.json().errors['booking.0.start_date']).toEqual([
      'Only 1 place is left on this date',
    ]);
  });

  it('names the refused item’s tour and date in its message, the second of two (ADR 275)', async () => {
    const other = await bookableTour(t, 1, 1);
    const farAhead = { ...other, date: addDays(other.date, 3 * 365) };
    const response = await postCheckout(
      t,
      checkoutRequest(t, [checkoutItem(instant, undefined), checkoutItem(farAhead, undefined)]),
    );
    expect(response.statusCode).toBe(409);
    const [year, month, day] = farAhead.date.split('-');
    const message = response.json().message as string;
    expect(message.startsWith(`${other.title}, ${day}/${month}/${year}: Bookings open`)).toBe(true);
    expect(Object.keys(response.json().errors)).toEqual(['booking.1.start_date']);
  });

  it('names every refused item in its message, not only the first (ADR 275)', async () => {
    const other = await bookableTour(t, 1, 1);
    const early = { ...instant, date: addDays(instant.date, -400) };
    const farAhead = { ...other, date: addDays(other.date, 3 * 365) };
    const response = await postCheckout(
      t,
      checkoutRequest(t, [checkoutItem(early, undefined), checkoutItem(farAhead, undefined)]),
    );
    expect(response.statusCode).toBe(409);
    const message = response.json().message as string;
    expect(message).toContain(`${instant.title}, `);
    expect(message).toContain(`${other.title}, `);
    expect(Object.keys(response.json().errors)).toEqual([
      'booking.0.start_date',
      'booking.1.start_date',
    ]);
  });

  it('refuses a date past the booking horizon, naming the item’s date, and writes nothing (ADR 272)', async () => {
    const before = await written();
    const farAhead = { ...instant, date: addDays(instant.date, 3 * 365) };
    const response = await postCheckout(t, checkoutRequest(t, [checkoutItem(farAhead, undefined)]));
    expect(response.statusCode).toBe(409);
    expect(response.json().errors['booking.0.start_date']).toEqual([
      expect.stringMatching(
        /^Bookings open a year ahead: the last available date is \d\d\/\d\d\/\d{4}$/,
      ),
    ]);
    expect(await written()).toEqual(before);
  });

  it('answers one order and one payment for a retried key, and 409 for the key with another body', async () => {
    const amount = await priceOf(t, instant);
    const body = checkoutRequest(t, [checkoutItem(instant, amount)]);
    const before = await written();
    const first = await postCheckout(t, body, { key: 'retry-key-0001' });
    const again = await postCheckout(t, body, { key: 'retry-key-0001' });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await written()).toEqual({
      orders: before.orders + 1,
      bookings: before.bookings + 1,
      payments: before.payments + 1,
    });
    const changed = await postCheckout(
      t,
      checkoutRequest(t, [checkoutItem(instant, amount, { remarks: 'late' })]),
      { key: 'retry-key-0001' },
    );
    expect(changed.statusCode).toBe(409);
    expectContract(changed, 'checkoutCart');
    expect(await written()).toEqual({
      orders: before.orders + 1,
      bookings: before.bookings + 1,
      payments: before.payments + 1,
    });
  });

  it('creates one order and one payment for ten concurrent requests with one key', async () => {
    const amount = await priceOf(t, instant);
    const body = checkoutRequest(t, [checkoutItem(instant, amount)]);
    const before = await written();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postCheckout(t, body, { key: 'double-click-0002' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await written()).toEqual({
      orders: before.orders + 1,
      bookings: before.bookings + 1,
      payments: before.payments + 1,
    });
    expect(await countRows(t.db, 'sandbox_payments')).toBe(before.payments + 1);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const response = await postCheckout(t, checkoutRequest(t, [checkoutItem(instant, undefined)]), {
      key: 'no spaces allowed',
    });
    expect(response.statusCode).toBe(400);
  });

  it('says what an Idempotency-Key must be, naming the header', async () => {
    const response = await postCheckout(t, checkoutRequest(t, [checkoutItem(instant, undefined)]), {
      key: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'Idempotency-Key': ['The Idempotency-Key must be 8 to 100 letters, digits, - or _.'],
    });
  });

  it('sells exactly the last 10 seats to 100 concurrent checkouts', async () => {
    const tour = await bookableTour(t, 1, 2);
    await t.db.execute(sql`UPDATE tours SET daily_capacity = 10 WHERE id = ${tour.id}`);
    const amount = await priceOf(t, tour, 1);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        postCheckout(
          t,
          checkoutRequest(t, [
            checkoutItem(tour, amount, {
              num_adults: 1,
              travellers: [
                {
                  firstname: 'T',
                  lastname: `${i}`,
                  email: `t${i}@example.com`,
                  phone: '+94 77 123 4567',
                  lead_traveller: true,
                },
              ],
            }),
          ]),
        ),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(90);
    const [sold] = await queryRows<{ seats: number }>(
      t.db,
      sql`SELECT coalesce(sum(adults + children), 0)::int AS seats FROM bookings
        WHERE tour_id = ${tour.id} AND start_date = ${tour.date}`,
    );
    expect(Number(sold!.seats)).toBe(10);
  }, 120_000);
});

describe('a checkout that replaces the caller’s earlier attempt (Replaces-Idempotency-Key, ADR 242)', () => {
  /** A tour's date `daysOn` after its first free one, with two places: one party's. */
  async function lastTwoPlaces(skip: number, daysOn: number): Promise<BookableTour> {
    const tour = await bookableTour(t, 1, skip);
    const date = addDays(tour.date, daysOn);
    await t.db.execute(
      sql`INSERT INTO tour_departures (tour_id, departure_date, capacity, booked) VALUES (${tour.id}, ${date}, 2, 0)`,
    );
    return { ...tour, date };
  }

  it('gets the seats the earlier attempt held; refused, it leaves them to it', async () => {
    // A date with one party's places (two), the last of them.
    const day = await lastTwoPlaces(9, 3);
    const amount = await priceOf(t, day);
    const first = await postCheckout(
      t,
      checkoutRequest(t, [checkoutItem(day, amount, {}, 'anna@exmaple.com')]),
      { key: 'attempt-first-0001' },
    );
    expect(first.statusCode, first.body).toBe(200);
    const corrected = checkoutRequest(t, [checkoutItem(day, amount, {}, 'anna@example.com')]);

    // Without naming the earlier attempt, the traveller's own hold makes the date full.
    const alone = await postCheckout(t, corrected, { key: 'attempt-alone-0001' });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().errors['booking.0.start_date']).toEqual(['This date is sold out']);

    // Refused (three places asked, two on the date): the earlier attempt keeps its seats.
    const tooMany = await postCheckout(
      t,
      checkoutRequest(t, [checkoutItem(day, undefined, { num_adults: 3 }, 'anna@example.com')]),
      { key: 'attempt-many-0001', replaces: 'attempt-first-0001' },
    );
    expect(tooMany.statusCode).toBe(409);
    // Counted with the earlier attempt's two places free again, and said so: the refusal's
    // count comes back from the undone block of `reserve_seats` (ADR 266).
    expect(tooMany.json().errors['booking.0.start_date']).toEqual([placesLeftOnDate(2)]);
    expect(await reservationsHeldBy(t, 'attempt-first-0001')).toBe(1);

    const replacing = await postCheckout(t, corrected, {
      key: 'attempt-second-0001',
      replaces: 'attempt-first-0001',
    });
    expect(replacing.statusCode).toBe(200);
    expectContract(replacing, 'checkoutCart');
    expect(await reservationsHeldBy(t, 'attempt-first-0001')).toBe(0);
    expect(await reservationsHeldBy(t, 'attempt-second-0001')).toBe(1);
  });

  // PostgreSQL only: another connection holds the earlier order's row, as a payment being
  // applied to it does; PGlite has one connection.
  it.skipIf(!testDatabaseUrl())(
    'leaves an earlier attempt that is being paid this instant as it is: its seats stay taken',
    async () => {
      const day = await lastTwoPlaces(11, 4);
      const amount = await priceOf(t, day);
      const first = await postCheckout(t, checkoutRequest(t, [checkoutItem(day, amount)]), {
        key: 'paying-first-0001',
      });
      expect(first.statusCode).toBe(200);
      const applier = await t.openAnother();
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holding = applier.db.transaction(async (tx) => {
        await tx.execute(
          sql`SELECT id FROM orders WHERE idempotency_key = 'paying-first-0001' FOR UPDATE`,
        );
        locked();
        await released;
      });
      try {
        await isLocked;
        const replacing = await postCheckout(
          t,
          checkoutRequest(t, [checkoutItem(day, amount, {}, 'anna.fixed@example.com')]),
          { key: 'paying-second-0001', replaces: 'paying-first-0001' },
        );
        expect(replacing.statusCode).toBe(409);
        expect(await reservationsHeldBy(t, 'paying-first-0001')).toBe(1);
      } finally {
        release();
        await holding;
        await applier.close();
      }
    },
  );

  it('refuses a malformed Replaces-Idempotency-Key, naming the header', async () => {
    const amount = await priceOf(t, instant);
    const response = await postCheckout(t, checkoutRequest(t, [checkoutItem(instant, amount)]), {
      replaces: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'Replaces-Idempotency-Key': [
        'The Replaces-Idempotency-Key must be 8 to 100 letters, digits, - or _.',
      ],
    });
  });
});

// PostgreSQL only: the test holds the seat lock on a connection of its own while the checkouts
// read and queue; PGlite has one connection, so a held lock would stop their reads too.
describe.skipIf(!testDatabaseUrl())('checkouts queued behind the seat lock (PostgreSQL)', () => {
  it('counts, once the lock is its own, what the holder before it committed (ADR 266)', async () => {
    // The last two places of a date; the checkout passes the estimate, then waits for the lock
    // inside `reserve_seats`. The holder sells both places and commits: the checkout must see
    // that, not the count from before its wait.
    const tour = await bookableTour(t, 1, 12);
    const date = addDays(tour.date, 5);
    await t.db.execute(
      sql`INSERT INTO tour_departures (tour_id, departure_date, capacity, booked) VALUES (${tour.id}, ${date}, 2, 0)`,
    );
    const day = { ...tour, date };
    const amount = await priceOf(t, day);
    const holder = await t.openAnother();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: (pid: number) => void;
    const isLocked = new Promise<number>((resolve) => (locked = resolve));
    const holding = holder.db.transaction(async (tx) => {
      const [me] = await queryRows<{ pid: number }>(
        tx,
        sql`SELECT pg_backend_pid() AS pid FROM tours WHERE id = ${tour.id} FOR UPDATE`,
      );
      locked(Number(me!.pid));
      await released;
      await tx.execute(
        sql`UPDATE tour_departures SET booked = 2 WHERE tour_id = ${tour.id} AND departure_date = ${date}`,
      );
    });
    try {
      const holderPid = await isLocked;
      const answer = postCheckout(t, checkoutRequest(t, [checkoutItem(day, amount)]));
      for (let tries = 0; ; tries++) {
        const [row] = await queryRows<{ n: number }>(
          holder.db,
          sql`SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE ${holderPid} = ANY(pg_blocking_pids(pid))`,
        );
        if (Number(row!.n) === 1) break;
        if (tries > 200) throw new Error('the checkout never reached the lock');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      release();
      await holding;
      const refused = await answer;
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().errors['booking.0.start_date']).toEqual(['This date is sold out']);
    } finally {
      release();
      await holding.catch(() => undefined);
      await holder.close();
    }
  });

  it('recounts under the lock: carts that passed the estimate sell only the seats left, whole', async () => {
    const first = await bookableTour(t, 1, 3);
    const second = await bookableTour(t, 1, 4);
    // Room for four parties of one on the first tour, two on the second.
    await t.db.execute(sql`UPDATE tours SET daily_capacity = 4 WHERE id = ${first.id}`);
    await t.db.execute(sql`UPDATE tours SET daily_capacity = 2 WHERE id = ${second.id}`);
    const [a, b] = [await priceOf(t, first, 1), await priceOf(t, second, 1)];
    const [row] = await queryRows<{ schema: string }>(t.db, sql`SELECT current_schema() AS schema`);
    const other = await openDatabase({
      engine: 'postgres',
      url: testDatabaseUrl()!,
      schema: row!.schema,
      poolSize: 2,
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    try {
      let holder!: number;
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holding = other.db.transaction(async (tx) => {
        const [me] = await queryRows<{ pid: number }>(
          tx,
          sql`SELECT pg_backend_pid() AS pid FROM tours
            WHERE id IN (${first.id}, ${second.id}) ORDER BY id FOR UPDATE`,
        );
        holder = Number(me!.pid);
        locked();
        await released;
      });
      await isLocked;
      const party = (i: number) => ({
        num_adults: 1,
        travellers: [
          {
            firstname: 'T',
            lastname: `${i}`,
            email: `q${i}@example.com`,
            phone: '+94 77 123 4567',
            lead_traveller: true,
          },
        ],
      });
      // Four carts: each passes the estimate, then waits for the lock — two on the row lock, the
      // others in this process's queue for the tours (ADR 215), as they would on the row lock
      // if they came from four instances.
      const answers = Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          postCheckout(
            t,
            checkoutRequest(t, [
              checkoutItem(first, a, party(i)),
              checkoutItem(second, b, party(i)),
            ]),
          ),
        ),
      );
      for (let tries = 0; ; tries++) {
        const [waiting] = await queryRows<{ n: number }>(
          other.db,
          // Queued behind the holder, or behind a checkout queued behind it (a row's lock queue).
          sql`WITH RECURSIVE queued(pid) AS (
              SELECT pid FROM pg_stat_activity WHERE ${holder} = ANY(pg_blocking_pids(pid))
              UNION SELECT a.pid FROM pg_stat_activity a JOIN queued q
                ON q.pid = ANY(pg_blocking_pids(a.pid)))
            SELECT count(*)::int AS n FROM queued`,
        );
        const queued = checkoutsWaiting(first.id);
        if (Number(waiting!.n) === t.app.checkoutLanes && queued === 4 - t.app.checkoutLanes) break;
        if (tries > 400) {
          throw new Error(`${waiting!.n} checkouts reached the lock, ${queued} queued`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      release();
      await holding;
      const responses = await answers;
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 200, 409, 409]);
      for (const refused of responses.filter((r) => r.statusCode === 409)) {
        expect(refused.json().errors).toEqual({
          'booking.1.start_date': ['This date is sold out'],
        });
      }
      // Whole orders only: the refused carts left no booking on the first tour either.
      const held = await queryRows<{ tour_id: number; seats: number; travellers: number }>(
        t.db,
        sql`SELECT b.tour_id, sum(b.adults)::int AS seats, count(bt.id)::int AS travellers
          FROM bookings b JOIN booking_travellers bt ON bt.booking_id = b.id
          WHERE (b.tour_id = ${first.id} AND b.start_date = ${first.date})
            OR (b.tour_id = ${second.id} AND b.start_date = ${second.date})
          GROUP BY b.tour_id ORDER BY b.tour_id`,
      );
      expect(held.map((h) => [Number(h.seats), Number(h.travellers)])).toEqual([
        [2, 2],
        [2, 2],
      ]);
      for (const paid of responses.filter((r) => r.statusCode === 200)) {
        const [order] = await queryRows<{ bookings: number; total: number }>(
          t.db,
          sql`SELECT count(b.id)::int AS bookings, o.total_cents AS total FROM orders o
            JOIN bookings b ON b.order_id = o.id
            WHERE o.reference = ${paid.json().data.order_reference} GROUP BY o.id`,
        );
        expect(Number(order!.bookings)).toBe(2);
        expect(Number(order!.total)).toBe(Math.round((a + b) * 100));
      }
    } finally {
      release();
      await other.close();
    }
  }, 60_000);
});
