// The books of a hosted provider (PayHere, Stripe): what it told us about a payment, in verified
// notifications or its API, and the decisions we sent it (ADR 141). Both providers capture a
// hold once (a capture of less releases the rest), while an order here is decided booking by
// booking. So captures and releases of a held payment are recorded in this ledger and the
// provider is asked once, when every cent of the hold is decided: it captures the sum of the
// captures less what was refunded meanwhile, or voids the hold when that is nothing. Until then
// the money stays held at the provider, and the ledger is what our side reads.
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { isUniqueViolation } from '../../auth/users.ts';
import { hostedOperations, hostedPayments } from '../../../db/schema.ts';
import type { CreatePaymentInput, PaymentSnapshot } from '../provider.ts';
import { PaymentOperationRefused } from '../provider.ts';

export type HostedPaymentRow = typeof hostedPayments.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Card authorizations lapse after 7 days at both providers; the hold guard acts before. */
export const HOSTED_HOLD_DAYS = 7;

/** What a provider said about a payment, in our words. */
export type Observation =
  | { kind: 'pending'; externalId?: string | null }
  /** The whole amount is held (manual capture). */
  | { kind: 'authorized'; externalId?: string | null; authorizationToken?: string | null }
  /** The whole amount was captured on payment (instant). */
  | { kind: 'paid'; externalId?: string | null }
  | { kind: 'declined' }
  | { kind: 'cancelled' }
  /** The hold was voided or lapsed at the provider without a capture of ours. */
  | { kind: 'voided' }
  /** The provider's total refunded (a refund made in its dashboard, or a chargeback). */
  | { kind: 'refunded'; totalRefundedCents: number }
  /**
   * What the provider still keeps of the captured money, after its refunds and lost chargebacks
   * (Stripe, ADR 210): the rest of what the ledger captured counts as refunded. Given as what is
   * kept, not as a total refunded, because a hold's refund before its settlement never reaches
   * the provider (the capture was smaller), and a chargeback of a partly refunded payment may be
   * for more than what was left: whatever the mix, no cent is counted twice or beyond the capture.
   */
  | { kind: 'kept'; keptCents: number };

export async function findHostedPayment(
  db: Pick<Database, 'select'>,
  provider: string,
  reference: string,
): Promise<HostedPaymentRow | undefined> {
  const rows = await db
    .select()
    .from(hostedPayments)
    .where(and(eq(hostedPayments.provider, provider), eq(hostedPayments.reference, reference)));
  return rows[0];
}

export async function findByOrderReference(
  db: Pick<Database, 'select'>,
  provider: string,
  orderReference: string,
): Promise<HostedPaymentRow | undefined> {
  const rows = await db
    .select()
    .from(hostedPayments)
    .where(
      and(eq(hostedPayments.provider, provider), eq(hostedPayments.orderReference, orderReference)),
    );
  return rows[0];
}

export async function findByExternalId(
  db: Pick<Database, 'select'>,
  provider: string,
  externalId: string,
): Promise<HostedPaymentRow | undefined> {
  const rows = await db
    .select()
    .from(hostedPayments)
    .where(and(eq(hostedPayments.provider, provider), eq(hostedPayments.externalId, externalId)));
  return rows[0];
}

/** The payment of an order, recorded once (a retried checkout finds the first). */
export async function recordPayment(
  db: Database,
  provider: string,
  reference: string,
  input: CreatePaymentInput,
): Promise<HostedPaymentRow> {
  await db
    .insert(hostedPayments)
    .values({
      reference,
      provider,
      orderReference: input.orderReference,
      amountCents: input.amountCents,
      currency: input.currency,
      captureMode: input.captureMode,
      description: input.description,
      customerEmail: input.customer.email,
      customerFirstName: input.customer.firstName,
      customerLastName: input.customer.lastName,
      returnUrl: input.returnUrl,
      cancelUrl: input.cancelUrl,
      notifyUrl: input.notifyUrl,
    })
    .onConflictDoNothing();
  return (await findByOrderReference(db, provider, input.orderReference))!;
}

function statusOf(row: HostedPaymentRow): string {
  if (row.authorizedCents === 0) return row.status;
  const held = row.authorizedCents - row.capturedCents - row.releasedCents;
  if (held > 0) return 'authorized';
  if (row.capturedCents === 0) return 'released';
  return row.refundedCents >= row.capturedCents ? 'refunded' : 'captured';
}

async function lockRow(tx: Tx, provider: string, reference: string) {
  const rows = await tx
    .select()
    .from(hostedPayments)
    .where(and(eq(hostedPayments.provider, provider), eq(hostedPayments.reference, reference)))
    .for('update');
  return rows[0];
}

