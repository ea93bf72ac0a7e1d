// Cancelling a booking (spec §4, issue 16, ADR 121 and 124). Up to the free-cancellation
// deadline (24 h before the pick-up, Asia/Colombo) it is immediate: 3 Canceled, and the money
// goes back — the hold released, a charge refunded. Later it is a request the supplier or an
// admin decides.
//
// Money is moved *after* the status change has committed, with idempotency keys derived from the
// booking, so that a retry (a double click, a lost answer, a provider error) moves it once:
//   1. under the booking's row lock: status 3, pending amendments withdrawn, mail; commit.
//   2. give the money back: release with the booking's one decision key (the key a supplier's
//      confirm would capture with — so a confirm racing the cancellation moves money once, and
//      if the capture won, the money is refunded instead), refund with `cancel:<reference>`.
//   3. under the lock again: payment_status released/refunded (once), mail.
// A booking left at 3 with its payment still authorized or captured owes money back: the next
// cancel call (or an operator's approval) finishes step 2 and 3.
import { isFreeCancellation } from '@trails/domain/cancellation';
import { BookingStatus, isCancellable } from '@trails/domain/booking-status';
import { formatUsd } from '@trails/domain/format';
import { API_MESSAGES, BOOKING_MAILS } from '@trails/domain/messages';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { PaymentOperationRefused, decisionKey } from '../payments/provider.ts';
import { refreshTotals } from '../payments/service.ts';
import type { PaymentDeps } from '../payments/service.ts';
import { mailManagementStep } from './management-mails.ts';
import {
  declineCancellationRequest,
  findBooking,
  lockBooking,
  lockOwnedBooking,
} from './repository.ts';
import type { BookingRow } from './repository.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type CancelOutcome = { outcome: 'cancelled' | 'requested'; message: string };

/** A booking that was cancelled and still holds the traveller's money. */
function owesMoneyBack(booking: BookingRow): boolean {
  return (
    Number(booking.status) === BookingStatus.Canceled &&
    (booking.payment_status === 'authorized' || booking.payment_status === 'captured')
  );
}

/** Withdraws the amendments waiting for a decision: a cancelled booking is not amended. */
async function withdrawPendingAmendments(tx: Tx, bookingId: number): Promise<void> {
  await tx.execute(
    sql`UPDATE booking_amendments SET status = ${BookingStatus.Canceled}, decided_at = now()
      WHERE booking_id = ${bookingId} AND status = ${BookingStatus.Pending}`,
  );
}

/** Step 1 under the lock: the booking becomes 3 Canceled (once). */
async function markCancelled(tx: Tx, booking: BookingRow): Promise<void> {
  await tx.execute(
    sql`UPDATE bookings SET status = ${BookingStatus.Canceled}, cancel_requested_at = NULL,
      updated_at = now() WHERE id = ${booking.id}`,
  );
  await withdrawPendingAmendments(tx, Number(booking.id));
  await mailManagementStep(tx, booking, 'cancelled');
}

/** The traveller's cancel call. */
export async function cancelMyBooking(
  deps: PaymentDeps,
  userId: number,
  bookingId: number,
  now: Date = new Date(),
): Promise<CancelOutcome> {
  const result = await deps.db.transaction(async (tx) => {
    const booking = await lockOwnedBooking(tx, userId, bookingId);
    if (!booking) throw notFound();
    const status = Number(booking.status) as BookingStatus;
    if (status === BookingStatus.Canceled) return { outcome: 'cancelled' as const, booking };
    if (!isCancellable(status))
      throw new HttpError(400, API_MESSAGES.onlyPendingOrConfirmedCancelled);
    if (!isFreeCancellation(now, booking.start_date, booking.pickup_time)) {
      if (booking.cancel_requested_at) {
        return {
          outcome: 'requested' as const,
          message: API_MESSAGES.cancellationAlreadyRequested,
        };
      }
      await tx.execute(
        sql`UPDATE bookings SET cancel_requested_at = ${now.toISOString()}, updated_at = now()
          WHERE id = ${booking.id}`,
      );
      await mailManagementStep(tx, booking, 'cancel-requested');
      return { outcome: 'requested' as const, message: API_MESSAGES.cancellationRequested };
    }
    await markCancelled(tx, booking);
    return { outcome: 'cancelled' as const, booking };
  });
  if (result.outcome === 'requested') return result;
  await giveMoneyBackOr503(deps, bookingId);
  return { outcome: 'cancelled', message: API_MESSAGES.bookingCancelled };
}

/**
 * The supplier's (or an admin's) answer to a late cancellation request; the caller checked that
 * the operator may act on the booking. Accepting cancels it and gives the money back (accepting
 * again finishes a refund a provider error interrupted); declining keeps it, and the traveller is
 * told.
 */
export async function decideCancellationRequest(
  deps: PaymentDeps,
  bookingId: number,
  accept: boolean,
): Promise<void> {
  const done = await deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw notFound();
    if (accept && Number(booking.status) === BookingStatus.Canceled) return true;
    if (!isCancellable(Number(booking.status) as BookingStatus) || !booking.cancel_requested_at) {
      throw new HttpError(409, API_MESSAGES.noCancellationRequest);
    }
    if (accept) {
      await markCancelled(tx, booking);
    } else {
      await declineCancellationRequest(tx, bookingId);
      await mailManagementStep(tx, booking, 'cancel-declined');
    }
    return accept;
  });
  if (done) await giveMoneyBackOr503(deps, bookingId);
}

