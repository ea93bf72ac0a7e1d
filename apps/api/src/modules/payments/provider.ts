// The one payment provider interface (ADR 102). `sandbox` is the default; `payhere` (hosted form
// with a hash, md5sig-signed notify callback, capture and refund through the Merchant API) and
// `stripe` (Checkout Session, manual capture for holds, signed webhook) are built to this shape
// (issue 15, ADR 140). Nothing outside modules/payments knows which provider is on.
//
// Amounts are integer cents. Every operation that moves money takes our own idempotency key, so
// a retried call (a crash, a double click, a webhook racing the return page) moves it once.
import { randomBytes } from 'node:crypto';
import { API_MESSAGES } from '@trails/domain/messages';
import { HttpError } from '../../http/errors.ts';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * `prefix` + 26 base32 characters: 130 random bits. The one reference format of our orders
 * (`ord_`, checkout) and of the payments our providers keep (`sbp_`, `php_`).
 */
export function randomReference(prefix: string): string {
  const bytes = randomBytes(26);
  let out = prefix;
  for (const byte of bytes) out += BASE32[byte & 31];
  return out;
}

/**
 * The one money decision per booking: capture and release share this key, so only one can
 * happen (a supplier's confirm, a reject, the hold guard's release, a cancellation's release).
 */
export function decisionKey(bookingReference: string): string {
  return `decision:${bookingReference}`;
}

/** instant: capture when paid (every item sale_type 1); manual: authorize and hold. */
export type CaptureMode = 'instant' | 'manual';

export type CreatePaymentInput = {
  /** Our order reference: the provider's merchant reference and the creation idempotency key. */
  orderReference: string;
  amountCents: number;
  currency: 'USD';
  captureMode: CaptureMode;
  description: string;
  customer: { email: string; firstName: string; lastName: string };
  /** Where the browser goes after a success, a decline and an abandoned payment. */
  returnUrl: string;
  declineUrl: string;
  cancelUrl: string;
  /** Where the provider posts its signed notifications (our webhook endpoint). */
  notifyUrl: string;
  /** The site origin the hosted page is shown on (the sandbox serves it there). */
  siteOrigin: string;
};

export type CreatedPayment = { providerReference: string; redirectUrl: string };

/**
 * The provider's view of a payment: the totals it holds. Our side applies this snapshot
 * (modules/payments/application.ts), whether it came with a webhook or from a status fetch.
 */
export type PaymentSnapshot = {
  providerReference: string;
  orderReference: string;
  status: 'open' | 'authorized' | 'captured' | 'released' | 'refunded' | 'declined' | 'cancelled';
  amountCents: number;
  authorizedCents: number;
  capturedCents: number;
  releasedCents: number;
  refundedCents: number;
  /** The authorization must be captured before this instant (manual capture only). */
  captureBefore: Date | null;
};

export type PaymentEventType =
  | 'authorized'
  | 'captured'
  | 'declined'
  | 'cancelled'
  | 'released'
  | 'refunded'
  /** PayHere: the payment is not complete yet (status 0). */
  | 'pending'
  /** PayHere: the card holder's bank took the money back (status -3). */
  | 'charged_back'
  /** Stripe: a dispute of the payment (an inquiry or a chargeback) was opened, moved or closed. */
  | 'disputed';

/** A verified provider notification in our words. */
export type PaymentEvent = {
  eventId: string;
  providerReference: string;
  type: PaymentEventType;
};

export type WebhookRequest = {
  rawBody: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
};

/** A webhook that cannot be trusted or read: 401 (signature) or 400 (malformed, stale). */
export class WebhookRejected extends Error {
  readonly statusCode: 400 | 401;
  constructor(statusCode: 400 | 401, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

/** The provider refused an operation (nothing left to capture, key reused for another one). */
export class PaymentOperationRefused extends Error {}

/**
 * The provider did not answer (network down, timeout, its 5xx): 503 with a message the site
 * shows. Whether the call took effect is unknown, so a retry sends the same idempotency key.
 */
export class PaymentProviderUnavailable extends HttpError {
  constructor(detail: string) {
    super(503, API_MESSAGES.paymentProviderUnavailable);
    this.cause = detail;
  }
}

export interface PaymentProvider {
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Captures part or all of an authorization. Same key again → the same capture, once. */
  capture(providerReference: string, amountCents: number, idempotencyKey: string): Promise<void>;
  /** Releases (voids) part or all of an authorization that was not captured. */
  release(providerReference: string, amountCents: number, idempotencyKey: string): Promise<void>;
  /** Refunds part or all of a captured amount; our refund id is the idempotency key. */
  refund(providerReference: string, amountCents: number, refundId: string): Promise<void>;
  /**
   * Verifies the signature and reads the notification; throws WebhookRejected. Answers null for
   * a verified event that says nothing about a payment of ours (acknowledged, not applied). A
   * provider whose notification carries the state (PayHere) records it in its books here.
   */
  parseWebhook(request: WebhookRequest): PaymentEvent | null | Promise<PaymentEvent | null>;
  /** The payment as the provider holds it now (reconciliation, and after every webhook). */
  fetchPayment(providerReference: string): Promise<PaymentSnapshot>;
}
