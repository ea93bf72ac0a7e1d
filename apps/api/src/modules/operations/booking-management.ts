// The booking-management part of the operations API (issue 16, ADR 124–126): what waits for a
// decision, amendments approved or rejected, late cancellation requests accepted or declined.
// A supplier acts on its own tours only (another's answers 404), an admin on all.
import { BookingStatus, isCancellable } from '@trails/domain/booking-status';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { queryRows } from '../../db/client.ts';
import { HttpError, invalid, notFound } from '../../http/errors.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { amendmentInScope, decideAmendment } from '../bookings/amendments.ts';
import { giveMoneyBackOr503, markCancelled } from '../bookings/cancellation.ts';
import { mailManagementStep } from '../bookings/management-mails.ts';
import { insertMessage, lockBooking } from '../bookings/repository.ts';
import { visibleToTraveller } from '../bookings/seats.ts';
import { dollars } from '../catalog/cards.ts';
import type { PaymentDeps } from '../payments/application.ts';
import { ADMIN, operatorOf } from './security.ts';
import type { OperatorBookingRow } from './repository.ts';

export const REQUEST_MESSAGES = {
  amendmentApproved: 'The amendment is approved.',
  amendmentRejected: 'The amendment is rejected.',
  cancellationApproved: 'The booking is cancelled and the money given back.',
  cancellationDeclined: 'The cancellation request is declined.',
  messageSent: 'Message sent to the traveller.',
  messageHidden: 'The message is hidden: it shows as removed by admin.',
  adminsOnly: 'Only an admin can hide a message.',
  noRequest: 'This booking has no cancellation request waiting.',
} as const;

function deps(request: FastifyRequest): PaymentDeps {
  const { db, config, payments } = request.server;
  return { db, config, provider: payments.provider };
}

function scope(request: FastifyRequest) {
  const operator = operatorOf(request);
  return { id: operator.id, isAdmin: operator.userType === ADMIN };
}

function scopeSql(request: FastifyRequest) {
  const operator = scope(request);
  return operator.isAdmin ? sql`TRUE` : sql`t.supplier_user_id = ${operator.id}`;
}

type AmendmentListRow = {
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

/** A booking as the operators' cancellation calls read it. */
type CancellationRow = Omit<OperatorBookingRow, 'capture_before'>;

/** The booking, if the operator may act on it (else 404: another supplier's is not found). */
async function bookingInScope(request: FastifyRequest, bookingId: number): Promise<void> {
  const rows = await queryRows<{ id: number }>(
    request.server.db,
    sql`SELECT b.id FROM bookings b JOIN tours t ON t.id = b.tour_id
      WHERE b.id = ${bookingId} AND b.deleted_at IS NULL AND ${visibleToTraveller('b')}
        AND ${scopeSql(request)}`,
  );
  if (!rows[0]) throw notFound();
}

async function decideCancellation(request: FastifyRequest, bookingId: number, accept: boolean) {
  await bookingInScope(request, bookingId);
  const { db } = request.server;
  const done = await db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw notFound();
    // Accepting again finishes a refund a provider error interrupted.
    if (accept && Number(booking.status) === BookingStatus.Canceled) return true;
    if (!isCancellable(Number(booking.status) as BookingStatus) || !booking.cancel_requested_at) {
      throw new HttpError(409, REQUEST_MESSAGES.noRequest);
    }
    if (accept) {
      await markCancelled(tx, booking);
    } else {
      await tx.execute(
        sql`UPDATE bookings SET cancel_requested_at = NULL, alert_client = true, updated_at = now()
          WHERE id = ${bookingId}`,
      );
      await mailManagementStep(tx, booking, 'cancel-declined');
    }
    return accept;
  });
  if (done) await giveMoneyBackOr503(deps(request), bookingId);
  request.server.mailer.nudge();
}

async function decide(
  request: FastifyRequest,
  amendmentId: number,
  decision: 'approve' | 'reject',
) {
  if (!(await amendmentInScope(request.server.db, amendmentId, scope(request)))) throw notFound();
  await decideAmendment(deps(request), amendmentId, decision);
  request.server.mailer.nudge();
}

