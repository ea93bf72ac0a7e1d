// Sending the outbox: mails are written to mail_outbox in the transaction of the change they
// report (repository.enqueueMail); a job on the app's queue sends each one (ADR 131). With
// SMTP_URL they go out through nodemailer; without it they are "delivered" to the dev mailbox
// (GET /dev/mailbox), which then shows them.
import { createTransport } from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { defineJob } from '../jobs/job.ts';
import type { JobQueue } from '../jobs/queue.ts';
import {
  claimMail,
  dueMailIds,
  mailStatus,
  markSent,
  markUnsent,
  purgeSentMail,
} from './repository.ts';
import type { OutboxRow } from './repository.ts';
import { hasSealed, openSealed, redactSealed } from './secrets.ts';

// A module that mails a secret (accounts' generated password) seals it into its text here; how a
// sealed secret is opened and redacted stays inside this module (secrets.ts, ADR 180).
export { sealSecret } from './secrets.ts';

/** A mail being sent is its sender's for this long; the send job's time limit is the same. */
const MAIL_LEASE_SECONDS = 120;
/** Mails given a job per sweep; a longer queue is taken by the next sweeps. */
const SWEEP_BATCH = 500;
/**
 * How long a nudge leaves a mail this process gave a job alone (ADR 280): the sweep's period.
 * Within it the mail's own job (waiting, running or awaiting its retry) sends it; past it the
 * minute's sweep, which offers every due mail, would have offered it again anyway.
 */
const OFFERED_KEPT_MS = 60_000;

export type MailTransport = {
  name: 'smtp' | 'dev-mailbox';
  deliver(row: OutboxRow): Promise<void>;
  close(): void;
};

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = createTransport(smtpUrl);
  return {
    name: 'smtp',
    async deliver(row) {
      await transporter.sendMail({
        from,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
      });
    },
    close: () => transporter.close(),
  };
}

/** Keeps mails in the database, where the dev mailbox reads them. */
export const devMailboxTransport: MailTransport = {
  name: 'dev-mailbox',
  async deliver() {},
  close() {},
};

/**
 * Sends one outbox mail. Idempotent: a sent mail is left alone, and a mail another sender holds
 * fails this attempt (retried later) rather than going out twice.
 */
export const sendMailJob = defineJob<{ mailId: number }>('mail.send', {
  // Six attempts over about an hour and a half, as before the queue (ADR 045).
  retries: 5,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 3600,
  timeoutSeconds: MAIL_LEASE_SECONDS,
  concurrency: 2,
  key: ({ mailId }) => `mail-${mailId}`,
});

/** Gives every due outbox mail its send job; every minute, and after a request wrote mail. */
export const mailSweepJob = defineJob<Record<string, never>>('mail.sweep', {
  retries: 0,
  timeoutSeconds: 60,
  key: () => 'sweep',
});

/**
 * Deletes sent mail older than the retention period (MAIL_RETENTION_DAYS): an outbox is not an
 * archive of everything the product ever wrote to people (issue 18 Medium 5, ADR 180).
 */
export const mailPurgeJob = defineJob<{ retentionDays: number }>('mail.purge', {
  retries: 2,
  retryDelaySeconds: 300,
  timeoutSeconds: 300,
  key: () => 'purge',
});

export type MailerOptions = {
  /** Opens the secrets sealed into mails (mail/secrets.ts): SECRET_KEY. */
  secretKey: string;
  /** Sent mail older than this many days is deleted by the daily purge. */
  retentionDays: number;
};

export type Mailer = {
  /** Queues the due mails and sends them now, in this process; answers how many went out. */
  deliverDue(): Promise<number>;
  /** Queues the due mails soon (a request just wrote one); the workers send them. */
  nudge(): void;
  /** Waits for nudges under way; none start afterwards. */
  stop(): Promise<void>;
};

type SendOutcome = { sent: boolean };

