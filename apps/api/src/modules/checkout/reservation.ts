// The part of a checkout that runs under the seat lock (ADR 101, shortened by ADR 201, one round
// trip since ADR 266): lock the cart's tours, then ONE statement that recounts the places left
// on every item's date and — only if every item still fits — writes the order, all its bookings
// and all their travellers. Everything else (validation, prices, the idempotency lookup, the
// provider payment) happens before or after, outside the lock.
//
// The lock and the statement are sent together, as one call of `reserve_seats` (migration 0017):
// the database takes the lock, runs the statement and commits, and the lock is never held while
// an answer waits for this process to read it. The statement is still written here, with the
// seat rule of bookings/seats.ts.
//
// Why the lock and the statement are two statements and not one: under READ COMMITTED a
// statement's snapshot is taken when it starts, so a count in the statement that waits for the
// lock would not see what the previous lock holder committed. Inside `reserve_seats` the
// statement after the lock starts once the lock is ours and sees it.
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { intArray } from '../../db/prepared-statements.ts';
import { placesLeftSql } from '../bookings/seats.ts';
import { ORDER_REPLACED } from '../payments/application.ts';

/** The order row, as the statement writes it (snake_case columns, as PostgreSQL names them). */
export type NewOrder = {
  reference: string;
  user_id: number | null;
  total_cents: number;
  contact_email: string;
  contact_first_name: string;
  contact_last_name: string;
  return_origin: string;
  idempotency_key: string | null;
  request_hash: string;
  reserved_until: string;
};

/** One booking of the order; `reference` ties its travellers to it. */
export type NewBooking = {
  reference: string;
  user_id: number | null;
  tour_id: number;
  start_date: string;
  end_date: string;
  location_id: number;
  pickup_type: string;
  hotel_name: string | null;
  hotel_address: string | null;
  flight_number: string | null;
  flight_time: string | null;
  pickup_other: string | null;
  remarks: string | null;
  adults: number;
  children: number;
  infants: number;
  amount_cents: number;
  contact_first_name: string;
  contact_last_name: string;
  contact_email: string;
  contact_phone: string;
  status: number;
  payment_status: string;
  reserved_until: string;
};

export type NewTraveller = {
  booking_reference: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  lead_traveller: boolean;
};

/** Writes the reservation's statement as text and parameters, for `reserve_seats`. */
const dialect = new PgDialect();

export type Reservation =
  | { ok: true; orderId: number }
  /** The first item (cart position) that no longer fits, and the places its date has left. */
  | { ok: false; position: number; left: number };

/**
 * Takes the seat lock of the cart's tours (one row lock per tour, in id order so two carts never
 * deadlock) and writes the order if every booking still fits, in one statement and its own
 * transaction: the lock lasts until it commits. Writes nothing when one does not fit.
 *
 * A checkout that replaces an earlier attempt (ADR 242) first ends that attempt's reservation
 * under the same lock, so its seats count for this one: only an order of the same caller (the
 * same client, or a guest: the key itself, a secret only its browser holds, is the proof) whose
 * every booking still awaits payment. Refused, this attempt leaves the earlier one its seats. A
 * payment of the earlier one that comes after is a payment after its reservation lapsed
 * (ADR 102): kept if the seats are still free, else given back. (`reserve_seats` in migration
 * 0017.)
 */
