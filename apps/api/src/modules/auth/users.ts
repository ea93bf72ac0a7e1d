// Account lookups shared by login, sign-up, password reset and social sign-in.
import { eq, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.ts';
import type { Database } from '../../db/client.ts';
import { isDatabaseError } from '../../db/errors.ts';
import { users } from '../../db/schema.ts';

/** user_type (spec §9) */
export const SUPPLIER = 2;
export const CLIENT = 3;
/** users.status */
export const UNVERIFIED = 0;
export const ACTIVE = 1;
export const BLOCKED = 2;

export type UserRow = typeof users.$inferSelect;

/** Addresses are unique without regard to case (users_email_key is on lower(email)). */
export async function findUserByEmail(
  db: Pick<Database, 'select'>,
  email: string,
): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`);
  return rows[0];
}

/** A user by id: every authenticated account call reads it, so it is built once (ADR 244). */
const userByIdQuery = builtOnce((db: Pick<Database, 'select'>) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('lt_user_by_id'),
);

export async function findUser(
  db: Pick<Database, 'select'>,
  id: number,
): Promise<UserRow | undefined> {
  const rows = await userByIdQuery(db).execute({ id });
  return rows[0];
}

/** Whether a database error is a unique violation (a race on the same address). */
export function isUniqueViolation(error: unknown): boolean {
  return isDatabaseError(error, '23505');
}
