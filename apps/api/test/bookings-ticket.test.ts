// E-tickets, calendar files and the guides' check (issue 16, ADR 170–172), on bookings bought
// through the real checkout and the sandbox provider: what the traveller gets, that nobody else
// gets it, and that a guide can tell a real ticket from a forged or cancelled one.
import { tourStart } from '@trails/domain/cancellation';
import { sql } from 'drizzle-orm';
import { toString as qrCodeText } from 'qrcode';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { ticketCalendar } from '../src/modules/bookings/ticket-calendar.ts';
import { signTicketCode } from '../src/modules/bookings/ticket-code.ts';
import type { ETicket } from '../src/modules/bookings/ticket.ts';
import { bearer, logIn, registerAccount } from './support/accounts.ts';
import { firstPickup, insertAdmin, operatorToken, paidBooking } from './support/bookings.ts';
import type { PaidBooking } from './support/bookings.ts';
import { bookableTour, checkedOut } from './support/checkout.ts';
import type { BookableTour } from './support/checkout.ts';
import { expectContract } from './support/contract.ts';
import { createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

let t: TestApp;
let token: string;
let other: string;
let instant: BookableTour;
let onRequest: BookableTour;
let confirmed: PaidBooking;
let pending: PaidBooking;
let supplierToken: string;
let otherSupplierToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ captchaProvider: 'off' });
  token = await logIn(t, await registerAccount(t, { email: 'anna.schmidt@example.com' }));
  other = await logIn(t, await registerAccount(t));
  instant = await bookableTour(t, 1);
  onRequest = await bookableTour(t, 2);
  confirmed = await paidBooking(t, token, instant);
  pending = await paidBooking(t, token, onRequest);
  const stranger = await queryRows<{ id: number }>(
    t.db,
    sql`SELECT id FROM users WHERE user_type = 2 AND id <> ${confirmed.supplierId}
      AND id <> ${pending.supplierId} ORDER BY id LIMIT 1`,
  );
  supplierToken = await operatorToken(t, confirmed.supplierId);
  otherSupplierToken = await operatorToken(t, Number(stranger[0]!.id));
  adminToken = await operatorToken(t, await insertAdmin(t));
}, 120_000);
afterAll(() => t?.close());

function get(url: string, as?: string) {
  return t.app.inject({ method: 'GET', url, ...(as ? { headers: bearer(as) } : {}) });
}

function verify(code: string, as?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/ops/tickets/verify',
    payload: { code },
    ...(as ? { headers: bearer(as) } : {}),
  });
}

async function ticketOf(booking: PaidBooking, as = token): Promise<ETicket> {
  const response = await get(`/api/account/my-bookings/${booking.id}/ticket`, as);
  expect(response.statusCode, response.body).toBe(200);
  expectContract(response, 'getMyBookingTicket');
  return (response.json() as { data: ETicket }).data;
}

async function orderOf(booking: PaidBooking): Promise<string> {
  const rows = await queryRows<{ reference: string }>(
    t.db,
    sql`SELECT o.reference FROM orders o JOIN bookings b ON b.order_id = o.id WHERE b.id = ${booking.id}`,
  );
  return rows[0]!.reference;
}

/** The booking's pick-up time at its location (HH:mm, Asia/Colombo). */
async function pickupTimeOf(booking: PaidBooking): Promise<string> {
  return (await firstPickup(t.db, booking.tourId)).pickupTime;
}

