// The bearerAuth security scheme: an opaque token, stored only as its SHA-256 hash, with expiry
// and revocation. Until sign-in exists nothing can hold a token, so every (auth) call answers
// 401 as the contract says — never a fake success.
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { accessTokens } from '../../db/schema.ts';
import { unauthenticated } from '../../http/errors.ts';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function bearerAuth(request: FastifyRequest) {
  {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,512})$/.exec(header);
    if (!match) throw unauthenticated();
    const rows = await request.server.db
      .select({ userId: accessTokens.userId })
      .from(accessTokens)
      .where(
        and(
          eq(accessTokens.tokenHash, hashToken(match[1]!)),
          isNull(accessTokens.revokedAt),
          gt(accessTokens.expiresAt, new Date()),
        ),
      );
    const row = rows[0];
    if (!row) throw unauthenticated();
    request.userId = row.userId;
  }
}
