// The `payhere` payment provider (issue 15, ADR 140): PayHere's Checkout API for instant orders
// and its Authorize API (hold on card) for orders with an on-request tour, both as a form on our
// own page (page.ts) posted to PayHere; its notify callback, verified by md5sig, tells us what
// happened and is recorded in the hosted books; the hold's capture and every refund go through
// the Merchant API (merchant-api.ts).
import type { Database } from '../../../db/client.ts';
import type {
  CreatePaymentInput,
  PaymentEvent,
  PaymentEventType,
  PaymentProvider,
  PaymentSnapshot,
} from '../provider.ts';
import { PaymentOperationRefused, WebhookRejected, randomReference } from '../provider.ts';
import {
  decide,
  findHostedPayment,
  hostedSnapshot,
  observe,
  recordPayment,
} from '../hosted/books.ts';
import type { HostedPaymentRow, HostedProviderCalls, Observation } from '../hosted/books.ts';
import { createMerchantApi } from './merchant-api.ts';
import { centsOf, notifySignature, payHereAmount, signatureMatches } from './signature.ts';

export type PayHereSettings = {
  merchantId: string;
  merchantSecret: string;
  appId: string;
  appSecret: string;
  /** PAYHERE_SANDBOX: the sandbox (sandbox.payhere.lk) rather than live (www.payhere.lk). */
  sandbox: boolean;
  /** The host of the checkout form and the Merchant API (PAYHERE_BASE_URL only in tests). */
  baseUrl: string;
};

export const PAYHERE = 'payhere';
export const PAYHERE_REFERENCE = /^php_[a-z2-7]{26}$/;

export type PayHereProvider = PaymentProvider & {
  settings: PayHereSettings;
  findPayment(reference: string): Promise<HostedPaymentRow | undefined>;
};

/** PayHere's status codes (notify callback `status_code`) in our words. */
const STATUS: Record<
  string,
  {
    type: PaymentEventType;
    // A notification says what happened, never what PayHere keeps (that is Stripe's reading).
    observe: (manual: boolean) => Exclude<Observation['kind'], 'kept'>;
  }
> = {
  '2': { type: 'authorized', observe: (manual) => (manual ? 'authorized' : 'paid') },
  '0': { type: 'pending', observe: () => 'pending' },
  '-1': { type: 'cancelled', observe: () => 'cancelled' },
  '-2': { type: 'declined', observe: () => 'declined' },
  '-3': { type: 'charged_back', observe: () => 'refunded' },
};

function field(fields: URLSearchParams, name: string): string {
  const values = fields.getAll(name);
  if (values.length > 1)
    throw new WebhookRejected(400, `The field ${name} is given more than once.`);
  return values[0] ?? '';
}

