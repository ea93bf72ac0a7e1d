// The operations API (ADR 104): suppliers decide their own tours' Pending bookings, admins any.
// Another supplier's booking is 404, as if it did not exist.
import { MESSAGES } from '@trails/domain/messages';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { queryRows } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { tooManyAttempts } from '../auth/service.ts';
import { clientKey } from '../../http/client-address.ts';
import { issueAccessToken } from '../auth/tokens.ts';
import { BLOCKED, findUserByEmail } from '../auth/users.ts';
import { spendPasswordCheck, verifyPassword } from '../auth/passwords.ts';
import { visibleToTraveller } from '../bookings/seats.ts';
import { dollars } from '../catalog/cards.ts';
import { decideBooking } from '../payments/application.ts';
import type { Decision } from '../payments/application.ts';
import { PaymentOperationRefused } from '../payments/provider.ts';
import { ADMIN, SUPPLIER, operatorOf } from './security.ts';
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

function scopeOf(operator: Operator) {
  return operator.userType === ADMIN ? sql`TRUE` : sql`t.supplier_user_id = ${operator.id}`;
}

async function operatorBookings(request: FastifyRequest, filter: ReturnType<typeof sql>) {
  return queryRows<OperatorBookingRow>(
    request.server.db,
    sql`SELECT b.id, b.reference, b.tour_id, t.title, t.supplier_user_id, b.start_date::text AS start_date,
      b.adults, b.children, b.infants, b.amount_cents, b.status, b.payment_status,
      b.contact_first_name, b.contact_last_name, b.contact_email, p.capture_before
    FROM bookings b JOIN tours t ON t.id = b.tour_id
    LEFT JOIN payments p ON p.order_id = b.order_id
    WHERE ${visibleToTraveller('b')} AND b.deleted_at IS NULL AND ${scopeOf(operatorOf(request))} AND ${filter}
    ORDER BY b.start_date, b.id LIMIT 500`,
  );
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

export const DECISION_MESSAGES = {
  notPending: 'Only a Pending booking whose payment is held can be confirmed or rejected.',
} as const;

async function decide(request: FastifyRequest, id: number, decision: Decision) {
  const [row] = await operatorBookings(request, sql`b.id = ${id}`);
  if (!row) throw notFound();
  const done =
    decision === 'confirm'
      ? Number(row.status) === 1 && row.payment_status === 'captured'
      : Number(row.status) === 2 && row.payment_status === 'released';
  if (done) return { data: shape(row) };
  if (Number(row.status) !== 0 || row.payment_status !== 'authorized') {
    throw new HttpError(409, DECISION_MESSAGES.notPending);
  }
  const { db, config, payments } = request.server;
  try {
    await decideBooking({ db, config, provider: payments.provider }, id, decision);
  } catch (error) {
    if (error instanceof PaymentOperationRefused) throw new HttpError(409, error.message);
    throw error;
  }
  const [after] = await operatorBookings(request, sql`b.id = ${id}`);
  const moved =
    decision === 'confirm'
      ? after!.payment_status === 'captured'
      : after!.payment_status === 'released';
  if (!moved) throw new HttpError(409, DECISION_MESSAGES.notPending);
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
    const session = await issueAccessToken(db, user.id, config.tokenTtlSeconds);
    return { ...session, user_type: user.userType as 1 | 2 };
  },

  async listOperatorBookings(request) {
    const status = request.query.status;
    const rows = await operatorBookings(
      request,
      status === undefined ? sql`TRUE` : sql`b.status = ${status}`,
    );
    return { data: rows.map(shape) };
  },

  confirmOperatorBooking: (request) => decide(request, request.params.id, 'confirm'),
  rejectOperatorBooking: (request) => decide(request, request.params.id, 'reject'),
};
