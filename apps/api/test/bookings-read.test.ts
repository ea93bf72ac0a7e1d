// My Bookings, the booking detail and its messages (issue 16 step 1): what a traveller sees of
// their own paid bookings, and that nobody else's booking is ever found.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { bearer, lastMailTo, logIn, registerAccount } from './support/accounts.ts';
import { insertBooking, insertMessage, supplierOf } from './support/bookings.ts';
import { activeTourIds } from './support/catalogue.ts';
import { expectContract } from './support/contract.ts';
import { countRows, createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

let t: TestApp;
let nimal: string;
let nimalId: number;
let kasun: string;
let tour: number;

beforeAll(async () => {
  t = await createTestApp({ captchaProvider: 'off' });
  nimal = await logIn(t, await registerAccount(t));
  kasun = await logIn(t, await registerAccount(t));
  nimalId = (await get('/api/account/profile', nimal)).json().data.id;
  [tour] = (await activeTourIds(t.db)) as [number];
});
afterAll(() => t?.close());

function get(url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
}

function post(url: string, payload: object, token: string) {
  return t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
}

describe('My Bookings', () => {
  let upcoming: number[];
  let completed: number[];

  beforeAll(async () => {
    // 14 upcoming (2 pages of 12) over statuses 0–3, 3 completed (4 and 5), and checkouts that
    // were never paid, which nobody sees.
    upcoming = [];
    for (let i = 0; i < 14; i++) {
      const day = String(i + 1).padStart(2, '0');
      upcoming.push(
        await insertBooking(t.db, {
          userId: nimalId,
          tourId: tour,
          startDate: `2027-04-${day}`,
          status: i % 4,
          paymentStatus: i % 4 === 3 ? 'refunded' : i % 4 === 0 ? 'authorized' : 'captured',
        }),
      );
    }
    completed = [];
    for (const [status, day] of [
      [4, '2026-01-10'],
      [5, '2026-02-10'],
      [4, '2026-03-10'],
    ] as const) {
      completed.push(
        await insertBooking(t.db, { userId: nimalId, tourId: tour, startDate: day, status }),
      );
    }
    for (const paymentStatus of ['awaiting_payment', 'declined', 'expired']) {
      await insertBooking(t.db, { userId: nimalId, tourId: tour, status: 0, paymentStatus });
    }
  });

  it('pages the Upcoming table 12 at a time, soonest first, without unpaid checkouts', async () => {
    const first = await get('/api/account/my-bookings?group=upcoming', nimal);
    expect(first.statusCode).toBe(200);
    expectContract(first, 'listMyBookings');
    const page = first.json().data.bookings;
    expect(page).toMatchObject({ current_page: 1, last_page: 2, per_page: 12, total: 14 });
    expect(page.data.map((b: { id: number }) => b.id)).toEqual(upcoming.slice(0, 12));
    expect(page.links.at(-1)).toEqual({
      url: '/api/account/my-bookings?group=upcoming&page=2',
      label: 'Next »',
      active: false,
    });
    const second = (await get('/api/account/my-bookings?group=upcoming&page=2', nimal)).json().data
      .bookings;
    expect(second.current_page).toBe(2);
    expect(second.data.map((b: { id: number }) => b.id)).toEqual(upcoming.slice(12));
  });

  it('lists Completed (4) and Dispute (5) under Completed, latest first', async () => {
    const response = await get('/api/account/my-bookings?group=completed', nimal);
    expectContract(response, 'listMyBookings');
    const page = response.json().data.bookings;
    expect(page.total).toBe(3);
    expect(page.data.map((b: { id: number }) => b.id)).toEqual([...completed].reverse());
    expect(page.data.map((b: { status: number }) => b.status)).toEqual([4, 5, 4]);
  });

  it('without a group lists every paid booking, newest first, as published', async () => {
    const response = await get('/api/account/my-bookings', nimal);
    expectContract(response, 'listMyBookings');
    const page = response.json().data.bookings;
    expect(page.total).toBe(17);
    expect(page.data[0].id).toBe(completed.at(-1));
  });

  it('shows each booking with the columns of the table: tour, supplier work name, pax, amount', async () => {
    const page = (await get('/api/account/my-bookings?group=upcoming', nimal)).json().data.bookings;
    const booking = page.data[0];
    const supplier = await queryRows<{ work_name: string }>(
      t.db,
      sql`SELECT sp.work_name FROM tours t JOIN supplier_profiles sp ON sp.user_id = t.supplier_user_id WHERE t.id = ${tour}`,
    );
    expect(booking).toMatchObject({
      activity_id: tour,
      start_date: '2027-04-01',
      booking_amount: 90,
      num_adults: 2,
      num_children: 0,
      num_infants: 0,
      activity: { id: tour, user: { supplier_profile: { work_name: supplier[0]!.work_name } } },
    });
    expect(booking.activity.overview.length).toBeGreaterThan(30);
  });

  it('answers an empty page to a client without bookings, and 401 without a token', async () => {
    const response = await get('/api/account/my-bookings?group=upcoming', kasun);
    expectContract(response, 'listMyBookings');
    expect(response.json().data.bookings).toMatchObject({ total: 0, data: [], last_page: 1 });
    expect((await get('/api/account/my-bookings')).statusCode).toBe(401);
  });

  it('refuses an unknown group with a 400 naming it', async () => {
    const response = await get('/api/account/my-bookings?group=past', nimal);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain('group');
  });
});

describe('booking detail', () => {
  let booking: number;

  beforeAll(async () => {
    booking = await insertBooking(t.db, {
      userId: nimalId,
      tourId: tour,
      startDate: '2027-05-20',
      alertClient: true,
      adults: 3,
      children: 1,
    });
    await t.db.execute(
      sql`INSERT INTO booking_amendments (booking_id, start_date, location_id, adults, children, infants, amount_cents, balance_cents, status)
        SELECT ${booking}, '2027-05-21', location_id, 4, 1, 0, 12000, 3000, 0 FROM bookings WHERE id = ${booking}`,
    );
  });

  it('shows everything the page lists and clears the alert once opened', async () => {
    const response = await get(`/api/account/my-bookings/show/${booking}`, nimal);
    expect(response.statusCode).toBe(200);
    expectContract(response, 'getMyBooking');
    const data = response.json().data;
    expect(data).toMatchObject({
      id: booking,
      alert_client: 0,
      num_adults: 3,
      num_children: 1,
      contactable: true,
      hotel_name: 'Queens Hotel',
      travellers: [{ firstname: 'Nimal', lastname: 'Perera', lead_traveller: true }],
      ammendments: [
        {
          formatted_pickup_date: '21/05/2027',
          num_adults: 4,
          ammend_amount: 120,
          balance_amount: 30,
          status: 0,
          pay_link: null,
        },
      ],
      payment_status: 'captured',
    });
    expect(data.pickup.location_name).not.toBe('');
    expect(data.pickup.pickup_time).toMatch(/^\d{2}:\d{2}$/);
    expect(data.activity.tour_type.type).toMatch(/^(Half day|Full day|Overnight)$/i);
    expect(data.activity.full_seo_url).toMatch(new RegExp(`/details/${tour}$`));
    const alert = await queryRows<{ alert_client: boolean }>(
      t.db,
      sql`SELECT alert_client FROM bookings WHERE id = ${booking}`,
    );
    expect(alert[0]!.alert_client).toBe(false);
  });

  it('says when free cancellation ends: 24 hours before the pick-up in Sri Lanka', async () => {
    const data = (await get(`/api/account/my-bookings/show/${booking}`, nimal)).json().data;
    const [hours, minutes] = (data.pickup.pickup_time as string).split(':').map(Number);
    // Sri Lanka is UTC+05:30 all year: the pick-up on 20 May at hh:mm local is hh:mm − 5:30 UTC.
    const start = Date.UTC(2027, 4, 20, hours!, minutes!) - 5.5 * 3600_000;
    expect(new Date(data.cancellation.deadline).getTime()).toBe(start - 24 * 3600_000);
    expect(data.cancellation.free).toBe(true);
  });

  it('answers 404 for another client’s booking, an unknown one, and an unpaid checkout', async () => {
    const unpaid = await insertBooking(t.db, {
      userId: nimalId,
      tourId: tour,
      paymentStatus: 'awaiting_payment',
      alertClient: true,
    });
    for (const [id, token] of [
      [booking, kasun],
      [999_999, nimal],
      [unpaid, nimal],
    ] as const) {
      const response = await get(`/api/account/my-bookings/show/${id}`, token);
      expect(response.statusCode, `${id}`).toBe(404);
      expectContract(response, 'getMyBooking');
    }
    // Another client's look did not clear anything.
    const rows = await queryRows<{ alert_client: boolean }>(
      t.db,
      sql`SELECT alert_client FROM bookings WHERE id = ${unpaid}`,
    );
    expect(rows[0]!.alert_client).toBe(true);
  });
});

describe('booking messages', () => {
  let booking: number;
  let closed: number;
  let supplier: { id: number; email: string };

  beforeAll(async () => {
    booking = await insertBooking(t.db, { userId: nimalId, tourId: tour });
    closed = await insertBooking(t.db, { userId: nimalId, tourId: tour, contactable: false });
    supplier = await supplierOf(t.db, tour);
    await insertMessage(t.db, { bookingId: booking, authorUserId: nimalId, text: 'Hello!' });
    await insertMessage(t.db, {
      bookingId: booking,
      authorUserId: supplier.id,
      text: 'Call me on my private number 077…',
      hidden: true,
    });
  });

  it('lists the history oldest first; a hidden message keeps its place without its words', async () => {
    const response = await get(`/api/account/my-bookings/${booking}/comments`, nimal);
    expect(response.statusCode).toBe(200);
    expectContract(response, 'listBookingMessages');
    expect(response.json().data).toMatchObject([
      { message: 'Hello!', visible: 'supplier', hidden: 0, user: { user_role: 'client' } },
      { message: '', hidden: 1, user: { user_role: 'supplier' } },
    ]);
    expect(response.body).not.toContain('private number');
  });

  it('sends a message to the supplier and mails the supplier', async () => {
    const response = await post(
      `/api/account/my-bookings/${booking}/comments`,
      { message: 'Can you pick us up at 7?', visible: 'supplier' },
      nimal,
    );
    expect(response.statusCode).toBe(200);
    expectContract(response, 'sendBookingMessage');
    expect(response.json()).toEqual({ message: 'Message sent...' });
    const list = (await get(`/api/account/my-bookings/${booking}/comments`, nimal)).json().data;
    expect(list.at(-1)).toMatchObject({ message: 'Can you pick us up at 7?', visible: 'supplier' });
    const mail = await lastMailTo(t, supplier.email);
    expect(mail?.textBody).toContain('Can you pick us up at 7?');
    // How to answer, not the site's front page (the supplier has no page there).
    expect(mail?.textBody).toContain(`POST /api/ops/bookings/${booking}/messages`);
    expect(mail?.textBody).not.toContain(t.app.config.publicUrl);
  });

  it('sends a message to the admin, who is mailed at the support address', async () => {
    const response = await post(
      `/api/account/my-bookings/${closed}/comments`,
      { message: 'The supplier does not answer.', visible: 'admin' },
      nimal,
    );
    expect(response.statusCode).toBe(200);
    const mail = await lastMailTo(t, 'support@lankatrails.example');
    expect(mail?.textBody).toContain('The supplier does not answer.');
  });

  it('refuses the supplier as recipient of a booking that is not contactable, writing nothing', async () => {
    const before = await countRows(t.db, 'booking_messages');
    const mails = await countRows(t.db, 'mail_outbox');
    const response = await post(
      `/api/account/my-bookings/${closed}/comments`,
      { message: 'Hello?', visible: 'supplier' },
      nimal,
    );
    expect(response.statusCode).toBe(400);
    expectContract(response, 'sendBookingMessage');
    expect(Object.keys(response.json().errors)).toEqual(['visible']);
    expect(await countRows(t.db, 'booking_messages')).toBe(before);
    expect(await countRows(t.db, 'mail_outbox')).toBe(mails);
  });

  it('refuses an empty message and a missing recipient with the field named', async () => {
    for (const [payload, field] of [
      [{ message: '   ', visible: 'admin' }, 'message'],
      [{ message: 'Hi' }, 'visible'],
    ] as const) {
      const response = await post(`/api/account/my-bookings/${booking}/comments`, payload, nimal);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
  });

  it('answers 404 to another client reading or writing, and writes nothing', async () => {
    const before = await countRows(t.db, 'booking_messages');
    const read = await get(`/api/account/my-bookings/${booking}/comments`, kasun);
    expect(read.statusCode).toBe(404);
    expectContract(read, 'listBookingMessages');
    const write = await post(
      `/api/account/my-bookings/${booking}/comments`,
      { message: 'Hi', visible: 'admin' },
      kasun,
    );
    expect(write.statusCode).toBe(404);
    expect(await countRows(t.db, 'booking_messages')).toBe(before);
  });
});
