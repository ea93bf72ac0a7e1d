// The operations API's queries (ADR 104): the bookings an operator may see — a supplier its own
// tours' bookings, an admin all — as the operators' calls read them.
import { BookingStatus } from '@trails/domain/booking-status';
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

/** Whether the operator may act on the booking (another supplier's is as if it did not exist). */
export async function isBookingInScope(
  db: Pick<Database, 'execute'>,
  operator: Operator,
  bookingId: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT b.id FROM bookings b JOIN tours t ON t.id = b.tour_id
      WHERE b.id = ${bookingId} AND b.deleted_at IS NULL AND ${visibleToTraveller('b')}
        AND ${scopeOf(operator)}`,
  );
  return rows.length > 0;
}

/** Hides a booking message (it shows as removed by admin); false when there is no such message. */
export async function hideBookingMessage(
  db: Pick<Database, 'execute'>,
  messageId: number,
): Promise<boolean> {
  const hidden = await queryRows<{ id: number }>(
    db,
    sql`UPDATE booking_messages SET hidden = true WHERE id = ${messageId} RETURNING id`,
  );
  return hidden.length > 0;
}

export type PendingAmendmentRow = {
  id: number;
  booking_id: number;
  reference: string;
  title: string;
  start_date: string;
  location_name: string | null;
  adults: number;
  children: number;
  infants: number;
  amount_cents: number;
  balance_cents: number;
  balance_paid_at: Date | string | null;
  status: number;
};

/** The amendments waiting for the operator's decision, oldest first (at most 500). */
export function pendingAmendments(db: Pick<Database, 'execute'>, operator: Operator) {
  return queryRows<PendingAmendmentRow>(
    db,
    sql`SELECT a.id, a.booking_id, b.reference, t.title, a.start_date::text AS start_date,
        l.name AS location_name, a.adults, a.children, a.infants, a.amount_cents,
        a.balance_cents, a.balance_paid_at, a.status
      FROM booking_amendments a JOIN bookings b ON b.id = a.booking_id
      JOIN tours t ON t.id = b.tour_id LEFT JOIN locations l ON l.id = a.location_id
      WHERE a.status = ${BookingStatus.Pending} AND ${scopeOf(operator)}
      ORDER BY a.created_at, a.id LIMIT 500`,
  );
}

/** A booking as the operators' cancellation calls read it. */
export type CancellationRequestRow = Omit<OperatorBookingRow, 'capture_before'>;

/** The Pending or Confirmed bookings whose traveller asked to cancel, oldest request first. */
export function cancellationRequests(db: Pick<Database, 'execute'>, operator: Operator) {
  return queryRows<CancellationRequestRow>(
    db,
    sql`SELECT b.id, b.reference, b.tour_id, t.title, t.supplier_user_id,
        b.start_date::text AS start_date, b.adults, b.children, b.infants, b.amount_cents,
        b.status, b.payment_status, b.contact_first_name, b.contact_last_name, b.contact_email
      FROM bookings b JOIN tours t ON t.id = b.tour_id
      WHERE b.cancel_requested_at IS NOT NULL AND b.status IN (0, 1)
        AND ${visibleToTraveller('b')} AND ${scopeOf(operator)}
      ORDER BY b.cancel_requested_at, b.id LIMIT 500`,
  );
}