describe("the traveller's e-ticket", () => {
  it('says the reference, tour, date, pick-up, travellers and supplier contact', async () => {
    const ticket = await ticketOf(confirmed);
    const supplier = await queryRows<{ work_name: string; work_mobile: string | null }>(
      t.db,
      sql`SELECT work_name, work_mobile FROM supplier_profiles WHERE user_id = ${confirmed.supplierId}`,
    );
    const pickupTime = await pickupTimeOf(confirmed);
    expect(ticket).toMatchObject({
      booking_id: confirmed.id,
      booking_reference: confirmed.reference,
      status: 1,
      activity_id: instant.id,
      title: instant.title,
      start_date: confirmed.date,
      starts_at: tourStart(confirmed.date, pickupTime).toISOString(),
      pickup: {
        type: 'hotel',
        pickup_time: pickupTime,
        place: 'Earl’s Regency, Kandy–Nuwara Eliya Road, Kandy',
      },
      num_adults: 2,
      travellers: [
        { firstname: 'Anna', lastname: 'Schmidt', lead_traveller: true },
        { firstname: 'Jonas', lastname: 'Schmidt', lead_traveller: false },
      ],
      supplier: { work_name: supplier[0]!.work_name, work_mobile: supplier[0]!.work_mobile },
    });
    expect(ticket.pickup.location_name).not.toBe('');
  });

  it('carries a QR code of the booking reference signed with the server key', async () => {
    const ticket = await ticketOf(confirmed);
    expect(ticket.code).toBe(await signTicketCode(t.app.config.secretKey, confirmed.reference));
    // The QR library is deterministic: the image is the one of exactly this code.
    expect(ticket.qr_svg).toBe(
      await qrCodeText(ticket.code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    );
    expect(ticket.qr_svg).toMatch(/^<svg [^>]*viewBox/);
    // The same booking always has the same code: a saved ticket never goes stale.
    expect((await ticketOf(confirmed)).code).toBe(ticket.code);
  });

  it('downloads as one self-contained HTML file that opens offline', async () => {
    const response = await get(`/api/account/my-bookings/${confirmed.id}/ticket/download`, token);
    expect(response.statusCode).toBe(200);
    expectContract(response, 'downloadMyBookingTicket');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="lanka-trails-${confirmed.reference}.html"`,
    );
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const html = response.body;
    expect(html).toContain(confirmed.reference);
    expect(html).toContain(instant.title);
    expect(html).toContain('Earl’s Regency, Kandy–Nuwara Eliya Road, Kandy');
    expect(html).toContain('Jonas Schmidt');
    expect(html).toContain('<svg');
    expect(html).toContain('Show this ticket to your guide at pick-up.');
    expect(html).toContain('@media print');
    // Nothing to fetch, nothing to run.
    expect(html).not.toMatch(/<script|<link|<img|src=|url\(|@import/i);
    expect(html).not.toMatch(/href="(?!tel:)/);
  });

  it('says on a Pending booking that the ticket is valid once the supplier confirms', async () => {
    const response = await get(`/api/account/my-bookings/${pending.id}/ticket/download`, token);
    expect(response.body).toContain('this ticket is valid once the booking is Confirmed');
  });

  it('gives the pick-up as a calendar event at the Sri Lankan time, in UTC', async () => {
    const response = await get(`/api/account/my-bookings/${confirmed.id}/calendar`, token);
    expect(response.statusCode).toBe(200);
    expectContract(response, 'downloadMyBookingCalendar');
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="lanka-trails-${confirmed.reference}.ics"`,
    );
    const ics = response.body;
    const start = tourStart(confirmed.date, await pickupTimeOf(confirmed));
    const utc = start.toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`DTSTART:${utc}Z`);
    expect(ics).toContain(`UID:${confirmed.reference}@`);
    expect(ics).toContain(`SUMMARY:${instant.title} — pick-up`);
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics.replace(/\r\n[ \t]/g, '')).toContain('Sri Lanka time (Asia/Colombo)');
    expect(ics.replace(/\r\n[ \t]/g, '')).toContain('LOCATION:Earl’s Regency');
  });

  it('marks a Pending booking as tentative in the calendar', async () => {
    const ics = (await get(`/api/account/my-bookings/${pending.id}/calendar`, token)).body;
    expect(ics).toContain('STATUS:TENTATIVE');
  });

  it.each([
    ['/ticket', 'getMyBookingTicket'],
    ['/ticket/download', 'downloadMyBookingTicket'],
    ['/calendar', 'downloadMyBookingCalendar'],
  ])("answers 404 for another client's booking on %s, 401 without a login", async (path, id) => {
    const foreign = await get(`/api/account/my-bookings/${confirmed.id}${path}`, other);
    expect(foreign.statusCode).toBe(404);
    expectContract(foreign, id);
    expect(foreign.body).not.toContain(confirmed.reference);
    expect((await get(`/api/account/my-bookings/999999${path}`, token)).statusCode).toBe(404);
    expect((await get(`/api/account/my-bookings/${confirmed.id}${path}`)).statusCode).toBe(401);
    // An operator's token is not a client's.
    expect(
      (await get(`/api/account/my-bookings/${confirmed.id}${path}`, adminToken)).statusCode,
    ).toBe(401);
  });
});

