// Builders for the bookings tests: a paid booking of a client on a seeded tour, its amendments,
// messages and travellers — written straight to the database, as checkout would leave them.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import type { Database } from '../../src/db/client.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { addDays } from '../../src/modules/pricing/rules.ts';
import { logIn, registerAccount } from './accounts.ts';
import type { BookableTour } from './checkout.ts';
import {
  bookableTour,
  checkoutItem,
  checkoutRequest,
  orderPayment,
  postCheckout,
  priceOf,
  submitCard,
} from './checkout.ts';
import type { TestApp } from './harness.ts';

let serial = 0;

export type BookingSeed = {
  userId: number;
  tourId: number;
  startDate?: string;
  status?: number;
  paymentStatus?: string;
  amountCents?: number;
  paidCents?: number;
  adults?: number;
  children?: number;
  infants?: number;
  alertClient?: boolean;
  contactable?: boolean;
  locationId?: number | null;
};

/** A tour's first pick-up location and time (every seeded tour has at least one). */
export async function firstPickup(db: Database, tourId: number) {
  const rows = await queryRows<{ location_id: number; pickup_time: string }>(
    db,
    sql`SELECT location_id, to_char(pickup_time, 'HH24:MI') AS pickup_time
      FROM tour_pickup_locations WHERE tour_id = ${tourId} ORDER BY id LIMIT 1`,
  );
  const row = rows[0];
  if (!row) throw new Error(`tour ${tourId} has no pick-up`);
  return { locationId: Number(row.location_id), pickupTime: row.pickup_time };
}

