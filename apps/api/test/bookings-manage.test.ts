// Cancelling and amending a booking (issue 16 step 4), on real bookings bought through checkout
// and the sandbox provider. The provider's books (sandbox_payments) prove that money moves once.
// The only thing mocked is a provider failure (the processor's network), said where it is done.
import { cancellationDeadline } from '@trails/domain/cancellation';
import { API_MESSAGES, placesLeftOnDate } from '@trails/domain/messages';
import { tourDateAt } from '@trails/domain/tour-date';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { addDays } from '../src/modules/pricing/rules.ts';
import { bearer, lastMailTo, logIn, registerAccount } from './support/accounts.ts';
import {
  bookingState,
  firstPickup,
  insertAdmin,
  insertBooking,
  operatorToken,
  paidBooking,
  sandboxTotals,
} from './support/bookings.ts';
import type { PaidBooking } from './support/bookings.ts';
import { bookableTour, submitCard } from './support/checkout.ts';
import type { BookableTour } from './support/checkout.ts';
import { expectContract } from './support/contract.ts';
import { countRows, createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

let t: TestApp;
let traveller: { email: string; password: string };
let token: string;
let other: string;
let instant: BookableTour;
let onRequest: BookableTour;
let supplierToken: string;
let otherSupplierToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ captchaProvider: 'off' });
  traveller = await registerAccount(t, { email: 'anna.schmidt@example.com' });
  token = await logIn(t, traveller);
  other = await logIn(t, await registerAccount(t));
  instant = await bookableTour(t, 1);
  onRequest = await bookableTour(t, 2);
  const supplier = await queryRows<{ supplier_user_id: number }>(
    t.db,
    sql`SELECT supplier_user_id FROM tours WHERE id = ${instant.id}`,
  );
  const supplierId = Number(supplier[0]!.supplier_user_id);
  const stranger = await queryRows<{ id: number }>(
    t.db,
    sql`SELECT id FROM users WHERE user_type = 2 AND id <> ${supplierId} ORDER BY id LIMIT 1`,
  );
  supplierToken = await operatorToken(t, supplierId);
  otherSupplierToken = await operatorToken(t, Number(stranger[0]!.id));
  adminToken = await operatorToken(t, await insertAdmin(t));
}, 120_000);
afterAll(() => t?.close());
afterEach(() => {
  realClock();
  vi.restoreAllMocks();
});

function get(url: string, as = token) {
  return t.app.inject({ method: 'GET', url, headers: bearer(as) });
}
function post(url: string, payload: object | undefined, as: string) {
  return t.app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    headers: bearer(as),
  });
}
const cancel = (id: number, as = token) => get(`/api/account/my-bookings/cancel/${id}`, as);

async function supplierEmailOf(tourId: number): Promise<string> {
  const rows = await queryRows<{ email: string }>(
    t.db,
    sql`SELECT u.email FROM tours t JOIN users u ON u.id = t.supplier_user_id WHERE t.id = ${tourId}`,
  );
  return rows[0]!.email;
}

/** How many mails of this subject were written about a booking (to anyone). */
async function mailsWithSubject(subject: string, reference: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    t.db,
    sql`SELECT count(*)::int AS n FROM mail_outbox
      WHERE subject LIKE ${`%${subject}%`} AND subject LIKE ${`%${reference}%`}`,
  );
  return Number(rows[0]!.n);
}

async function deadlineOf(booking: PaidBooking): Promise<Date> {
  const state = await bookingState(t, booking.id);
  const rows = await queryRows<{ pickup_time: string }>(
    t.db,
    sql`SELECT to_char(pl.pickup_time, 'HH24:MI') AS pickup_time FROM bookings b
      JOIN tour_pickup_locations pl ON pl.tour_id = b.tour_id AND pl.location_id = b.location_id
      WHERE b.id = ${booking.id}`,
  );
  const deadline = cancellationDeadline(state.start_date, rows[0]!.pickup_time);
  // Checked by hand: Sri Lanka is UTC+05:30 all year, so the pick-up at hh:mm local on the start
  // date is hh:mm − 5:30 UTC, and the deadline 24 hours before it — whatever the server's zone.
  const [year, month, day] = state.start_date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = rows[0]!.pickup_time.split(':').map(Number) as [number, number];
  const byHand = Date.UTC(year, month - 1, day, hours, minutes) - 5.5 * 3_600_000 - 86_400_000;
  expect(deadline.getTime()).toBe(byHand);
  return deadline;
}

