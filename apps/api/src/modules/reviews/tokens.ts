// The review link's token (ADR 160): `rv_<expiry>_<secret>`. Only its SHA-256 is stored, on the
// booking it belongs to (bookings.review_token_hash), so a database leak gives no working link.
// The expiry travels inside the token and is covered by the hash: changing it changes the hash,
// which then matches no booking. Single use: once the booking has a review, the token opens
// nothing but the answer that the review was received (service.ts, ADR 221).
import { createHash, randomBytes } from 'node:crypto';

/** How long a mailed review link works. */
export const REVIEW_TOKEN_LIFETIME_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

const SHAPE = /^rv_([0-9a-z]{1,12})_([A-Za-z0-9_-]{43})$/;

export type ReviewToken = { token: string; hash: string; expiresAt: Date };

export function hashReviewToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function mintReviewToken(now: Date): ReviewToken {
  const expiresAt = new Date(now.getTime() + REVIEW_TOKEN_LIFETIME_DAYS * DAY_MS);
  const seconds = Math.floor(expiresAt.getTime() / 1000).toString(36);
  const token = `rv_${seconds}_${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashReviewToken(token), expiresAt };
}

/**
 * The hash to look the booking up by and whether the link has expired, or null for a malformed
 * token (no database read is needed to refuse those). An expired link is still looked up: if its
 * review was received it says so (ADR 221); it opens nothing else.
 */
export function readReviewToken(
  token: string,
  now: Date,
): { hash: string; expired: boolean } | null {
  const match = SHAPE.exec(token);
  if (!match) return null;
  const expiresAt = parseInt(match[1]!, 36) * 1000;
  return { hash: hashReviewToken(token), expired: !(expiresAt > now.getTime()) };
}