/**
 * Balance payments of the booking's amendments that may hold the traveller's money: approved
 * ones, and those withdrawn by this cancellation (paid while waiting).
 */
async function balancePayments(db: Pick<Database, 'execute'>, bookingId: number) {
  return queryRows<{ id: number; payment_reference: string }>(
    db,
    sql`SELECT id, payment_reference FROM booking_amendments
      WHERE booking_id = ${bookingId} AND balance_cents > 0 AND payment_reference IS NOT NULL
        AND status IN (${BookingStatus.Confirmed}, ${BookingStatus.Canceled})`,
  );
}

/**
 * The money step for a caller: a provider that fails leaves the booking owing money back, which
 * the next call finishes; the caller is told to try again (503), never a bare 500.
 */
export async function giveMoneyBackOr503(deps: PaymentDeps, bookingId: number): Promise<void> {
  try {
    await giveMoneyBack(deps, bookingId);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(503, API_MESSAGES.refundNotCompleted);
  }
}

/** Whether a payment's provider has already given back every cent it captured. */
async function wholeGivenBack(provider: PaymentDeps['provider'], reference: string) {
  const payment = await provider.fetchPayment(reference);
  return payment.capturedCents > 0 && payment.refundedCents >= payment.capturedCents;
}

/**
 * Steps 2 and 3: gives back what a cancelled booking still holds, once, however often it is
 * called. A provider error leaves the booking owing money (and is thrown): calling again
 * finishes the job with the same keys, so nothing is paid twice.
 */
export async function giveMoneyBack(deps: PaymentDeps, bookingId: number): Promise<void> {
  const { db, provider } = deps;
  const booking = await findBooking(db, bookingId);
  if (!booking || !owesMoneyBack(booking)) return;
  let outcome: 'released' | 'refunded' =
    booking.payment_status === 'authorized' ? 'released' : 'refunded';
  /** What the amendments' balances gave back, for the mail: the traveller paid those too. */
  let balancesGivenBack = 0;
  const reference = booking.provider_reference;
  if (reference) {
    const amount = Number(booking.paid_cents) || Number(booking.amount_cents);
    if (booking.payment_status === 'authorized') {
      try {
        await provider.release(
          reference,
          Number(booking.amount_cents),
          decisionKey(booking.reference),
        );
      } catch (error) {
        // The key was spent on a capture: a supplier confirmed at the same moment. The money
        // was taken, so it is refunded instead.
        if (!(error instanceof PaymentOperationRefused)) throw error;
        await provider.refund(
          reference,
          Number(booking.amount_cents),
          `cancel:${booking.reference}`,
        );
        outcome = 'refunded';
      }
    } else if (amount > 0) {
      try {
        await provider.refund(reference, amount, `cancel:${booking.reference}`);
      } catch (error) {
        // Refused because nothing is left to give back: the card holder's bank already took
        // the whole payment back (a lost chargeback, ADR 210). The traveller has their money;
        // the booking is cancelled as refunded instead of answering 503 on every try.
        if (!(error instanceof PaymentOperationRefused)) throw error;
        if (!(await wholeGivenBack(provider, reference))) throw error;
      }
    }
    for (const balance of await balancePayments(db, bookingId)) {
      // The whole captured amount, with one key: a retry asks for the same refund again.
      const held = await provider.fetchPayment(balance.payment_reference);
      if (held.capturedCents > 0) {
        await provider.refund(
          balance.payment_reference,
          held.capturedCents,
          `cancel:${booking.reference}:amendment:${balance.id}`,
        );
        balancesGivenBack += held.capturedCents;
      }
    }
    await refreshTotals(deps, reference);
  }
  await db.transaction(async (tx) => {
    const locked = await lockBooking(tx, bookingId);
    if (!locked || !owesMoneyBack(locked)) return;
    const paid = Number(locked.paid_cents) || Number(locked.amount_cents);
    // What came back, kept for the booking page (ADR 295): paid_cents is zeroed here, and the
    // amendments' balances were never in it. The same sums the refund mail states.
    const givenBack = outcome === 'refunded' ? paid + balancesGivenBack : balancesGivenBack;
    await tx.execute(
      sql`UPDATE bookings SET payment_status = ${outcome}, paid_cents = 0,
          refunded_cents = ${givenBack}, updated_at = now()
        WHERE id = ${bookingId}`,
    );
    if (outcome === 'refunded') {
      const extra = balancesGivenBack
        ? [
            BOOKING_MAILS.givenBackWithBalance(
              formatUsd(paid + balancesGivenBack),
              formatUsd(balancesGivenBack),
            ),
          ]
        : [];
      await mailManagementStep(tx, locked, 'refunded', extra);
    } else if (balancesGivenBack > 0) {
      // The hold is released (the cancellation's mail said so); the change's paid balance was a
      // charge, refunded now: said, with its amount (ADR 260).
      await mailManagementStep(tx, locked, 'released-with-balance', [
        BOOKING_MAILS.balanceComesBack(formatUsd(balancesGivenBack)),
      ]);
    }
  });
}
