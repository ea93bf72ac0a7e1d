// The accounts' queries: opening an account, its profile and password, and the one-time codes of
// its mailed links and passwords (the supplier's verification, the address's confirmation, the
// set-password link, a mailed password).
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oneTimeCodes, supplierProfiles, users } from '../../db/schema.ts';
import { ACTIVE, UNVERIFIED } from '../auth/users.ts';

/** The account's own password; opening the mailed link proved the address too. */
export async function setMailedAccountPassword(
  db: Pick<Database, 'update'>,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** A new account as sign-up opens it; its id. */
export async function openAccount(
  db: Pick<Database, 'insert'>,
  account: Pick<
    typeof users.$inferInsert,
    'email' | 'passwordHash' | 'firstName' | 'lastName' | 'userType' | 'status' | 'offersOptIn'
  >,
): Promise<number> {
  const [user] = await db.insert(users).values(account).returning({ id: users.id });
  return user!.id;
}

/** The supplier's profile, opened with its work name at sign-up. */
export async function openSupplierProfile(
  db: Pick<Database, 'insert'>,
  userId: number,
  workName: string,
): Promise<void> {
  await db.insert(supplierProfiles).values({ userId, workName });
}

/** A link's or a mailed password's one-time code, stored by its hash. */
export async function storeOneTimeCode(
  db: Pick<Database, 'insert'>,
  code: { codeHash: string; purpose: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeCodes).values(code);
}

/** Drops the account's codes of one purpose: a newer link or password replaces them. */
export async function dropOneTimeCodes(
  db: Pick<Database, 'delete'>,
  userId: number,
  purpose: string,
): Promise<void> {
  await db
    .delete(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
}

/** The code of the purpose with this hash, while it is unused and unexpired. */
function liveCode(code: { codeHash: string; purpose: string }) {
  return and(
    eq(oneTimeCodes.codeHash, code.codeHash),
    eq(oneTimeCodes.purpose, code.purpose),
    isNull(oneTimeCodes.usedAt),
    gt(oneTimeCodes.expiresAt, new Date()),
  );
}

/**
 * Spends an unexpired, unused code of the purpose by its hash (and, when given, of that account)
 * in one conditional UPDATE, so a link opened twice at once is used once: the account's id, or
 * null when nothing was spent.
 */
export async function spendOneTimeCode(
  db: Pick<Database, 'update'>,
  code: { codeHash: string; purpose: string; userId?: number },
): Promise<number | null> {
  const used = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        liveCode(code),
        code.userId === undefined ? undefined : eq(oneTimeCodes.userId, code.userId),
      ),
    )
    .returning({ userId: oneTimeCodes.userId });
  return used[0]?.userId ?? null;
}

/** Whether a one-time code could still be spent (`liveCode`), spending nothing. */
export async function oneTimeCodeIsLive(
  db: Pick<Database, 'select'>,
  code: { codeHash: string; purpose: string },
): Promise<boolean> {
  const live = await db
    .select({ userId: oneTimeCodes.userId })
    .from(oneTimeCodes)
    .where(liveCode(code))
    .limit(1);
  return live.length > 0;
}

/** A supplier's address is verified: the account opens, unless blocked meanwhile. */
export async function markSupplierVerified(
  db: Pick<Database, 'update'>,
  userId: number,
): Promise<void> {
  await db
    .update(users)
    .set({
      emailVerifiedAt: new Date(),
      status: sql`CASE WHEN ${users.status} = ${UNVERIFIED} THEN ${ACTIVE} ELSE ${users.status} END`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** Changes the profile's own fields (names, phone). */
export async function updateProfile(
  db: Pick<Database, 'update'>,
  userId: number,
  fields: Partial<Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'phone'>>,
  now = new Date(),
): Promise<void> {
  await db
    .update(users)
    .set({ ...fields, updatedAt: now })
    .where(eq(users.id, userId));
}

/** The account's new password (its hash). */
export async function setPassword(
  db: Pick<Database, 'update'>,
  userId: number,
  passwordHash: string,
  now = new Date(),
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** Whether an account other than `userId` holds the address, in any letter case. */
export async function isEmailHeldByAnother(
  db: Pick<Database, 'select'>,
  email: string,
  userId: number,
): Promise<boolean> {
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)));
  return taken.length > 0;
}

/** The account's address is `email` from now on, proven by its link. */
export async function setProvenEmail(
  db: Pick<Database, 'update'>,
  userId: number,
  email: string,
): Promise<void> {
  const now = new Date();
  await db
    .update(users)
    .set({ email, emailVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
}
