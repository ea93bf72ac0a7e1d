// The outbox on the job queue: every mail is sent once — when its job runs twice, when a sweep
// queues it again, and when two API instances share the outbox — and a mail that keeps failing
// ends in the dead-letter view, from which the operator's retry sends it. A real SMTP server
// (smtp-server) receives what is sent.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { mailOutbox } from '../src/db/schema.ts';
import { createJobQueue } from '../src/modules/jobs/queue.ts';
import { enqueueMail } from '../src/modules/mail/repository.ts';
import { createMailer, mailSweepJob, sendMailJob } from '../src/modules/mail/service.ts';
import { openTestDatabase } from './support/harness.ts';
import type { TestDatabase } from './support/harness.ts';

const silentLog = { info() {}, warn() {}, error() {} };

let database: TestDatabase;
let smtp: SMTPServer;
let smtpUrl: string;
/** Subjects of the mails the SMTP server received, in order. */
const received: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/m.exec(Buffer.concat(chunks).toString('utf8'))?.[1];
        received.push(subject ?? '');
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  smtp?.close();
  await database?.drop();
  await database?.close();
});

/** An API instance sending through the test SMTP server, closed when the test ends. */
async function startApi(
  handle: DatabaseHandle,
  workers: boolean,
  jobPollingIntervalSeconds = 0.5,
): Promise<FastifyInstance> {
  const config = loadConfig(
    {},
    { smtpUrl, dataDir: '/tmp', databaseUrl: null, rateLimitMax: 10_000, logLevel: 'silent' },
  );
  const app = await buildApp({
    config,
    database: { db: handle.db, engine: handle.engine, close: async () => {} },
    logger: false,
    jobs: workers,
    jobPollingIntervalSeconds,
  });
  onTestFinished(() => app.close());
  return app;
}

async function queueMail(subject: string): Promise<number> {
  await enqueueMail(database.db, { to: 'guest@example.com', subject, text: subject, html: '' });
  const [row] = await database.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.subject, subject));
  return row!.id;
}

function receivedCount(subject: string) {
  return received.filter((s) => s === subject).length;
}

describe('a mail’s send job', () => {
  it('sends the mail once, however often it runs', async () => {
    const api = await startApi(database, false);
    const mailId = await queueMail('Your booking LT-2001');
    expect(await api.mailer.deliverDue()).toBe(1);
    // The same job again (a retry after a crash, an operator's retry): nothing more goes out.
    await api.jobs.send(sendMailJob, { mailId });
    const again = await api.jobs.runDue([sendMailJob]);
    expect(again).toMatchObject({ completed: 1, outputs: [{ output: { sent: false } }] });
    // And a sweep finds nothing left to queue.
    await api.jobs.send(mailSweepJob, {});
    expect((await api.jobs.runDue([mailSweepJob])).outputs).toEqual([
      expect.objectContaining({ output: { queued: 0 } }),
    ]);
    expect(receivedCount('Your booking LT-2001')).toBe(1);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1 });
  });

  it('is queued by the minute’s sweep for a mail written without a nudge', async () => {
    const api = await startApi(database, false);
    expect(await api.jobs.schedules()).toContainEqual({
      name: 'mail.sweep',
      cron: '* * * * *',
      timeZone: 'UTC',
    });
    await queueMail('Reminder: Knuckles trek tomorrow');
    await api.jobs.send(mailSweepJob, {});
    expect((await api.jobs.runDue([mailSweepJob])).outputs[0]?.output).toEqual({ queued: 1 });
    // A second sweep while the mail's job waits queues nothing more.
    await api.jobs.send(mailSweepJob, {});
    expect((await api.jobs.runDue([mailSweepJob])).outputs[0]?.output).toEqual({ queued: 0 });
    await api.jobs.runDue([sendMailJob]);
    expect(receivedCount('Reminder: Knuckles trek tomorrow')).toBe(1);
  });
});

describe('a mail that cannot be sent', () => {
  it('is retried, then marked failed and shown in the dead-letter view; retried from there, it goes out', async () => {
    const api = await startApi(database, false);
    // Another sender on the same database whose SMTP relay refuses everything.
    const broken = createJobQueue({ db: database.db, log: silentLog });
    const brokenMailer = createMailer(
      database.db,
      { name: 'smtp', deliver: () => Promise.reject(new Error('550 relay denied')), close() {} },
      silentLog,
      broken,
      { secretKey: 'test-secret-key-of-at-least-32-characters', retentionDays: 30 },
    );
    await broken.start({ workers: false });
    onTestFinished(() => broken.stop());

    const mailId = await queueMail('Booking LT-2002 cancelled');
    expect(await brokenMailer.deliverDue()).toBe(0);
    // Without waiting out the back-off: the five retries run now and fail.
    expect(await broken.runDue([sendMailJob], { includeDeferred: true })).toMatchObject({
      completed: 0,
      failed: 5,
    });
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    expect(row).toMatchObject({ status: 'failed', attempts: 6, lastError: '550 relay denied' });
    // A failed mail is not queued again by the sweeps.
    expect(await api.mailer.deliverDue()).toBe(0);

    const letters = await api.jobs.deadLetters();
    const letter = letters.find((l) => (l.payload as { mailId: number }).mailId === mailId);
    expect(letter).toMatchObject({ name: 'mail.send', attempts: 6, error: '550 relay denied' });
    expect(await api.jobs.retryDeadLetter(letter!.id)).toBe(true);
    expect((await api.jobs.runDue([sendMailJob])).completed).toBe(1);
    expect(receivedCount('Booking LT-2002 cancelled')).toBe(1);
    const [sent] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    expect(sent).toMatchObject({ status: 'sent', attempts: 7 });
  });
});

