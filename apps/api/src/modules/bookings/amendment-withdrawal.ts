// The traveller withdraws their own pending amendment (ADR 294): one whose higher price they no
// longer mean to pay, or one they want to replace by a different change (the API takes one
// pending request per booking). It becomes 3 Canceled, the status a cancellation gives the
// amendments it withdraws, so every path that already handles those applies unchanged:
//   - the supplier can no longer approve or reject it (decideAmendment takes only a Pending one);
//   - its payment link is gone, and its payment never pays a balance (syncBalancePayments counts
//     only a Pending amendment's); money it takes after all goes back (giveBackUnappliedPayments,
//     watched by the sweep job, ADR 220);
//   - a balance already paid goes back in full, by that same give-back, after the commit.
import { BookingStatus } from '@trails/domain/booking-status';
import { formatUsd } from '@trails/domain/format';
import { API_MESSAGES, BOOKING_MAILS } from '@trails/domain/messages';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { PaymentDeps } from '../payments/service.ts';
import { syncBalancePayments } from './amendment-payments.ts';
import { mailManagementStep } from './management-mails.ts';
import { findOwnedBooking, lockOwnedBooking } from './repository.ts';

type WithdrawnAmendment = {
  status: number;
  balance_cents: number;
  balance_paid_at: string | Date | null;
};

/** What withdrawing answers: the booking (for the give-back that follows) and the message. */
export type Withdrawal = { bookingId: number; message: string };

/**
 * Withdraws the caller's pending amendment; withdrawing one already withdrawn answers the same
 * and changes nothing. Another traveller's or an unknown amendment is 404, a decided one 409.
 * The money of a paid balance moves after the commit (the caller runs the give-back).
 */
export async function withdrawMyAmendment(
  deps: PaymentDeps,
  userId: number,
  amendmentId: number,
): Promise<Withdrawal> {
  const { db } = deps;
  const scope = await queryRows<{ booking_id: number }>(
    db,
    sql`SELECT booking_id FROM booking_amendments WHERE id = ${amendmentId}`,
  );
  const booking = scope[0] && (await findOwnedBooking(db, userId, Number(scope[0].booking_id)));
  if (!scope[0] || !booking) throw notFound();
  const bookingId = Number(booking.id);
  // A balance paid on the provider's page a moment ago is counted first, so that the answer and
  // the mails say it comes back. Not knowing is not withdrawing on a guess: nothing changes.
  await syncBalancePayments(deps, bookingId).catch(() => {
    throw new HttpError(503, API_MESSAGES.amendmentPaymentUnchecked);
  });

  const paidBack = await db.transaction(async (tx) => {
    // The booking first, then the amendment: the order every caller locks in, so a supplier's
    // decision at the same moment either comes first (409 here) or finds it withdrawn (409 there).
    const locked = await lockOwnedBooking(tx, userId, bookingId);
    if (!locked) throw notFound();
    const rows = await queryRows<WithdrawnAmendment>(
      tx,
      sql`SELECT status, balance_cents, balance_paid_at FROM booking_amendments
        WHERE id = ${amendmentId} AND booking_id = ${bookingId} FOR UPDATE`,
    );
    const amendment = rows[0];
    if (!amendment) throw notFound();
    const balance = Number(amendment.balance_cents);
    const paid = balance > 0 && amendment.balance_paid_at ? balance : 0;
    const status = Number(amendment.status);
    if (status === BookingStatus.Canceled) return paid; // a retry, or a cancellation withdrew it
    if (status !== BookingStatus.Pending) {
      throw new HttpError(409, API_MESSAGES.onlyPendingAmendmentWithdrawn);
    }
    await tx.execute(
      sql`UPDATE booking_amendments SET status = ${BookingStatus.Canceled}, decided_at = now(),
          pay_link = NULL
        WHERE id = ${amendmentId}`,
    );
    // The supplier was asked to decide it (its request's mail): told there is nothing to decide.
    await mailManagementStep(
      tx,
      locked,
      'amendment-withdrawn',
      paid > 0 ? [BOOKING_MAILS.balanceComesBack(formatUsd(paid))] : [],
    );
    return paid;
  });
  return {
    bookingId,
    // The mails' own line for a paid balance that goes back, after the withdrawal's answer.
    message:
      paidBack > 0
        ? `${API_MESSAGES.amendmentWithdrawn} ${BOOKING_MAILS.balanceComesBack(formatUsd(paidBack))}`
        : API_MESSAGES.amendmentWithdrawn,
  };
}
