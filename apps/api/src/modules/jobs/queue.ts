// The app's job queue: pg-boss on the app's own database (ADR 130). On PGlite it shares the one
// embedded connection and is woken by in-process LISTEN/NOTIFY; on PostgreSQL it uses the app's
// pool, polls, and every API instance runs workers: pg-boss claims each job with
// `FOR UPDATE SKIP LOCKED`, so a job runs in one worker only.
//
// A module defines its jobs (job.ts), registers a handler and, for periodic work, a schedule
// before start(); sends jobs after its transaction commits (or inside it, with `transaction`).
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { PgBoss, fromDrizzle, fromPglite } from 'pg-boss';
import type { Db, DrizzleTransactionLike, JobResult, JobWithMetadata, SendOptions } from 'pg-boss';
import type { Database } from '../../db/client.ts';
import { PGliteThread } from '../../db/pglite-remote.ts';
import type { JobContext, JobDefinition, JobHandler, JobPayload, JobSchedule } from './job.ts';

/** Every job that exhausts its retries is copied here, with where it came from (ADR 130). */
export const DEAD_LETTER_QUEUE = 'dead-letter';
/** Failed and dead-lettered jobs are kept this long for the operator. */
const KEEP_SECONDS = 30 * 24 * 3600;
/** Jobs a worker takes per fetch. */
const WORKER_BATCH = 5;
/** Seconds between polls on PGlite, where a notification wakes the workers for new jobs. */
const NOTIFY_BACKSTOP_SECONDS = 10;

/** What a failed attempt keeps as its output: the error's message (and where it was thrown). */
function failure(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error)
    return { message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  return { message: String(error) };
}

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type SendJobOptions = {
  /** Run no earlier than this (a Date, or seconds from now). */
  startAfter?: Date | number;
  /**
   * A Drizzle transaction: the job is created only if it commits. Use it when the job belongs to
   * a change (a reservation and its expiry).
   */
  transaction?: Pick<Database, 'execute'>;
};

export type RunReport = {
  completed: number;
  failed: number;
  /** What each completed handler returned, by job id. */
  outputs: { id: string; name: string; output: unknown }[];
};

export type DeadLetter = {
  /** Id in the dead-letter queue: what `retryDeadLetter` takes. */
  id: string;
  /** The job's kind (`mail.send`) and its id there. */
  name: string;
  jobId: string | null;
  payload: unknown;
  attempts: number;
  /** The last attempt's error, while the failed job is kept (30 days). */
  error: string | null;
  failedAt: Date;
};

export type JobQueueOptions = {
  db: Database;
  log: Log;
  /** Seconds between polls for new jobs where no notification wakes the workers (PostgreSQL). */
  pollingIntervalSeconds?: number;
  /** How long stop() waits for running jobs before failing them for a retry. */
  stopTimeoutMs?: number;
};

export type JobQueue = {
  /** Registers the handler of a kind; before start(). */
  register<P extends JobPayload>(job: JobDefinition<P>, handler: JobHandler<P>): void;
  /** Sends a job of this kind every time the cron expression matches; before start(). */
  schedule<P extends JobPayload>(job: JobDefinition<P>, schedule: JobSchedule<P>): void;
  /**
   * Installs or migrates the queue's schema, creates the queues and schedules, and with `workers`
   * runs the handlers, the schedules and the queue's upkeep. Tests start without workers and call
   * runDue().
   */
  start(options: { workers: boolean }): Promise<void>;
  /** True between a start with workers and stop(). */
  readonly workersRunning: boolean;
  /** Creates a job; null when a kind with a `key` already has a live job with that key. */
  send<P extends JobPayload>(
    job: JobDefinition<P>,
    payload: P,
    options?: SendJobOptions,
  ): Promise<string | null>;
  /**
   * Runs, in this process and now, every job of these kinds (default: all) that is due, until
   * none is left (or `limit` ran); with `includeDeferred`, also those waiting for a retry or a
   * later start.
   * For tests and the operator's CLI — the workers do the same on their own.
   */
  runDue(
    jobs?: readonly JobName[],
    options?: { includeDeferred?: boolean; limit?: number },
  ): Promise<RunReport>;
  /** Jobs that used up their retries, oldest first. */
  deadLetters(): Promise<DeadLetter[]>;
  /** Puts a dead-lettered job back on its queue as a fresh job; false when there is none. */
  retryDeadLetter(id: string): Promise<boolean>;
  /** The schedules stored in the database (every instance's). */
  schedules(): Promise<{ name: string; cron: string; timeZone: string }[]>;
  /** Jobs of a kind in every state, for tests and diagnosis. */
  find(job: JobName, filter?: { key?: string }): Promise<JobWithMetadata[]>;
  /** Stops the workers, letting running jobs finish (up to stopTimeoutMs). */
  stop(): Promise<void>;
};