export function createPayHereProvider(db: Database, settings: PayHereSettings): PayHereProvider {
  const api = createMerchantApi(settings);

  const calls: HostedProviderCalls = {
    async settle(row, captureCents) {
      if (!row.authorizationToken) {
        throw new PaymentOperationRefused('PayHere sent no authorization token for this hold.');
      }
      if (captureCents > 0) {
        const answer = await api.capture(
          row.authorizationToken,
          payHereAmount(captureCents),
          captureCents < row.authorizedCents
            ? 'Lanka Trails: the part of the order its suppliers confirmed'
            : 'Lanka Trails: confirmed by the supplier',
        );
        const data = answer.data as { payment_id?: unknown } | undefined;
        if (data?.payment_id !== undefined) {
          await observe(db, PAYHERE, row.reference, {
            kind: 'pending',
            externalId: String(data.payment_id),
          });
        }
      } else {
        await api.refund(
          { authorizationToken: row.authorizationToken },
          'Lanka Trails: not confirmed, the hold is released',
        );
      }
    },
    async refund(row, amountCents, _key) {
      if (!row.externalId) throw new PaymentOperationRefused('PayHere sent no payment id.');
      const whole = row.capturedCents;
      await api.refund(
        { paymentId: row.externalId },
        'Lanka Trails: refund',
        // A whole refund as PayHere documents it; a part of it with its amount.
        amountCents === whole ? undefined : payHereAmount(amountCents),
      );
    },
  };

  const findPayment = (reference: string) => findHostedPayment(db, PAYHERE, reference);

  return {
    name: PAYHERE,
    settings,
    findPayment,

    async createPayment(input: CreatePaymentInput) {
      // Nothing exists at PayHere until the traveller posts the form: the payment is ours to
      // record, once per order.
      const row = await recordPayment(db, PAYHERE, randomReference('php_'), input);
      return {
        providerReference: row.reference,
        redirectUrl: `${input.siteOrigin}/api/payments/payhere/${row.reference}`,
      };
    },

    capture: (reference, amount, key) =>
      decide(db, PAYHERE, calls, 'capture', reference, amount, key),
    release: (reference, amount, key) =>
      decide(db, PAYHERE, calls, 'release', reference, amount, key),
    refund: (reference, amount, refundId) =>
      decide(db, PAYHERE, calls, 'refund', reference, amount, refundId),

    async parseWebhook({ rawBody }): Promise<PaymentEvent | null> {
      const fields = new URLSearchParams(rawBody);
      const merchantId = field(fields, 'merchant_id');
      const orderId = field(fields, 'order_id');
      const amount = field(fields, 'payhere_amount');
      const currency = field(fields, 'payhere_currency');
      const statusCode = field(fields, 'status_code');
      const md5sig = field(fields, 'md5sig').toUpperCase();
      if (!md5sig) throw new WebhookRejected(401, 'The notification has no md5sig.');
      const expected = notifySignature({
        merchantId,
        orderId,
        amount,
        currency,
        statusCode,
        merchantSecret: settings.merchantSecret,
      });
      if (merchantId !== settings.merchantId || !signatureMatches(expected, md5sig)) {
        throw new WebhookRejected(401, 'The notification md5sig is wrong.');
      }
      const status = STATUS[statusCode];
      if (!status || !PAYHERE_REFERENCE.test(orderId)) {
        throw new WebhookRejected(400, 'The notification is malformed.');
      }
      const payment = await findPayment(orderId);
      // Signed by PayHere for this merchant but not a payment of this server: acknowledged.
      if (!payment) return null;
      if (centsOf(amount) !== payment.amountCents || currency !== payment.currency) {
        throw new WebhookRejected(400, 'The notification amount differs from the payment.');
      }
      const paymentId = field(fields, 'payment_id') || null;
      const kind = status.observe(payment.captureMode === 'manual');
      const observation: Observation =
        kind === 'refunded'
          ? { kind, totalRefundedCents: payment.capturedCents }
          : kind === 'authorized'
            ? {
                kind,
                externalId: paymentId,
                authorizationToken: field(fields, 'authorization_token') || null,
              }
            : kind === 'paid' || kind === 'pending'
              ? { kind, externalId: paymentId }
              : { kind };
      // The notification is the news itself: PayHere has no call to fetch a hold's state.
      // Recording is idempotent, so a replay changes nothing here either.
      await observe(db, PAYHERE, orderId, observation);
      return {
        eventId: `${orderId}:${paymentId ?? '-'}:${statusCode}`,
        providerReference: orderId,
        type: kind === 'paid' ? 'captured' : status.type,
      };
    },

    async fetchPayment(reference): Promise<PaymentSnapshot> {
      let payment = await findPayment(reference);
      if (!payment) throw new PaymentOperationRefused('No such payment.');
      if (
        payment.captureMode === 'instant' &&
        (payment.status === 'open' || payment.status === 'pending')
      ) {
        // The return page may come before the notify: ask the Retrieval API (best effort; the
        // notification still comes when PayHere cannot be asked).
        try {
          const answer = await api.paymentsOfOrder(reference);
          const found = (Array.isArray(answer.data) ? answer.data : []) as Array<{
            payment_id?: unknown;
            status?: unknown;
            amount?: unknown;
          }>;
          const received = found.find((p) => p.status === 'RECEIVED' || p.status === 'REFUNDED');
          if (received && Math.round(Number(received.amount) * 100) === payment.amountCents) {
            payment =
              (await observe(db, PAYHERE, reference, {
                kind: 'paid',
                externalId: String(received.payment_id),
              })) ?? payment;
          }
        } catch {
          // PayHere cannot be asked now; the books stand.
        }
      }
      return hostedSnapshot(payment);
    },
  };
}
