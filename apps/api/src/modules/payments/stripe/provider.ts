// The `stripe` payment provider (issue 15, ADR 140), through the official `stripe` package: a
// Checkout Session per order (automatic capture for instant orders, `capture_method: manual`
// when an on-request tour is held), the hold's one capture or cancel, refunds — each call with
// our idempotency key, which Stripe honours — and webhooks verified by
// `stripe.webhooks.constructEvent` over the raw body. An event only says "look again": the
// session is fetched and its state recorded in the hosted books, so events may come in any
// order, late or twice. Disputes (chargebacks) are read the same way (ADR 210): a lost one
// counts as refunded, like PayHere's chargeback; an open or won one changes nothing.
import { Stripe } from 'stripe';
import type { Database } from '../../../db/client.ts';
import {
  decide,
  findByExternalId,
  findByOrderReference,
  findHostedPayment,
  hostedSnapshot,
  observe,
  recordPayment,
} from '../hosted/books.ts';
import type { HostedPaymentRow, HostedProviderCalls, Observation } from '../hosted/books.ts';
import type {
  CreatePaymentInput,
  PaymentEvent,
  PaymentEventType,
  PaymentProvider,
  PaymentSnapshot,
} from '../provider.ts';
import {
  PaymentOperationRefused,
  PaymentProviderUnavailable,
  WebhookRejected,
} from '../provider.ts';

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_BASE_URL, tests only: a local fake of Stripe's API (host, port, protocol). */
  apiBaseUrl: string | null;
};

export const STRIPE = 'stripe';
const SIGNATURE_HEADER = 'stripe-signature';

/** Which events mean "this payment changed", and what they are in our words. */
const EVENT_TYPES: Record<string, PaymentEventType> = {
  'checkout.session.completed': 'authorized',
  'checkout.session.async_payment_succeeded': 'authorized',
  'checkout.session.async_payment_failed': 'declined',
  'checkout.session.expired': 'cancelled',
  'payment_intent.amount_capturable_updated': 'authorized',
  'payment_intent.succeeded': 'captured',
  'payment_intent.canceled': 'released',
  'payment_intent.payment_failed': 'declined',
  'charge.refunded': 'refunded',
  // Every step of a dispute (ADR 210); its current status is read from Stripe, not the event.
  'charge.dispute.created': 'disputed',
  'charge.dispute.updated': 'disputed',
  'charge.dispute.funds_withdrawn': 'disputed',
  'charge.dispute.funds_reinstated': 'disputed',
  'charge.dispute.closed': 'disputed',
};

/** The one dispute status whose money is gone for good (closing a dispute is irreversible). */
const LOST = 'lost';

/** A whole number of cents from Stripe's object, or null when it is not one. */
function cents(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

type Loose = Record<string, unknown>;

function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as Loose).id === 'string') {
    return (value as Loose).id as string;
  }
  return null;
}

/** Stripe unreachable or failing on its side → 503; a refusal of the request → refused. */
function translate(error: unknown): Error {
  if (error instanceof Stripe.errors.StripeError) {
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      (error.statusCode ?? 0) >= 500
    ) {
      return new PaymentProviderUnavailable(`Stripe: ${error.message}`);
    }
    return new PaymentOperationRefused(`Stripe refused the call: ${error.message}`);
  }
  return error instanceof Error ? error : new Error(String(error));
}

async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw translate(error);
  }
}

export type StripeProvider = PaymentProvider & { client: Stripe };

