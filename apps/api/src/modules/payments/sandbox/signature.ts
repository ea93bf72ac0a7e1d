// The sandbox provider's webhook signature, shaped like Stripe's: the header
// `Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. A signature
// older (or newer) than the tolerance is refused, so a captured request cannot be replayed later.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'sandbox-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signPayload(secret: string, body: string, timestamp: number): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

export type SignatureCheck = 'ok' | 'missing' | 'mismatch' | 'stale';

export function checkSignature(
  secret: string,
  body: string,
  header: string | undefined,
  now = Date.now(),
): SignatureCheck {
  if (!header) return 'missing';
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return 'missing';
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  if (!timingSafeEqual(Buffer.from(expected), Buffer.from(given))) return 'mismatch';
  if (Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  return 'ok';
}
