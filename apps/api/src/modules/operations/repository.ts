// The operations API's queries (ADR 104): the bookings an operator may see — a supplier its own
// tours' bookings, an admin all — as the operators' calls read them.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { visibleToTraveller } from '../bookings/seats.ts';
import { ADMIN } from './security.ts';
import type { Operator } from './security.ts';

export type OperatorBookingRow = {
  id: number;
  reference: string;
  tour_id: number;
  title: string;
  supplier_user_id: number;
  start_date: string;
  adults: number;
  children: number;
  infants: number;
  amount_cents: number;
  status: number;
  payment_status: string;
  contact_first_name: string;
  contact_last_name: string;
  contact_email: string;
  capture_before: Date | string | null;
};

/** Which of the operator's bookings: one by id, those in one status, or all (no filter). */
export type OperatorBookingFilter = { bookingId: number } | { status?: number };

function scopeOf(operator: Operator) {
  return operator.userType === ADMIN ? sql`TRUE` : sql`t.supplier_user_id = ${operator.id}`;
}

function filterOf(filter: OperatorBookingFilter) {
  if ('bookingId' in filter) return sql`b.id = ${filter.bookingId}`;
  return filter.status === undefined ? sql`TRUE` : sql`b.status = ${filter.status}`;
}

/**
 * The bookings the operator may see, by start date (at most 500); another supplier's booking is
 * simply absent, so a call on it answers 404.
 */
export function operatorBookings(
  db: Pick<Database, 'execute'>,
  operator: Operator,
  filter: OperatorBookingFilter,
) {
  return queryRows<OperatorBookingRow>(
    db,
    sql`SELECT b.id, b.reference, b.tour_id, t.title, t.supplier_user_id, b.start_date::text AS start_date,
      b.adults, b.children, b.infants, b.amount_cents, b.status, b.payment_status,
      b.contact_first_name, b.contact_last_name, b.contact_email, p.capture_before
    FROM bookings b JOIN tours t ON t.id = b.tour_id
    LEFT JOIN payments p ON p.order_id = b.order_id
    WHERE ${visibleToTraveller('b')} AND b.deleted_at IS NULL AND ${scopeOf(operator)} AND ${filterOf(filter)}
    ORDER BY b.start_date, b.id LIMIT 500`,
  );
}
