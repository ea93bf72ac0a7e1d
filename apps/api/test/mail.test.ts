import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { mailOutbox } from '../src/db/schema.ts';
import { enqueueMail } from '../src/modules/mail/repository.ts';
import { createJobQueue } from '../src/modules/jobs/queue.ts';
import { createMailer } from '../src/modules/mail/service.ts';
import { expectContract } from './support/contract.ts';
import { anotherApp, countRows, createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

const silentLog = { info() {}, warn() {}, error() {} };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const inquiry = {
  name: 'Anna Schmidt',
  email: 'anna@example.com',
  phone: '+49 170 1234567',
  message: 'Do you run the Knuckles trek in the rainy season?\nSee https://lankatrails.example/faq',
};

function post(url: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

type DevMail = { id: string; to: string; subject: string; text: string; links: string[] };

async function mailbox(): Promise<DevMail[]> {
  const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages' });
  expect(response.statusCode).toBe(200);
  expectContract(response, 'listDevMailboxMessages');
  return response.json();
}

describe('POST /api/email/inquiry', () => {
  it('stores the inquiry and queues a mail to the support address, delivered to the dev mailbox', async () => {
    const before = await countRows(t.db, 'inquiries');
    const response = await post('/api/email/inquiry', inquiry);
    expect(response.statusCode).toBe(200);
    expectContract(response, 'sendInquiry');
    expect(response.json()).toEqual({ message: 'Message sent!' });
    expect(await countRows(t.db, 'inquiries')).toBe(before + 1);
    const queued = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Inquiry from Anna Schmidt'));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.status).toBe('pending');
    expect(await t.app.mailer.deliverDue()).toBeGreaterThanOrEqual(1);
    const mail = (await mailbox()).find((m) => m.subject === 'Inquiry from Anna Schmidt');
    expect(mail).toMatchObject({ to: 'support@lankatrails.example' });
    expect(mail!.text).toContain('rainy season');
    expect(mail!.links).toContain('https://lankatrails.example/faq');
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Inquiry from Anna Schmidt');
  });

  it('refuses each missing, blank or malformed field with the form’s message, storing nothing', async () => {
    const inquiries = await countRows(t.db, 'inquiries');
    const mails = await countRows(t.db, 'mail_outbox');
    const cases: [object | string, string, string][] = [
      [{ ...inquiry, name: undefined }, 'name', 'Name field is mandatory'],
      [{ ...inquiry, name: '   ' }, 'name', 'Name field is mandatory'],
      [{ ...inquiry, email: '' }, 'email', 'Email field is mandatory'],
      [{ ...inquiry, email: 'anna-at-example' }, 'email', 'Email not valid'],
      [{ ...inquiry, phone: undefined }, 'phone', 'Phone field is mandatory'],
      [{ ...inquiry, phone: 'call me' }, 'phone', 'Enter a phone number, like +94 77 123 4567'],
      [{ ...inquiry, message: ' ' }, 'message', 'Message field is mandatory'],
      [{ ...inquiry, name: 'x'.repeat(101) }, 'name', 'name'],
      [{ ...inquiry, cc: 'boss@example.com' }, 'cc', 'cc'],
      [{ ...inquiry, phone: 12345 }, 'phone', 'Phone field is mandatory'],
    ];
    for (const [body, field, message] of cases) {
      const response = await post('/api/email/inquiry', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expectContract(response, 'sendInquiry');
      const answer = response.json() as { message: string; errors: Record<string, string[]> };
      expect(answer.errors[field]?.[0], JSON.stringify(body)).toContain(message);
    }
    const empty = await post('/api/email/inquiry', {});
    expect(Object.keys(empty.json().errors)).toEqual(['name', 'email', 'phone', 'message']);
    expect(empty.json().message).toBe('Name field is mandatory');
    expect((await post('/api/email/inquiry', '{"name":')).statusCode).toBe(400);
    expect(await countRows(t.db, 'inquiries')).toBe(inquiries);
    expect(await countRows(t.db, 'mail_outbox')).toBe(mails);
  });
});

describe('POST /api/email/sub', () => {
  it('subscribes an address once, however often it is sent, with one confirmation mail', async () => {
    const subscribers = await countRows(t.db, 'subscribers');
    for (const email of ['nimal@example.com', 'Nimal@Example.COM', 'nimal@example.com']) {
      const response = await post('/api/email/sub', { email });
      expect(response.statusCode).toBe(200);
      expectContract(response, 'subscribeToDeals');
      expect(response.json()).toEqual({ message: 'Email address subscribed' });
    }
    expect(await countRows(t.db, 'subscribers')).toBe(subscribers + 1);
    await t.app.mailer.deliverDue();
    const confirmations = (await mailbox()).filter((m) => m.to === 'nimal@example.com');
    expect(confirmations).toHaveLength(1);
  });

  it('refuses a missing or malformed address, storing nothing', async () => {
    const subscribers = await countRows(t.db, 'subscribers');
    for (const [body, message] of [
      [{}, 'Email field is mandatory'],
      [{ email: '' }, 'Email field is mandatory'],
      [{ email: 'not an address' }, 'Email not valid'],
    ] as const) {
      const response = await post('/api/email/sub', body);
      expect(response.statusCode).toBe(400);
      expectContract(response, 'subscribeToDeals');
      expect(response.json().errors.email).toEqual([message]);
    }
    expect(await countRows(t.db, 'subscribers')).toBe(subscribers);
  });
});

describe('the outbox job', () => {
  it('keeps a mail it could not send for a later attempt, with the error', async () => {
    await enqueueMail(t.db, {
      to: 'x@example.com',
      subject: 'Will fail once',
      text: 'x',
      html: '<p>x</p>',
    });
    // A second sender on the same database, whose SMTP server refuses everything.
    const queue = createJobQueue({ db: t.db, log: silentLog });
    const failing = createMailer(
      t.db,
      {
        name: 'smtp',
        deliver: async () => Promise.reject(new Error('connection refused')),
        close() {},
      },
      silentLog,
      queue,
      { secretKey: 'test-secret-key-of-at-least-32-characters', retentionDays: 30 },
    );
    await queue.start({ workers: false });
    onTestFinished(() => queue.stop());
    expect(await failing.deliverDue()).toBe(0);
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Will fail once'));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection refused' });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: a second round leaves it alone.
    expect(await failing.deliverDue()).toBe(0);
    const [again] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(again!.attempts).toBe(1);
  });
});

describe('in production', () => {
  it('has no dev mailbox even without SMTP_URL', async () => {
    const production = await anotherApp(t, { config: { ...t.app.config, production: true } });
    try {
      for (const url of ['/dev/mailbox', '/dev/mailbox/messages']) {
        expect((await production.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});

describe('with SMTP_URL', () => {
  it('sends through a real SMTP server and has no dev mailbox', async () => {
    const received: { to: string; body: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            body: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    const { port } = server.server.address() as AddressInfo;
    const config = loadConfig(
      {},
      {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        dataDir: '/tmp',
        rateLimitMax: 1000,
        logLevel: 'silent',
      },
    );
    const smtpApp = await buildApp({
      config,
      database: { db: t.db, engine: t.engine, close: async () => {} },
      logger: false,
      jobs: false,
    });
    try {
      // Mails queued earlier are sent too: empty the queue through the dev transport first.
      await t.app.mailer.deliverDue();
      const response = await smtpApp.inject({
        method: 'POST',
        url: '/api/email/inquiry',
        payload: { ...inquiry, name: 'Kasun Perera' },
      });
      expect(response.statusCode).toBe(200);
      expect(await smtpApp.mailer.deliverDue()).toBe(1);
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toBe('support@lankatrails.example');
      expect(received[0]!.body).toContain('Subject: Inquiry from Kasun Perera');
      const [row] = await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, 'Inquiry from Kasun Perera'));
      expect(row).toMatchObject({ status: 'sent', transport: 'smtp' });
      for (const url of ['/dev/mailbox', '/dev/mailbox/messages']) {
        const closed = await smtpApp.inject({ method: 'GET', url });
        expect(closed.statusCode, url).toBe(404);
        expect(closed.json()).toEqual({ message: 'Not found.' });
      }
      // Nor does the dev mailbox list what SMTP sent.
      expect((await mailbox()).some((m) => m.subject === 'Inquiry from Kasun Perera')).toBe(false);
    } finally {
      await smtpApp.close();
      server.close();
    }
  });
});
