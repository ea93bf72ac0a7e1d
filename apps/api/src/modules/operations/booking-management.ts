// The booking-management part of the operations API (issue 16, ADR 124–126): what waits for a
// decision, amendments approved or rejected, late cancellation requests accepted or declined.
// A supplier acts on its own tours only (another's answers 404), an admin on all.
import { API_MESSAGES } from '@trails/domain/messages';
import type { FastifyRequest } from 'fastify';
import { HttpError, invalid, notFound } from '../../http/errors.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import {
  amendmentInScope,
  decideAmendment,
  giveBackAmendmentMoney,
  decideCancellationRequest,
  replyToTraveller,
} from '../bookings/service.ts';
import { dollars } from '../catalog/cards.ts';
import type { PaymentDeps } from '../payments/service.ts';
import { ADMIN, operatorOf } from './security.ts';
import {
  cancellationRequests,
  hideBookingMessage,
  isBookingInScope,
  pendingAmendments,
} from './repository.ts';

function deps(request: FastifyRequest): PaymentDeps {
  const { db, config, payments } = request.server;
  return { db, config, provider: payments.provider };
}

function scope(request: FastifyRequest) {
  const operator = operatorOf(request);
  return { id: operator.id, isAdmin: operator.userType === ADMIN };
}

/** The booking, if the operator may act on it (else 404: another supplier's is not found). */
async function bookingInScope(request: FastifyRequest, bookingId: number): Promise<void> {
  if (!(await isBookingInScope(request.server.db, operatorOf(request), bookingId))) {
    throw notFound();
  }
}

async function decideCancellation(request: FastifyRequest, bookingId: number, accept: boolean) {
  await bookingInScope(request, bookingId);
  await decideCancellationRequest(deps(request), bookingId, accept);
  request.server.mailer.nudge();
}

async function decide(
  request: FastifyRequest,
  amendmentId: number,
  decision: 'approve' | 'reject',
) {
  if (!(await amendmentInScope(request.server.db, amendmentId, scope(request)))) throw notFound();
  const bookingId = await decideAmendment(
    deps(request),
    amendmentId,
    decision,
    request.server.clock.now(),
  );
  request.server.mailer.nudge();
  // What a replaced payment, or a rejected amendment's, took anyway goes back (ADR 219, 220); a
  // refusal there must not undo the decision: the sweep job tries again.
  await giveBackAmendmentMoney(deps(request), bookingId).catch((error: unknown) =>
    request.log.warn({ err: String(error) }, 'amendment money not given back yet'),
  );
}

export const bookingManagementHandlers: OperationHandlers = {
  async replyOperatorBookingMessage(request) {
    const bookingId = request.params.id;
    await bookingInScope(request, bookingId);
    const text = request.body.message.trim();
    if (!text) throw invalid({ message: [API_MESSAGES.messageFieldRequired] });
    const operator = scope(request);
    await replyToTraveller(request.server.db, bookingId, {
      authorUserId: operator.id,
      text,
      recipient: operator.isAdmin ? 'admin' : 'supplier',
    });
    request.server.mailer.nudge();
    return { message: API_MESSAGES.messageSentToTraveller };
  },

  async hideOperatorBookingMessage(request) {
    if (!scope(request).isAdmin) throw new HttpError(403, API_MESSAGES.adminsOnlyHideMessages);
    if (!(await hideBookingMessage(request.server.db, request.params.id))) throw notFound();
    return { message: API_MESSAGES.messageHidden };
  },

  async listOperatorRequests(request) {
    const { db } = request.server;
    const operator = operatorOf(request);
    const amendments = await pendingAmendments(db, operator);
    const cancellations = await cancellationRequests(db, operator);
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
    return { message: API_MESSAGES.amendmentApproved };
  },

  async rejectOperatorAmendment(request) {
    await decide(request, request.params.id, 'reject');
    return { message: API_MESSAGES.amendmentRejected };
  },

  async approveOperatorCancellation(request) {
    await decideCancellation(request, request.params.id, true);
    return { message: API_MESSAGES.cancellationApproved };
  },

  async declineOperatorCancellation(request) {
    await decideCancellation(request, request.params.id, false);
    return { message: API_MESSAGES.cancellationDeclined };
  },
};
