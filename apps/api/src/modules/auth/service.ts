// The first-party credential exchange behind POST /oauth/token (ADR 060): client check, brute
// force limits, captcha, argon2id, then a new opaque token. Suppliers are sent to their own site
// (ADR 061).
import { timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { MESSAGES, supplierLogsInElsewhere } from '@trails/domain/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { oneTimeCodes, users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { NEW_PASSWORD } from '../accounts/service.ts';
import { requireCaptcha } from '../captcha/handlers.ts';
import { spendPasswordCheck, verifyPassword } from './passwords.ts';
import { clientKey } from '../../http/client-address.ts';
import { throttlesOf } from './throttle.ts';
import { issueAccessToken, revokeOtherTokens } from './tokens.ts';
import type { AuthSession } from './tokens.ts';
import { BLOCKED, SUPPLIER, findUserByEmail } from './users.ts';
import type { UserRow } from './users.ts';

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether the caller names the first-party web client (OAUTH_CLIENT_ID / _SECRET). */
export function isFirstPartyClient(config: Config, clientId: string, secret: string): boolean {
  // Both compared, always, so the timing does not tell which one was wrong.
  const id = same(clientId, config.oauthClientId);
  const password = same(secret, config.oauthClientSecret);
  return id && password;
}

export const UNKNOWN_CLIENT = 'The client is not recognised.';

export function supplierMessage(config: Config): string {
  return supplierLogsInElsewhere(config.supplierSiteUrl);
}

export function tooManyAttempts(reply: FastifyReply, seconds: number): HttpError {
  void reply.header('retry-after', String(seconds));
  return new HttpError(
    429,
    `Too many attempts, please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  );
}

export type Credentials = {
  client_id: string;
  client_secret: string;
  username: string;
  password: string;
  altcha?: string;
};

export async function logIn(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Credentials,
): Promise<AuthSession> {
  const { config, db } = request.server;
  if (!isFirstPartyClient(config, body.client_id, body.client_secret)) {
    throw new HttpError(401, UNKNOWN_CLIENT);
  }
  const throttles = throttlesOf(db, config);
  const address = clientKey(request);
  const account = body.username.trim().toLowerCase();
  const wait = Math.max(
    throttles.loginByAddress.blockedFor(address),
    throttles.loginByAccount.blockedFor(account),
  );
  if (wait > 0) throw tooManyAttempts(reply, wait);
  await requireCaptcha(request, body.altcha);

  const user = await findUserByEmail(db, body.username);
  const ok = user ? await checkPassword(db, user, body.password) : false;
  if (!user) await spendPasswordCheck(body.password);
  if (!user || !ok || user.status === BLOCKED) {
    throttles.loginByAddress.record(address);
    throttles.loginByAccount.record(account);
    throw new HttpError(401, MESSAGES.invalidLogin);
  }
  throttles.loginByAccount.reset(account);
  if (user.userType === SUPPLIER) throw new HttpError(403, supplierMessage(config));
  return issueAccessToken(db, user.id, config.tokenTtlSeconds);
}

/**
 * The account's password, or else a mailed new password that is still unused: its first use
 * makes it the password (the old one stops working then, not before).
 */
async function checkPassword(db: Database, user: UserRow, password: string): Promise<boolean> {
  if (user.passwordHash && (await verifyPassword(user.passwordHash, password))) return true;
  if (!user.passwordHash) await spendPasswordCheck(password);
  const pending = await db
    .select({ codeHash: oneTimeCodes.codeHash })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, user.id),
        eq(oneTimeCodes.purpose, NEW_PASSWORD),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
      ),
    );
  for (const { codeHash } of pending) {
    if (!(await verifyPassword(codeHash, password))) continue;
    // The mailed password reached the address: the address is proven, and whoever signed in
    // before (with the old password) is signed out.
    await db.transaction(async (tx) => {
      const now = new Date();
      await tx
        .update(users)
        .set({
          passwordHash: codeHash,
          emailVerifiedAt: user.emailVerifiedAt ?? now,
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
      await revokeOtherTokens(tx, user.id, null);
      await tx
        .delete(oneTimeCodes)
        .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, NEW_PASSWORD)));
    });
    return true;
  }
  return false;
}
