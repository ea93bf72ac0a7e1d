// The `sandbox` payment provider: a processor's test mode that runs inside this server. It keeps
// its own books (sandbox_payments, sandbox_operations), shows a hosted card page (page.ts) and
// notifies us through signed webhooks delivered asynchronously with retry (webhooks.ts), exactly
// the way PayHere and Stripe will — our side never reads these tables (ADR 103).
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.ts';
import type { Database } from '../../../db/client.ts';
import { sandboxOperations, sandboxPayments } from '../../../db/schema.ts';
import { isUniqueViolation } from '../../auth/users.ts';
import { PaymentOperationRefused, WebhookRejected, randomReference } from '../provider.ts';
import type {
  CreatePaymentInput,
  PaymentEvent,
  PaymentEventType,
  PaymentProvider,
  PaymentSnapshot,
} from '../provider.ts';
import { SIGNATURE_HEADER, checkSignature } from './signature.ts';
import { enqueueWebhook } from './webhooks.ts';

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

/** How long an authorization is held before it must be captured (card networks: ~7 days). */
export const AUTHORIZATION_HOLD_DAYS = 7;

export const SANDBOX_REFERENCE = /^sbp_[a-z2-7]{26}$/;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type SandboxProvider = PaymentProvider & {
  findPayment(reference: string): Promise<SandboxPaymentRow | undefined>;
  /** The card page's outcome: authorize (and capture when instant), decline or cancel. */
  settleFromPage(
    reference: string,
    outcome: { kind: 'approved' | 'declined'; last4: string } | { kind: 'cancelled' },
  ): Promise<SandboxPaymentRow | null>;
};

