// THE rule for which bookings hold seats and which a traveller sees (ADR 100). Pricing (the cost
// estimate), search (the date filter) and checkout (under the tour's row lock) all count seats
// with `seatsTaken`, so the three can never disagree.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';

/** Payment states in which a booking is the traveller's: paid or held, and what follows. */
export const VISIBLE_PAYMENT_STATUSES = ['authorized', 'captured', 'released', 'refunded'] as const;

/**
 * A booking (table alias `alias`) holds seats while it is Pending or Confirmed and its payment
 * is authorized or captured, or still awaited within its reservation.
 */
export function holdsSeats(alias: string): SQL {
  const b = sql.raw(`"${alias}"`);
  return sql`(${b}.status IN (0, 1) AND (${b}.payment_status IN ('authorized', 'captured')
    OR (${b}.payment_status = 'awaiting_payment' AND ${b}.reserved_until > now())))`;
}

/** The traveller's lists show a booking only once its payment is authorized or later. */
export function visibleToTraveller(alias: string): SQL {
  const b = sql.raw(`"${alias}"`);
  return sql`${b}.payment_status IN ('authorized', 'captured', 'released', 'refunded')`;
}

/** Seats taken on a tour's departure date (infants ride on a lap and take none). */
export function seatsTaken(tourId: SQL, date: SQL): SQL {
  return sql`(SELECT coalesce(sum(sb.adults + sb.children), 0)::int FROM bookings sb
    WHERE sb.tour_id = ${tourId} AND sb.start_date = ${date} AND ${holdsSeats('sb')})`;
}

/**
 * Places left on a date: the departure's own capacity (less the seats it records as sold
 * elsewhere, `booked`) or else the tour's daily capacity, less the seats bookings hold.
 * `tour` is the alias of a `tours` row in the surrounding query, or of its search copy
 * (`tour_search`, which has `id` and `daily_capacity` too; ADR 262). No parameters in here
 * (only column references and literals): the checkout's reservation, which counts with it,
 * hands `reserve_seats` exactly its own four (checkout/reservation.ts, ADR 266).
 */
export function placesLeftSql(tour: string, date: SQL): SQL {
  const t = sql.raw(`"${tour}"`);
  return sql`(coalesce((SELECT d.capacity - d.booked FROM tour_departures d
      WHERE d.tour_id = ${t}.id AND d.departure_date = ${date}), ${t}.daily_capacity)
    - ${seatsTaken(sql`${t}.id`, date)})`;
}

/**
 * Takes the seat lock of these tours (ADR 101): one row lock per tour, in id order so two
 * transactions locking overlapping tours never deadlock. Holds until the transaction ends.
 * A checkout takes the same locks in the same order inside `reserve_seats` (migration 0017,
 * ADR 266).
 */
export async function lockTours(tx: Pick<Database, 'execute'>, tourIds: number[]): Promise<void> {
  const ids = [...new Set(tourIds)].sort((a, b) => a - b);
  await queryRows(
    tx,
    sql`SELECT id FROM tours WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY id FOR UPDATE`,
  );
}
