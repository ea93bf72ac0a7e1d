// Issue 18 Medium 5 (ADR 180): a mailed password is never readable in the outbox — sealed while
// the mail waits, replaced by a note once a real SMTP server took it — and sent mail is purged
// after the retention period by a scheduled job on the queue.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema.ts';
import { enqueueMail } from '../src/modules/mail/repository.ts';
import { REMOVED_SECRET } from '../src/modules/mail/secrets.ts';
import { mailPurgeJob } from '../src/modules/mail/service.ts';
import { lastMailTo, logInRequest, registerAccount } from './support/accounts.ts';
import { anotherApp, createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

let t: TestApp;
let smtp: SMTPServer;
let smtpApp: FastifyInstance;
const received: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ captchaProvider: 'off' });
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  // The same API with a real SMTP relay, on the same database.
  smtpApp = await anotherApp(t, {
    config: { ...t.app.config, smtpUrl: `smtp://127.0.0.1:${port}` },
  });
});
afterAll(async () => {
  await smtpApp?.close();
  smtp?.close();
  await t?.close();
});

describe('a mailed new password', () => {
  it('reaches the inbox, but the outbox never holds it readable, before or after sending', async () => {
    const account = await registerAccount(t);
    // Mails queued earlier go out through the dev transport first.
    await t.app.mailer.deliverDue();
    const asked = await smtpApp.inject({
      method: 'POST',
      url: '/api/client/chpwd',
      payload: { username: account.email },
    });
    expect(asked.statusCode).toBe(200);
    const waiting = await lastMailTo(t, account.email);
    expect(waiting!.textBody).toContain('[[sealed:');

    expect(await smtpApp.mailer.deliverDue()).toBe(1);
    const mail = received.find((body) => body.includes(account.email));
    const password = /new password is: ([A-Za-z0-9]{16})/.exec(mail ?? '')?.[1];
    expect(password, 'the delivered mail shows the password').toBeDefined();
    expect(waiting!.textBody).not.toContain(password);

    const sent = await lastMailTo(t, account.email);
    expect(sent).toMatchObject({ status: 'sent', transport: 'smtp' });
    for (const body of [sent!.textBody, sent!.htmlBody]) {
      expect(body).not.toContain(password);
      expect(body).not.toContain('[[sealed:');
      expect(body).toContain(REMOVED_SECRET);
    }
    // The password the inbox got is the one that works (once: it asks for a new one).
    expect((await logInRequest(t, account.email, password!)).statusCode).toBe(403);
  });
});

describe('sent mail', () => {
  it('is purged after the retention period by a daily job; newer and unsent mail stay', async () => {
    const schedules = await t.app.jobs.schedules();
    expect(schedules.map((schedule) => schedule.name)).toContain(mailPurgeJob.name);

    for (const subject of ['old sent', 'recent sent', 'old pending']) {
      await enqueueMail(t.db, { to: 'purge@example.com', subject, text: 'x', html: '<p>x</p>' });
    }
    const days = t.app.config.mailRetentionDays;
    await t.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now() - make_interval(days => ${days + 1})` })
      .where(eq(mailOutbox.subject, 'old sent'));
    await t.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now() - make_interval(days => ${days - 1})` })
      .where(eq(mailOutbox.subject, 'recent sent'));
    await t.db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - make_interval(days => ${days + 5})` })
      .where(eq(mailOutbox.subject, 'old pending'));

    await t.app.jobs.send(mailPurgeJob, { retentionDays: days });
    await t.app.jobs.runDue([mailPurgeJob]);

    const left = await t.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'purge@example.com'));
    expect(left.map((row) => row.subject).sort()).toEqual(['old pending', 'recent sent']);
  });
});
