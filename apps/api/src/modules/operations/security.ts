// The operators' side of the bearer scheme (ADR 104): the same opaque tokens, but only a
// supplier's (user_type 2) or an admin's (user_type 1) token opens the /api/ops calls; a
// client's token answers 403. Clients' calls keep accepting clients only (auth/security.ts).
// Operators' sessions lapse when idle as customers' do (ADR 205, amending 182): a supplier's or
// an admin's token confirms, rejects and refunds bookings, so it is worth more, not less.
import { API_MESSAGES } from '@trails/domain/messages';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { accessTokens, users } from '../../db/schema.ts';
import { HttpError, unauthenticated } from '../../http/errors.ts';
import { bearerToken } from '../auth/security.ts';
import { hashToken } from '../auth/tokens.ts';
import { BLOCKED } from '../auth/users.ts';

export const ADMIN = 1;
export const SUPPLIER = 2;
export type Operator = { id: number; userType: typeof ADMIN | typeof SUPPLIER };

export async function operatorAuth(request: FastifyRequest) {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  const rows = await request.server.db
    .select({
      id: accessTokens.id,
      userId: accessTokens.userId,
      userType: users.userType,
      createdAt: accessTokens.createdAt,
      expiresAt: accessTokens.expiresAt,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, hashToken(token)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, new Date()),
        ne(users.status, BLOCKED),
      ),
    );
  const row = rows[0];
  if (!row) throw unauthenticated();
  if (row.userType !== ADMIN && row.userType !== SUPPLIER) {
    throw new HttpError(403, API_MESSAGES.operatorsOnly);
  }
  request.session = row; // kept alive once the call succeeds (app.ts)
  request.userId = row.userId;
  request.operator = { id: row.userId, userType: row.userType };
}

export function operatorOf(request: FastifyRequest): Operator {
  if (!request.operator) throw unauthenticated();
  return request.operator;
}
