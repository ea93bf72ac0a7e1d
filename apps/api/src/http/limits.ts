// Every limit and throttle of the API, counted where every API instance sees the same count
// (issue 18 Medium 7, ADR 181): rate-limiter-flexible on Redis when REDIS_URL is set, else on
// the app's own database (its Postgres store, through our connection: the pg pool, or PGlite's
// one embedded connection). Nothing is counted in one process's memory, except Redis's insurance
// limiter while Redis is unreachable (a slower limit is better than none, or than a 500).
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config.ts';
import { queryRows } from '../db/client.ts';
import { isDatabaseError } from '../db/errors.ts';
import type { Database } from '../db/client.ts';
import { defineJob } from '../modules/jobs/job.ts';
import type { JobQueue } from '../modules/jobs/queue.ts';

/** One limit: `points` per `seconds` for each key (a client address, an account). */
export type Limit = {
  /** Seconds until `key` may go on, without counting anything (0: under the limit). */
  blockedFor(key: string): Promise<number>;
  /** Counts one attempt (a failed login, a mail sent). */
  record(key: string): Promise<void>;
  /** Counts one attempt and answers the seconds to wait when it went over (0: allowed). */
  take(key: string): Promise<number>;
  /** Forgets the key's count (a successful login clears its account's failures). */
  reset(key: string): Promise<void>;
};

export type LimitName =
  | 'loginByAddress'
  | 'loginByAccount'
  | 'resetByAddress'
  | 'resetByAccount'
  | 'writes'
  | 'reads'
  | 'captchaChallenges';

export type Limits = Record<LimitName, Limit> & {
  /** Where the counts live. */
  store: 'redis' | 'database' | 'memory';
  /** Deletes the database store's expired counts (a scheduled job); answers how many. */
  purgeExpired(): Promise<number>;
  close(): Promise<void>;
};

const MINUTE = 60;
const HOUR = 3600;

/** The database store's table; the limiter owns it as pg-boss owns its schema (ADR 181). */
const TABLE = 'rate_limits';

/** The sizes of every limit, from the configuration. */
function sizes(config: Config): Record<LimitName, { points: number; seconds: number }> {
  return {
    loginByAddress: { points: config.loginLimits.perAddressPerMinute, seconds: MINUTE },
    loginByAccount: { points: config.loginLimits.perAccountPerHour, seconds: HOUR },
    resetByAddress: { points: config.passwordResetLimits.perAddressPerHour, seconds: HOUR },
    resetByAccount: { points: config.passwordResetLimits.perAccountPerHour, seconds: HOUR },
    writes: { points: config.rateLimitMax, seconds: MINUTE },
    reads: { points: config.readRateLimitMax, seconds: MINUTE },
    captchaChallenges: { points: config.captchaRateLimitMax, seconds: MINUTE },
  };
}

type QueryResult = { rows: Record<string, unknown>[]; rowCount: number };

/**
 * The Postgres store's client: its `query({ text, values })` over our own connection. PGlite
 * answers `affectedRows` where pg answers `rowCount`, and may give bigint columns as BigInt.
 */
function storeClient(db: Database, engine: 'pglite' | 'postgres') {
  const client = (db as unknown as { $client: unknown }).$client;
  if (engine === 'postgres') {
    const pool = client as { query(q: { text: string; values?: unknown[] }): Promise<QueryResult> };
    return { query: (q: { text: string; values?: unknown[] }) => pool.query(q) };
  }
  const pglite = client as {
    query(
      text: string,
      values?: unknown[],
    ): Promise<{ rows: Record<string, unknown>[]; affectedRows?: number }>;
  };
  return {
    async query(q: { text: string; values?: unknown[] }): Promise<QueryResult> {
      const result = await pglite.query(q.text, q.values ?? []);
      const rows = result.rows.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([name, value]) => [
            name,
            typeof value === 'bigint' ? Number(value) : value,
          ]),
        ),
      );
      return { rows, rowCount: result.affectedRows || rows.length };
    },
  };
}