export function createStripeProvider(db: Database, settings: StripeSettings): StripeProvider {
  const base = settings.apiBaseUrl ? new URL(settings.apiBaseUrl) : null;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });

  async function session(reference: string): Promise<Loose> {
    return (await guarded(() =>
      stripe.checkout.sessions.retrieve(reference, { expand: ['payment_intent.latest_charge'] }),
    )) as unknown as Loose;
  }

  /** Reads the session and its PaymentIntent into the books. */
  async function refresh(row: HostedPaymentRow): Promise<HostedPaymentRow> {
    const current = await session(row.reference);
    const intent = (
      typeof current.payment_intent === 'object' ? current.payment_intent : null
    ) as Loose | null;
    const observations: Observation[] = [];
    if (intent) {
      const externalId = intent.id as string;
      const charge = (
        typeof intent.latest_charge === 'object' ? intent.latest_charge : null
      ) as Loose | null;
      switch (intent.status) {
        case 'requires_capture':
          observations.push({ kind: 'authorized', externalId });
          break;
        case 'succeeded':
          observations.push(
            row.captureMode === 'instant'
              ? { kind: 'paid', externalId }
              : { kind: 'authorized', externalId },
          );
          if (charge) {
            const kept = await keptOf(externalId, charge);
            if (kept !== null) observations.push({ kind: 'kept', keptCents: kept });
          }
          break;
        case 'canceled':
          // A hold that was authorized and then cancelled or lapsed at Stripe.
          observations.push(
            charge?.status === 'succeeded' || row.authorizedCents > 0
              ? { kind: 'voided' }
              : { kind: 'cancelled' },
          );
          break;
        case 'processing':
          observations.push({ kind: 'pending', externalId });
          break;
        default:
          // requires_payment_method after a declined card: Stripe's page lets them try again.
          observations.push({ kind: 'pending', externalId });
      }
    }
    if (current.status === 'expired' && !intent) observations.push({ kind: 'cancelled' });
    let latest = row;
    for (const observation of observations) {
      latest = (await observe(db, STRIPE, row.reference, observation)) ?? latest;
    }
    return latest;
  }

  /**
   * What Stripe keeps of a captured charge: the capture, less its refunds and less the disputes
   * it lost. A dispute still open (its funds withdrawn) or won (reinstated) keeps the money in
   * our books: it may come back, and the books' totals only grow (ADR 210). Only a disputed
   * charge costs the call that lists its disputes.
   */
  async function keptOf(intentId: string, charge: Loose): Promise<number | null> {
    const captured = cents(charge.amount_captured);
    const refunded = cents(charge.amount_refunded);
    if (captured === null || refunded === null) return null;
    let lost = 0;
    if (charge.disputed === true) {
      // A payment has a dispute or two, never a page of them.
      const disputes = await guarded(() =>
        stripe.disputes.list({ payment_intent: intentId, limit: 100 }),
      );
      for (const dispute of disputes.data) {
        if (dispute.status === LOST) lost += cents(dispute.amount) ?? 0;
      }
    }
    return captured - refunded - lost;
  }

  async function intentOf(row: HostedPaymentRow): Promise<string> {
    const known = row.externalId ?? (await refresh(row)).externalId;
    if (!known) throw new PaymentOperationRefused('Stripe has no payment for this session yet.');
    return known;
  }

  const calls: HostedProviderCalls = {
    async settle(row, captureCents) {
      const intent = await intentOf(row);
      const key = `settle:${row.reference}`;
      if (captureCents > 0) {
        await guarded(() =>
          stripe.paymentIntents.capture(
            intent,
            { amount_to_capture: captureCents },
            { idempotencyKey: key },
          ),
        );
      } else {
        await guarded(() => stripe.paymentIntents.cancel(intent, {}, { idempotencyKey: key }));
      }
    },
    async refund(row, amountCents, key) {
      const intent = await intentOf(row);
      await guarded(() =>
        stripe.refunds.create(
          { payment_intent: intent, amount: amountCents },
          { idempotencyKey: `refund:${key}` },
        ),
      );
    },
  };

  /** The books' reference (the session id) of what an event is about, or null. */
  async function referenceOf(type: string, object: Loose): Promise<string | null> {
    if (type.startsWith('checkout.session.')) {
      const id = idOf(object);
      return id && (await findHostedPayment(db, STRIPE, id)) ? id : null;
    }
    const intentId = type.startsWith('charge.') ? idOf(object.payment_intent) : idOf(object);
    if (!intentId) return null;
    const byIntent = await findByExternalId(db, STRIPE, intentId);
    if (byIntent) return byIntent.reference;
    const metadata = (object.metadata ?? {}) as Loose;
    const order = typeof metadata.order_reference === 'string' ? metadata.order_reference : null;
    return order ? ((await findByOrderReference(db, STRIPE, order))?.reference ?? null) : null;
  }

  return {
    name: STRIPE,
    client: stripe,

    async createPayment(input: CreatePaymentInput) {
      const existing = await findByOrderReference(db, STRIPE, input.orderReference);
      if (existing) {
        const current = await session(existing.reference);
        return { providerReference: existing.reference, redirectUrl: String(current.url) };
      }
      const metadata = { order_reference: input.orderReference };
      const created = await guarded(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: input.orderReference,
            customer_email: input.customer.email,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency.toLowerCase(),
                  unit_amount: input.amountCents,
                  product_data: { name: input.description.slice(0, 250) || 'Lanka Trails' },
                },
              },
            ],
            payment_intent_data: {
              capture_method: input.captureMode === 'manual' ? 'manual' : 'automatic',
              metadata,
            },
            metadata,
            success_url: input.returnUrl,
            cancel_url: input.cancelUrl,
          },
          // The same order asks once: a retried checkout gets the same session.
          { idempotencyKey: `create:${input.orderReference}` },
        ),
      );
      const row = await recordPayment(db, STRIPE, created.id, input);
      return { providerReference: row.reference, redirectUrl: String(created.url) };
    },

    capture: (reference, amount, key) =>
      decide(db, STRIPE, calls, 'capture', reference, amount, key),
    release: (reference, amount, key) =>
      decide(db, STRIPE, calls, 'release', reference, amount, key),
    refund: (reference, amount, refundId) =>
      decide(db, STRIPE, calls, 'refund', reference, amount, refundId),

    async parseWebhook({ rawBody, headers }): Promise<PaymentEvent | null> {
      const header = headers[SIGNATURE_HEADER];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!signature) throw new WebhookRejected(401, 'The Stripe-Signature header is missing.');
      let event: { id: string; type: string; data: { object: unknown } };
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new WebhookRejected(401, 'The Stripe signature is wrong or too old.');
        }
        throw new WebhookRejected(400, 'The Stripe event cannot be read.');
      }
      const type = EVENT_TYPES[event.type];
      if (!type || !event.data?.object || typeof event.data.object !== 'object') return null;
      const reference = await referenceOf(event.type, event.data.object as Loose);
      if (!reference) return null;
      return { eventId: event.id, providerReference: reference, type };
    },

    async fetchPayment(reference): Promise<PaymentSnapshot> {
      const row = await findHostedPayment(db, STRIPE, reference);
      if (!row) throw new PaymentOperationRefused('No such payment.');
      return hostedSnapshot(await refresh(row));
    },
  };
}
