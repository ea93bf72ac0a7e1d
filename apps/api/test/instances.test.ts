// Issue 19: the API runs as several instances on one PostgreSQL server. Two real servers (each
// its own pool, its own job workers, listening on its own port, reached over HTTP) on one
// database behave as one: write limits are not doubled, a catalogue change reaches the public
// cache of both, each outbox mail is sent once, and each queued job acts once.
//
// PostgreSQL only: PGlite is one embedded connection inside one process, so a second server
// cannot open it (`npm start` on PGlite is one instance by design). Without TEST_DATABASE_URL
// the whole file is skipped.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tourDateAt } from '@trails/domain/tour-date';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, testDatabaseUrl } from '../src/config.ts';
import type { Config } from '../src/config.ts';
import { queryRows } from '../src/db/client.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { mailOutbox } from '../src/db/schema.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { completeBookingJob, findEndedBookingsJob } from '../src/modules/bookings/completion.ts';
import { sendMailJob } from '../src/modules/mail/service.ts';
import { addDays } from '../src/modules/pricing/rules.ts';
import { insertBooking } from './support/bookings.ts';
import { openTestDatabase } from './support/harness.ts';
import type { TestDatabase } from './support/harness.ts';

const WRITE_LIMIT = 4;
const CACHE_MS = 400;

type Instance = { app: FastifyInstance; url: string };

