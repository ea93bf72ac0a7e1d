// The outbox job: mails are written to mail_outbox in the transaction of the change they report
// (repository.enqueueMail); this sends them. With SMTP_URL they go out through nodemailer;
// without it they are "delivered" to the dev mailbox (GET /dev/mailbox), which then shows them.
import { createTransport } from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { claimDueMails, markFailed, markSent } from './repository.ts';
import type { OutboxRow } from './repository.ts';

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

export type Mailer = {
  /** Sends what is due now; returns how many were sent. */
  deliverDue(): Promise<number>;
  /** Asks the job to run soon (after a mail was queued). */
  nudge(): void;
  start(intervalMs: number): void;
  stop(): Promise<void>;
};

const MAX_ATTEMPTS = 6;

export function createMailer(
  db: Database,
  transport: MailTransport,
  log: { warn(obj: object, msg: string): void },
): Mailer {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function round(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claimDueMails(db, 20, 120);
      if (rows.length === 0) return sent;
      for (const row of rows) {
        try {
          await transport.deliver(row);
          await markSent(db, row.id, transport.name);
          sent++;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          log.warn({ mailId: row.id, err: message }, 'mail delivery failed');
          await markFailed(db, row, message, MAX_ATTEMPTS);
        }
      }
    }
  }

  function deliverDue(): Promise<number> {
    // One round at a time per process; callers share the running one and then start their own.
    const next = (running ?? Promise.resolve(0)).catch(() => 0).then(() => round());
    running = next;
    return next.finally(() => {
      if (running === next) running = undefined;
    });
  }

  return {
    deliverDue,
    nudge() {
      if (stopped || !timer) return;
      setImmediate(() => {
        if (!stopped)
          deliverDue().catch((error) => log.warn({ err: String(error) }, 'mail job failed'));
      });
    },
    start(intervalMs) {
      timer = setInterval(() => {
        deliverDue().catch((error) => log.warn({ err: String(error) }, 'mail job failed'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
      transport.close();
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
