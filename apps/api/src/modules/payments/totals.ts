// A payment's totals as its provider keeps them, copied to our `payments` row: after a webhook or
// a return page (application.ts), and after a capture, release or refund another module asked for
// (bookings' cancellations and amendments, through service.ts). Apart from application.ts so that
// those modules reach it without reaching the code that mails their bookings (no import cycle).
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import type { PaymentProvider, PaymentSnapshot } from './provider.ts';

type PaymentRow = typeof payments.$inferSelect;

export type PaymentDeps = {
  db: Database;
  provider: PaymentProvider;
  config: Config;
  /**
   * Called once a payment's mails are in the outbox (the confirmation, the set-password link), so
   * they go out now rather than at the next minute's sweep: the page says they were sent.
   */
  mailed?: () => void;
};

/** The payment's status from its totals (and the provider's own, before any money moved). */
export function statusFrom(
  p: Pick<
    PaymentRow,
    'authorizedCents' | 'capturedCents' | 'releasedCents' | 'refundedCents' | 'status'
  >,
  snapshot: PaymentSnapshot,
): string {
  if (p.authorizedCents === 0) {
    return snapshot.status === 'declined' || snapshot.status === 'cancelled'
      ? snapshot.status
      : p.status;
  }
  const held = p.authorizedCents - p.capturedCents - p.releasedCents;
  if (held > 0) return 'authorized';
  if (p.capturedCents === 0) return 'released';
  return p.refundedCents >= p.capturedCents ? 'refunded' : 'captured';
}

type Totals = Pick<
  PaymentRow,
  'authorizedCents' | 'capturedCents' | 'releasedCents' | 'refundedCents'
>;

/** The totals we keep and the provider's, together: each only grows (ADR 102). */
export function grownTotals(payment: Totals, snapshot: PaymentSnapshot): Totals {
  return {
    authorizedCents: Math.max(payment.authorizedCents, snapshot.authorizedCents),
    capturedCents: Math.max(payment.capturedCents, snapshot.capturedCents),
    releasedCents: Math.max(payment.releasedCents, snapshot.releasedCents),
    refundedCents: Math.max(payment.refundedCents, snapshot.refundedCents),
  };
}

/**
 * The money the payment still gives us: captured and not refunded, plus held and neither
 * captured nor released. A payment given back (refunded or released) keeps nothing, however much
 * it once authorized.
 */
export function moneyKept(totals: Totals): number {
  const held = Math.max(0, totals.authorizedCents - totals.capturedCents - totals.releasedCents);
  return totals.capturedCents - totals.refundedCents + held;
}

/** Whether what the payment still gives covers the order's amount (and is not nothing). */
export function coversOrder(totals: Totals, amountCents: number): boolean {
  const kept = moneyKept(totals);
  return kept >= amountCents && kept > 0;
}

/** Copies the provider's totals after a capture, release or refund we asked for. */
export async function refreshTotals(deps: PaymentDeps, providerReference: string): Promise<void> {
  const snapshot = await deps.provider.fetchPayment(providerReference);
  await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.provider, deps.provider.name),
          eq(payments.providerReference, providerReference),
        ),
      )
      .for('update');
    const payment = rows[0];
    if (!payment) return;
    const totals = grownTotals(payment, snapshot);
    await tx
      .update(payments)
      .set({
        ...totals,
        status: statusFrom({ ...totals, status: payment.status }, snapshot),
        updatedAt: new Date(),
      })
      .where(eq(payments.id, payment.id));
  });
}