export async function reserveOrder(
  db: Pick<Database, 'execute'>,
  order: NewOrder,
  items: NewBooking[],
  travellers: NewTraveller[],
  caller: { replacesKey: string | null; userId: number | null } = {
    replacesKey: null,
    userId: null,
  },
): Promise<Reservation> {
  // Seats a date must still have for the cart: items on one tour and date count together.
  const need = items.map((b, position) => ({
    position,
    tour_id: b.tour_id,
    start_date: b.start_date,
    seats: b.adults + b.children,
  }));
  // Ids in the cart's order: the lead traveller first, as the detail page lists them.
  const listed = travellers.map((traveller, position) => ({ ...traveller, position }));
  // The rows go in as one JSON parameter each, typed by the tables themselves
  // (jsonb_populate_recordset), so a cart of any size is one statement with four parameters.
  const reservation = dialect.sqlToQuery(
    sql`WITH need AS (
        SELECT n.position, n.tour_id, n.start_date,
          sum(n.seats) OVER (PARTITION BY n.tour_id, n.start_date) AS seats
        FROM jsonb_to_recordset(${JSON.stringify(need)}::jsonb)
          AS n(position int, tour_id int, start_date date, seats int)
      ),
      counted AS (
        SELECT need.position, need.seats,
          coalesce(${placesLeftSql('t', sql`need.start_date`)}, 0)::int AS places_left
        FROM need LEFT JOIN tours t ON t.id = need.tour_id
      ),
      short AS (
        SELECT position, places_left FROM counted WHERE places_left < seats
        ORDER BY position LIMIT 1
      ),
      new_order AS (
        INSERT INTO orders (reference, user_id, total_cents, contact_email, contact_first_name,
          contact_last_name, return_origin, idempotency_key, request_hash, reserved_until)
        SELECT o.reference, o.user_id, o.total_cents, o.contact_email, o.contact_first_name,
          o.contact_last_name, o.return_origin, o.idempotency_key, o.request_hash, o.reserved_until
        FROM jsonb_populate_record(null::orders, ${JSON.stringify(order)}::jsonb) o
        WHERE NOT EXISTS (SELECT 1 FROM short)
        RETURNING id
      ),
      new_bookings AS (
        INSERT INTO bookings (reference, order_id, user_id, tour_id, start_date, end_date,
          location_id, pickup_type, hotel_name, hotel_address, flight_number, flight_time,
          pickup_other, remarks, adults, children, infants, amount_cents, contact_first_name,
          contact_last_name, contact_email, contact_phone, status, payment_status, reserved_until)
        SELECT b.reference, new_order.id, b.user_id, b.tour_id, b.start_date, b.end_date,
          b.location_id, b.pickup_type, b.hotel_name, b.hotel_address, b.flight_number,
          b.flight_time, b.pickup_other, b.remarks, b.adults, b.children, b.infants,
          b.amount_cents, b.contact_first_name, b.contact_last_name, b.contact_email,
          b.contact_phone, b.status, b.payment_status, b.reserved_until
        FROM new_order, jsonb_populate_recordset(null::bookings, ${JSON.stringify(items)}::jsonb)
          WITH ORDINALITY AS b
        ORDER BY b.ordinality
        RETURNING id, reference
      ),
      new_travellers AS (
        INSERT INTO booking_travellers (booking_id, first_name, last_name, email, phone,
          lead_traveller)
        SELECT new_bookings.id, tr.first_name, tr.last_name, tr.email, tr.phone, tr.lead_traveller
        FROM jsonb_to_recordset(${JSON.stringify(listed)}::jsonb) AS tr(booking_reference text,
          first_name text, last_name text, email text, phone text, lead_traveller boolean,
          position int)
        JOIN new_bookings ON new_bookings.reference = tr.booking_reference
        ORDER BY tr.position
        RETURNING id
      )
      SELECT (SELECT id FROM new_order)::int AS order_id, short.position::int,
        short.places_left::int AS left
      FROM (SELECT 1) one LEFT JOIN short ON true`,
  );
  // Its four parameters, in order: the need, the order, the bookings, the travellers (JSON);
  // `reserve_seats` passes on exactly four.
  if (reservation.params.length !== 4) throw new Error('the reservation takes four parameters');
  const [needRows, orderRow, bookingRows, travellerRows] = reservation.params as string[];
  const tourIds = [...new Set(items.map((b) => b.tour_id))];
  const rows = await queryRows<{ order_id: number | null; position: number | null; left: number }>(
    db,
    sql`SELECT order_id, "position", "left" FROM reserve_seats(
      ${intArray(tourIds)}, ${caller.replacesKey}, ${caller.userId}::int,
      ${reservation.sql}, ${needRows}, ${orderRow}, ${bookingRows}, ${travellerRows})`,
  );
  const row = rows[0]!;
  if (row.order_id !== null && row.order_id !== undefined) {
    return { ok: true, orderId: Number(row.order_id) };
  }
  return { ok: false, position: Number(row.position), left: Number(row.left) };
}

/**
 * Marks the earlier attempt a checkout replaced (ADR 299). Its payment page stays open at the
 * provider (none of ours can be closed from here), so a traveller who goes back to it and pays
 * would book the same trip twice: a payment of a replaced order books nothing and goes back
 * (payments/application.ts). Only an attempt still unpaid (awaiting payment, or lapsed) is
 * marked; one paid or held meanwhile stands. The order's row lock is the one a payment's
 * application takes, so the mark and a payment never cross: whichever comes first decides.
 */
export async function markReplaced(
  db: Pick<Database, 'execute'>,
  replacesKey: string,
  userId: number | null,
): Promise<void> {
  await db.execute(sql`UPDATE orders o SET status = ${ORDER_REPLACED}, updated_at = now()
    WHERE o.idempotency_key = ${replacesKey} AND o.user_id IS NOT DISTINCT FROM ${userId}::int
      AND o.status IN ('awaiting_payment', 'expired')
      AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.order_id = o.id
        AND b.payment_status NOT IN ('awaiting_payment', 'expired'))`);
}
