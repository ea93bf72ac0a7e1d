// The first-party credential exchange behind POST /oauth/token (ADR 060): client check, brute
// force limits, captcha, argon2id, then a new opaque token. Suppliers are sent to their own site
// (ADR 061).
import { timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  API_MESSAGES,
  MESSAGES,
  supplierLogsInElsewhere,
  tryAgainIn,
} from '@trails/domain/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { oneTimeCodes, users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { NEW_PASSWORD } from '../accounts/service.ts';
import { requireCaptcha } from '../captcha/security.ts';
import { spendPasswordCheck, verifyPassword } from './passwords.ts';
import { clientKey } from '../../http/client-address.ts';
import { SET_PASSWORD } from '../payments/application.ts';
import { hashToken, issueAccessToken, newSecret, revokeOtherTokens } from './tokens.ts';
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

export function supplierMessage(config: Config): string {
  return supplierLogsInElsewhere(config.supplierSiteUrl);
}

export function tooManyAttempts(reply: FastifyReply, seconds: number): HttpError {
  void reply.header('retry-after', String(seconds));
  return new HttpError(429, tryAgainIn(seconds));
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
): Promise<AuthSession | FastifyReply> {
  const { config, db } = request.server;
  if (!isFirstPartyClient(config, body.client_id, body.client_secret)) {
    throw new HttpError(401, API_MESSAGES.unknownClient);
  }
  const { limits } = request.server;
  const address = clientKey(request);
  const account = body.username.trim().toLowerCase();
  const wait = Math.max(
    await limits.loginByAddress.blockedFor(address),
    await limits.loginByAccount.blockedFor(account),
  );
  if (wait > 0) throw tooManyAttempts(reply, wait);
  await requireCaptcha(request, body.altcha);

  const user = await findUserByEmail(db, body.username);
  const check = user ? await checkPassword(db, user, body.password) : null;
  if (!user) await spendPasswordCheck(body.password);
  if (!user || !check || user.status === BLOCKED) {
    await limits.loginByAddress.record(address);
    await limits.loginByAccount.record(account);
    throw new HttpError(401, MESSAGES.invalidLogin);
  }
  await limits.loginByAccount.reset(account);
  if (user.userType === SUPPLIER) throw new HttpError(403, supplierMessage(config));
  if (check.via === 'mailed') {
    const token = await spendMailedPassword(db, user, check.codeHash);
    // Another request used the same mailed password a moment earlier: it is gone.
    if (!token) throw new HttpError(401, MESSAGES.invalidLogin);
    const answer: PasswordChangeRequired = {
      message: API_MESSAGES.passwordChangeRequired,
      set_password_token: token,
    };
    return reply.code(403).send(answer);
  }
  return issueAccessToken(db, user.id, config.tokenTtlSeconds, config.tokenIdleSeconds);
}

/** What logging in with a mailed password answers (403), beside the set-password token. */
export type PasswordChangeRequired = { message: string; set_password_token: string };

/** How long the set-password step after a mailed password may take. */
export const MAILED_PASSWORD_CHANGE_SECONDS = 30 * 60;

type PasswordCheck = { via: 'password' } | { via: 'mailed'; codeHash: string } | null;

/** The account's password, or else a mailed new password that is still unused and unexpired. */
async function checkPassword(
  db: Database,
  user: UserRow,
  password: string,
): Promise<PasswordCheck> {
  if (user.passwordHash && (await verifyPassword(user.passwordHash, password))) {
    return { via: 'password' };
  }
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
    if (await verifyPassword(codeHash, password)) return { via: 'mailed', codeHash };
  }
  return null;
}

/**
 * The first use of a mailed password (issue 18 Medium 5, ADR 180): it reached the address, so
 * the address is proven; it is spent (one conditional DELETE: two logins cannot both use it);
 * the old password stops working and every session of the account ends; what it buys is only a
 * short-lived set-password token for `/account/set-password` (POST /api/account/password/set),
 * never a session — the owner chooses a password of their own first.
 */
async function spendMailedPassword(
  db: Database,
  user: UserRow,
  codeHash: string,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const spent = await tx
      .delete(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.codeHash, codeHash),
          eq(oneTimeCodes.purpose, NEW_PASSWORD),
          eq(oneTimeCodes.userId, user.id),
          isNull(oneTimeCodes.usedAt),
          gt(oneTimeCodes.expiresAt, new Date()),
        ),
      )
      .returning({ userId: oneTimeCodes.userId });
    if (spent.length === 0) return null;
    const now = new Date();
    await tx
      .update(users)
      .set({ passwordHash: null, emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now })
      .where(eq(users.id, user.id));
    await revokeOtherTokens(tx, user.id, null);
    const token = newSecret();
    await tx.insert(oneTimeCodes).values({
      codeHash: hashToken(token),
      purpose: SET_PASSWORD,
      userId: user.id,
      expiresAt: new Date(now.getTime() + MAILED_PASSWORD_CHANGE_SECONDS * 1000),
    });
    return token;
  });
}