/** Any job definition, where only its name matters. */
type JobName = { readonly name: string };

type Registered = {
  job: JobDefinition<JobPayload>;
  handler: JobHandler<JobPayload>;
};

/** Where the queue keeps its tables, and how pg-boss reaches the app's database. */
type Connection = {
  adapter: Db;
  schema: string;
  pglite: boolean;
  /** Runs the queue's install while no other server on the database runs its own. */
  installAlone: (install: () => Promise<void>) => Promise<void>;
};

/**
 * Several servers starting at once on a new database (issue 19): pg-boss takes an advisory lock
 * for its install, yet the loser's `CREATE SCHEMA IF NOT EXISTS` still fails with a unique
 * violation on pg_namespace, which pg-boss does not treat as its install race, and that server
 * stops. So each server installs the schema, the queues and the schedules under a lock of ours,
 * held on a connection of its own for the whole install; the next one finds everything there.
 */
const INSTALL_LOCK = 72010302;

async function connect(db: Database): Promise<Connection> {
  const client = (db as unknown as { $client: unknown }).$client;
  // The embedded database runs in a worker thread (db/pglite-remote.ts) with PGlite's interface.
  // One process owns it, so nothing else can be installing at the same time.
  if (client instanceof PGlite || client instanceof PGliteThread) {
    return {
      adapter: fromPglite(client as PGlite),
      schema: 'pgboss',
      pglite: true,
      installAlone: (install) => install(),
    };
  }
  if (client instanceof pg.Pool) {
    const adapter: Db = {
      executeSql: async (text, values) => client.query(text, values as unknown[]),
    };
    // The app's tables live in the pool's first schema: `public` in production, a schema per
    // file in tests. The queue takes a schema of its own beside it.
    const { rows } = await client.query<{ schema: string }>('SELECT current_schema() AS schema');
    const appSchema = rows[0]?.schema ?? 'public';
    return {
      adapter,
      schema: appSchema === 'public' ? 'pgboss' : `${appSchema}_jobs`,
      pglite: false,
      async installAlone(install) {
        const holder = await client.connect();
        try {
          await holder.query('SELECT pg_advisory_lock($1)', [INSTALL_LOCK]);
          await install();
        } finally {
          await holder
            .query('SELECT pg_advisory_unlock($1)', [INSTALL_LOCK])
            .catch(() => undefined);
          holder.release();
        }
      },
    };
  }
  throw new Error('the job queue needs a PGlite or node-postgres database');
}

function policyOptions(job: JobDefinition<JobPayload>) {
  const { policy } = job;
  return {
    retryLimit: policy.retries,
    retryDelay: policy.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: policy.retryDelayMaxSeconds,
    expireInSeconds: policy.timeoutSeconds,
    deleteAfterSeconds: KEEP_SECONDS,
    retentionSeconds: KEEP_SECONDS,
  };
}