describe.skipIf(!testDatabaseUrl())('two API instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let another: DatabaseHandle;
  let smtp: SMTPServer;
  let dataDir: string;
  let instances: Instance[];
  /** Subjects of the mails the SMTP server received, in order. */
  const received: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemo(database.db);
    // The second server opens the database as a second process would: a pool of its own.
    another = await database.openAnother();
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
    dataDir = mkdtempSync(path.join(tmpdir(), 'trails-instances-'));
    // One configuration for both, as N processes started with the same environment. REDIS_URL is
    // passed through from the environment: the shared limiter (ADR 181) counts there when set.
    // LIMIT_KEY_PREFIX: counts in Redis outlive a run, so each run counts apart.
    const env: Record<string, string> = {
      LIMIT_KEY_PREFIX: `test-${randomBytes(4).toString('hex')}`,
    };
    if (process.env.REDIS_URL) env.REDIS_URL = process.env.REDIS_URL;
    const config = loadConfig(env, {
      dataDir,
      databaseUrl: null,
      smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      rateLimitMax: WRITE_LIMIT,
      logLevel: 'silent',
    } satisfies Partial<Config>);
    instances = [];
    for (const handle of [database, another]) {
      const app = await buildApp({
        config,
        database: { db: handle.db, engine: handle.engine, close: async () => {} },
        logger: false,
        jobs: true,
        jobPollingIntervalSeconds: 0.5,
        responseCacheMs: CACHE_MS,
      });
      const url = await app.listen({ host: '127.0.0.1', port: 0 });
      instances.push({ app, url });
    }
  }, 120_000);

  afterAll(async () => {
    for (const instance of instances ?? []) await instance.app.close();
    smtp?.close();
    await another?.close();
    await database?.drop();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * A request to one instance, from a visitor's address: the site's server proxies /api and
   * writes X-Forwarded-For, believed from 127.0.0.1 (ADR 110).
   */
  function call(
    instance: Instance,
    pathAndQuery: string,
    options: { visitor?: string; body?: unknown } = {},
  ) {
    const headers: Record<string, string> = { 'x-forwarded-for': options.visitor ?? '10.9.9.9' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    return fetch(`${instance.url}${pathAndQuery}`, {
      method: options.body === undefined ? 'GET' : 'POST',
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  }

  /** Waits until `check` answers true, or fails naming what it saw last. */
  async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  describe('write limits', () => {
    /** An invalid subscription: 400 and nothing written, yet it counts against the limit. */
    const badSubscription = { email: 'not an address' };

    it('refuse a visitor past RATE_LIMIT_MAX on each instance, so N instances allow at most N × the limit', async () => {
      const visitor = '10.20.0.1';
      const statuses: number[][] = [[], []];
      for (const [index, instance] of instances.entries()) {
        for (let i = 0; i <= WRITE_LIMIT; i++) {
          const response = await call(instance, '/api/email/sub', {
            visitor,
            body: badSubscription,
          });
          statuses[index]!.push(response.status);
        }
      }
      expect(statuses[0]).toEqual([...Array<number>(WRITE_LIMIT).fill(400), 429]);
      expect(statuses[1]!.at(-1)).toBe(429);
      const accepted = statuses.flat().filter((status) => status !== 429).length;
      expect(accepted).toBeLessThanOrEqual(2 * WRITE_LIMIT);
    });

    it('count one limit across both instances, not one each', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < WRITE_LIMIT + 2; i++) {
        const response = await call(instances[i % 2]!, '/api/email/sub', {
          visitor: '10.20.0.2',
          body: badSubscription,
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array<number>(WRITE_LIMIT).fill(400), 429, 429]);
    });
  });

  describe('the public cache', () => {
    it('shows a catalogue change on both instances once their few seconds are over', async () => {
      const [tour] = await queryRows<{ id: number; title: string }>(
        database.db,
        sql`SELECT id, title FROM tours WHERE status = 1 ORDER BY id LIMIT 1`,
      );
      const id = Number(tour!.id);
      const titleOn = async (instance: Instance) => {
        const response = await call(instance, `/api/activity?id=${id}`);
        expect(response.status).toBe(200);
        const body = (await response.json()) as { data: { title: string } };
        return { title: body.data.title, cache: response.headers.get('x-cache') };
      };
      // Both instances hold the answer in their cache.
      for (const instance of instances) {
        await titleOn(instance);
        expect(await titleOn(instance)).toEqual({ title: tour!.title, cache: 'hit' });
      }

      const renamed = `${tour!.title} (new route)`;
      await database.db.execute(sql`UPDATE tours SET title = ${renamed} WHERE id = ${id}`);
      try {
        // Each instance serves the new title within its cache's lifetime (plus one background
        // refresh: an expired answer is served once while it is recomputed), and keeps it.
        await Promise.all(
          instances.map((instance, index) =>
            eventually(
              `instance ${index + 1} shows the new title`,
              async () => (await titleOn(instance)).title === renamed,
              CACHE_MS + 5_000,
            ),
          ),
        );
        for (const instance of instances) expect((await titleOn(instance)).title).toBe(renamed);
      } finally {
        await database.db.execute(sql`UPDATE tours SET title = ${tour!.title} WHERE id = ${id}`);
      }
    });
  });

  describe('the mail outbox', () => {
    it('sends each mail once, whichever instance wrote it and whichever worker took it', async () => {
      const names = ['Ruwan', 'Dilini', 'Kasun', 'Ayesha', 'Nuwan', 'Tharushi'];
      for (const [index, name] of names.entries()) {
        const response = await call(instances[index % 2]!, '/api/email/inquiry', {
          visitor: `10.30.0.${index + 1}`,
          body: { name, email: 'guest@example.com', phone: '+94 77 123 4567', message: 'Hello' },
        });
        expect(response.status).toBe(200);
      }
      const subjects = names.map((name) => `Inquiry from ${name}`);
      const rows = () =>
        database.db
          .select({ id: mailOutbox.id, status: mailOutbox.status })
          .from(mailOutbox)
          .where(inArray(mailOutbox.subject, subjects));
      await eventually('every inquiry sent', async () => {
        const mails = await rows();
        return mails.length === names.length && mails.every((mail) => mail.status === 'sent');
      });
      for (const subject of subjects) {
        expect(
          received.filter((s) => s === subject),
          subject,
        ).toHaveLength(1);
      }
      // However many send jobs a mail got (a request's nudge, a sweep), one of them sent it.
      // A mail row reads 'sent' a moment before the queue records its job's output (the handler
      // commits, then pg-boss completes the job), and a sweep may have queued a job that has not
      // run yet: count once every job of these mails has settled.
      const jobsOf = async (mailId: number) =>
        instances[0]!.app.jobs.find(sendMailJob, { key: `mail-${mailId}` });
      const mails = await rows();
      await eventually('every send job settled', async () => {
        for (const mail of mails) {
          const jobs = await jobsOf(mail.id);
          if (jobs.some((job) => !['completed', 'failed', 'cancelled'].includes(job.state))) {
            return false;
          }
        }
        return true;
      });
      for (const mail of mails) {
        const sent = (await jobsOf(mail.id)).filter(
          (job) => (job.output as { sent?: boolean } | null)?.sent === true,
        );
        expect(sent, `mail ${mail.id}`).toHaveLength(1);
      }
    });
  });

  describe('the job queue', () => {
    it('runs each booking’s queued job once, with both instances’ workers polling', async () => {
      const [user] = await queryRows<{ id: number }>(
        database.db,
        sql`SELECT id FROM users ORDER BY id LIMIT 1`,
      );
      const [tour] = await queryRows<{ id: number }>(
        database.db,
        sql`SELECT t.id FROM tours t WHERE t.status = 1
          AND EXISTS (SELECT 1 FROM tour_pickup_locations pl WHERE pl.tour_id = t.id)
          ORDER BY t.id LIMIT 1`,
      );
      // Confirmed bookings of a tour that ended weeks ago: the completion finder's work.
      const startDate = addDays(tourDateAt(new Date()), -40);
      const bookings: number[] = [];
      for (let i = 0; i < 4; i++) {
        bookings.push(
          await insertBooking(database.db, {
            userId: Number(user!.id),
            tourId: Number(tour!.id),
            startDate,
          }),
        );
      }
      // Both instances' schedulers fire at once: one finder job lives, the other send is refused.
      await Promise.all(instances.map(({ app }) => app.jobs.send(findEndedBookingsJob, {})));
      const statuses = async () =>
        (
          await queryRows<{ status: number }>(
            database.db,
            sql`SELECT status FROM bookings WHERE id IN ${sql.raw(`(${bookings.join(',')})`)}`,
          )
        ).map((row) => Number(row.status));
      const jobsOf = (id: number) =>
        instances[1]!.app.jobs.find(completeBookingJob, { key: `booking-${id}` });
      // The booking's row commits inside the job; the queue marks the job done just after, so
      // both are waited for (checking the jobs as soon as the rows changed saw one "active").
      await eventually('every booking completed, and its job marked done', async () => {
        if (!(await statuses()).every((status) => status === 4)) return false;
        for (const id of bookings) {
          if ((await jobsOf(id)).some((job) => job.state === 'active')) return false;
        }
        return true;
      });
      for (const id of bookings) {
        const jobs = await jobsOf(id);
        expect(jobs, `booking ${id}`).toEqual([
          expect.objectContaining({ state: 'completed', output: { completed: true } }),
        ]);
      }
    });
  });
});
