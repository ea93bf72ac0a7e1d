// Issue 18 Medium 7 (ADR 181): every limit is counted where every API instance sees it — the
// database (PGlite, or PostgreSQL through a second pool as a second server would have), or Redis
// when REDIS_URL is set. Two app instances on one store share each count: a visitor cannot get
// twice the budget by landing on the other server.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, testRedisUrl } from '../src/config.ts';
import type { Config } from '../src/config.ts';
import { createLimits, limitsPurgeJob } from '../src/http/limits.ts';
import { queryRows } from '../src/db/client.ts';
import { openTestDatabase } from './support/harness.ts';
import type { TestDatabase } from './support/harness.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { expectContract } from './support/contract.ts';

const redisUrl = testRedisUrl();

const stores: { name: string; redisUrl: string | null }[] = [
  { name: 'the database', redisUrl: null },
  // Redis is tried only where a server is given (TEST_REDIS_URL, e.g. redis://127.0.0.1:6379):
  // the default install has none, and the database store is the one every install runs.
  ...(redisUrl ? [{ name: 'Redis', redisUrl }] : []),
];

describe.each(stores)('limits counted in $name', (store) => {
  let database: TestDatabase;
  let another: DatabaseHandle;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let instances: FastifyInstance[];

  beforeAll(async () => {
    database = await openTestDatabase();
    another = await database.openAnother();
    const config = loadConfig({}, {
      dataDir: mkdtempSync(path.join(tmpdir(), 'trails-limits-')),
      databaseUrl: null,
      smtpUrl: null,
      logLevel: 'silent',
      captchaProvider: 'off',
      rateLimitMax: 5,
      readRateLimitMax: 4,
      captchaRateLimitMax: 2,
      loginLimits: { perAddressPerMinute: 3, perAccountPerHour: 100 },
      passwordResetLimits: { perAccountPerHour: 2, perAddressPerHour: 100 },
      redisUrl: store.redisUrl,
      // Shared by the two instances, new for each run (Redis outlives a test run).
      limitKeyPrefix: `test-${randomBytes(4).toString('hex')}`,
    } satisfies Partial<Config>);
    first = await buildApp({ config, database, logger: false, jobs: false, responseCacheMs: 0 });
    second = await buildApp({
      config,
      database: another,
      logger: false,
      jobs: false,
      responseCacheMs: 0,
    });
    instances = [first, second];
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await another?.close();
    await database?.drop();
    await database?.close();
  });

  it('keeps its counts where both instances see them', () => {
    expect(first.limits.store).toBe(store.redisUrl ? 'redis' : 'database');
  });

  it('shares the write limit between instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await instances[i % 2]!.inject({
        method: 'POST',
        url: '/api/email/sub',
        payload: { email: 'not an address' },
        remoteAddress: '10.20.0.1',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expectContract(response, 'subscribeToDeals');
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });

  it('limits GET reads too, shared between instances, but not images or the health check', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await instances[i % 2]!.inject({
        method: 'GET',
        url: '/api/locations/get',
        remoteAddress: '10.20.1.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 4).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(4)).toEqual([429, 429]);
    for (let i = 0; i < 6; i++) {
      const health = await instances[i % 2]!.inject({
        method: 'GET',
        url: '/healthz',
        remoteAddress: '10.20.1.1',
      });
      expect(health.statusCode).not.toBe(429);
    }
    // Another visitor has a budget of their own.
    const other = await first.inject({
      method: 'GET',
      url: '/api/locations/get',
      remoteAddress: '10.20.1.2',
    });
    expect(other.statusCode).not.toBe(429);
  });

  it('limits captcha challenges, shared between instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await instances[i % 2]!.inject({
        method: 'GET',
        url: '/api/captcha/challenge',
        remoteAddress: '10.20.2.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  async function register(remoteAddress: string) {
    const email = `limits-${randomBytes(4).toString('hex')}@example.com`;
    const password = 'a long enough trail password';
    const registered = await first.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress,
      payload: {
        client_id: first.config.oauthClientId,
        client_secret: first.config.oauthClientSecret,
        user_type: 3,
        first_name: 'Limit',
        last_name: 'Tester',
        email,
        password,
        confim_password: password,
      },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    return { email, password };
  }

  it('shares the failed-login count: past it even the right password waits', async () => {
    const { email, password } = await register('10.20.3.9');
    const login = (app: FastifyInstance, secret: string) =>
      app.inject({
        method: 'POST',
        url: '/oauth/token',
        remoteAddress: '10.20.3.1',
        payload: {
          client_id: app.config.oauthClientId,
          client_secret: app.config.oauthClientSecret,
          grant_type: 'password',
          username: email,
          password: secret,
        },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await login(instances[i % 2]!, 'wrong')).statusCode);
    expect(statuses).toEqual([401, 401, 401]);
    const blocked = await login(second, password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('shares the new-password mail limit per account', async () => {
    const { email } = await register('10.20.4.9');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await instances[i % 2]!.inject({
        method: 'POST',
        url: '/api/client/chpwd',
        payload: { username: email },
        remoteAddress: `10.20.4.${i + 1}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('forgets expired counts through the hourly purge job', async () => {
    await first.limits.writes.record('10.20.9.1');
    if (first.limits.store !== 'database') {
      // Redis expires its keys itself: the job has nothing to do.
      expect(await first.limits.purgeExpired()).toBe(0);
      return;
    }
    await database.db.execute(
      sql`UPDATE rate_limits SET expire = ${Date.now() - 1000} WHERE key LIKE ${'%10.20.9.1'}`,
    );
    await first.jobs.send(limitsPurgeJob, {});
    const report = await first.jobs.runDue([limitsPurgeJob]);
    expect(report.outputs.map((run) => run.output)).toContainEqual({ purged: 1 });
    const left = await database.db.execute(
      sql`SELECT count(*)::int AS n FROM rate_limits WHERE key LIKE ${'%10.20.9.1'}`,
    );
    expect(Number((left as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
  });
});

describe('the database store', () => {
  const persistence = async (database: TestDatabase) =>
    (
      await queryRows<{ persistence: string }>(
        database.db,
        sql`SELECT relpersistence AS persistence FROM pg_class WHERE oid = 'rate_limits'::regclass`,
      )
    )[0]?.persistence;

  it('writes its counts without waiting for the disk (unlogged), also in a table an earlier version made', async () => {
    const database = await openTestDatabase();
    try {
      const config = loadConfig(
        {},
        { limitKeyPrefix: `unlogged-${randomBytes(4).toString('hex')}` },
      );
      await createLimits({ config, db: database.db, engine: database.engine });
      expect(await persistence(database)).toBe('u');
      await database.db.execute(sql`DROP TABLE rate_limits`);
      // An earlier version's table: logged, with a count in it.
      await database.db.execute(
        sql`CREATE TABLE rate_limits (key text PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
      );
      await database.db.execute(
        sql`INSERT INTO rate_limits VALUES ('kept', 3, ${Date.now() + 60_000})`,
      );
      expect(await persistence(database)).toBe('p');
      // Two instances starting on it one after the other: the second finds it unlogged already.
      await createLimits({ config, db: database.db, engine: database.engine });
      await createLimits({ config, db: database.db, engine: database.engine });
      expect(await persistence(database)).toBe('u');
      const kept = await queryRows<{ points: number }>(
        database.db,
        sql`SELECT points FROM rate_limits WHERE key = 'kept'`,
      );
      expect(kept).toEqual([{ points: 3 }]);
    } finally {
      await database.drop();
      await database.close();
    }
  });
  // A CI run met "type rate_limits already exists" (SQLSTATE 42710) from the second of two servers
  // starting on a new database: the CREATE's name check passed before the first committed, its
  // type check after. Starts are raced here many times over, on four servers' own connections.
  it('comes up on every one of several servers starting together on a new database', async () => {
    const database = await openTestDatabase();
    const servers = [database, ...(await Promise.all([1, 2, 3].map(() => database.openAnother())))];
    try {
      const config = loadConfig({}, { limitKeyPrefix: `start-${randomBytes(4).toString('hex')}` });
      // One process owns a PGlite database, so only PostgreSQL can race: a few rounds suffice there.
      const rounds = database.engine === 'postgres' ? 100 : 5;
      for (let round = 0; round < rounds; round++) {
        await database.db.execute(sql`DROP TABLE IF EXISTS rate_limits`);
        const started = await Promise.allSettled(
          servers.map(({ db, engine }) => createLimits({ config, db, engine })),
        );
        expect(started.filter(({ status }) => status === 'rejected')).toEqual([]);
        expect(await persistence(database)).toBe('u');
      }
    } finally {
      for (const server of servers.slice(1)) await server.close();
      await database.drop();
      await database.close();
    }
  });
});

describe('a large limit counted in blocks', () => {
  it('stays within one block per instance of the shared count', async () => {
    const database = await openTestDatabase();
    try {
      const config = loadConfig(
        {},
        { readRateLimitMax: 500, limitKeyPrefix: `blocks-${randomBytes(4).toString('hex')}` },
      );
      // Two instances' limits on one database; a block is 2% of 500: 10 points.
      const instances = [
        await createLimits({ config, db: database.db, engine: database.engine }),
        await createLimits({ config, db: database.db, engine: database.engine }),
      ];
      let allowed = 0;
      for (let i = 0; i < 600; i++) {
        if ((await instances[i % 2]!.reads.take('10.30.0.1')) === 0) allowed++;
      }
      expect(allowed).toBeLessThanOrEqual(500);
      expect(allowed).toBeGreaterThanOrEqual(500 - 2 * 10);
    } finally {
      await database.drop();
      await database.close();
    }
  });
});

describe('reads arriving together', () => {
  it('share the block one of them takes: 100 at once from one address under 600 a minute all pass', async () => {
    const database = await openTestDatabase();
    try {
      const config = loadConfig(
        {},
        { readRateLimitMax: 600, limitKeyPrefix: `together-${randomBytes(4).toString('hex')}` },
      );
      const limits = await createLimits({ config, db: database.db, engine: database.engine });
      // A block is 2% of 600 (12 points). Each call taking its own block spent 1,200 points.
      const waits = await Promise.all(
        Array.from({ length: 100 }, () => limits.reads.take('10.40.0.1')),
      );
      expect(waits.filter((seconds) => seconds > 0)).toEqual([]);
      // And the limit still holds: the rest of the minute's 600, then refusals.
      let allowed = 100;
      for (let i = 0; i < 600; i++) {
        if ((await limits.reads.take('10.40.0.1')) === 0) allowed++;
      }
      expect(allowed).toBeLessThanOrEqual(600);
      expect(allowed).toBeGreaterThanOrEqual(600 - 12);
      await limits.close();
    } finally {
      await database.drop();
      await database.close();
    }
  });
});

describe('an unreachable Redis', () => {
  it('still limits each instance (its insurance counts in memory), and never answers 500', async () => {
    const database = await openTestDatabase();
    const config = loadConfig(
      {},
      {
        dataDir: mkdtempSync(path.join(tmpdir(), 'trails-limits-')),
        databaseUrl: null,
        smtpUrl: null,
        logLevel: 'silent',
        rateLimitMax: 2,
        // Nothing listens on port 1.
        redisUrl: 'redis://127.0.0.1:1',
      },
    );
    const app = await buildApp({ config, database, logger: false, jobs: false });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/email/sub',
          payload: { email: 'not an address' },
          remoteAddress: '10.40.0.1',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await app.close();
      await database.drop();
      await database.close();
    }
  });
});