function errorText(output: unknown): string | null {
  if (output && typeof output === 'object' && 'message' in output) {
    return String((output as { message: unknown }).message);
  }
  return output == null ? null : JSON.stringify(output);
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, log } = options;
  const registered = new Map<string, Registered>();
  const schedules: { job: JobDefinition<JobPayload>; schedule: JobSchedule<JobPayload> }[] = [];
  let boss: PgBoss | undefined;
  let started: Promise<void> | undefined;
  let workersRunning = false;

  function requireBoss(): PgBoss {
    if (!boss) throw new Error('the job queue has not been started');
    return boss;
  }

  function kindOf(name: string): Registered {
    const entry = registered.get(name);
    if (!entry) throw new Error(`no handler registered for job "${name}"`);
    return entry;
  }

  async function runHandler(
    entry: Registered,
    job: {
      id: string;
      data: unknown;
      retryCount: number;
      retryLimit?: number;
      signal?: AbortSignal;
    },
  ): Promise<unknown> {
    const retryLimit = job.retryLimit ?? entry.job.policy.retries;
    const context: JobContext = {
      id: job.id,
      attempt: job.retryCount + 1,
      lastAttempt: job.retryCount >= retryLimit,
      signal: job.signal ?? new AbortController().signal,
    };
    try {
      return await entry.handler((job.data ?? {}) as JobPayload, context);
    } catch (error) {
      log.warn(
        { job: entry.job.name, jobId: job.id, attempt: context.attempt, err: String(error) },
        context.lastAttempt ? 'job failed for good: dead-lettered' : 'job failed: will retry',
      );
      throw error;
    }
  }

  async function doStart(workers: boolean) {
    const { adapter, schema, pglite, installAlone } = await connect(db);
    const instance = new PgBoss({
      db: adapter,
      backend: pglite ? 'pglite' : 'postgres',
      schema,
      // Without workers (tests, the CLI) nothing runs behind the caller's back.
      supervise: workers,
      schedule: workers,
      useListenNotify: workers && pglite,
    });
    instance.on('error', (error) => log.error({ err: String(error) }, 'job queue error'));
    instance.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
    await installAlone(async () => {
      await instance.start();
      await ensureQueue(instance, DEAD_LETTER_QUEUE, {
        retentionSeconds: KEEP_SECONDS,
        deleteAfterSeconds: KEEP_SECONDS,
      });
      for (const { job } of registered.values()) {
        await ensureQueue(
          instance,
          job.name,
          { deadLetter: DEAD_LETTER_QUEUE, notify: pglite, ...policyOptions(job) },
          job.key ? 'exclusive' : 'standard',
        );
      }
      // A registered job whose schedule was taken out of the code stops being sent.
      for (const { job } of registered.values()) {
        if (!schedules.some((entry) => entry.job.name === job.name))
          await instance.unschedule(job.name);
      }
      for (const { job, schedule } of schedules) {
        await instance.schedule(job.name, schedule.cron, schedule.payload, {
          tz: schedule.timeZone ?? 'UTC',
          ...(job.key ? { singletonKey: job.key(schedule.payload) } : {}),
        });
      }
    });
    boss = instance;

    if (!workers) return;
    for (const entry of registered.values()) {
      await instance.work(
        entry.job.name,
        {
          // A worker takes a few jobs at a time and fetches again at once while batches come
          // back full; each job succeeds or fails on its own.
          batchSize: WORKER_BATCH,
          burstWhenBatchFull: true,
          perJobResults: true,
          includeMetadata: true,
          localConcurrency: entry.job.policy.concurrency,
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
          // PGlite's notifications wake the workers for new jobs; a retry coming due sends none.
          notifyPollingIntervalSeconds: NOTIFY_BACKSTOP_SECONDS,
        },
        async (batch) => {
          const results: JobResult[] = [];
          for (const job of batch) {
            try {
              const output = await runHandler(entry, job);
              results.push({ id: job.id, status: 'completed', output });
            } catch (error) {
              results.push({ id: job.id, status: 'failed', output: failure(error) });
            }
          }
          return results;
        },
      );
    }
  }

  return {
    register(job, handler) {
      if (boss) throw new Error(`register "${job.name}" before the queue starts`);
      if (registered.has(job.name)) throw new Error(`job "${job.name}" is registered twice`);
      registered.set(job.name, {
        job: job as JobDefinition<JobPayload>,
        handler: handler as JobHandler<JobPayload>,
      });
    },

    schedule(job, schedule) {
      if (boss) throw new Error(`schedule "${job.name}" before the queue starts`);
      schedules.push({
        job: job as JobDefinition<JobPayload>,
        schedule: schedule as JobSchedule<JobPayload>,
      });
    },

    start({ workers }) {
      started ??= doStart(workers).then(() => {
        workersRunning = workers;
      });
      return started;
    },

    get workersRunning() {
      return workersRunning;
    },

    async send(job, payload, sendOptions = {}) {
      const instance = requireBoss();
      kindOf(job.name);
      const request: SendOptions = {};
      if (job.key) request.singletonKey = job.key(payload);
      if (sendOptions.startAfter !== undefined) request.startAfter = sendOptions.startAfter;
      if (sendOptions.transaction)
        request.db = fromDrizzle(sendOptions.transaction as unknown as DrizzleTransactionLike, sql);
      return instance.send(job.name, payload, request);
    },

    async runDue(jobs, runOptions = {}) {
      const instance = requireBoss();
      const names = jobs ? jobs.map((job) => job.name) : [...registered.keys()];
      const report: RunReport = { completed: 0, failed: 0, outputs: [] };
      const limit = runOptions.limit ?? Infinity;
      for (let progressed = true; progressed;) {
        progressed = false;
        for (const name of names) {
          if (report.completed + report.failed >= limit) return report;
          const entry = kindOf(name);
          const [job] = await instance.fetch(name, {
            includeMetadata: true,
            ignoreStartAfter: runOptions.includeDeferred ?? false,
          });
          if (!job) continue;
          progressed = true;
          try {
            const output = await runHandler(entry, job);
            await instance.complete(name, job.id, output == null ? undefined : (output as object));
            report.completed++;
            report.outputs.push({ id: job.id, name, output });
          } catch (error) {
            await instance.fail(name, job.id, failure(error));
            report.failed++;
          }
        }
      }
      return report;
    },

    async deadLetters() {
      const instance = requireBoss();
      const letters = await instance.findJobs(DEAD_LETTER_QUEUE, { queued: true });
      return Promise.all(
        letters.map(async (letter): Promise<DeadLetter> => {
          let error: string | null = null;
          if (letter.sourceName && letter.sourceId) {
            const [source] = await instance.findJobs(letter.sourceName, { id: letter.sourceId });
            error = errorText(source?.output);
          }
          return {
            id: letter.id,
            name: letter.sourceName ?? DEAD_LETTER_QUEUE,
            jobId: letter.sourceId,
            payload: letter.data,
            attempts: (letter.sourceRetryCount ?? 0) + 1,
            error,
            failedAt: new Date(letter.createdOn),
          };
        }),
      );
    },

    async retryDeadLetter(id) {
      const instance = requireBoss();
      const moved = await instance.redrive(DEAD_LETTER_QUEUE, { ids: [id] });
      return moved > 0;
    },

    async schedules() {
      const stored = await requireBoss().getSchedules();
      return stored.map((entry) => ({
        name: entry.name,
        cron: entry.cron,
        timeZone: entry.timezone,
      }));
    },

    async find(job, filter = {}) {
      return requireBoss().findJobs(job.name, filter.key ? { key: filter.key } : {});
    },

    async stop() {
      if (!started) return;
      await started.catch(() => undefined);
      workersRunning = false;
      // Graceful: workers take no new job and running ones finish; one that outlasts the grace
      // time is failed, so it is retried (handlers are idempotent). The database stays open: the
      // app closes it after the queue.
      await boss?.stop({ graceful: true, close: false, timeout: options.stopTimeoutMs ?? 8000 });
    },
  };
}

type QueueSettings = Omit<NonNullable<Parameters<PgBoss['createQueue']>[1]>, 'policy'>;

/**
 * Creates the queue (a no-op when another instance did) and brings its settings up to date, so a
 * changed retry policy applies at the next start. A queue's policy cannot change once created.
 */
async function ensureQueue(
  boss: PgBoss,
  name: string,
  settings: QueueSettings,
  policy: 'standard' | 'exclusive' = 'standard',
) {
  await boss.createQueue(name, { ...settings, policy });
  await boss.updateQueue(name, settings);
}