export async function insertBooking(db: Database, seed: BookingSeed): Promise<number> {
  serial += 1;
  const locationId =
    seed.locationId === undefined
      ? (await firstPickup(db, seed.tourId)).locationId
      : seed.locationId;
  const startDate = seed.startDate ?? '2027-03-01';
  const amount = seed.amountCents ?? 9000;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO bookings (reference, user_id, tour_id, start_date, end_date, location_id,
        hotel_name, hotel_address, adults, children, infants, amount_cents, paid_cents,
        contact_first_name, contact_last_name, contact_email, contact_phone, status,
        payment_status, alert_client, contactable)
      VALUES (${`LT-T${Date.now().toString(36)}-${serial}`}, ${seed.userId}, ${seed.tourId},
        ${startDate}, ${startDate}, ${locationId}, 'Queens Hotel', 'Dalada Veediya, Kandy',
        ${seed.adults ?? 2}, ${seed.children ?? 0}, ${seed.infants ?? 0}, ${amount},
        ${seed.paidCents ?? amount}, 'Nimal', 'Perera', 'nimal@example.com', '+94 77 000 0000',
        ${seed.status ?? 1}, ${seed.paymentStatus ?? 'captured'}, ${seed.alertClient ?? false},
        ${seed.contactable ?? true})
      RETURNING id`,
  );
  const id = Number(rows[0]!.id);
  await db.execute(
    sql`INSERT INTO booking_travellers (booking_id, first_name, last_name, email, phone, lead_traveller)
      VALUES (${id}, 'Nimal', 'Perera', 'nimal@example.com', '+94 77 000 0000', true)`,
  );
  return id;
}

export async function insertMessage(
  db: Database,
  message: {
    bookingId: number;
    authorUserId: number | null;
    text: string;
    visible?: string;
    hidden?: boolean;
  },
): Promise<void> {
  await db.execute(
    sql`INSERT INTO booking_messages (booking_id, author_user_id, message, visible, hidden)
      VALUES (${message.bookingId}, ${message.authorUserId}, ${message.text},
        ${message.visible ?? 'supplier'}, ${message.hidden ?? false})`,
  );
}

export async function supplierOf(
  db: Database,
  tourId: number,
): Promise<{ id: number; email: string }> {
  const rows = await queryRows<{ id: number; email: string }>(
    db,
    sql`SELECT u.id, u.email FROM tours t JOIN users u ON u.id = t.supplier_user_id WHERE t.id = ${tourId}`,
  );
  return { id: Number(rows[0]!.id), email: rows[0]!.email };
}

/** Gives a user a password and logs them in to the operations API (suppliers, admins). */
export async function operatorToken(t: TestApp, userId: number): Promise<string> {
  const password = 'Ella rock at noon 9';
  await t.db.execute(
    sql`UPDATE users SET password_hash = ${await hashPassword(password)} WHERE id = ${userId}`,
  );
  const rows = await queryRows<{ email: string }>(
    t.db,
    sql`SELECT email FROM users WHERE id = ${userId}`,
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ops/login',
    payload: { email: rows[0]!.email, password },
  });
  if (response.statusCode !== 200) throw new Error(`ops login failed: ${response.body}`);
  return (response.json() as { access_token: string }).access_token;
}

/**
 * The cast of the amendment tests: a traveller (`email`) and another one, an instant tour, and
 * its supplier logged in to the operations API.
 */
export async function amendmentCast(t: TestApp, email: string) {
  const token = await logIn(t, await registerAccount(t, { email }));
  const other = await logIn(t, await registerAccount(t));
  const instant = await bookableTour(t, 1);
  const supplierToken = await operatorToken(t, (await supplierOf(t.db, instant.id)).id);
  return { token, other, instant, supplierToken };
}

/** A new admin (user_type 1). */
export async function insertAdmin(t: TestApp): Promise<number> {
  serial += 1;
  const rows = await queryRows<{ id: number }>(
    t.db,
    sql`INSERT INTO users (email, first_name, last_name, user_type, status)
      VALUES (${`admin.${Date.now().toString(36)}.${serial}@lankatrails.example`}, 'Ada', 'Admin', 1, 1)
      RETURNING id`,
  );
  return Number(rows[0]!.id);
}

export type PaidBooking = {
  id: number;
  reference: string;
  amountCents: number;
  providerReference: string;
  tourId: number;
  supplierId: number;
  date: string;
  locationId: number;
};

/**
 * A booking bought through the real checkout and the sandbox page by a logged-in client: 1
 * Confirmed and captured for an instant tour, 0 Pending and authorized for an on-request one.
 */
export async function paidBooking(
  t: TestApp,
  token: string,
  bookable: BookableTour,
  adults = 2,
): Promise<PaidBooking> {
  // A date of its own per booking, so no test fills a departure another one needs.
  serial += 1;
  const tour = { ...bookable, date: addDays(bookable.date, serial) };
  const amount = await priceOf(t, tour, adults);
  const item = checkoutItem(tour, amount, { num_adults: adults });
  const response = await postCheckout(t, checkoutRequest(t, [item]), { token });
  if (response.statusCode !== 200) throw new Error(`checkout failed: ${response.body}`);
  const data = (response.json() as { data: { payment_link: string; order_reference: string } })
    .data;
  const paid = await submitCard(t, data.payment_link);
  if (paid.statusCode >= 400) throw new Error(`payment failed: ${paid.body}`);
  await orderPayment(t, data.order_reference);
  const rows = await queryRows<{
    id: number;
    reference: string;
    amount_cents: number;
    provider_reference: string;
    supplier_user_id: number;
  }>(
    t.db,
    sql`SELECT b.id, b.reference, b.amount_cents, p.provider_reference, t.supplier_user_id
      FROM orders o JOIN bookings b ON b.order_id = o.id JOIN payments p ON p.order_id = o.id
      JOIN tours t ON t.id = b.tour_id WHERE o.reference = ${data.order_reference}`,
  );
  const row = rows[0]!;
  return {
    id: Number(row.id),
    reference: row.reference,
    amountCents: Number(row.amount_cents),
    providerReference: row.provider_reference,
    tourId: tour.id,
    supplierId: Number(row.supplier_user_id),
    date: tour.date,
    locationId: tour.locationId,
  };
}

/** What the sandbox provider holds for a payment (the processor's own books). */
export async function sandboxTotals(t: TestApp, providerReference: string) {
  const rows = await queryRows<{
    authorized_cents: number;
    captured_cents: number;
    released_cents: number;
    refunded_cents: number;
  }>(
    t.db,
    sql`SELECT authorized_cents, captured_cents, released_cents, refunded_cents
      FROM sandbox_payments WHERE reference = ${providerReference}`,
  );
  const row = rows[0]!;
  return {
    authorized: Number(row.authorized_cents),
    captured: Number(row.captured_cents),
    released: Number(row.released_cents),
    refunded: Number(row.refunded_cents),
  };
}

export async function bookingState(t: TestApp, bookingId: number) {
  const rows = await queryRows<{
    status: number;
    payment_status: string;
    cancel_requested_at: Date | null;
    start_date: string;
    adults: number;
    amount_cents: number;
    paid_cents: number;
  }>(
    t.db,
    sql`SELECT status, payment_status, cancel_requested_at, start_date::text AS start_date, adults,
      amount_cents, paid_cents FROM bookings WHERE id = ${bookingId}`,
  );
  const row = rows[0]!;
  return { ...row, status: Number(row.status), adults: Number(row.adults) };
}
