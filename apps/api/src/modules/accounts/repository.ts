// The accounts' queries that the handlers need: the mailed set-password link, spent once.
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { SET_PASSWORD } from '../payments/application.ts';

/**
 * Spends an unexpired, unused set-password code by its hash in one conditional UPDATE, so two
 * requests with one token cannot both succeed; the account's id, or null when nothing was spent.
 */
export async function spendSetPasswordCode(
  db: Pick<Database, 'execute'>,
  codeHash: string,
): Promise<number | null> {
  const spent = await queryRows<{ user_id: number | null }>(
    db,
    sql`UPDATE one_time_codes SET used_at = now()
      WHERE code_hash = ${codeHash} AND purpose = ${SET_PASSWORD} AND used_at IS NULL
        AND expires_at > now()
      RETURNING user_id`,
  );
  const id = spent[0]?.user_id;
  return id === undefined || id === null ? null : Number(id);
}

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
