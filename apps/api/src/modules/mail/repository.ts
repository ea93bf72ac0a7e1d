import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
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

/** Mails waiting to be sent (or whose sender vanished mid-send), oldest first. */
export async function dueMailIds(db: Database, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['pending', 'sending']),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(mailOutbox.id)
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Takes one mail for sending, in one statement so two senders cannot both take it. A mail being
 * sent is leased for `leaseSeconds`: a sender that dies mid-way leaves it to be taken again.
 * 'failed' mails are taken too: the operator retried their job. Answers nothing when the mail is
 * sent, unknown, or leased by another sender.
 */
export async function claimMail(
  db: Database,
  id: number,
  leaseSeconds: number,
): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(
      and(
        eq(mailOutbox.id, id),
        or(
          inArray(mailOutbox.status, ['pending', 'failed']),
          and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
        ),
      ),
    )
    .returning();
  return row;
}

export async function mailStatus(db: Database, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ status: mailOutbox.status })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return row?.status;
}

/** Marks a mail sent; `bodies` replace its text when a secret was taken out (mail/secrets.ts). */
export async function markSent(
  db: Database,
  id: number,
  transport: string,
  bodies?: { textBody: string; htmlBody: string },
) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', transport, sentAt: new Date(), lastError: null, ...bodies })
    .where(eq(mailOutbox.id, id));
}

/** Deletes mail sent more than `retentionDays` ago; answers how many went. */
export async function purgeSentMail(db: Database, retentionDays: number): Promise<number> {
  const gone = await db
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'sent'),
        lte(mailOutbox.sentAt, sql`now() - make_interval(days => ${retentionDays})`),
      ),
    )
    .returning({ id: mailOutbox.id });
  return gone.length;
}

/** A failed attempt: back to 'pending' until `retryAt` (or 'failed' for good), with the error. */
export async function markUnsent(
  db: Database,
  id: number,
  error: string,
  outcome: { failed: boolean; retryAt: Date },
) {
  await db
    .update(mailOutbox)
    .set({
      status: outcome.failed ? 'failed' : 'pending',
      lastError: error.slice(0, 1000),
      nextAttemptAt: outcome.retryAt,
    })
    .where(eq(mailOutbox.id, id));
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