export function createSandboxProvider(db: Database, webhookSecret: string): SandboxProvider {
  async function findPayment(reference: string) {
    const rows = await db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.reference, reference));
    return rows[0];
  }

  async function lockPayment(tx: Tx, reference: string) {
    const rows = await tx
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.reference, reference))
      .for('update');
    return rows[0];
  }

  async function notify(tx: Tx, payment: SandboxPaymentRow, type: PaymentEventType) {
    const event = {
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      type: `payment.${type}`,
      created: Math.floor(Date.now() / 1000),
      data: {
        payment: payment.reference,
        merchant_reference: payment.merchantReference,
        amount_cents: payment.amountCents,
      },
    };
    await enqueueWebhook(tx, event.id, payment.notifyUrl, JSON.stringify(event));
  }

  /** Captures, releases and refunds: one row per idempotency key, books updated under a lock. */
  async function moveMoney(
    kind: 'capture' | 'release' | 'refund',
    reference: string,
    amountCents: number,
    key: string,
  ): Promise<void> {
    if (!Number.isInteger(amountCents) || amountCents <= 0) {
      throw new PaymentOperationRefused('The amount must be a positive number of cents.');
    }
    try {
      await db.transaction(async (tx) => {
        const payment = await lockPayment(tx, reference);
        if (!payment) throw new PaymentOperationRefused('No such payment.');
        await tx
          .insert(sandboxOperations)
          .values({ idempotencyKey: key, reference, kind, amountCents });
        const held = payment.authorizedCents - payment.capturedCents - payment.releasedCents;
        const next = { ...payment };
        if (kind === 'capture' || kind === 'release') {
          if (held < amountCents) {
            throw new PaymentOperationRefused(`Only ${held} cents are still held.`);
          }
          if (kind === 'capture') next.capturedCents += amountCents;
          else next.releasedCents += amountCents;
        } else {
          if (payment.capturedCents - payment.refundedCents < amountCents) {
            throw new PaymentOperationRefused('The refund is larger than what was captured.');
          }
          next.refundedCents += amountCents;
        }
        const stillHeld = next.authorizedCents - next.capturedCents - next.releasedCents;
        next.status =
          stillHeld > 0
            ? 'authorized'
            : next.capturedCents === 0
              ? 'released'
              : next.refundedCents >= next.capturedCents
                ? 'refunded'
                : 'captured';
        await tx
          .update(sandboxPayments)
          .set({
            capturedCents: next.capturedCents,
            releasedCents: next.releasedCents,
            refundedCents: next.refundedCents,
            status: next.status,
            updatedAt: new Date(),
          })
          .where(eq(sandboxPayments.reference, reference));
        await notify(
          tx,
          next,
          kind === 'capture' ? 'captured' : kind === 'release' ? 'released' : 'refunded',
        );
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The key was used before: the same operation again is done already; another is refused.
      const rows = await db
        .select()
        .from(sandboxOperations)
        .where(eq(sandboxOperations.idempotencyKey, key));
      const done = rows[0];
      if (
        done &&
        done.kind === kind &&
        done.reference === reference &&
        done.amountCents === amountCents
      ) {
        return;
      }
      throw new PaymentOperationRefused(`The key ${key} was used for another operation.`);
    }
  }

  return {
    name: 'sandbox',
    findPayment,

    async createPayment(input: CreatePaymentInput) {
      const key = `create:${input.orderReference}`;
      // One statement, one round trip (ADR 238): the payment a retry made before, else a new
      // payment and the key that names it, both or neither. Two calls with one key at once:
      // the second's key insert waits for the first and fails whole, and it reads the winner.
      let reference: string;
      try {
        const rows = await queryRows<{ reference: string }>(
          db,
          sql`WITH known AS (
              SELECT reference FROM sandbox_operations WHERE idempotency_key = ${key}
            ),
            payment AS (
              INSERT INTO sandbox_payments (reference, merchant_reference, amount_cents, currency,
                capture_mode, description, customer_email, return_url, decline_url, cancel_url,
                notify_url)
              SELECT ${randomReference('sbp_')}, ${input.orderReference}, ${input.amountCents},
                ${input.currency}, ${input.captureMode}, ${input.description},
                ${input.customer.email}, ${input.returnUrl}, ${input.declineUrl},
                ${input.cancelUrl}, ${input.notifyUrl}
              WHERE NOT EXISTS (SELECT 1 FROM known)
              RETURNING reference
            ),
            operation AS (
              INSERT INTO sandbox_operations (idempotency_key, reference, kind, amount_cents)
              SELECT ${key}, payment.reference, 'create', ${input.amountCents} FROM payment
              RETURNING reference
            )
            SELECT reference FROM operation UNION ALL SELECT reference FROM known`,
        );
        reference = rows[0]!.reference;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const rows = await db
          .select({ reference: sandboxOperations.reference })
          .from(sandboxOperations)
          .where(eq(sandboxOperations.idempotencyKey, key));
        reference = rows[0]!.reference;
      }
      return {
        providerReference: reference,
        redirectUrl: `${input.siteOrigin}/api/payments/sandbox/${reference}`,
      };
    },

    capture: (reference, amount, key) => moveMoney('capture', reference, amount, key),
    release: (reference, amount, key) => moveMoney('release', reference, amount, key),
    refund: (reference, amount, refundId) => moveMoney('refund', reference, amount, refundId),

    parseWebhook({ rawBody, headers }): PaymentEvent {
      const header = headers[SIGNATURE_HEADER];
      const check = checkSignature(
        webhookSecret,
        rawBody,
        Array.isArray(header) ? header[0] : header,
      );
      if (check === 'missing' || check === 'mismatch') {
        throw new WebhookRejected(401, 'The webhook signature is missing or wrong.');
      }
      if (check === 'stale') throw new WebhookRejected(400, 'The webhook is too old.');
      let event: { id?: unknown; type?: unknown; data?: { payment?: unknown } };
      try {
        event = JSON.parse(rawBody) as typeof event;
      } catch {
        throw new WebhookRejected(400, 'The webhook body is not JSON.');
      }
      const type = typeof event.type === 'string' ? event.type.replace(/^payment\./, '') : '';
      const types: PaymentEventType[] = [
        'authorized',
        'captured',
        'declined',
        'cancelled',
        'released',
        'refunded',
      ];
      const reference = event.data?.payment;
      if (
        typeof event.id !== 'string' ||
        !/^evt_[a-z0-9]{8,64}$/.test(event.id) ||
        !types.includes(type as PaymentEventType) ||
        typeof reference !== 'string' ||
        !SANDBOX_REFERENCE.test(reference)
      ) {
        throw new WebhookRejected(400, 'The webhook event is malformed.');
      }
      return { eventId: event.id, providerReference: reference, type: type as PaymentEventType };
    },

    async fetchPayment(reference): Promise<PaymentSnapshot> {
      const payment = await findPayment(reference);
      if (!payment) throw new PaymentOperationRefused('No such payment.');
      return snapshotOf(payment);
    },

    async settleFromPage(reference, outcome) {
      return db.transaction(async (tx) => {
        const payment = await lockPayment(tx, reference);
        if (!payment || payment.status !== 'open') return null;
        const now = new Date();
        let next: SandboxPaymentRow;
        if (outcome.kind === 'approved') {
          const instant = payment.captureMode === 'instant';
          next = {
            ...payment,
            status: instant ? 'captured' : 'authorized',
            cardLast4: outcome.last4,
            authorizedCents: payment.amountCents,
            capturedCents: instant ? payment.amountCents : 0,
            updatedAt: now,
          };
        } else {
          next = {
            ...payment,
            status: outcome.kind,
            cardLast4: outcome.kind === 'declined' ? outcome.last4 : null,
            updatedAt: now,
          };
        }
        await tx
          .update(sandboxPayments)
          .set({
            status: next.status,
            cardLast4: next.cardLast4,
            authorizedCents: next.authorizedCents,
            capturedCents: next.capturedCents,
            updatedAt: now,
          })
          .where(and(eq(sandboxPayments.reference, reference), eq(sandboxPayments.status, 'open')));
        if (outcome.kind === 'approved') {
          await notify(tx, next, 'authorized');
          if (next.capturedCents > 0) await notify(tx, next, 'captured');
        } else {
          await notify(tx, next, outcome.kind);
        }
        return next;
      });
    },
  };
}

export function snapshotOf(payment: SandboxPaymentRow): PaymentSnapshot {
  const held = payment.captureMode === 'manual' && payment.authorizedCents > 0;
  return {
    providerReference: payment.reference,
    orderReference: payment.merchantReference,
    status: payment.status as PaymentSnapshot['status'],
    amountCents: payment.amountCents,
    authorizedCents: payment.authorizedCents,
    capturedCents: payment.capturedCents,
    releasedCents: payment.releasedCents,
    refundedCents: payment.refundedCents,
    captureBefore: held
      ? new Date(payment.createdAt.getTime() + AUTHORIZATION_HOLD_DAYS * 86_400_000)
      : null,
  };
}
