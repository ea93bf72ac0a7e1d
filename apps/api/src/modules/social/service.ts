// Who a social sign-in is: the account linked to (provider, subject), else a new client account.
// An address is used to link only when an OpenID provider says it is verified; otherwise an
// address that belongs to someone else is never taken over.
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { SocialProviderId } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { oneTimeCodes, socialIdentities, users } from '../../db/schema.ts';
import { enqueueMail } from '../mail/repository.ts';
import { escapeHtml } from '../mail/service.ts';
import { hashToken, newSecret, revokeOtherTokens } from '../auth/tokens.ts';
import { ACTIVE, BLOCKED, CLIENT, SUPPLIER, findUser, findUserByEmail } from '../auth/users.ts';
import type { UserRow } from '../auth/users.ts';
import type { SocialProfile } from './providers.ts';

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
  const now = new Date();
  await tx
    .update(users)
    .set({ passwordHash: null, emailVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, owner.id));
  await revokeOtherTokens(tx, owner.id, null);
  await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, owner.id));
  await tx.delete(socialIdentities).where(eq(socialIdentities.userId, owner.id));
  await enqueueMail(tx, {
    to: owner.email,
    subject: 'Your Lanka Trails account now signs in with your provider only',
    text: `Hello ${owner.firstName},

You signed in to Lanka Trails with an account provider that confirmed this address. The account on this address had not confirmed it, so its password and every earlier sign-in were ended. Sign in with your provider, or ask for a new password on the login page.
`,
    html: `<p>Hello ${escapeHtml(owner.firstName)},</p><p>You signed in to Lanka Trails with an account provider that confirmed this address. The account on this address had not confirmed it, so its password and every earlier sign-in were ended. Sign in with your provider, or ask for a new password on the login page.</p>`,
  });
}

export async function accountFor(
  db: Database,
  provider: SocialProviderId,
  profile: SocialProfile,
): Promise<number> {
  return db.transaction(async (tx) => {
    const linked = await tx
      .select({ userId: socialIdentities.userId })
      .from(socialIdentities)
      .where(
        and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, profile.subject)),
      );
    let userId = linked[0]?.userId;

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
      const [created] = await tx
        .insert(users)
        .values({
          email: profile.email ?? placeholderEmail(provider, profile.subject),
          passwordHash: null,
          firstName: profile.firstName ?? 'Traveller',
          lastName: profile.lastName ?? '',
          userType: CLIENT,
          status: ACTIVE,
          emailVerifiedAt: profile.emailVerified ? new Date() : null,
        })
        .returning({ id: users.id });
      userId = created!.id;
    }
    if (!linked[0]) {
      await tx
        .insert(socialIdentities)
        .values({ provider, subject: profile.subject, userId })
        .onConflictDoNothing();
    }

    const user = await findUser(tx, userId);
    if (!user || user.status === BLOCKED) throw new SocialSignInRefused('failed');
    if (user.userType !== CLIENT) throw new SocialSignInRefused('supplier');
    return userId;
  });
}

/** A one-time code for the site to exchange for a token (valid 5 minutes, once). */
export async function mintSignInCode(db: Database, userId: number): Promise<string> {
  await db
    .delete(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, SOCIAL_SIGN_IN), lt(oneTimeCodes.expiresAt, new Date())));
  const code = `sc_${newSecret()}`;
  await db.insert(oneTimeCodes).values({
    codeHash: hashToken(code),
    purpose: SOCIAL_SIGN_IN,
    userId,
    expiresAt: new Date(Date.now() + SOCIAL_CODE_LIFETIME_SECONDS * 1000),
  });
  return code;
}

/** Uses a code: the user it was minted for, or null when unknown, expired or already used. */
export async function redeemSignInCode(db: Database, code: string): Promise<number | null> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeCodes.codeHash, hashToken(code)),
        eq(oneTimeCodes.purpose, SOCIAL_SIGN_IN),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
      ),
    )
    .returning({ userId: oneTimeCodes.userId });
  return rows[0]?.userId ?? null;
}