describe("the confirmation page's e-tickets", () => {
  it('lists the tickets of the paid bookings of the order, without a login', async () => {
    const order = await orderOf(confirmed);
    const response = await get(`/api/payments/${order}/tickets`);
    expect(response.statusCode).toBe(200);
    expectContract(response, 'listOrderTickets');
    const tickets = (response.json() as { data: ETicket[] }).data;
    expect(tickets.map((ticket) => ticket.booking_reference)).toEqual([confirmed.reference]);
    expect(tickets[0]).toEqual(await ticketOf(confirmed));
  });

  it('downloads the ticket and the calendar file of a booking of the order', async () => {
    const order = await orderOf(confirmed);
    const html = await get(`/api/payments/${order}/tickets/${confirmed.reference}/download`);
    expect(html.statusCode).toBe(200);
    expectContract(html, 'downloadOrderTicket');
    expect(html.body).toContain(confirmed.reference);
    const ics = await get(`/api/payments/${order}/tickets/${confirmed.reference}/calendar`);
    expect(ics.statusCode).toBe(200);
    expectContract(ics, 'downloadOrderCalendar');
    expect(ics.body).toContain(`UID:${confirmed.reference}@`);
  });

  it('answers 404 for a booking of another order, and for an unknown order', async () => {
    const order = await orderOf(confirmed);
    const foreign = await get(`/api/payments/${order}/tickets/${pending.reference}/download`);
    expect(foreign.statusCode).toBe(404);
    expectContract(foreign, 'downloadOrderTicket');
    expect(
      (await get(`/api/payments/${order}/tickets/${pending.reference}/calendar`)).statusCode,
    ).toBe(404);
    const unknown = await get(`/api/payments/ord_${'a'.repeat(26)}/tickets`);
    expect(unknown.statusCode).toBe(404);
    expectContract(unknown, 'listOrderTickets');
  });

  it('has no ticket for a checkout that was never paid', async () => {
    const unpaid = await checkedOut(t, { ...instant, date: confirmed.date });
    const response = await get(`/api/payments/${unpaid.order}/tickets`);
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: ETicket[] }).data).toEqual([]);
  });
});