async function save(tx: Tx, next: HostedPaymentRow) {
  await tx
    .update(hostedPayments)
    .set({
      status: statusOf(next),
      externalId: next.externalId,
      authorizationToken: next.authorizationToken,
      authorizedCents: next.authorizedCents,
      capturedCents: next.capturedCents,
      releasedCents: next.releasedCents,
      refundedCents: next.refundedCents,
      settledAt: next.settledAt,
      updatedAt: new Date(),
    })
    .where(eq(hostedPayments.reference, next.reference));
}

/**
 * Applies what the provider said. Idempotent and safe out of order: an open payment may become
 * pending, authorized, paid, declined or cancelled; money only grows; nothing goes back to open.
 */
export async function observe(
  db: Database,
  provider: string,
  reference: string,
  observation: Observation,
): Promise<HostedPaymentRow | undefined> {
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, provider, reference);
    if (!row) return undefined;
    const next = { ...row };
    const unpaid = row.authorizedCents === 0;
    const undecided = unpaid && (row.status === 'open' || row.status === 'pending');
    switch (observation.kind) {
      case 'pending':
        if (undecided) next.status = 'pending';
        next.externalId = observation.externalId ?? next.externalId;
        break;
      case 'authorized':
        if (unpaid) next.authorizedCents = row.amountCents;
        next.externalId = observation.externalId ?? next.externalId;
        next.authorizationToken = observation.authorizationToken ?? next.authorizationToken;
        break;
      case 'paid':
        if (unpaid) {
          next.authorizedCents = row.amountCents;
          next.capturedCents = row.amountCents;
          next.settledAt = new Date();
        }
        next.externalId = observation.externalId ?? next.externalId;
        break;
      case 'declined':
      case 'cancelled':
        if (undecided) next.status = observation.kind;
        break;
      case 'voided': {
        const held = row.authorizedCents - row.capturedCents - row.releasedCents;
        if (held > 0 && !row.settledAt) {
          // Lapsed before every part was decided: what was "captured" in the ledger was not.
          next.releasedCents = row.authorizedCents;
          next.capturedCents = 0;
          next.refundedCents = 0;
          next.settledAt = new Date();
        }
        break;
      }
      case 'refunded':
        next.refundedCents = Math.min(
          row.capturedCents,
          Math.max(row.refundedCents, observation.totalRefundedCents),
        );
        break;
      case 'kept':
        next.refundedCents = Math.min(
          row.capturedCents,
          Math.max(row.refundedCents, row.capturedCents - Math.max(0, observation.keptCents)),
        );
        break;
    }
    await save(tx, next);
    return { ...next, status: statusOf(next) };
  });
}

export function hostedSnapshot(row: HostedPaymentRow): PaymentSnapshot {
  const held = row.captureMode === 'manual' && row.authorizedCents > 0;
  return {
    providerReference: row.reference,
    orderReference: row.orderReference,
    status: statusOf(row) as PaymentSnapshot['status'],
    amountCents: row.amountCents,
    authorizedCents: row.authorizedCents,
    capturedCents: row.capturedCents,
    releasedCents: row.releasedCents,
    refundedCents: row.refundedCents,
    captureBefore: held ? new Date(row.createdAt.getTime() + HOSTED_HOLD_DAYS * 86_400_000) : null,
  };
}

/** The provider's side of a decision: its one capture (or void) of a hold, and its refunds. */
export type HostedProviderCalls = {
  /** Captures `captureCents` of the hold (the provider releases the rest), or voids it at 0. */
  settle(row: HostedPaymentRow, captureCents: number): Promise<void>;
  refund(row: HostedPaymentRow, amountCents: number, idempotencyKey: string): Promise<void>;
};

type Kind = 'capture' | 'release' | 'refund';

/**
 * One capture, release or refund, once per idempotency key: recorded in the ledger under the
 * payment's lock, then sent to the provider (a refund of settled money at once; a decision of
 * a hold when the hold is fully decided). A call that failed at the provider is sent again when
 * the same key comes back.
 */
