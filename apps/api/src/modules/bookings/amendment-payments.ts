// The payment of an amendment's positive balance (ADR 125, 219). The amendment holds one current
// payment (`payment_reference`, `pay_link`); only that one can pay the balance. When it closes
// without money (declined, cancelled, expired), the traveller's "Pay" opens a new one for the
// same balance and the old one moves to `booking_amendment_payments`: it never counts again, and
// if it takes money anyway (a late success at the provider), that money is given back, once, with
// a key derived from it. So one amendment is paid at most once, however its payments end. The same
// holds for the payment of an amendment that stopped waiting (rejected, withdrawn) and was paid
// after: it never counts, its money goes back (ADR 220) — at a look, and by amendment-sweep.ts.
import { createHash } from 'node:crypto';
import { BookingStatus } from '@trails/domain/booking-status';
import { formatUsd } from '@trails/domain/format';
import { API_MESSAGES, BOOKING_MAILS } from '@trails/domain/messages';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { queryRows } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { PaymentDeps } from '../payments/service.ts';
import { mailManagementStep } from './management-mails.ts';
import { findBooking, findOwnedBooking, lockOwnedBooking } from './repository.ts';
import type { BookingRow } from './repository.ts';

type Deps = PaymentDeps & { config: Config };

/**
 * How long a payment that can no longer pay a balance (a replaced one, or the current one of an
 * amendment that was not applied) is watched for money it should not have taken. A closed
 * payment that still takes money does so within the provider's own window (a Stripe Checkout
 * Session lives at most 24 hours; PayHere's and the sandbox's pages are one post).
 */
export const AMENDMENT_MONEY_WATCH = sql`interval '30 days'`;

/**
 * A provider payment for an amendment's positive balance. `orderReference` is the provider's
 * creation idempotency key: the same reference answers the same payment.
 */
export async function openBalancePayment(
  deps: Deps,
  booking: BookingRow,
  balanceCents: number,
  orderReference: string,
): Promise<{ reference: string; link: string }> {
  const { provider, config } = deps;
  const site = config.publicUrl;
  const back = `${site}/account/booking/detail/${booking.id}`;
  const created = await provider
    .createPayment({
      orderReference,
      amountCents: balanceCents,
      currency: 'USD',
      captureMode: 'instant',
      description: `Amendment of ${booking.reference}, ${booking.title}`,
      customer: {
        email: booking.contact_email,
        firstName: booking.contact_first_name,
        lastName: booking.contact_last_name,
      },
      returnUrl: `${back}?amendment=paid`,
      declineUrl: `${back}?amendment=declined`,
      cancelUrl: `${back}?amendment=cancelled`,
      notifyUrl: `${config.apiPublicUrl}/api/payments/webhooks/${provider.name}`,
      siteOrigin: site,
    })
    .catch(() => {
      throw new HttpError(503, API_MESSAGES.balancePaymentUnavailable);
    });
  return { reference: created.providerReference, link: created.redirectUrl };
}

/**
 * The order reference of the payment that replaces `replaced`: derived from it, so two clicks
 * (or a retry) replacing the same payment get the same new payment from the provider.
 */
function replacementOrderReference(replaced: string): string {
  return `amd_${createHash('sha256').update(`again:${replaced}`).digest('hex').slice(0, 24)}`;
}

/**
 * Gives back what replaced payments of the booking's amendments took: a replaced payment never
 * pays a balance. Keys derive from the payment, so concurrent calls move the money once.
 */
export async function giveBackReplacedPayments(
  deps: PaymentDeps,
  bookingId: number,
): Promise<void> {
  const replaced = await queryRows<{ payment_reference: string; amendment_id: number }>(
    deps.db,
    sql`SELECT r.payment_reference, r.amendment_id FROM booking_amendment_payments r
      JOIN booking_amendments a ON a.id = r.amendment_id
      WHERE a.booking_id = ${bookingId} AND r.given_back_at IS NULL
        AND r.created_at > now() - ${AMENDMENT_MONEY_WATCH}`,
  );
  const failures: unknown[] = [];
  for (const { payment_reference: reference, amendment_id: amendmentId } of replaced) {
    // Each on its own: one the provider refuses (again) must not keep the others, nor the
    // current payments' check after them, from happening. It is tried again at the next look.
    try {
      const snapshot = await deps.provider.fetchPayment(reference);
      const held = snapshot.authorizedCents - snapshot.capturedCents - snapshot.releasedCents;
      const kept = snapshot.capturedCents - snapshot.refundedCents;
      const key = `amendment:${amendmentId}:replaced:${reference}`;
      if (held > 0) await deps.provider.release(reference, held, `${key}:release`);
      if (kept > 0) await deps.provider.refund(reference, kept, `${key}:refund`);
      // A payment that took money once takes none again: once all of it is back (now, or by an
      // earlier run whose mark was lost), it is no longer watched.
      if (snapshot.authorizedCents > 0 || snapshot.capturedCents > 0) {
        await deps.db.execute(
          sql`UPDATE booking_amendment_payments SET given_back_at = now()
            WHERE payment_reference = ${reference}`,
        );
      }
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, 'a replaced amendment payment could not be given back');
  }
}