/** Held while a server creates the counts' table; the migrations hold 72010301, the queue 72010302. */
const CREATE_LOCK = 72010303;

/**
 * The counts' table is UNLOGGED (ADR 237): a count is written without waiting for the disk. Every
 * write call (a checkout, a payment, a login) and every block of reads counts first, and a logged
 * table made each of them wait for a WAL flush — one address's calls, one row, one after another
 * (many travellers share an address behind a mobile carrier's NAT). A crash forgets the counts,
 * as a restarted Redis without persistence does: limits start again, nothing else is lost.
 *
 * Servers starting together on a new database create it one at a time, under a lock of ours
 * (ADR 247). `IF NOT EXISTS` alone is not safe against a concurrent CREATE: PostgreSQL checks the
 * table's name, then its row type's, then writes both, and a loser fails as "duplicate key"
 * (23505) or, when the winner commits between the two checks, "type already exists" (42710).
 */
async function createTable(db: Database) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CREATE_LOCK})`);
    // `text`, not the library's varchar(255): a key holds an e-mail address of up to 254.
    await tx.execute(
      sql.raw(`CREATE UNLOGGED TABLE IF NOT EXISTS "${TABLE}" (
        key text PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`),
    );
  });
  // A table an earlier version created logged becomes unlogged once (PostgreSQL leaves a table
  // that already is as it is, so two instances starting together are fine). The rewrite locks
  // the table: behind older instances' busy counting in a rolling deploy it gives up after two
  // seconds, and the next start tries again.
  const kind = await queryRows<{ persistence: string }>(
    db,
    sql`SELECT relpersistence AS persistence FROM pg_class WHERE oid = ${TABLE}::regclass`,
  );
  if (kind[0]?.persistence !== 'p') return;
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL lock_timeout = '2s'`);
      await tx.execute(sql.raw(`ALTER TABLE "${TABLE}" SET UNLOGGED`));
    });
  } catch (error) {
    if (!isDatabaseError(error, LOCK_NOT_AVAILABLE)) throw error;
  }
}

/** lock_not_available: the lock_timeout ran out. */
const LOCK_NOT_AVAILABLE = '55P03';

/** Local entries kept per limit before expired ones are swept. */
const LOCAL_SWEEP_AT = 10_000;

function wrap(limiter: RateLimiterAbstract, points: number): Limit {
  const seconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  // A call counted against a large limit (600 reads a minute) takes a block of points from the
  // shared store at once and spends it here: one store round trip per block, not per call.
  // A block is at most 2% of the limit, so the shared count stays within 2% per instance; small
  // limits (logins, writes) take one point at a time, exactly (ADR 181).
  const block = Math.max(1, Math.floor(points / 50));
  const local = new Map<string, { left: number; until: number }>();
  function keep(key: string, until: number) {
    if (local.size >= LOCAL_SWEEP_AT) {
      const now = Date.now();
      for (const [name, entry] of local) if (entry.until <= now) local.delete(name);
    }
    local.set(key, { left: block - 1, until });
  }
  /** The block being taken from the store for a key, resolving to the seconds refused (0: taken). */
  const fetching = new Map<string, Promise<number>>();
  async function takeBlock(key: string): Promise<number> {
    try {
      const res = await limiter.consume(key, block);
      if (block > 1) keep(key, Date.now() + res.msBeforeNext);
      return 0;
    } catch (rejection) {
      local.delete(key);
      if (rejection instanceof RateLimiterRes) return seconds(rejection);
      throw rejection;
    }
  }
  return {
    async blockedFor(key) {
      const res = await limiter.get(key);
      return res && res.consumedPoints >= points ? seconds(res) : 0;
    },
    async record(key) {
      await limiter.penalty(key, 1);
    },
    async take(key) {
      for (;;) {
        const mine = local.get(key);
        if (mine && mine.left > 0 && mine.until > Date.now()) {
          mine.left--;
          return 0;
        }
        // Calls arriving together (a page's parallel reads, one address behind a NAT) wait for
        // the block one of them is taking, then spend it: each taking its own block spent 32
        // blocks for 32 calls, and a limit of 600 refused a client after a few dozen reads.
        const taking = fetching.get(key);
        if (!taking) break;
        const refused = await taking;
        if (refused > 0) return refused;
      }
      const attempt = takeBlock(key);
      if (block > 1) {
        fetching.set(key, attempt);
        const done = () => void fetching.delete(key);
        attempt.then(done, done);
      }
      return attempt;
    },
    async reset(key) {
      local.delete(key);
      await limiter.delete(key);
    },
  };
}