/** The booking rules' clock (the app's injected clock) at an instant. */
function clockAt(instantMs: number) {
  t.app.clock.now = () => new Date(instantMs);
}
function realClock() {
  t.app.clock.now = () => new Date();
}

describe('cancelling', () => {
  // The rule is on instants; the server's own time zone must not move the deadline.
  for (const zone of ['UTC', 'Asia/Colombo', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
    it(`is free one minute before the deadline and a request one minute after (TZ=${zone})`, async () => {
      const saved = process.env.TZ;
      const early = await paidBooking(t, token, instant);
      const late = await paidBooking(t, token, instant);
      try {
        process.env.TZ = zone;
        clockAt((await deadlineOf(early)).getTime() - 60_000);
        const free = await cancel(early.id);
        expect(free.statusCode, free.body).toBe(200);
        expectContract(free, 'cancelMyBooking');
        expect(free.json().message).toMatch(/cancelled/);

        clockAt((await deadlineOf(late)).getTime() + 60_000);
        const request = await cancel(late.id);
        expect(request.statusCode).toBe(200);
        expect(request.json().message).toMatch(/request/);
      } finally {
        realClock();
        if (saved === undefined) delete process.env.TZ;
        else process.env.TZ = saved;
      }
      expect(await bookingState(t, early.id)).toMatchObject({
        status: 3,
        payment_status: 'refunded',
      });
      expect(await sandboxTotals(t, early.providerReference)).toMatchObject({
        refunded: early.amountCents,
      });
      const lateState = await bookingState(t, late.id);
      expect(lateState).toMatchObject({ status: 1, payment_status: 'captured' });
      expect(lateState.cancel_requested_at).not.toBeNull();
      expect(await sandboxTotals(t, late.providerReference)).toMatchObject({ refunded: 0 });
    });
  }

  it('releases the hold of a Pending booking and mails the traveller', async () => {
    const booking = await paidBooking(t, token, onRequest);
    expect(await bookingState(t, booking.id)).toMatchObject({
      status: 0,
      payment_status: 'authorized',
    });
    const response = await cancel(booking.id);
    expect(response.statusCode).toBe(200);
    expect(await bookingState(t, booking.id)).toMatchObject({
      status: 3,
      payment_status: 'released',
    });
    expect(await sandboxTotals(t, booking.providerReference)).toMatchObject({
      released: booking.amountCents,
      captured: 0,
    });
    const mail = await lastMailTo(t, traveller.email);
    expect(mail?.subject).toContain('cancelled');
    // The party as people say it: no "2 adults, 0 children, 0 infants".
    expect(mail?.textBody).toContain('Travellers: 2 adults\n');
    // The supplier can no longer confirm it: no capture of a released hold.
    const confirm = await post(`/api/ops/bookings/${booking.id}/confirm`, undefined, adminToken);
    expect(confirm.statusCode).toBe(409);
  });

  it('cancels and refunds once, however often it is clicked at the same time', async () => {
    const booking = await paidBooking(t, token, instant);
    const mails = await countRows(t.db, 'mail_outbox');
    const answers = await Promise.all(Array.from({ length: 6 }, () => cancel(booking.id)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await sandboxTotals(t, booking.providerReference)).toMatchObject({
      captured: booking.amountCents,
      refunded: booking.amountCents,
    });
    const refunds = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM sandbox_operations WHERE reference = ${booking.providerReference} AND kind = 'refund'`,
    );
    expect(Number(refunds[0]!.n)).toBe(1);
    // One cancellation mail each to the traveller and the supplier, one refund mail.
    expect((await countRows(t.db, 'mail_outbox')) - mails).toBe(3);
    // The booking page says how much came back, not only "Refunded" (ADR 295).
    const shown = await get(`/api/account/my-bookings/show/${booking.id}`);
    expectContract(shown, 'getMyBooking');
    expect(shown.json().data).toMatchObject({
      payment_status: 'refunded',
      payment_amount: 0,
      refunded_amount: booking.amountCents / 100,
    });
  });

  it('says nothing was refunded for a booking whose cancellation recorded no amount', async () => {
    const booking = await paidBooking(t, token, instant);
    expect((await get(`/api/account/my-bookings/show/${booking.id}`)).json().data).toMatchObject({
      refunded_amount: null,
    });
  });

  it('pays a refund retried after a provider error once', async () => {
    const booking = await paidBooking(t, token, instant);
    const provider = t.app.payments.provider;
    const refund = provider.refund.bind(provider);
    // The processor's network (mocked): the refund goes through, its answer is lost.
    const lost = vi
      .spyOn(provider, 'refund')
      .mockImplementationOnce(async (reference, amount, key) => {
        await refund(reference, amount, key);
        throw new Error('socket hang up');
      });
    const first = await cancel(booking.id);
    expect(first.statusCode).toBe(503);
    expectContract(first, 'cancelMyBooking');
    expect(await bookingState(t, booking.id)).toMatchObject({
      status: 3,
      payment_status: 'captured',
    });
    lost.mockRestore();
    const again = await cancel(booking.id);
    expect(again.statusCode).toBe(200);
    expect(await bookingState(t, booking.id)).toMatchObject({ payment_status: 'refunded' });
    expect(await sandboxTotals(t, booking.providerReference)).toMatchObject({
      refunded: booking.amountCents,
    });
  });

  it('refuses to cancel or amend a booking in status 2 to 5, changing nothing', async () => {
    const me = (await get('/api/account/profile')).json().data.id as number;
    const { locationId } = await firstPickup(t.db, instant.id);
    for (const status of [2, 3, 4, 5]) {
      const id = await insertBooking(t.db, { userId: me, tourId: instant.id, status });
      const before = await bookingState(t, id);
      if (status !== 3) {
        const response = await cancel(id);
        expect(response.statusCode, `cancel ${status}`).toBe(400);
        expectContract(response, 'cancelMyBooking');
      }
      const amend = await post(
        '/api/booking/ammend',
        { aid: instant.id, pud: instant.date, pul: locationId, na: 1, nc: 0, ni: 0, booking: id },
        token,
      );
      expect(amend.statusCode, `amend ${status}`).toBe(400);
      expect(await bookingState(t, id)).toEqual(before);
    }
  });

  it('answers 404 to another client on cancel and amend, and changes nothing', async () => {
    const booking = await paidBooking(t, token, instant);
    const mails = await countRows(t.db, 'mail_outbox');
    expect((await cancel(booking.id, other)).statusCode).toBe(404);
    const amend = await post(
      '/api/booking/ammend',
      {
        aid: instant.id,
        pud: booking.date,
        pul: booking.locationId,
        na: 3,
        nc: 0,
        ni: 0,
        booking: booking.id,
      },
      other,
    );
    expect(amend.statusCode).toBe(404);
    expectContract(amend, 'amendBooking');
    expect(await bookingState(t, booking.id)).toMatchObject({ status: 1 });
    expect(await countRows(t.db, 'mail_outbox')).toBe(mails);
  });
});

describe('a late cancellation request', () => {
  async function lateRequest(): Promise<PaidBooking> {
    const booking = await paidBooking(t, token, instant);
    clockAt((await deadlineOf(booking)).getTime() + 3_600_000);
    const response = await cancel(booking.id);
    realClock();
    expect(response.json().message).toMatch(/request/);
    return booking;
  }

  it('is listed for its supplier and an admin, not for another supplier or a client', async () => {
    const booking = await lateRequest();
    for (const [as, seen] of [
      [supplierToken, true],
      [adminToken, true],
      [otherSupplierToken, false],
    ] as const) {
      const response = await get('/api/ops/requests', as);
      expect(response.statusCode).toBe(200);
      expectContract(response, 'listOperatorRequests');
      const ids = response.json().data.cancellations.map((b: { id: number }) => b.id);
      expect(ids.includes(booking.id)).toBe(seen);
    }
    expect((await get('/api/ops/requests', token)).statusCode).toBe(403);
  });

  it('is decided by the tour’s supplier only: another supplier gets 404', async () => {
    const booking = await lateRequest();
    const stranger = await post(
      `/api/ops/bookings/${booking.id}/cancellation/approve`,
      undefined,
      otherSupplierToken,
    );
    expect(stranger.statusCode).toBe(404);
    expectContract(stranger, 'approveOperatorCancellation');
    const client = await post(
      `/api/ops/bookings/${booking.id}/cancellation/approve`,
      undefined,
      token,
    );
    expect(client.statusCode).toBe(403);
    const approved = await post(
      `/api/ops/bookings/${booking.id}/cancellation/approve`,
      undefined,
      supplierToken,
    );
    expect(approved.statusCode).toBe(200);
    expect(await bookingState(t, booking.id)).toMatchObject({
      status: 3,
      payment_status: 'refunded',
    });
    expect(await sandboxTotals(t, booking.providerReference)).toMatchObject({
      refunded: booking.amountCents,
    });
  });

  it('declined, leaves the booking as it was and can be asked again', async () => {
    const booking = await lateRequest();
    const declined = await post(
      `/api/ops/bookings/${booking.id}/cancellation/decline`,
      undefined,
      adminToken,
    );
    expect(declined.statusCode).toBe(200);
    const state = await bookingState(t, booking.id);
    expect(state).toMatchObject({ status: 1, payment_status: 'captured' });
    expect(state.cancel_requested_at).toBeNull();
    const again = await post(
      `/api/ops/bookings/${booking.id}/cancellation/decline`,
      undefined,
      adminToken,
    );
    expect(again.statusCode).toBe(409);
  });
});

describe('amending', () => {
  function amend(booking: PaidBooking, changes: Record<string, unknown>, as = token) {
    return post(
      '/api/booking/ammend',
      {
        aid: booking.tourId,
        pud: booking.date,
        pul: booking.locationId,
        na: 2,
        nc: 0,
        ni: 0,
        amount: 1,
        booking: booking.id,
        ...changes,
      },
      as,
    );
  }

  async function amendments(bookingId: number) {
    return (await get(`/api/account/my-bookings/show/${bookingId}`)).json().data.ammendments as {
      id: number;
      status: number;
      balance_amount: number;
      ammend_amount: number;
      pay_link: string | null;
      balance_paid: boolean;
    }[];
  }

  it('prices a larger party on the server, asks for the balance, and moves the booking when approved and paid', async () => {
    const booking = await paidBooking(t, token, instant);
    const response = await amend(booking, { na: 3 });
    expect(response.statusCode, response.body).toBe(200);
    expectContract(response, 'amendBooking');
    expect(response.json()).toEqual({ message: 'Amendment request sent.' });
    const [amendment] = await amendments(booking.id);
    const unit = booking.amountCents / 2;
    const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    // The supplier approves from the mail: it says the change, not only the booking as it is
    // (ADR 260); the traveller's copy says it too.
    const supplierEmail = await supplierEmailOf(instant.id);
    const asked = [
      'The change asked for:',
      'Travellers: 3 adults',
      `New price: ${usd(unit * 3)} (${usd(unit)} more to pay)`,
      'The booking as it is now:',
    ];
    for (const to of [supplierEmail, traveller.email]) {
      const mail = await lastMailTo(t, to);
      expect(mail?.subject, to).toContain('mendment');
      for (const line of asked) expect(mail?.textBody, to).toContain(line);
      expect(mail?.textBody, to).toContain('Travellers: 2 adults');
      // Not "the supplier decides": the balance comes first.
      expect(mail?.subject, to).toMatch(/pay its balance|balance not paid yet/);
      expect(mail?.textBody, to).not.toContain('The supplier decides your change');
    }
    expect(amendment).toMatchObject({ status: 0, ammend_amount: (unit * 3) / 100 });
    expect(amendment!.balance_amount).toBe(unit / 100);
    expect(amendment!.pay_link).toMatch(/^http/);
    expect(amendment!.balance_paid).toBe(false);
    // Unpaid balance: the supplier cannot approve yet; the booking keeps its seats and party.
    const early = await post(
      `/api/ops/amendments/${amendment!.id}/approve`,
      undefined,
      supplierToken,
    );
    expect(early.statusCode).toBe(409);
    expect(await bookingState(t, booking.id)).toMatchObject({ adults: 2 });
    // The traveller pays the balance on the sandbox page.
    expect((await submitCard(t, amendment!.pay_link!)).statusCode).toBeLessThan(400);
    // The traveller's page now says the balance is paid.
    expect((await amendments(booking.id))[0]).toMatchObject({ status: 0, balance_paid: true });
    // A receipt to the traveller, and word to the supplier that it can be approved now; once,
    // however often the payment is looked at again.
    await amendments(booking.id);
    const receipt = await lastMailTo(t, traveller.email);
    expect(receipt?.subject).toContain('Payment received for your change');
    expect(receipt?.textBody).toContain(`Paid: ${usd(unit)}.`);
    expect((await lastMailTo(t, supplierEmail))?.subject).toContain(
      'Amendment paid, waiting for your decision',
    );
    expect(await mailsWithSubject('Payment received for your change', booking.reference)).toBe(1);
    const stranger = await post(
      `/api/ops/amendments/${amendment!.id}/approve`,
      undefined,
      otherSupplierToken,
    );
    expect(stranger.statusCode).toBe(404);
    const approved = await post(
      `/api/ops/amendments/${amendment!.id}/approve`,
      undefined,
      supplierToken,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expectContract(approved, 'approveOperatorAmendment');
    expect(await bookingState(t, booking.id)).toMatchObject({
      adults: 3,
      amount_cents: unit * 3,
    });
    expect((await amendments(booking.id))[0]).toMatchObject({ status: 1 });
    // The approval's mail shows the booking as it now is: the new party and amount.
    const changed = await lastMailTo(t, traveller.email);
    expect(changed?.subject).toContain('Your booking was changed');
    expect(changed?.textBody).toContain('Travellers: 3 adults');
    expect(changed?.textBody).toContain(`Amount: ${usd(unit * 3)}`);
  });

  it('says the refund of a paid balance when a cancellation releases the booking’s hold', async () => {
    const booking = await paidBooking(t, token, onRequest);
    expect((await amend(booking, { na: 3 })).statusCode).toBe(200);
    const [amendment] = await amendments(booking.id);
    expect((await submitCard(t, amendment!.pay_link!)).statusCode).toBeLessThan(400);
    expect((await cancel(booking.id)).statusCode).toBe(200);
    const balance = `$${amendment!.balance_amount.toFixed(2)}`;
    const mail = await lastMailTo(t, traveller.email);
    expect(mail?.subject).toContain('Your money is on its way back');
    expect(mail?.textBody).toContain('the hold on your card for its amount is released');
    expect(mail?.textBody).toContain(
      `The ${balance} you paid for the change you asked for comes back to your card`,
    );
    // The hold was released, not refunded: what came back is the paid balance alone.
    expect((await get(`/api/account/my-bookings/show/${booking.id}`)).json().data).toMatchObject({
      payment_status: 'released',
      refunded_amount: amendment!.balance_amount,
    });
  });

  it('gives a negative balance back once when approved, however often it is approved', async () => {
    const booking = await paidBooking(t, token, instant, 3);
    expect((await amend(booking, { na: 2 })).statusCode).toBe(200);
    const [amendment] = await amendments(booking.id);
    const back = -Math.round(amendment!.balance_amount * 100);
    expect(back).toBe(booking.amountCents / 3);
    expect(amendment!.pay_link).toBeNull();
    // Nothing to pay: the traveller's mail says the supplier decides it now.
    const asked = await lastMailTo(t, traveller.email);
    expect(asked?.subject).toContain('Your amendment request was sent');
    expect(asked?.textBody).toContain('The supplier decides your change');
    const provider = t.app.payments.provider;
    const refund = provider.refund.bind(provider);
    // The processor's network (mocked): the refund goes through, its answer is lost.
    const lost = vi
      .spyOn(provider, 'refund')
      .mockImplementationOnce(async (reference, amount, key) => {
        await refund(reference, amount, key);
        throw new Error('socket hang up');
      });
    const first = await post(`/api/ops/amendments/${amendment!.id}/approve`, undefined, adminToken);
    expect(first.statusCode).toBe(503);
    lost.mockRestore();
    for (let i = 0; i < 2; i++) {
      const again = await post(
        `/api/ops/amendments/${amendment!.id}/approve`,
        undefined,
        adminToken,
      );
      expect(again.statusCode).toBe(200);
    }
    expect(await sandboxTotals(t, booking.providerReference)).toMatchObject({ refunded: back });
    expect(await bookingState(t, booking.id)).toMatchObject({
      adults: 2,
      amount_cents: booking.amountCents - back,
    });
  });

  it('refuses a request once the booking’s tour has started, for its date or a new one: 409, nothing written, no payment opened', async () => {
    const booking = await paidBooking(t, token, instant);
    // The tour starts 24 hours after the free-cancellation deadline (checked by hand there).
    const startsAt = (await deadlineOf(booking)).getTime() + 86_400_000;
    const later = addDays(booking.date, 30);
    const before = {
      booking: await bookingState(t, booking.id),
      amendments: await countRows(t.db, 'booking_amendments'),
      payments: await countRows(t.db, 'sandbox_payments'),
      mails: await countRows(t.db, 'mail_outbox'),
    };

    clockAt(startsAt);
    for (const changes of [{ na: 3 }, { pud: later, na: 3 }]) {
      const response = await amend(booking, changes);
      expect(response.statusCode, JSON.stringify(changes)).toBe(409);
      expect(response.json().message).toBe(API_MESSAGES.amendmentTrailStarted);
      expectContract(response, 'amendBooking');
    }
    expect(await bookingState(t, booking.id)).toEqual(before.booking);
    expect(await countRows(t.db, 'booking_amendments')).toBe(before.amendments);
    expect(await countRows(t.db, 'sandbox_payments')).toBe(before.payments);
    expect(await countRows(t.db, 'mail_outbox')).toBe(before.mails);
    expect(await amendments(booking.id)).toEqual([]);

    // A minute before the start the same request is taken, its balance with a payment link.
    clockAt(startsAt - 60_000);
    expect((await amend(booking, { pud: later, na: 3 })).statusCode).toBe(200);
    expect(await amendments(booking.id)).toMatchObject([
      { status: 0, pay_link: expect.any(String) },
    ]);
  });

  describe('quoted before it is asked (ADR 311)', () => {
    function quote(booking: PaidBooking, changes: Record<string, unknown>, as = token) {
      return post(
        `/api/account/my-bookings/${booking.id}/amendment-quote`,
        { pud: booking.date, pul: booking.locationId, na: 2, nc: 0, ni: 0, ...changes },
        as,
      );
    }

    it('prices a change as the request would, writing nothing', async () => {
      const booking = await paidBooking(t, token, instant);
      const unit = booking.amountCents / 2;
      const larger = await quote(booking, { na: 3 });
      expect(larger.statusCode, larger.body).toBe(200);
      expectContract(larger, 'quoteMyAmendment');
      expect(larger.json()).toEqual({ data: { amount: (unit * 3) / 100, balance: unit / 100 } });
      const smaller = await quote(booking, { na: 1 });
      expect(smaller.json()).toEqual({ data: { amount: unit / 100, balance: -unit / 100 } });
      expect(await amendments(booking.id)).toEqual([]);
      expect(await bookingState(t, booking.id)).toMatchObject({ adults: 2 });
      // And the request then does what the quote said.
      expect((await amend(booking, { na: 3 })).statusCode).toBe(200);
      expect((await amendments(booking.id))[0]).toMatchObject({
        ammend_amount: (unit * 3) / 100,
        balance_amount: unit / 100,
      });
    });

    it('refuses extra travellers on a full date of the booking’s own, as the request does', async () => {
      // A tester's party of one, on a date since sold out, asked for two: the form priced it
      // ("$55.00 more to pay") and only the request said one place was left.
      const booking = await paidBooking(t, token, instant);
      await t.db.execute(
        sql`INSERT INTO tour_departures (tour_id, departure_date, capacity, booked)
          VALUES (${instant.id}, ${booking.date}, 2, 0)`,
      );
      const more = await quote(booking, { na: 3 });
      expect(more.statusCode).toBe(400);
      expectContract(more, 'quoteMyAmendment');
      expect(more.json().errors).toEqual({ pud: [placesLeftOnDate(2)] });
      expect((await amend(booking, { na: 3 })).json().errors).toEqual(more.json().errors);
      // The booking's own seats still count as free on its date: fewer travellers fit.
      expect((await quote(booking, { na: 1 })).statusCode).toBe(200);
    });

    it('answers 404 for another client’s booking and 400 naming a field out of range', async () => {
      const booking = await paidBooking(t, token, instant);
      expect((await quote(booking, { na: 3 }, other)).statusCode).toBe(404);
      const none = await quote(booking, { na: 0 });
      expect(none.statusCode).toBe(400);
      expect(Object.keys(none.json().errors)).toEqual(['na']);
      const same = await quote(booking, {});
      expect(same.statusCode).toBe(400);
      expect(same.json().message).toBe(API_MESSAGES.amendmentChangesNothing);
    });
  });

  it('keeps one amendment waiting at a time and refuses a date the tour cannot take', async () => {
    const booking = await paidBooking(t, token, instant);
    expect((await amend(booking, { na: 1 })).statusCode).toBe(200);
    const second = await amend(booking, { na: 3 });
    expect(second.statusCode).toBe(400);
    const tooSoon = await amend(booking, { pud: '2020-01-01', na: 1 });
    expect(tooSoon.statusCode).toBe(400);
    expect(Object.keys(tooSoon.json().errors ?? {})).toContain('pud');
  });

  it('refuses a new date past the booking horizon at the date, writing no amendment (ADR 272)', async () => {
    const booking = await paidBooking(t, token, instant);
    const farAhead = await amend(booking, { pud: addDays(tourDateAt(new Date()), 366), na: 2 });
    expect(farAhead.statusCode).toBe(400);
    expect(farAhead.json().errors.pud).toEqual([
      expect.stringMatching(/^Bookings open a year ahead: the last available date is /),
    ]);
    expect(await amendments(booking.id)).toEqual([]);
  });

  it('says in the refund mail what comes back in all when an amendment’s balance was paid too', async () => {
    const booking = await paidBooking(t, token, instant);
    expect((await amend(booking, { na: 3 })).statusCode).toBe(200);
    const [amendment] = await amendments(booking.id);
    expect((await submitCard(t, amendment!.pay_link!)).statusCode).toBeLessThan(400);
    expect((await cancel(booking.id)).statusCode).toBe(200);
    const balance = Math.round(amendment!.balance_amount * 100);
    const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    const mail = await lastMailTo(t, traveller.email);
    expect(mail?.subject).toContain('Your money is on its way back');
    expect(mail?.textBody).toContain(
      `In all ${usd(booking.amountCents + balance)} comes back to your card: the booking’s amount below and the ${usd(balance)} you paid for the change you asked for.`,
    );
    // The booking page says the same sum as the mail (ADR 295).
    expect((await get(`/api/account/my-bookings/show/${booking.id}`)).json().data).toMatchObject({
      payment_status: 'refunded',
      refunded_amount: (booking.amountCents + balance) / 100,
    });
  });

  it('a cancellation withdraws the waiting amendment: raced with its approval, one wins under the row lock and exactly what was taken goes back', async () => {
    for (let round = 0; round < 3; round++) {
      const booking = await paidBooking(t, token, instant, 3);
      expect((await amend(booking, { na: 2 })).statusCode).toBe(200);
      const [amendment] = await amendments(booking.id);
      const [cancelled, approved] = await Promise.all([
        cancel(booking.id),
        post(`/api/ops/amendments/${amendment!.id}/approve`, undefined, supplierToken),
      ]);
      const state = await bookingState(t, booking.id);
      const [after] = await amendments(booking.id);
      const money = await sandboxTotals(t, booking.providerReference);
      expect(money.refunded).toBeLessThanOrEqual(money.captured);
      if (approved.statusCode === 200 && after!.status === 1) {
        // The approval came first: the booking was changed, then cancelled as changed.
        expect(state.adults).toBe(2);
      } else {
        expect(after!.status).toBe(3);
        expect(approved.statusCode).toBe(409);
      }
      expect(cancelled.statusCode).toBe(200);
      expect(state.status).toBe(3);
      expect(money.refunded).toBe(money.captured);
    }
  });
});

describe('operators and messages', () => {
  it('the tour’s supplier answers the traveller (mailed, alert on); another supplier cannot', async () => {
    const booking = await paidBooking(t, token, instant);
    const stranger = await post(
      `/api/ops/bookings/${booking.id}/messages`,
      { message: 'Hello' },
      otherSupplierToken,
    );
    expect(stranger.statusCode).toBe(404);
    expectContract(stranger, 'replyOperatorBookingMessage');
    expect(
      (await post(`/api/ops/bookings/${booking.id}/messages`, { message: 'Hi' }, token)).statusCode,
    ).toBe(403);
    const reply = await post(
      `/api/ops/bookings/${booking.id}/messages`,
      { message: 'Our guide waits in the hotel lobby at 6:30.' },
      supplierToken,
    );
    expect(reply.statusCode).toBe(200);
    expectContract(reply, 'replyOperatorBookingMessage');
    const thread = (await get(`/api/account/my-bookings/${booking.id}/comments`)).json().data;
    expect(thread.at(-1)).toMatchObject({
      message: 'Our guide waits in the hotel lobby at 6:30.',
      user: { user_role: 'supplier' },
    });
    const detail = await queryRows<{ alert_client: boolean }>(
      t.db,
      sql`SELECT alert_client FROM bookings WHERE id = ${booking.id}`,
    );
    expect(detail[0]!.alert_client).toBe(true);
    expect((await lastMailTo(t, traveller.email))?.textBody).toContain('hotel lobby at 6:30');
  });

  it("lets only an admin hide a message, which the traveller then sees as '*Removed by admin'", async () => {
    const booking = await paidBooking(t, token, instant);
    await post(
      `/api/ops/bookings/${booking.id}/messages`,
      { message: 'Pay the guide in cash instead.' },
      supplierToken,
    );
    const [message] = (await get(`/api/account/my-bookings/${booking.id}/comments`)).json()
      .data as { id: number }[];
    const bySupplier = await post(
      `/api/ops/messages/${message!.id}/hide`,
      undefined,
      supplierToken,
    );
    expect(bySupplier.statusCode).toBe(403);
    const byAdmin = await post(`/api/ops/messages/${message!.id}/hide`, undefined, adminToken);
    expect(byAdmin.statusCode).toBe(200);
    expectContract(byAdmin, 'hideOperatorBookingMessage');
    const after = await get(`/api/account/my-bookings/${booking.id}/comments`);
    expect(after.json().data[0]).toMatchObject({ hidden: 1, message: '' });
    expect(after.body).not.toContain('cash');
  });
});