describe('two API instances sharing the outbox', () => {
  it('send each mail once', async () => {
    const other = await database.openAnother();
    onTestFinished(() => other.close());
    const apis = [await startApi(database, true), await startApi(other, true)];
    const names = ['Ruwan', 'Dilini', 'Kasun', 'Ayesha', 'Nuwan', 'Tharushi', 'Sunil', 'Malini'];
    // Each request nudges its own instance; both instances' workers take the jobs.
    for (const [index, name] of names.entries()) {
      const response = await apis[index % 2]!.inject({
        method: 'POST',
        url: '/api/email/inquiry',
        payload: { name, email: 'guest@example.com', phone: '+94 77 123 4567', message: 'Hello' },
      });
      expect(response.statusCode).toBe(200);
    }
    const subjects = names.map((name) => `Inquiry from ${name}`);
    const deadline = Date.now() + 20_000;
    for (;;) {
      const rows = await database.db
        .select({ status: mailOutbox.status })
        .from(mailOutbox)
        .where(inArray(mailOutbox.subject, subjects));
      if (rows.length === names.length && rows.every((row) => row.status === 'sent')) break;
      if (Date.now() > deadline) throw new Error(`not all sent: ${JSON.stringify(rows)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const subject of subjects) expect(receivedCount(subject), subject).toBe(1);
  });
});

describe('nudges during a burst of mail (ADR 280)', () => {
  it('give each mail one send job, not one per nudge, and each mail goes out once', async () => {
    // Workers that poll rarely (on PostgreSQL): the burst's mails stay due while it lasts, as
    // when 120 bookings are paid in a few seconds.
    const api = await startApi(database, true, 10);
    const send = vi.spyOn(api.jobs, 'send');
    const subjects = Array.from({ length: 12 }, (_, i) => `Booking LT-31${i} confirmed`);
    for (const subject of subjects) {
      await queueMail(subject);
      // Each request that wrote a mail nudges the outbox.
      api.mailer.nudge();
    }
    const offers = () =>
      send.mock.calls
        .filter(([job]) => job.name === sendMailJob.name)
        .map(([, payload]) => (payload as { mailId: number }).mailId);
    await vi.waitFor(() => expect(new Set(offers()).size).toBe(subjects.length), {
      timeout: 10_000,
      interval: 50,
    });
    // Before: each nudge offered every due mail again (12 nudges, 78 offers). Now one each;
    // the minute's sweep, should it fall within the test, offers each at most once more.
    expect(offers().length).toBeLessThanOrEqual(2 * subjects.length);
    for (const mailId of new Set(offers())) {
      expect(offers().filter((id) => id === mailId).length).toBeLessThanOrEqual(2);
    }
    // A mail written after the burst is offered by its own nudge.
    const late = await queueMail('Booking LT-3199 confirmed');
    api.mailer.nudge();
    await vi.waitFor(() => expect(offers()).toContain(late), { timeout: 10_000, interval: 50 });
    // Every mail goes out once (sent here, or by a worker that took its job first).
    await api.jobs.runDue([sendMailJob]);
    await vi.waitFor(
      () => {
        for (const subject of [...subjects, 'Booking LT-3199 confirmed']) {
          expect(receivedCount(subject)).toBe(1);
        }
      },
      { timeout: 15_000, interval: 100 },
    );
  });

  it('offers a mail again at the next nudge when giving it a job failed', async () => {
    const api = await startApi(database, true, 10);
    const send = vi.spyOn(api.jobs, 'send');
    send.mockRejectedValueOnce(new Error('connection reset'));
    const mailId = await queueMail('Booking LT-3200 confirmed');
    api.mailer.nudge();
    await vi.waitFor(() => expect(send).toHaveBeenCalled(), { timeout: 10_000 });
    api.mailer.nudge();
    await vi.waitFor(
      () => expect(send.mock.calls.filter(([, p]) => p.mailId === mailId)).toHaveLength(2),
      { timeout: 10_000, interval: 50 },
    );
    await api.jobs.runDue([sendMailJob]);
    await vi.waitFor(() => expect(receivedCount('Booking LT-3200 confirmed')).toBe(1), {
      timeout: 15_000,
      interval: 100,
    });
  });
});
