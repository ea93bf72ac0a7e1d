// One database handle for both engines: PGlite (embedded, the default) and PostgreSQL.
// Both speak the same SQL, run the same migrations and pass the same tests.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PGliteThread } from './pglite-remote.ts';
import { PreparingClient } from './prepared-statements.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** The connections it keeps: the pool's size on PostgreSQL, one for PGlite (unset: unknown). */
  connections?: number;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  /**
   * `dataDir: null` keeps PGlite in memory (tests); `template`, a dump written by
   * `writePgliteTemplate`, starts it migrated instead of running initdb and every migration.
   */
  | { engine: 'pglite'; dataDir: string | null; template?: string | null }
  /** `schema` isolates a test file inside a shared PostgreSQL database. */
  | { engine: 'postgres'; url: string; schema?: string; poolSize?: number };

/**
 * How close a typed word must be to a word of a tour (title, places, categories) for the `<%`
 * operator: 0.5 finds "knuckels" → Knuckles and "hortn" → Horton (the default 0.6 does not).
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.engine === 'pglite') {
    let dataPath: string | undefined;
    if (options.dataDir) {
      dataPath = path.join(options.dataDir, 'pgdata');
      mkdirSync(dataPath, { recursive: true });
    }
    // In a worker thread (pglite-remote.ts): a slow query no longer stops the event loop.
    const client = await PGliteThread.create({
      dataPath: dataPath ?? null,
      template: options.template ?? null,
      setup: `SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`,
    });
    const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Database;
    await migratePglite(db as never, { migrationsFolder });
    return { db, engine: 'pglite', connections: 1, close: () => client.close() };
  }

  const settings = [`-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`];
  if (options.schema) settings.push(`-c search_path=${options.schema},public`);
  const connections = options.poolSize ?? 10;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: connections,
    options: settings.join(' '),
    // Reads are prepared once per connection and may keep their plan (ADR 218).
    Client: PreparingClient,
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  if (options.schema) await db.execute(sql.raw(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`));
  // Several servers may start at once: one migrates, the others wait for it.
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(72010301)');
    await migratePg(drizzlePg(client, { schema }), {
      migrationsFolder,
      ...(options.schema ? { migrationsSchema: options.schema } : {}),
    });
  } finally {
    await client.query('SELECT pg_advisory_unlock(72010301)').catch(() => undefined);
    client.release();
  }
  return { db, engine: 'postgres', connections, close: () => pool.end() };
}

/** Runs raw SQL and gives its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
