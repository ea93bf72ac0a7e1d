// Issue 18 Medium 6 (ADR 114): development conveniences are opt-in. A server that is public
// (PUBLIC_URL https) or in production refuses the default secrets, the published development
// SECRET_KEY, CAPTCHA_PROVIDER=off and a missing SMTP_URL (the dev mailbox).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig, testDatabaseUrl } from '../src/config.ts';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { databaseOptionsOf } from '../src/db/open.ts';
import { DEMO_ADMIN } from '../src/db/seed/operators.ts';
import { seedOnStart } from '../src/db/seed/on-start.ts';
import { ensureTrigramExtension, openTestDatabase } from './support/harness.ts';

const PUBLIC = {
  SECRET_KEY: 'a-production-secret-key-of-enough-length-1234',
  OAUTH_CLIENT_SECRET: 'a-production-client-secret',
  SMTP_URL: 'smtp://mail.example.com:587',
};

describe.each([
  ['NODE_ENV=production', { NODE_ENV: 'production' }],
  ['PUBLIC_URL on https', { PUBLIC_URL: 'https://lankatrails.example' }],
])('a public server (%s)', (_name, base) => {
  it('starts with its own secrets and SMTP, without the dev mailbox', () => {
    const config = loadConfig({ ...base, ...PUBLIC });
    expect(config.devMailbox).toBe(false);
    expect(config.smtpUrl).toBe(PUBLIC.SMTP_URL);
  });

  it.each([
    ['no SECRET_KEY', { SECRET_KEY: '' }, /SECRET_KEY must be set/],
    [
      'the published development SECRET_KEY',
      { SECRET_KEY: 'dev-only-secret-key-never-used-in-production' },
      /published development key/,
    ],
    ['CAPTCHA_PROVIDER=off', { CAPTCHA_PROVIDER: 'off' }, /CAPTCHA_PROVIDER=off/],
    [
      'the development client secret',
      { OAUTH_CLIENT_SECRET: 'lanka-trails-web-dev-secret' },
      /OAUTH_CLIENT_SECRET/,
    ],
    ['no SMTP_URL (mail would be dropped)', { SMTP_URL: '' }, /SMTP_URL must be set/],
  ])('refuses to start with %s', (_what, change, message) => {
    expect(() => loadConfig({ ...base, ...PUBLIC, ...change })).toThrow(message);
  });
});

// A security review's finding (ADR 306): an https site without NODE_ENV=production refused the
// development secrets but seeded the demo admin's and suppliers' published passwords.
describe('the demo data a start loads', () => {
  async function loginsSeeded(env: Record<string, string>) {
    const database = await openTestDatabase();
    try {
      const said: string[] = [];
      await seedOnStart(database.db, loadConfig(env), (line) => said.push(line));
      const rows = await queryRows<{ email: string }>(
        database.db,
        sql`SELECT email FROM users WHERE password_hash IS NOT NULL
          AND (user_type IN (1, 2) OR email = 'traveller@lankatrails.example')`,
      );
      const tours = await queryRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM tours`,
      );
      return { logins: rows.map((row) => row.email), tours: Number(tours[0]!.n), said };
    } finally {
      await database.drop();
      await database.close();
    }
  }

  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
    ['PUBLIC_URL on https', { PUBLIC_URL: 'https://lankatrails.example' }],
  ])(
    'on a public server (%s): the catalogue, and no login with a published password',
    async (_name, base) => {
      const seeded = await loginsSeeded({ ...base, ...PUBLIC });
      expect(seeded.tours).toBeGreaterThan(0);
      expect(seeded.logins).toEqual([]);
    },
    120_000,
  );

  it('on a developer machine: the demo admin, suppliers and traveller log in', async () => {
    const seeded = await loginsSeeded({});
    expect(seeded.logins).toContain(DEMO_ADMIN.email);
    expect(seeded.logins).toContain('traveller@lankatrails.example');
    expect(seeded.said).toContain('demo operator logins created (see apps/api/README.md)');
  }, 120_000);
});

describe('a developer machine (http, not production)', () => {
  it('may use the dev mailbox, the development secrets and no captcha', () => {
    const config = loadConfig({ CAPTCHA_PROVIDER: 'off' });
    expect(config.devMailbox).toBe(true);
    expect(config.captchaProvider).toBe('off');
  });
});

describe('the limits, sessions and outbox settings (issue 18)', () => {
  it('has shared limits, an inactivity timeout and a mail retention by default', () => {
    const config = loadConfig({});
    expect(config.redisUrl).toBeNull();
    expect(config.readRateLimitMax).toBe(600);
    expect(config.captchaRateLimitMax).toBe(30);
    expect(config.tokenIdleSeconds).toBe(30 * 60);
    expect(config.mailRetentionDays).toBe(30);
    expect(config.databasePoolSize).toBe(10);
  });

  it('refuses bad values, naming the variable', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ TOKEN_IDLE_TIMEOUT: '5s' })).toThrow(/TOKEN_IDLE_TIMEOUT/);
    expect(() => loadConfig({ READ_RATE_LIMIT_MAX: '0' })).toThrow(/READ_RATE_LIMIT_MAX/);
    expect(() => loadConfig({ MAIL_RETENTION_DAYS: 'forever' })).toThrow(/MAIL_RETENTION_DAYS/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'ten' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '2' })).toThrow(
      'DATABASE_POOL_SIZE must be an integer from 4 to 1000, got "2"',
    );
    expect(loadConfig({ DATABASE_POOL_SIZE: '6' }).databasePoolSize).toBe(6);
    expect(
      loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', TOKEN_IDLE_TIMEOUT: '15m' }),
    ).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379',
      tokenIdleSeconds: 900,
    });
  });
});

describe('the database a configuration opens', () => {
  it('is PostgreSQL through a pool of DATABASE_POOL_SIZE with DATABASE_URL, else PGlite', () => {
    const url = 'postgres://trails@db.internal:5432/trails';
    expect(databaseOptionsOf(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '5' }))).toEqual({
      engine: 'postgres',
      url,
      poolSize: 5,
    });
    expect(databaseOptionsOf(loadConfig({ DATABASE_URL: url }))).toMatchObject({ poolSize: 10 });
    expect(databaseOptionsOf(loadConfig({ DATA_DIR: '/srv/trails' }))).toEqual({
      engine: 'pglite',
      dataDir: '/srv/trails',
    });
  });
});

// PostgreSQL only: PGlite is one embedded connection, with no pool to size.
describe.skipIf(!testDatabaseUrl())('DATABASE_POOL_SIZE on PostgreSQL', () => {
  it('is how many connections the instance opens, however many queries wait', async () => {
    const url = testDatabaseUrl()!;
    const options = databaseOptionsOf(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '5' }));
    // A schema of its own, dropped afterwards, as every test database is (support/harness.ts).
    const schema = `test_${randomBytes(6).toString('hex')}`;
    await ensureTrigramExtension(url);
    if (options.engine !== 'postgres') throw new Error('DATABASE_URL opens PostgreSQL');
    const handle = await openDatabase({ ...options, schema });
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          queryRows<{ pid: number }>(
            handle.db,
            sql`SELECT pg_backend_pid() AS pid, pg_sleep(0.05)`,
          ),
        ),
      );
      expect(new Set(answers.map(([row]) => Number(row!.pid))).size).toBe(5);
    } finally {
      await handle.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}_jobs" CASCADE`));
      await handle.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
      await handle.close();
    }
  });
});
