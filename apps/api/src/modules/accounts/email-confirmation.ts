// Proving an address (issue 18, ADR 111): a link mailed to it carries a token naming the account
// and the address, `<user>.<expiry>.<address, base64url>.<nonce>.<HMAC>`, signed with a key
// derived from SECRET_KEY, valid 48 hours, single-use through its hash in one_time_codes. Opening
// it is the proof: the sign-up address becomes verified, a changed address replaces the old one.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_MAILS } from '@trails/domain/messages';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { enqueueMail } from '../mail/repository.ts';
import { escapeHtml } from '../mail/service.ts';
import { hashToken } from '../auth/tokens.ts';
import { findUser, isUniqueViolation } from '../auth/users.ts';
import {
  dropOneTimeCodes,
  isEmailHeldByAnother,
  setProvenEmail,
  spendOneTimeCode,
  storeOneTimeCode,
} from './repository.ts';

export const EMAIL_CONFIRMATION = 'email-confirmation';
export const EMAIL_CONFIRMATION_LIFETIME_SECONDS = 48 * 3600;

type Executor = Pick<Database, 'insert' | 'delete'>;

function sign(secretKey: string, body: string): string {
  const key = createHmac('sha256', secretKey).update('e-mail confirmation link').digest();
  return createHmac('sha256', key).update(body).digest('base64url');
}

export function createEmailToken(
  secretKey: string,
  userId: number,
  email: string,
  expiresAt: Date,
): string {
  const address = Buffer.from(email).toString('base64url');
  const body = `${userId}.${Math.floor(expiresAt.getTime() / 1000)}.${address}.${randomBytes(16).toString('base64url')}`;
  return `${body}.${sign(secretKey, body)}`;
}

/** The account and address of a well-signed, unexpired token; null for anything else. */
export function readEmailToken(
  secretKey: string,
  token: string,
  now = new Date(),
): { userId: number; email: string } | null {
  const match =
    /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{1,700})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(
      token,
    );
  if (!match) return null;
  const [, user, expiry, address, , signature] = match;
  const body = token.slice(0, token.lastIndexOf('.'));
  if (!timingSafeEqual(Buffer.from(sign(secretKey, body)), Buffer.from(signature!))) return null;
  if (Number(expiry) * 1000 <= now.getTime()) return null;
  return { userId: Number(user), email: Buffer.from(address!, 'base64url').toString() };
}

/**
 * Mails a confirmation link to `email` for the account (in the caller's transaction). A newer
 * link replaces older unused ones: only the last address asked for can be confirmed.
 */
export async function mailConfirmationLink(
  tx: Executor,
  config: Config,
  user: { id: number; firstName: string },
  email: string,
  reason: 'sign-up' | 'change',
): Promise<void> {
  await dropOneTimeCodes(tx, user.id, EMAIL_CONFIRMATION);
  const expiresAt = new Date(Date.now() + EMAIL_CONFIRMATION_LIFETIME_SECONDS * 1000);
  const token = createEmailToken(config.secretKey, user.id, email, expiresAt);
  await storeOneTimeCode(tx, {
    codeHash: hashToken(token),
    purpose: EMAIL_CONFIRMATION,
    userId: user.id,
    expiresAt,
  });
  const link = `${config.publicUrl}/api/account/email/confirm?token=${encodeURIComponent(token)}`;
  const words = ACCOUNT_MAILS.confirmEmail;
  const ask = words.ask[reason];
  const hello = ACCOUNT_MAILS.hello(user.firstName);
  await enqueueMail(tx, {
    to: email,
    subject: words.subject,
    text: `${hello}\n\n${ACCOUNT_MAILS.openLink(ask)}\n\n${link}\n\n${words.notYou}\n`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(ACCOUNT_MAILS.beforeButton(ask))}</p><p><a href="${escapeHtml(link)}">${escapeHtml(words.link)}</a></p><p>${escapeHtml(words.notYou)}</p>`,
  });
}

/**
 * Uses a confirmation link once. The sign-up address becomes verified; a new address replaces the
 * old one, which is told by mail. False for a bad, used or expired link, or an address another
 * account holds by now.
 */
export async function confirmEmail(db: Database, config: Config, token: string): Promise<boolean> {
  const claim = readEmailToken(config.secretKey, token);
  if (!claim) return false;
  try {
    return await db.transaction(async (tx) => {
      const spent = await spendOneTimeCode(tx, {
        codeHash: hashToken(token),
        purpose: EMAIL_CONFIRMATION,
        userId: claim.userId,
      });
      const user = spent !== null ? await findUser(tx, claim.userId) : undefined;
      if (!user) return false;
      const changed = user.email.toLowerCase() !== claim.email.toLowerCase();
      if (changed && (await isEmailHeldByAnother(tx, claim.email, user.id))) return false;
      await setProvenEmail(tx, user.id, claim.email);
      if (changed) {
        const words = ACCOUNT_MAILS.emailChanged;
        const hello = ACCOUNT_MAILS.hello(user.firstName);
        await enqueueMail(tx, {
          to: user.email,
          subject: words.subject,
          text: `${hello}\n\n${words.addressIsNow(claim.email)} ${words.mailGoesThere}\n\n${words.notYou}\n`,
          html: `<p>${escapeHtml(hello)}</p><p>${words.addressIsNow(`<strong>${escapeHtml(claim.email)}</strong>`)} ${escapeHtml(words.mailGoesThere)}</p><p>${escapeHtml(words.notYou)}</p>`,
        });
      }
      return true;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
