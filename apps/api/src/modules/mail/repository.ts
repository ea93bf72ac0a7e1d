import { and, desc, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

export type OutgoingMail = { to: string; subject: string; text: string; html: string };
export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Writes a mail to the outbox; call it inside the transaction of the change it reports. */
export async function enqueueMail(db: Pick<Database, 'insert'>, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values({
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
  });
}

/**
 * Claims due mails for one delivery round. A claimed row is pushed `leaseSeconds` into the
 * future, so a sender that dies mid-way leaves it to be claimed again later; SKIP LOCKED lets
 * several servers share the outbox.
 */
export async function claimDueMails(db: Database, limit: number, leaseSeconds: number) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1,
      next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
    WHERE id IN (
      SELECT id FROM mail_outbox
      WHERE status IN ('pending', 'sending') AND next_attempt_at <= now()
      ORDER BY id LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`,
  );
  const ids = rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.id} IN (${sql.join(ids, sql`, `)})`)
    .orderBy(mailOutbox.id);
}

export async function markSent(db: Database, id: number, transport: string) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', transport, sentAt: new Date(), lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markFailed(db: Database, row: OutboxRow, error: string, maxAttempts: number) {
  const giveUp = row.attempts >= maxAttempts;
  const backoffSeconds = Math.min(3600, 30 * 2 ** row.attempts);
  await db
    .update(mailOutbox)
    .set({
      status: giveUp ? 'failed' : 'pending',
      lastError: error.slice(0, 1000),
      nextAttemptAt: new Date(Date.now() + backoffSeconds * 1000),
    })
    .where(eq(mailOutbox.id, row.id));
}

/** Mails delivered to the dev mailbox, newest first. */
export function listDevMailbox(db: Database, limit = 200) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'sent'), eq(mailOutbox.transport, 'dev-mailbox')))
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}
