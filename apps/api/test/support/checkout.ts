// Builders for the checkout and payment tests: a bookable tour of the demo catalogue, a §5-valid
// cart item priced by the API itself, the checkout call, and the sandbox page's card form.
import { tourDateAt } from '@trails/domain/tour-date';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import { addDays } from '../../src/modules/pricing/rules.ts';
import type { TestApp } from './harness.ts';

export type BookableTour = { id: number; locationId: number; date: string; title: string };

/** An Active per-person tour of the given sale type (1 instant, 2 on request), and a date. */
export async function bookableTour(t: TestApp, saleType: 1 | 2, skip = 0): Promise<BookableTour> {
  const rows = await queryRows<{ id: number; location_id: number; lead: number; title: string }>(
    t.db,
    sql`SELECT t.id, min(pl.location_id) AS location_id, t.lead_time_days AS lead, t.title
      FROM tours t JOIN tour_pickup_locations pl ON pl.tour_id = t.id
      WHERE t.status = 1 AND t.sale_type = ${saleType} AND t.pricing_basis = 1 AND t.include_children
      GROUP BY t.id ORDER BY t.id LIMIT 1 OFFSET ${skip}`,
  );
  const row = rows[0];
  if (!row) throw new Error(`no bookable tour of sale type ${saleType}`);
  return {
    id: Number(row.id),
    locationId: Number(row.location_id),
    // A date far enough out for every lead time and free of the seeded departures.
    date: addDays(tourDateAt(new Date()), Math.max(20, Number(row.lead) + 14)),
    title: row.title,
  };
}

/** The server's own price of a party, from POST /api/activity/cost (dollars). */
export async function priceOf(t: TestApp, tour: BookableTour, adults = 2, children = 0) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/activity/cost',
    payload: {
      aid: tour.id,
      pul: tour.locationId,
      pud: tour.date,
      na: adults,
      nc: children,
      ni: 0,
    },
  });
  const body = response.json() as { amount?: number; message?: string };
  if (body.amount === undefined) throw new Error(`no price: ${body.message}`);
  return body.amount;
}

export function checkoutItem(
  tour: BookableTour,
  amount: number | undefined,
  overrides: Record<string, unknown> = {},
  email = 'anna.schmidt@example.com',
) {
  return {
    start_date: tour.date,
    activity_id: tour.id,
    location_id: tour.locationId,
    num_adults: 2,
    num_children: 0,
    num_infants: 0,
    ...(amount === undefined ? {} : { booking_amount: amount }),
    pickup_location: 'hotel',
    hotel_name: 'Earl’s Regency',
    hotel_address: 'Kandy–Nuwara Eliya Road, Kandy',
    contact_firstname: 'Anna',
    contact_lastname: 'Schmidt',
    contact_email: email,
    contact_phone: '+49 170 1234567',
    travellers: [
      {
        firstname: 'Anna',
        lastname: 'Schmidt',
        email,
        phone: '+49 170 1234567',
        lead_traveller: true,
      },
      { firstname: 'Jonas', lastname: 'Schmidt', email: null, phone: null, lead_traveller: false },
    ],
    ...overrides,
  };
}

export function checkoutRequest(t: TestApp, booking: unknown[]) {
  return { booking, url: t.app.config.publicUrl };
}

export function postCheckout(
  t: TestApp,
  body: unknown,
  options: { key?: string; replaces?: string; token?: string; remoteAddress?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.key) headers['idempotency-key'] = options.key;
  if (options.replaces) headers['replaces-idempotency-key'] = options.replaces;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return t.app.inject({
    method: 'POST',
    url: '/api/booking/checkout',
    payload: body as object,
    headers,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** How many bookings of the attempt (its Idempotency-Key) still hold their reservation. */
export async function reservationsHeldBy(t: TestApp, key: string): Promise<number> {
  const [row] = await queryRows<{ held: number }>(
    t.db,
    sql`SELECT count(*)::int AS held FROM bookings b JOIN orders o ON o.id = b.order_id
      WHERE o.idempotency_key = ${key} AND b.payment_status = 'awaiting_payment'
        AND b.reserved_until > now()`,
  );
  return Number(row!.held);
}

export const CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** Submits the sandbox page's form, as the browser does (form-encoded). */
export function submitCard(
  t: TestApp,
  paymentLink: string,
  fields: Record<string, string> = { action: 'pay', card_number: CARDS.success },
) {
  const form = { expiry: '12/39', cvc: '123', name: 'Anna Schmidt', ...fields };
  return t.app.inject({
    method: 'POST',
    url: new URL(paymentLink).pathname,
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

export async function orderPayment(t: TestApp, reference: string) {
  return t.app.inject({ method: 'GET', url: `/api/payments/${reference}` });
}

/** A checkout of one item that is paid (or not) on the sandbox page; answers its references. */
export async function checkedOut(t: TestApp, tour: BookableTour, email?: string) {
  const amount = await priceOf(t, tour);
  const response = await postCheckout(
    t,
    checkoutRequest(t, [checkoutItem(tour, amount, {}, email)]),
  );
  if (response.statusCode !== 200) throw new Error(`checkout failed: ${response.body}`);
  const data = (response.json() as { data: { payment_link: string; order_reference: string } })
    .data;
  return { link: data.payment_link, order: data.order_reference, amount };
}