type UnappliedPayment = {
  id: number;
  status: number;
  balance_cents: number;
  payment_reference: string;
  balance_paid_at: string | Date | null;
  booking_reference: string;
};

/**
 * Gives back what the current payment of an amendment that was not applied (2 Rejected, 3
 * Canceled) holds (ADR 220): the traveller was still on the provider's page when the supplier
 * rejected it or the booking was cancelled, and paid after. Such a payment never pays the
 * balance (syncBalancePayments counts only a pending amendment's), so all its money goes back.
 * Each with the key of the one other path that may give the same money back, so the two can run
 * in any order, or at once, and the provider moves it once:
 *   - withdrawn by a cancellation: the cancellation's own (giveMoneyBack, ADR 214);
 *   - rejected after its balance was paid: the rejection's (settleAmendment, ADR 125);
 *   - rejected unpaid, the money taken late: keys derived from the payment, which nothing else
 *     gives back.
 * Watched for AMENDMENT_MONEY_WATCH after the decision; each payment on its own, as with the
 * replaced ones.
 */
export async function giveBackUnappliedPayments(
  deps: PaymentDeps,
  bookingId: number,
): Promise<void> {
  const unapplied = await queryRows<UnappliedPayment>(
    deps.db,
    sql`SELECT a.id, a.status, a.balance_cents, a.payment_reference, a.balance_paid_at,
        b.reference AS booking_reference
      FROM booking_amendments a JOIN bookings b ON b.id = a.booking_id
      WHERE a.booking_id = ${bookingId} AND a.balance_cents > 0
        AND a.payment_reference IS NOT NULL
        AND a.status IN (${BookingStatus.Rejected}, ${BookingStatus.Canceled})
        AND a.given_back_at IS NULL
        AND coalesce(a.decided_at, a.created_at) > now() - ${AMENDMENT_MONEY_WATCH}`,
  );
  const failures: unknown[] = [];
  for (const amendment of unapplied) {
    try {
      await giveBackUnapplied(deps, amendment);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, 'an amendment payment not applied could not be given back');
  }
}

async function giveBackUnapplied(deps: PaymentDeps, amendment: UnappliedPayment): Promise<void> {
  const { provider } = deps;
  const reference = amendment.payment_reference;
  const snapshot = await provider.fetchPayment(reference);
  const held = snapshot.authorizedCents - snapshot.capturedCents - snapshot.releasedCents;
  const kept = snapshot.capturedCents - snapshot.refundedCents;
  const own = `amendment:${amendment.id}:unapplied:${reference}`;
  // A balance payment is captured at once; a hold is released all the same, should one stay.
  if (held > 0) await provider.release(reference, held, `${own}:release`);
  if (kept > 0) await refundUnapplied(deps, amendment, snapshot.capturedCents, kept);
  // The payment took money and all of it is back (by us now, or by the path sharing the key
  // before): one payment takes money once, so there is nothing left to watch (ADR 223). One
  // that took nothing yet may still succeed late, and stays watched.
  if (snapshot.authorizedCents > 0 || snapshot.capturedCents > 0) {
    await deps.db.execute(
      sql`UPDATE booking_amendments SET given_back_at = now()
        WHERE id = ${amendment.id} AND given_back_at IS NULL`,
    );
  }
}

async function refundUnapplied(
  deps: PaymentDeps,
  amendment: UnappliedPayment,
  captured: number,
  kept: number,
): Promise<void> {
  const { provider } = deps;
  const reference = amendment.payment_reference;
  const own = `amendment:${amendment.id}:unapplied:${reference}`;
  if (Number(amendment.status) === BookingStatus.Canceled) {
    // giveMoneyBack refunds what it captured with this key; the same amount when it did not yet.
    const key = `cancel:${amendment.booking_reference}:amendment:${amendment.id}`;
    await provider.refund(reference, captured, key);
  } else if (amendment.balance_paid_at) {
    // settleAmendment's refund of a paid balance, the same operation.
    const key = `amendment:${amendment.id}:reject-refund`;
    await provider.refund(reference, Number(amendment.balance_cents), key);
  } else {
    await provider.refund(reference, kept, `${own}:refund`);
  }
}

