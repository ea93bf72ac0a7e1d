// The supplier's e-mail verification link: `<user>.<expiry>.<nonce>.<HMAC>` signed with a key
// derived from SECRET_KEY, valid 48 hours, single-use through its hash in one_time_codes.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const VERIFICATION_LIFETIME_SECONDS = 48 * 3600;
export const SUPPLIER_VERIFICATION = 'supplier-verification';

function sign(secretKey: string, body: string): string {
  const key = createHmac('sha256', secretKey).update('supplier verification link').digest();
  return createHmac('sha256', key).update(body).digest('base64url');
}

export function createVerificationToken(
  secretKey: string,
  userId: number,
  expiresAt: Date,
): string {
  const body = `${userId}.${Math.floor(expiresAt.getTime() / 1000)}.${randomBytes(16).toString('base64url')}`;
  return `${body}.${sign(secretKey, body)}`;
}

/** The user of a well-signed, unexpired token; null for anything else. */
export function readVerificationToken(
  secretKey: string,
  token: string,
  now = new Date(),
): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, user, expiry, , signature] = match;
  const body = token.slice(0, token.lastIndexOf('.'));
  const expected = Buffer.from(sign(secretKey, body));
  if (!timingSafeEqual(expected, Buffer.from(signature!))) return null;
  if (Number(expiry) * 1000 <= now.getTime()) return null;
  return Number(user);
}