describe("the guides' check of a ticket", () => {
  it("says valid for a Confirmed booking, and which one, to the tour's supplier and an admin", async () => {
    const { code } = await ticketOf(confirmed);
    for (const as of [supplierToken, adminToken]) {
      const response = await verify(code, as);
      expect(response.statusCode).toBe(200);
      expectContract(response, 'verifyOperatorTicket');
      const check = response.json().data;
      expect(check).toMatchObject({
        valid: true,
        reason: 'valid',
        booking: {
          id: confirmed.id,
          booking_reference: confirmed.reference,
          title: instant.title,
          start_date: confirmed.date,
          num_adults: 2,
          lead_traveller: 'Anna Schmidt',
          status: 1,
        },
      });
      expect(check.message).toMatch(new RegExp(`^Valid: ${confirmed.reference}, `));
    }
  });

  it('says invalid for a forged, altered or foreign-key code', async () => {
    const { code } = await ticketOf(confirmed);
    const [header, payload] = code.split('.');
    const otherReference = Buffer.from(
      JSON.stringify({ sub: pending.reference, aud: 'e-ticket' }),
    ).toString('base64url');
    const forged = [
      `${header}.${otherReference}.${code.split('.')[2]}`,
      `${header}.${payload}.${'A'.repeat(43)}`,
      await signTicketCode('another server key of at least 32 characters', confirmed.reference),
      confirmed.reference,
      // An unsigned token ("alg": "none") is never accepted.
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`,
    ];
    for (const code of forged) {
      const response = await verify(code, adminToken);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        valid: false,
        reason: 'bad_signature',
        message: expect.stringMatching(/^Invalid: this code was not signed by Lanka Trails/),
        booking: null,
      });
    }
  });

  it("tells another supplier nothing about a booking of someone else's tour", async () => {
    const { code } = await ticketOf(confirmed);
    const response = await verify(code, otherSupplierToken);
    expect(response.json().data).toEqual({
      valid: false,
      reason: 'not_found',
      message: 'Invalid: no booking of your tours has this ticket.',
      booking: null,
    });
  });

  it('says not valid yet for a Pending booking, and invalid once cancelled', async () => {
    const pendingCheck = (await verify((await ticketOf(pending)).code, adminToken)).json().data;
    expect(pendingCheck).toMatchObject({
      valid: false,
      reason: 'not_confirmed',
      booking: { id: pending.id, status: 0 },
    });
    const cancelled = await paidBooking(t, token, instant);
    const { code } = await ticketOf(cancelled);
    expect((await verify(code, adminToken)).json().data.valid).toBe(true);
    const cancel = await get(`/api/account/my-bookings/cancel/${cancelled.id}`, token);
    expect(cancel.statusCode).toBe(200);
    // The code did not change; the booking did, and the check reads the booking.
    expect((await verify(code, adminToken)).json().data).toMatchObject({
      valid: false,
      reason: 'canceled',
      booking: { id: cancelled.id, status: 3 },
    });
  });

  it("refuses a client's token (403) and an anonymous caller (401)", async () => {
    const { code } = await ticketOf(confirmed);
    const client = await verify(code, token);
    expect(client.statusCode).toBe(403);
    expectContract(client, 'verifyOperatorTicket');
    expect((await verify(code)).statusCode).toBe(401);
  });

  it('answers 400 naming the field for an empty code', async () => {
    const response = await verify('', adminToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('code');
  });
});

describe('the calendar file of a tour', () => {
  const ticket = {
    booking_id: 1,
    booking_reference: 'LT-TEST123456',
    status: 1,
    activity_id: 1,
    title: 'Sri Pada night climb',
    product_code: 'SRP-001',
    start_date: '2027-01-15',
    starts_at: tourStart('2027-01-15', '23:30').toISOString(),
    pickup: { type: 'hotel', location_name: 'Hatton', pickup_time: '23:30', place: 'Hotel' },
    num_adults: 1,
    num_children: 0,
    num_infants: 0,
    travellers: [{ firstname: 'Anna', lastname: 'Schmidt', lead_traveller: true }],
    supplier: { work_name: 'Peak Walkers', work_mobile: null, contact_number: null },
    code: 'x',
    qr_svg: '<svg></svg>',
  } satisfies ETicket;
  const options = { bookingUrl: 'https://trails.example/account/booking/detail/1', host: 'x' };
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it.each(['UTC', 'Asia/Colombo', 'America/Los_Angeles', 'Pacific/Kiritimati'])(
    'starts a 23:30 Colombo pick-up at 18:00 UTC the same day, with the server in %s',
    (serverZone) => {
      process.env.TZ = serverZone;
      const ics = ticketCalendar(ticket, { unit: 2, value: 7 }, options);
      expect(ics).toContain('DTSTART:20270115T180000Z');
      expect(ics).toContain('DURATION:PT7H');
    },
  );

  it('writes an overnight tour’s duration as RFC 5545 allows: P2D, not P2DT', () => {
    const ics = ticketCalendar(ticket, { unit: 1, value: 2 }, options);
    expect(ics).toContain('DURATION:P2D\r\n');
    expect(ics).not.toMatch(/P\d*[WD]?T\r\n/);
    // A duration with a time part keeps it, and so does the alarm's trigger.
    const short = ticketCalendar(ticket, { unit: 3, value: 45 }, options);
    expect(short).toContain('DURATION:PT45M\r\n');
    expect(short).toContain('TRIGGER:-PT1H\r\n');
  });

  it('is an all-day event over the tour days when there is no pick-up time', () => {
    const ics = ticketCalendar(
      { ...ticket, starts_at: null, pickup: { ...ticket.pickup, pickup_time: null } },
      { unit: 1, value: 2 },
      options,
    );
    expect(ics).toContain('DTSTART;VALUE=DATE:20270115');
    expect(ics).toContain('DTEND;VALUE=DATE:20270117');
  });

  it('folds lines at 75 octets without splitting a character, so unfolding gives the text back', () => {
    // 'ශ්‍රී පාද' (3 bytes a character), the em dash and an emoji (4 bytes, a surrogate pair).
    const title = 'ශ්‍රී පාද — Adam’s Peak night climb to the summit for sunrise 🌄 ශ්‍රී පාද වන්දනාව';
    const place = 'Dalhousie (නල්ලතන්නිය) — the trailhead’s car park';
    const ics = ticketCalendar(
      { ...ticket, title, pickup: { ...ticket.pickup, location_name: place } },
      { unit: 2, value: 7 },
      options,
    );
    const lines = ics.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // No replacement character: no line ends or starts inside a character.
    expect(lines.some((line) => line.includes('\uFFFD'))).toBe(false);
    expect(Buffer.from(ics, 'utf8').toString('utf8')).toBe(ics);
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain(`SUMMARY:${title} — pick-up\r\n`);
    expect(unfolded).toContain(`LOCATION:Hotel — ${place}\r\n`);
    expect(unfolded).toContain(`Tour: ${title} (SRP-001)`);
  });
});