/** Marks a positive balance paid once its current payment shows the money captured. */
export async function syncBalancePayments(deps: PaymentDeps, bookingId: number): Promise<void> {
  const waiting = await queryRows<{ id: number; payment_reference: string; balance_cents: number }>(
    deps.db,
    sql`SELECT id, payment_reference, balance_cents FROM booking_amendments
      WHERE booking_id = ${bookingId} AND balance_cents > 0 AND payment_reference IS NOT NULL
        AND balance_paid_at IS NULL AND status = ${BookingStatus.Pending}`,
  );
  for (const amendment of waiting) {
    const snapshot = await deps.provider.fetchPayment(amendment.payment_reference);
    if (snapshot.capturedCents >= Number(amendment.balance_cents)) {
      // Only while it is still the current payment (a replaced one never pays the balance),
      // and while the amendment still waits: one rejected or withdrawn since the read above
      // is not paid, its money goes back (giveBackUnappliedPayments, ADR 220).
      // The receipt is written with the mark, in one transaction: one mail per paid balance,
      // however many looks (the return page, the webhook, the sweep) see the money (ADR 260).
      await deps.db.transaction(async (tx) => {
        const marked = await queryRows<{ id: number }>(
          tx,
          sql`UPDATE booking_amendments SET balance_paid_at = now(), pay_link = NULL
            WHERE id = ${amendment.id} AND balance_paid_at IS NULL
              AND payment_reference = ${amendment.payment_reference}
              AND status = ${BookingStatus.Pending}
            RETURNING id`,
        );
        const booking = marked.length > 0 ? await findBooking(tx, bookingId) : undefined;
        if (booking) {
          await mailManagementStep(tx, booking, 'amendment-balance-paid', [
            BOOKING_MAILS.balancePaid(formatUsd(Number(amendment.balance_cents))),
          ]);
        }
      });
    }
  }
}

type PayableAmendment = {
  id: number;
  booking_id: number;
  balance_cents: number;
  status: number;
  pay_link: string | null;
  payment_reference: string | null;
  balance_paid_at: string | Date | null;
};

async function amendmentRow(
  db: Pick<Deps['db'], 'execute'>,
  amendmentId: number,
  lock: boolean,
): Promise<PayableAmendment | undefined> {
  const rows = await queryRows<PayableAmendment>(
    db,
    sql`SELECT id, booking_id, balance_cents, status, pay_link, payment_reference, balance_paid_at
      FROM booking_amendments WHERE id = ${amendmentId} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return rows[0];
}

/** Why an amendment cannot be paid now, or null when it can. */
function refusal(amendment: PayableAmendment): HttpError | null {
  if (Number(amendment.status) !== BookingStatus.Pending) {
    return new HttpError(409, API_MESSAGES.onlyPendingAmendmentPaid);
  }
  if (amendment.balance_paid_at)
    return new HttpError(409, API_MESSAGES.amendmentBalanceAlreadyPaid);
  if (Number(amendment.balance_cents) <= 0)
    return new HttpError(409, API_MESSAGES.amendmentNoBalance);
  return null;
}

/**
 * The traveller's "Pay": where to pay the amendment's balance. The current payment while it is
 * open at the provider; a new one for the same balance once it closed without money.
 */
export async function payMyAmendment(
  deps: Deps,
  userId: number,
  amendmentId: number,
): Promise<{ payLink: string }> {
  const { db, provider } = deps;
  const found = await amendmentRow(db, amendmentId, false);
  const booking = found && (await findOwnedBooking(db, userId, Number(found.booking_id)));
  if (!found || !booking) throw notFound();
  // The balance may have been paid on the provider's page a moment ago.
  await syncBalancePayments(deps, Number(booking.id));
  const amendment = (await amendmentRow(db, amendmentId, false))!;
  const refused = refusal(amendment);
  if (refused) throw refused;

  const current = amendment.payment_reference;
  if (current && amendment.pay_link) {
    const snapshot = await provider.fetchPayment(current).catch(() => {
      throw new HttpError(503, API_MESSAGES.balancePaymentUnavailable);
    });
    const closedWithoutMoney =
      (snapshot.status === 'declined' || snapshot.status === 'cancelled') &&
      snapshot.authorizedCents === 0 &&
      snapshot.capturedCents === 0;
    if (!closedWithoutMoney) return { payLink: amendment.pay_link };
  }

  const balance = Number(amendment.balance_cents);
  const fresh = await openBalancePayment(
    deps,
    booking,
    balance,
    replacementOrderReference(current ?? `amendment:${amendmentId}`),
  );
  return db.transaction(async (tx) => {
    // The booking first, then the amendment: the order every caller locks in.
    await lockOwnedBooking(tx, userId, Number(booking.id));
    const locked = (await amendmentRow(tx, amendmentId, true))!;
    const refusedNow = refusal(locked);
    if (refusedNow) throw refusedNow;
    if (locked.payment_reference === fresh.reference && locked.pay_link) {
      return { payLink: locked.pay_link }; // a twin click replaced it already
    }
    if (locked.payment_reference !== current) {
      // Replaced by another way meanwhile: its payment is the one to use, ours is never shown.
      if (locked.pay_link) return { payLink: locked.pay_link };
      throw new HttpError(409, API_MESSAGES.amendmentBalanceAlreadyPaid);
    }
    if (current) {
      await tx.execute(
        sql`INSERT INTO booking_amendment_payments (payment_reference, amendment_id)
          VALUES (${current}, ${amendmentId}) ON CONFLICT (payment_reference) DO NOTHING`,
      );
    }
    await tx.execute(
      sql`UPDATE booking_amendments SET payment_reference = ${fresh.reference},
          pay_link = ${fresh.link} WHERE id = ${amendmentId}`,
    );
    return { payLink: fresh.link };
  });
}
