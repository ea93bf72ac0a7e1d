// The bearerAuth security scheme: an opaque token, stored only as its SHA-256 hash, live while
// it is neither expired nor revoked and its user is a client who is not blocked. Runs onRequest,
// before validation, so an anonymous caller learns nothing but 401.
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { builtOnce } from '../../db/built-once.ts';
import { accessTokens, users } from '../../db/schema.ts';
import { unauthenticated } from '../../http/errors.ts';
import { hashToken } from './tokens.ts';
import { BLOCKED, CLIENT } from './users.ts';

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,512})$/;

/** The bearer token of the request, or null when there is none in the right form. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = BEARER.exec(request.headers.authorization ?? '');
  return match ? match[1]! : null;
}

/**
 * The live token and its user, for every authenticated call: built once per database (ADR 244).
 * The deadline is compared with the caller's clock as an ISO instant, as drizzle writes a Date.
 */
const liveTokenQuery = builtOnce((db) =>
  db
    .select({
      id: accessTokens.id,
      userId: accessTokens.userId,
      createdAt: accessTokens.createdAt,
      expiresAt: accessTokens.expiresAt,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, sql.placeholder('now')),
        eq(users.userType, CLIENT),
        ne(users.status, BLOCKED),
      ),
    )
    .prepare('lt_live_token'),
);

export async function bearerAuth(request: FastifyRequest) {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  const rows = await liveTokenQuery(request.server.db).execute({
    tokenHash: hashToken(token),
    now: new Date().toISOString(),
  });
  const row = rows[0];
  if (!row) throw unauthenticated();
  request.userId = row.userId;
  // Activity keeps the session alive up to its absolute lifetime (inactivity timeout, ADR 182):
  // the app moves the deadline on once the call has succeeded (app.ts, ADR 208).
  request.session = row;
}

/** The caller's user id inside an (auth) handler; bearerAuth has run. */
export function callerId(request: FastifyRequest): number {
  if (request.userId === null) throw unauthenticated();
  return request.userId;
}