export async function createLimits(options: {
  config: Config;
  db: Database;
  engine: 'pglite' | 'postgres';
  /**
   * 'memory' counts in this process only: for tests that check a refused call writes nothing
   * to the database (the contract fuzz test); never for a server (buildApp's default is shared).
   */
  store?: 'shared' | 'memory';
}): Promise<Limits> {
  const { config, db, engine } = options;
  let redis: Redis | null = null;
  let make: (name: LimitName, points: number, seconds: number) => RateLimiterAbstract;
  if (options.store === 'memory') {
    make = (name, points, seconds) =>
      new RateLimiterMemory({ keyPrefix: name, points, duration: seconds });
  } else if (config.redisUrl) {
    // No offline queue: while Redis is away a call fails at once to the insurance limiter rather
    // than wait for a reconnection (rate-limiter-flexible's advice).
    const client = new Redis(config.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: true,
    });
    // An unreachable Redis is logged by the insurance path, not thrown at the process.
    client.on('error', () => {});
    await client.connect().catch(() => undefined);
    redis = client;
    make = (name, points, seconds) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${config.limitKeyPrefix}:${name}`,
        points,
        duration: seconds,
        insuranceLimiter: new RateLimiterMemory({ points, duration: seconds }),
      });
  } else {
    await createTable(db);
    const client = storeClient(db, engine);
    make = (name, points, seconds) =>
      new RateLimiterPostgres({
        storeClient: client,
        storeType: 'client',
        tableName: TABLE,
        tableCreated: true,
        // The purge is a job on the queue (purgeExpired), not a timer in every instance.
        clearExpiredByTimeout: false,
        keyPrefix: `${config.limitKeyPrefix}:${name}`,
        points,
        duration: seconds,
      });
  }
  const limits = {} as Record<LimitName, Limit>;
  for (const [name, size] of Object.entries(sizes(config)) as [
    LimitName,
    { points: number; seconds: number },
  ][]) {
    limits[name] = wrap(make(name, size.points, size.seconds), size.points);
  }
  return {
    ...limits,
    store: options.store === 'memory' ? 'memory' : redis ? 'redis' : 'database',
    async purgeExpired() {
      // Redis expires its keys itself; memory forgets.
      if (redis || options.store === 'memory') return 0;
      const gone = (await db.execute(
        sql`DELETE FROM ${sql.identifier(TABLE)} WHERE expire < ${Date.now()}`,
      )) as unknown as { rowCount?: number; affectedRows?: number };
      return gone.rowCount ?? gone.affectedRows ?? 0;
    },
    async close() {
      if (redis) redis.disconnect();
    },
  };
}

/** Deletes the database store's expired counts, hourly (a no-op on Redis). */
export const limitsPurgeJob = defineJob<Record<string, never>>('limits.purge', {
  retries: 1,
  retryDelaySeconds: 60,
  timeoutSeconds: 120,
  key: () => 'purge',
});

export function registerLimitJobs(jobs: JobQueue, limits: Limits): void {
  jobs.register(limitsPurgeJob, async () => ({ purged: await limits.purgeExpired() }));
  jobs.schedule(limitsPurgeJob, { cron: '7 * * * *', payload: {} });
}