export const bookingManagementHandlers: OperationHandlers = {
  async replyOperatorBookingMessage(request) {
    const bookingId = request.params.id;
    await bookingInScope(request, bookingId);
    const text = request.body.message.trim();
    if (!text) throw invalid({ message: ['The message field is required.'] });
    const operator = scope(request);
    await request.server.db.transaction(async (tx) => {
      const booking = await lockBooking(tx, bookingId);
      if (!booking) throw notFound();
      await insertMessage(tx, {
        bookingId,
        authorUserId: operator.id,
        text,
        recipient: operator.isAdmin ? 'admin' : 'supplier',
      });
      await tx.execute(
        sql`UPDATE bookings SET alert_client = true, updated_at = now() WHERE id = ${bookingId}`,
      );
      await mailManagementStep(tx, booking, 'message', [text]);
    });
    request.server.mailer.nudge();
    return { message: REQUEST_MESSAGES.messageSent };
  },

  async hideOperatorBookingMessage(request) {
    if (!scope(request).isAdmin) throw new HttpError(403, REQUEST_MESSAGES.adminsOnly);
    const hidden = await queryRows<{ id: number }>(
      request.server.db,
      sql`UPDATE booking_messages SET hidden = true WHERE id = ${request.params.id} RETURNING id`,
    );
    if (!hidden[0]) throw notFound();
    return { message: REQUEST_MESSAGES.messageHidden };
  },

  async listOperatorRequests(request) {
    const { db } = request.server;
    const amendments = await queryRows<AmendmentListRow>(
      db,
      sql`SELECT a.id, a.booking_id, b.reference, t.title, a.start_date::text AS start_date,
          l.name AS location_name, a.adults, a.children, a.infants, a.amount_cents,
          a.balance_cents, a.balance_paid_at, a.status
        FROM booking_amendments a JOIN bookings b ON b.id = a.booking_id
        JOIN tours t ON t.id = b.tour_id LEFT JOIN locations l ON l.id = a.location_id
        WHERE a.status = ${BookingStatus.Pending} AND ${scopeSql(request)}
        ORDER BY a.created_at, a.id LIMIT 500`,
    );
    const cancellations = await queryRows<CancellationRow>(
      db,
      sql`SELECT b.id, b.reference, b.tour_id, t.title, t.supplier_user_id,
          b.start_date::text AS start_date, b.adults, b.children, b.infants, b.amount_cents,
          b.status, b.payment_status, b.contact_first_name, b.contact_last_name, b.contact_email
        FROM bookings b JOIN tours t ON t.id = b.tour_id
        WHERE b.cancel_requested_at IS NOT NULL AND b.status IN (0, 1)
          AND ${visibleToTraveller('b')} AND ${scopeSql(request)}
        ORDER BY b.cancel_requested_at, b.id LIMIT 500`,
    );
    return {
      data: {
        amendments: amendments.map((a) => ({
          id: Number(a.id),
          booking_id: Number(a.booking_id),
          booking_reference: a.reference,
          title: a.title,
          start_date: a.start_date,
          location_name: a.location_name ?? '',
          num_adults: Number(a.adults),
          num_children: Number(a.children),
          num_infants: Number(a.infants),
          amount: dollars(Number(a.amount_cents)),
          balance_amount: dollars(Number(a.balance_cents)),
          balance_paid: Number(a.balance_cents) <= 0 || a.balance_paid_at !== null,
          status: Number(a.status) as 0,
        })),
        cancellations: cancellations.map((b) => ({
          id: Number(b.id),
          booking_reference: b.reference,
          activity_id: Number(b.tour_id),
          title: b.title,
          supplier_id: Number(b.supplier_user_id),
          start_date: b.start_date,
          num_adults: Number(b.adults),
          num_children: Number(b.children),
          num_infants: Number(b.infants),
          amount: dollars(Number(b.amount_cents)),
          status: Number(b.status) as 0 | 1,
          payment_status: b.payment_status as 'authorized' | 'captured',
          contact_name: `${b.contact_first_name} ${b.contact_last_name}`.trim(),
          contact_email: b.contact_email,
          capture_before: null,
        })),
      },
    };
  },

  async approveOperatorAmendment(request) {
    await decide(request, request.params.id, 'approve');
    return { message: REQUEST_MESSAGES.amendmentApproved };
  },

  async rejectOperatorAmendment(request) {
    await decide(request, request.params.id, 'reject');
    return { message: REQUEST_MESSAGES.amendmentRejected };
  },

  async approveOperatorCancellation(request) {
    await decideCancellation(request, request.params.id, true);
    return { message: REQUEST_MESSAGES.cancellationApproved };
  },

  async declineOperatorCancellation(request) {
    await decideCancellation(request, request.params.id, false);
    return { message: REQUEST_MESSAGES.cancellationDeclined };
  },
};