export async function decide(
  db: Database,
  provider: string,
  calls: HostedProviderCalls,
  kind: Kind,
  reference: string,
  amountCents: number,
  key: string,
): Promise<void> {
  if (!Number.isInteger(amountCents) || amountCents <= 0) {
    throw new PaymentOperationRefused('The amount must be a positive number of cents.');
  }
  let refundAtProvider = false;
  try {
    await db.transaction(async (tx) => {
      const row = await lockRow(tx, provider, reference);
      if (!row) throw new PaymentOperationRefused('No such payment.');
      await tx
        .insert(hostedOperations)
        .values({ provider, idempotencyKey: key, reference, kind, amountCents });
      const next = { ...row };
      const held = row.authorizedCents - row.capturedCents - row.releasedCents;
      if (kind === 'capture' || kind === 'release') {
        if (held < amountCents) {
          throw new PaymentOperationRefused(`Only ${held} cents are still held.`);
        }
        if (kind === 'capture') next.capturedCents += amountCents;
        else next.releasedCents += amountCents;
      } else {
        if (row.capturedCents - row.refundedCents < amountCents) {
          throw new PaymentOperationRefused('The refund is larger than what was captured.');
        }
        next.refundedCents += amountCents;
        // Before the settlement a refund only lowers what the one capture will take.
        refundAtProvider = row.settledAt !== null;
      }
      await save(tx, next);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const done = (
      await db
        .select()
        .from(hostedOperations)
        .where(
          and(eq(hostedOperations.provider, provider), eq(hostedOperations.idempotencyKey, key)),
        )
    )[0];
    if (!done || done.kind !== kind || done.reference !== reference) {
      throw new PaymentOperationRefused(`The key ${key} was used for another operation.`);
    }
    if (done.amountCents !== amountCents) {
      throw new PaymentOperationRefused(`The key ${key} was used for another amount.`);
    }
    // The same decision again: finish what the provider may still owe.
    refundAtProvider = kind === 'refund' && done.doneAt === null;
    if (refundAtProvider) {
      const row = (await findHostedPayment(db, provider, reference))!;
      refundAtProvider = row.settledAt !== null && row.settledAt < done.createdAt;
    }
  }
  if (refundAtProvider) {
    await sendClaimed(db, provider, key, async () => {
      const row = (await findHostedPayment(db, provider, reference))!;
      await calls.refund(row, amountCents, key);
    });
  } else {
    await db
      .update(hostedOperations)
      .set({ doneAt: new Date() })
      .where(
        and(eq(hostedOperations.provider, provider), eq(hostedOperations.idempotencyKey, key)),
      );
  }
  await settleWhenDecided(db, provider, calls, reference);
}

/** A call being sent is leased for this long; then a retry may send it again. */
const LEASE_MS = 2 * 60_000;

/** Sends an operation's provider call once: under a lease, marked done when it went through. */
async function sendClaimed(
  db: Database,
  provider: string,
  key: string,
  send: () => Promise<void>,
): Promise<void> {
  const ours = and(
    eq(hostedOperations.provider, provider),
    eq(hostedOperations.idempotencyKey, key),
  );
  const claimed = await db
    .update(hostedOperations)
    .set({ claimedAt: new Date() })
    .where(
      and(
        ours,
        isNull(hostedOperations.doneAt),
        or(
          isNull(hostedOperations.claimedAt),
          lt(hostedOperations.claimedAt, new Date(Date.now() - LEASE_MS)),
        ),
      ),
    )
    .returning({ key: hostedOperations.idempotencyKey });
  // Done already, or being sent right now by the call this one repeats.
  if (claimed.length === 0) return;
  try {
    await send();
  } catch (error) {
    await db.update(hostedOperations).set({ claimedAt: null }).where(ours);
    throw error;
  }
  await db.update(hostedOperations).set({ doneAt: new Date(), claimedAt: null }).where(ours);
}

/** Sends the hold's one capture (or void) once every cent of it is decided. */
export async function settleWhenDecided(
  db: Database,
  provider: string,
  calls: HostedProviderCalls,
  reference: string,
): Promise<void> {
  const ours = and(eq(hostedPayments.provider, provider), eq(hostedPayments.reference, reference));
  const claimed = await db
    .update(hostedPayments)
    .set({ settlingAt: new Date() })
    .where(
      and(
        ours,
        isNull(hostedPayments.settledAt),
        or(
          isNull(hostedPayments.settlingAt),
          lt(hostedPayments.settlingAt, new Date(Date.now() - LEASE_MS)),
        ),
        gt(hostedPayments.authorizedCents, 0),
        sql`${hostedPayments.capturedCents} + ${hostedPayments.releasedCents} >= ${hostedPayments.authorizedCents}`,
      ),
    )
    .returning();
  const row = claimed[0];
  if (!row) return;
  try {
    await calls.settle(row, row.capturedCents - row.refundedCents);
  } catch (error) {
    await db.update(hostedPayments).set({ settlingAt: null }).where(ours);
    throw error;
  }
  await db
    .update(hostedPayments)
    .set({ settledAt: new Date(), settlingAt: null, updatedAt: new Date() })
    .where(ours);
}
