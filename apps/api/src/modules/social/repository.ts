// The social sign-in's queries: the (provider, subject) links to accounts, the accounts a sign-in
// opens or takes over, and the one-time codes the site exchanges for a token.
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { SocialProviderId } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { oneTimeCodes, socialIdentities, users } from '../../db/schema.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The account a provider's subject is linked to, if any. */
export async function linkedAccount(
  db: Pick<Database, 'select'>,
  provider: SocialProviderId,
  subject: string,
): Promise<number | undefined> {
  const linked = await db
    .select({ userId: socialIdentities.userId })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
  return linked[0]?.userId;
}

/** Links a provider's subject to an account (a link made meanwhile by another request stays). */
export async function linkAccount(
  db: Pick<Database, 'insert'>,
  provider: SocialProviderId,
  subject: string,
  userId: number,
): Promise<void> {
  await db.insert(socialIdentities).values({ provider, subject, userId }).onConflictDoNothing();
}

/** A client account opened by a sign-in, without a password; its id. */
export async function openSocialAccount(
  db: Pick<Database, 'insert'>,
  account: Pick<
    typeof users.$inferInsert,
    'email' | 'firstName' | 'lastName' | 'userType' | 'status' | 'emailVerifiedAt'
  >,
): Promise<number> {
  const [created] = await db
    .insert(users)
    .values({ ...account, passwordHash: null })
    .returning({ id: users.id });
  return created!.id;
}

/**
 * Ends what an account could sign in with, but tokens (auth's to revoke): its password, its
 * pending mailed passwords and links, its other linked sign-ins; its address counts as proven.
 */
export async function clearAccountSignIns(tx: Transaction, userId: number): Promise<void> {
  const now = new Date();
  await tx
    .update(users)
    .set({ passwordHash: null, emailVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
  await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
  await tx.delete(socialIdentities).where(eq(socialIdentities.userId, userId));
}

/** Stores a sign-in code's hash, dropping the expired ones of its purpose first. */
export async function storeSignInCode(
  db: Pick<Database, 'delete' | 'insert'>,
  code: { codeHash: string; purpose: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db
    .delete(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, code.purpose), lt(oneTimeCodes.expiresAt, new Date())));
  await db.insert(oneTimeCodes).values(code);
}

/**
 * Spends an unexpired, unused code of the purpose by its hash in one conditional UPDATE: the
 * account it was minted for, or null.
 */
export async function spendSignInCode(
  db: Pick<Database, 'update'>,
  codeHash: string,
  purpose: string,
): Promise<number | null> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeCodes.codeHash, codeHash),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
      ),
    )
    .returning({ userId: oneTimeCodes.userId });
  return rows[0]?.userId ?? null;
}