/** Registers the outbox's jobs on the queue (before it starts). */
export function createMailer(
  db: Database,
  transport: MailTransport,
  log: { warn(obj: object, msg: string): void },
  jobs: JobQueue,
  options: MailerOptions,
): Mailer {
  const nudges = new Set<Promise<unknown>>();
  let stopped = false;
  /**
   * The mails this process gave a send job, and when (ADR 280). A nudge offers only the others:
   * offering every due mail on every nudge made a burst of bookings quadratic — 120 paid orders
   * in a few seconds sent 23,000 refused job inserts for their 360 mails, two thirds of the
   * database's statements in `pnpm bench:book`.
   */
  const offered = new Map<number, number>();

  /** Gives due mails their send job: every one (a sweep), or those not offered lately (a nudge). */
  async function queueDueMails(every: boolean): Promise<number> {
    const due = await dueMailIds(db, SWEEP_BATCH);
    const now = Date.now();
    for (const [mailId, at] of offered) if (now - at > OFFERED_KEPT_MS) offered.delete(mailId);
    const fresh = every ? due : due.filter((mailId) => !offered.has(mailId));
    // Marked in the same synchronous step as the filter, before the first job insert: a nudge
    // running beside this one leaves them alone.
    for (const mailId of fresh) offered.set(mailId, now);
    let queued = 0;
    let sent = 0;
    try {
      for (const mailId of fresh) {
        // null: the mail already has a live job (waiting, running or awaiting a retry).
        if (await jobs.send(sendMailJob, { mailId })) queued++;
        sent++;
      }
    } finally {
      // Not given a job (the queue's insert failed): the next nudge offers them again.
      for (const mailId of fresh.slice(sent)) offered.delete(mailId);
    }
    return queued;
  }

  jobs.register(sendMailJob, async ({ mailId }, { attempt, lastAttempt }): Promise<SendOutcome> => {
    const row = await claimMail(db, mailId, MAIL_LEASE_SECONDS);
    if (!row) {
      const status = await mailStatus(db, mailId);
      if (status === undefined || status === 'sent') return { sent: false };
      throw new Error(`mail ${mailId} is being sent by another worker`);
    }
    try {
      // The secret is readable only on its way to the transport, never in the table.
      await transport.deliver({
        ...row,
        textBody: openSealed(options.secretKey, row.textBody),
        htmlBody: openSealed(options.secretKey, row.htmlBody),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Not before the queue's next attempt (its back-off has jitter on top of this).
      const waitSeconds = Math.min(
        sendMailJob.policy.retryDelayMaxSeconds,
        sendMailJob.policy.retryDelaySeconds * 2 ** (attempt - 1),
      );
      await markUnsent(db, mailId, message, {
        failed: lastAttempt,
        retryAt: new Date(Date.now() + waitSeconds * 1000),
      });
      throw error;
    }
    // Sent: the sealed secret is replaced by a note. The dev mailbox is the exception — its
    // row is the delivered mail a developer reads (refused on any public server, ADR 114).
    const redact =
      transport.name !== 'dev-mailbox' && (hasSealed(row.textBody) || hasSealed(row.htmlBody));
    await markSent(
      db,
      mailId,
      transport.name,
      redact
        ? { textBody: redactSealed(row.textBody), htmlBody: redactSealed(row.htmlBody) }
        : undefined,
    );
    return { sent: true };
  });
  jobs.register(mailSweepJob, async () => ({ queued: await queueDueMails(true) }));
  jobs.schedule(mailSweepJob, { cron: '* * * * *', payload: {} });
  jobs.register(mailPurgeJob, async ({ retentionDays }) => ({
    purged: await purgeSentMail(db, retentionDays),
  }));
  // Daily, at a quiet hour in Sri Lanka.
  jobs.schedule(mailPurgeJob, {
    cron: '17 3 * * *',
    timeZone: 'Asia/Colombo',
    payload: { retentionDays: options.retentionDays },
  });

  return {
    async deliverDue() {
      await queueDueMails(true);
      const report = await jobs.runDue([sendMailJob]);
      return report.outputs.filter((run) => (run.output as SendOutcome | undefined)?.sent).length;
    },
    nudge() {
      if (stopped || !jobs.workersRunning) return;
      const nudge = queueDueMails(false)
        .catch((error) => log.warn({ err: String(error) }, 'queueing mail failed'))
        .finally(() => nudges.delete(nudge));
      nudges.add(nudge);
    },
    async stop() {
      stopped = true;
      await Promise.all(nudges);
    },
  };
}

/** The URLs a mail contains, for the dev mailbox (verification links, review links…). */
export function linksIn(text: string, html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/href="([^"]+)"/g)) found.add(decodeEntities(match[1]!));
  for (const match of text.matchAll(/https?:\/\/[^\s<>"')]+/g)) found.add(match[0]);
  return [...found];
}

function decodeEntities(text: string): string {
  return text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
