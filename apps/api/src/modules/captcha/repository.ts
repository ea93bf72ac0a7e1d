// The captcha's one table: the signature of every solved challenge, kept until the challenge
// expires, so that a solution is never accepted twice.
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { captchaReplays } from '../../db/schema.ts';

/**
 * Records a solved challenge (dropping the expired ones first); false when it was solved before,
 * in one conditional insert so that two requests with one solution cannot both pass.
 */
export async function recordSolvedChallenge(
  db: Pick<Database, 'delete' | 'insert'>,
  signature: string,
  expiresAt: Date,
): Promise<boolean> {
  await db.delete(captchaReplays).where(lt(captchaReplays.expiresAt, new Date()));
  const inserted = await db
    .insert(captchaReplays)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaReplays.signature });
  return inserted.length === 1;
}
