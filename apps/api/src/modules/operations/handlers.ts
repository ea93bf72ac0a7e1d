// The operations API (ADR 104): suppliers decide their own tours' Pending bookings, admins any.
// Another supplier's booking is 404, as if it did not exist.
import { API_MESSAGES, MESSAGES } from '@trails/domain/messages';
import type { FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../http/errors.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { tooManyAttempts } from '../auth/service.ts';
import { clientKey } from '../../http/client-address.ts';
import { issueAccessToken } from '../auth/tokens.ts';
import { BLOCKED, findUserByEmail } from '../auth/users.ts';
import { spendPasswordCheck, verifyPassword } from '../auth/passwords.ts';
import { dollars } from '../catalog/cards.ts';
import { decideBooking } from '../payments/application.ts';
import type { Decision } from '../payments/application.ts';
import { PaymentOperationRefused } from '../payments/provider.ts';
import { ADMIN, SUPPLIER, operatorOf } from './security.ts';
import { operatorBookings } from './repository.ts';
import type { OperatorBookingFilter, OperatorBookingRow } from './repository.ts';

/** The operator's bookings the filter picks (the operator is the caller of the /api/ops call). */
function bookingsOf(request: FastifyRequest, filter: OperatorBookingFilter) {
  return operatorBookings(request.server.db, operatorOf(request), filter);
}

function shape(row: OperatorBookingRow) {
  return {
    id: Number(row.id),
    booking_reference: row.reference,
    activity_id: Number(row.tour_id),
    title: row.title,
    supplier_id: Number(row.supplier_user_id),
    start_date: row.start_date,
    num_adults: Number(row.adults),
    num_children: Number(row.children),
    num_infants: Number(row.infants),
    amount: dollars(Number(row.amount_cents)),
    status: Number(row.status) as 0 | 1 | 2 | 3 | 4 | 5,
    payment_status: row.payment_status as 'authorized',
    contact_name: `${row.contact_first_name} ${row.contact_last_name}`.trim(),
    contact_email: row.contact_email,
    capture_before: row.capture_before ? new Date(row.capture_before).toISOString() : null,
  };
}

async function decide(request: FastifyRequest, id: number, decision: Decision) {
  const [row] = await bookingsOf(request, { bookingId: id });
  if (!row) throw notFound();
  const done =
    decision === 'confirm'
      ? Number(row.status) === 1 && row.payment_status === 'captured'
      : Number(row.status) === 2 && row.payment_status === 'released';
  if (done) return { data: shape(row) };
  if (Number(row.status) !== 0 || row.payment_status !== 'authorized') {
    throw new HttpError(409, API_MESSAGES.onlyPendingDecided);
  }
  const { db, config, payments } = request.server;
  try {
    await decideBooking({ db, config, provider: payments.provider }, id, decision);
  } catch (error) {
    if (error instanceof PaymentOperationRefused) throw new HttpError(409, error.message);
    throw error;
  }
  const [after] = await bookingsOf(request, { bookingId: id });
  const moved =
    decision === 'confirm'
      ? after!.payment_status === 'captured'
      : after!.payment_status === 'released';
  if (!moved) throw new HttpError(409, API_MESSAGES.onlyPendingDecided);
  return { data: shape(after!) };
}

export const operationsHandlers: OperationHandlers = {
  async operatorLogin(request, reply) {
    const { db, config } = request.server;
    const { limits } = request.server;
    // The shared limits of the customer login, by the same key (ADR 110, 181).
    const address = clientKey(request);
    const account = request.body.email.trim().toLowerCase();
    const wait = Math.max(
      await limits.loginByAddress.blockedFor(address),
      await limits.loginByAccount.blockedFor(account),
    );
    if (wait > 0) throw tooManyAttempts(reply, wait);
    const user = await findUserByEmail(db, request.body.email);
    const ok = user?.passwordHash
      ? await verifyPassword(user.passwordHash, request.body.password)
      : (await spendPasswordCheck(request.body.password), false);
    if (
      !user ||
      !ok ||
      user.status === BLOCKED ||
      (user.userType !== ADMIN && user.userType !== SUPPLIER)
    ) {
      await limits.loginByAddress.record(address);
      await limits.loginByAccount.record(account);
      throw new HttpError(401, MESSAGES.invalidLogin);
    }
    await limits.loginByAccount.reset(account);
    const session = await issueAccessToken(
      db,
      user.id,
      config.tokenTtlSeconds,
      config.tokenIdleSeconds,
    );
    return { ...session, user_type: user.userType as 1 | 2 };
  },

  async listOperatorBookings(request) {
    const status = request.query.status;
    const rows = await bookingsOf(request, { status });
    return { data: rows.map(shape) };
  },

  confirmOperatorBooking: (request) => decide(request, request.params.id, 'confirm'),
  rejectOperatorBooking: (request) => decide(request, request.params.id, 'reject'),
};
