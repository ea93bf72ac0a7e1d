// PayHere's two checksums (its Checkout API documentation): the `hash` of the checkout form and
// the `md5sig` of the notify callback. Both are upper-case hex MD5 over the merchant id, the
// order id, the amount with two decimals, the currency — the callback adds its status code —
// and the upper-case MD5 of the merchant secret, so only PayHere and we can make them.
import { createHash, timingSafeEqual } from 'node:crypto';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

/** Integer cents as PayHere's amount: two decimals, no grouping (1234.50). */
export function payHereAmount(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** PayHere's amount back to cents; null unless it is a plain non-negative decimal. */
export function centsOf(amount: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

export type CheckoutHashInput = {
  merchantId: string;
  orderId: string;
  amountCents: number;
  currency: string;
  merchantSecret: string;
};

/** hash = UPPER(MD5(merchant_id + order_id + amount + currency + UPPER(MD5(secret)))). */
export function checkoutHash(input: CheckoutHashInput): string {
  return md5(
    input.merchantId +
      input.orderId +
      payHereAmount(input.amountCents) +
      input.currency +
      md5(input.merchantSecret),
  );
}

export type NotifySignatureInput = {
  merchantId: string;
  orderId: string;
  /** payhere_amount exactly as PayHere sent it. */
  amount: string;
  currency: string;
  statusCode: string;
  merchantSecret: string;
};

/** md5sig = UPPER(MD5(merchant_id + order_id + payhere_amount + payhere_currency + status_code + UPPER(MD5(secret)))). */
export function notifySignature(input: NotifySignatureInput): string {
  return md5(
    input.merchantId +
      input.orderId +
      input.amount +
      input.currency +
      input.statusCode +
      md5(input.merchantSecret),
  );
}

/** Compares in constant time; any other length or case of hex is a mismatch. */
export function signatureMatches(expected: string, given: string): boolean {
  if (!/^[0-9A-F]{32}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}
