// One real app per test file: a fresh database (PGlite in memory; or, when TEST_DATABASE_URL is
// set, a schema of its own in that PostgreSQL database, so files run in parallel), the demo
// catalogue seeded once, and requests through Fastify's inject.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { AppOptions } from '../../src/app.ts';
import { loadConfig, testDatabaseUrl } from '../../src/config.ts';
import type { Config } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import type { Database, DatabaseHandle } from '../../src/db/client.ts';
import { seedDemo } from '../../src/db/seed/demo.ts';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  engine: 'pglite' | 'postgres';
  /** The same database through a pool of its own (see TestDatabase.openAnother). */
  openAnother: () => Promise<DatabaseHandle>;
  close: () => Promise<void>;
};

export type TestDatabase = DatabaseHandle & {
  drop: () => Promise<void>;
  /**
   * The same database as a second API instance sees it: its own pool on PostgreSQL; on PGlite,
   * the one embedded connection again (a process has one). Close it before `drop`.
   */
  openAnother: () => Promise<DatabaseHandle>;
};

export async function openTestDatabase(): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  if (!url) {
    const handle = await openDatabase({
      engine: 'pglite',
      dataDir: null,
      template: inject('pgliteTemplate') || null,
    });
    return {
      ...handle,
      drop: async () => {},
      openAnother: async () => ({ db: handle.db, engine: handle.engine, close: async () => {} }),
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await ensureTrigramExtension(url);
  const handle = await openDatabase({ engine: 'postgres', url, schema, poolSize: 4 });
  return {
    ...handle,
    openAnother: () => openDatabase({ engine: 'postgres', url, schema, poolSize: 4 }),
    drop: async () => {
      // The job queue keeps its tables in a schema beside the app's (ADR 130).
      await handle.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}_jobs" CASCADE`));
      await handle.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
    },
  };
}

/**
 * pg_trgm must live in `public`, shared by every test schema: created inside a test schema it
 * would be dropped with it. Two files may race to create it; the loser retries.
 */
export async function ensureTrigramExtension(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
        return;
      } catch (error) {
        if (attempt >= 3) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  } finally {
    await client.end();
  }
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { limitStore?: 'shared' | 'memory' } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  await seedDemo(database.db);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'trails-api-test-'));
  const config = loadConfig(
    {},
    {
      dataDir,
      databaseUrl: null,
      smtpUrl: null,
      rateLimitMax: 10_000,
      readRateLimitMax: 10_000,
      captchaRateLimitMax: 10_000,
      logLevel: 'silent',
      ...overrides,
    },
  );
  // The sandbox provider posts its webhooks to this app through inject: the network between a
  // payment processor and us is the one part replaced (the signature, body and retry are real).
  const self: { app?: FastifyInstance } = {};
  const app = await buildApp({
    config,
    database,
    logger: false,
    jobs: false,
    responseCacheMs: 0,
    ...(options.limitStore ? { limitStore: options.limitStore } : {}),
    webhookSender: async (url, body, headers) => {
      const response = await self.app!.inject({
        method: 'POST',
        url: new URL(url).pathname,
        payload: body,
        headers,
      });
      return response.statusCode;
    },
  });
  self.app = app;
  await app.ready();
  return {
    app,
    db: database.db,
    engine: database.engine,
    openAnother: database.openAnother,
    close: async () => {
      await app.close();
      await database.drop();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another API instance on the test app's database (a second server behind the same balancer, or
 * one with other settings): no log, no job worker and no public cache unless `options` say so.
 * Closed by the caller.
 */
export async function anotherApp(
  t: TestApp,
  options: Partial<AppOptions> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: t.app.config,
    database: { db: t.db, engine: t.engine, close: async () => {} },
    logger: false,
    jobs: false,
    responseCacheMs: 0,
    ...options,
  });
  await app.ready();
  return app;
}

/** Counts rows of a table, to prove that a refused request wrote nothing. */
export async function countRows(db: Database, table: string): Promise<number> {
  const result = (await db.execute(
    sql.raw(`SELECT count(*)::int AS n FROM ${table}`),
  )) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}
