// Who a social sign-in is: the account linked to (provider, subject), else a new client account.
// An address is used to link only when an OpenID provider says it is verified; otherwise an
// address that belongs to someone else is never taken over.
import { ACCOUNT_MAILS } from '@trails/domain/messages';
import type { SocialProviderId } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { enqueueMail } from '../mail/repository.ts';
import { escapeHtml } from '../mail/service.ts';
import { hashToken, newSecret, revokeOtherTokens } from '../auth/tokens.ts';
import { ACTIVE, BLOCKED, CLIENT, SUPPLIER, findUser, findUserByEmail } from '../auth/users.ts';
import type { UserRow } from '../auth/users.ts';
import type { SocialProfile } from './providers.ts';
import {
  clearAccountSignIns,
  linkAccount,
  linkedAccount,
  openSocialAccount,
  spendSignInCode,
  storeSignInCode,
} from './repository.ts';

export const SOCIAL_SIGN_IN = 'social-sign-in';
export const SOCIAL_CODE_LIFETIME_SECONDS = 5 * 60;

/** The reasons the callback can give the site in `/login?social_error=`. */
export type SocialFailure = 'failed' | 'supplier' | 'email_in_use';

export class SocialSignInRefused extends Error {
  readonly reason: SocialFailure;
  constructor(reason: SocialFailure) {
    super(`social sign-in refused: ${reason}`);
    this.reason = reason;
  }
}

/** An address no one can receive mail at, for a provider that gives none (X). */
function placeholderEmail(provider: SocialProviderId, subject: string): string {
  return `${provider}-${subject.replace(/[^A-Za-z0-9_-]/g, '')}@users.invalid`;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Hands an account whose address was never proven to the address's proven owner: whatever its
 * opener could sign in with stops working — the password, every token, pending mailed passwords
 * and links, other linked sign-ins — and the address counts as verified from now on. The owner
 * is told by mail (they may have opened the account themselves and lost their password).
 */
async function takeOver(tx: Transaction, owner: UserRow): Promise<void> {
  await clearAccountSignIns(tx, owner.id);
  await revokeOtherTokens(tx, owner.id, null);
  const words = ACCOUNT_MAILS.socialTakeOver;
  const hello = ACCOUNT_MAILS.hello(owner.firstName);
  await enqueueMail(tx, {
    to: owner.email,
    subject: words.subject,
    text: `${hello}\n\n${words.body}\n`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(words.body)}</p>`,
  });
}

export async function accountFor(
  db: Database,
  provider: SocialProviderId,
  profile: SocialProfile,
): Promise<number> {
  return db.transaction(async (tx) => {
    const linked = await linkedAccount(tx, provider, profile.subject);
    let userId = linked;

    if (userId === undefined && profile.email) {
      const owner = await findUserByEmail(tx, profile.email);
      if (owner) {
        if (owner.userType === SUPPLIER) throw new SocialSignInRefused('supplier');
        if (!profile.emailVerified) throw new SocialSignInRefused('email_in_use');
        // Linked as it is only when its address was proven too; otherwise whoever opened the
        // account never showed the address was theirs, and the provider's proven owner takes
        // it over (ADR 111).
        if (!owner.emailVerifiedAt) await takeOver(tx, owner);
        userId = owner.id;
      }
    }

    if (userId === undefined) {
      userId = await openSocialAccount(tx, {
        email: profile.email ?? placeholderEmail(provider, profile.subject),
        firstName: profile.firstName ?? 'Traveller',
        lastName: profile.lastName ?? '',
        userType: CLIENT,
        status: ACTIVE,
        emailVerifiedAt: profile.emailVerified ? new Date() : null,
      });
    }
    if (linked === undefined) await linkAccount(tx, provider, profile.subject, userId);

    const user = await findUser(tx, userId);
    if (!user || user.status === BLOCKED) throw new SocialSignInRefused('failed');
    if (user.userType !== CLIENT) throw new SocialSignInRefused('supplier');
    return userId;
  });
}

/** A one-time code for the site to exchange for a token (valid 5 minutes, once). */
export async function mintSignInCode(db: Database, userId: number): Promise<string> {
  const code = `sc_${newSecret()}`;
  await storeSignInCode(db, {
    codeHash: hashToken(code),
    purpose: SOCIAL_SIGN_IN,
    userId,
    expiresAt: new Date(Date.now() + SOCIAL_CODE_LIFETIME_SECONDS * 1000),
  });
  return code;
}

/** Uses a code: the user it was minted for, or null when unknown, expired or already used. */
export async function redeemSignInCode(db: Database, code: string): Promise<number | null> {
  return spendSignInCode(db, hashToken(code), SOCIAL_SIGN_IN);
}
