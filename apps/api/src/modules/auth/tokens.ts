// Access tokens: 256 random bits, handed out once and stored only as their SHA-256 hash, with an
// absolute expiry (TOKEN_TTL) and revocation. Every login mints a new one.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accessTokens } from '../../db/schema.ts';

export type AuthSession = { access_token: string; token_type: 'Bearer'; expires_in: number };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new opaque secret: 32 random bytes, base64url (43 characters). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A new token for the user. `idleSeconds` (customers' sessions): it lapses after that long
 * without a call, and each call moves that point on (`touchToken`), never past the absolute
 * lifetime `ttlSeconds` from its creation (issue 18 Low 10, ADR 182).
 */
export async function issueAccessToken(
  db: Pick<Database, 'insert' | 'delete'>,
  userId: number,
  ttlSeconds: number,
  idleSeconds: number = ttlSeconds,
): Promise<AuthSession> {
  // The user's dead tokens go at their next login, so the table grows with live sessions only.
  await db
    .delete(accessTokens)
    .where(
      and(
        eq(accessTokens.userId, userId),
        or(lt(accessTokens.expiresAt, new Date()), isNotNull(accessTokens.revokedAt)),
      ),
    );
  const token = newSecret();
  await db.insert(accessTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + Math.min(ttlSeconds, idleSeconds) * 1000),
  });
  return { access_token: token, token_type: 'Bearer', expires_in: ttlSeconds };
}

export async function revokeToken(db: Database, userId: number, token: string): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(accessTokens.userId, userId),
        eq(accessTokens.tokenHash, hashToken(token)),
        isNull(accessTokens.revokedAt),
      ),
    );
}

/** Revokes every live token of the user except `keep` (the one making the request). */
export async function revokeOtherTokens(
  db: Pick<Database, 'update'>,
  userId: number,
  keep: string | null,
): Promise<void> {
  const conditions = [eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)];
  if (keep) conditions.push(ne(accessTokens.tokenHash, hashToken(keep)));
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}

/** A live token as the security handlers found it: what `touchToken` needs. */
export type LiveToken = { id: number; createdAt: Date; expiresAt: Date };

/** How far the idle deadline must have fallen behind before a call writes it (one write a minute). */
const TOUCH_GRANULARITY_MS = 60_000;

/**
 * A call was made with the token: its idle deadline moves to now + idle, capped at its
 * creation + the absolute lifetime. Written at most once a minute per token.
 */
export async function touchToken(
  db: Pick<Database, 'update'>,
  token: LiveToken,
  ttlSeconds: number,
  idleSeconds: number,
): Promise<void> {
  const now = Date.now();
  const deadline = Math.min(
    token.createdAt.getTime() + ttlSeconds * 1000,
    now + idleSeconds * 1000,
  );
  if (deadline - token.expiresAt.getTime() < TOUCH_GRANULARITY_MS) return;
  await db
    .update(accessTokens)
    .set({ expiresAt: new Date(deadline) })
    .where(and(eq(accessTokens.id, token.id), isNull(accessTokens.revokedAt)));
}
