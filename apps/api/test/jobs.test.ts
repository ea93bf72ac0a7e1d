// The job queue on the real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): retries with
// back-off, the dead-letter queue and the operator's retry, several workers and instances at once,
// transactional sends and a graceful stop.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { defineJob } from '../src/modules/jobs/job.ts';
import { createJobQueue } from '../src/modules/jobs/queue.ts';
import type { JobQueue, JobQueueOptions } from '../src/modules/jobs/queue.ts';
import { openTestDatabase } from './support/harness.ts';
import type { TestDatabase } from './support/harness.ts';

const silentLog = { info() {}, warn() {}, error() {} };

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.drop();
  await database?.close();
});

/** A queue on `handle` with the jobs `register` adds, stopped when the test ends. */
async function startQueue(
  handle: Pick<DatabaseHandle, 'db'>,
  register: (queue: JobQueue) => void,
  options: { workers: boolean } & Partial<JobQueueOptions>,
): Promise<JobQueue> {
  const queue = createJobQueue({
    db: handle.db,
    log: silentLog,
    pollingIntervalSeconds: 0.5,
    ...options,
  });
  register(queue);
  await queue.start({ workers: options.workers });
  onTestFinished(() => queue.stop());
  return queue;
}

async function until(condition: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function secondsUntil(date: Date | string) {
  return (new Date(date).getTime() - Date.now()) / 1000;
}

describe('a failing job', () => {
  it('is retried with growing waits, then dead-lettered with its error; the operator’s retry runs it again', async () => {
    const flaky = defineJob<{ order: string }>('test.flaky', { retries: 2, retryDelaySeconds: 1 });
    let broken = true;
    let runs = 0;
    const queue = await startQueue(
      database,
      (q) =>
        q.register(flaky, async () => {
          runs++;
          if (broken) throw new Error(`provider unreachable (run ${runs})`);
          return { done: true };
        }),
      { workers: false },
    );
    await queue.send(flaky, { order: 'LT-1001' });

    expect(await queue.runDue([flaky])).toMatchObject({ completed: 0, failed: 1 });
    let [job] = await queue.find(flaky);
    // retryCount counts the retries begun: none yet.
    expect(job).toMatchObject({ state: 'retry', retryCount: 0 });
    const firstWait = secondsUntil(job!.startAfter);
    // Back-off with jitter: the first retry waits 1–2 s, the second 2–4 s.
    expect(firstWait).toBeGreaterThan(0.5);
    expect(firstWait).toBeLessThanOrEqual(2);
    // Not due yet: a run now leaves it alone.
    expect(await queue.runDue([flaky])).toMatchObject({ completed: 0, failed: 0 });
    expect(runs).toBe(1);

    // Without waiting: the two retries left run now and fail.
    expect(await queue.runDue([flaky], { includeDeferred: true })).toMatchObject({ failed: 2 });
    [job] = await queue.find(flaky);
    expect(job).toMatchObject({ state: 'failed', retryCount: 2 });
    expect(runs).toBe(3);

    const [letter, ...others] = await queue.deadLetters();
    expect(others).toEqual([]);
    expect(letter).toMatchObject({
      name: 'test.flaky',
      jobId: job!.id,
      payload: { order: 'LT-1001' },
      attempts: 3,
      error: 'provider unreachable (run 3)',
    });

    broken = false;
    expect(await queue.retryDeadLetter(letter!.id)).toBe(true);
    expect(await queue.retryDeadLetter(letter!.id)).toBe(false);
    expect(await queue.deadLetters()).toEqual([]);
    expect(await queue.runDue([flaky])).toMatchObject({
      completed: 1,
      outputs: [{ name: 'test.flaky', output: { done: true } }],
    });
    expect(runs).toBe(4);
  });

  it('records the second retry further away than the first', async () => {
    const flaky = defineJob<{ n: number }>('test.backoff', { retries: 3, retryDelaySeconds: 2 });
    const queue = await startQueue(
      database,
      (q) => q.register(flaky, async () => Promise.reject(new Error('still down'))),
      { workers: false },
    );
    await queue.send(flaky, { n: 1 });
    await queue.runDue([flaky]);
    const [first] = await queue.find(flaky);
    const firstWait = secondsUntil(first!.startAfter);
    await queue.runDue([flaky], { includeDeferred: true, limit: 1 });
    const [second] = await queue.find(flaky);
    const secondWait = secondsUntil(second!.startAfter);
    // 2–4 s, then 4–8 s.
    expect(firstWait).toBeGreaterThan(1.5);
    expect(firstWait).toBeLessThanOrEqual(4);
    expect(secondWait).toBeGreaterThan(3.5);
    expect(secondWait).toBeLessThanOrEqual(8);
  });
});

describe('several workers', () => {
  it('run each job exactly once: two workers in each of two instances on one database', async () => {
    const count = defineJob<{ n: number }>('test.count', { concurrency: 2 });
    const runs: number[] = [];
    const register = (queue: JobQueue) =>
      queue.register(count, async ({ n }) => {
        runs.push(n);
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    // On PostgreSQL the second instance has its own pool; on PGlite it shares the process's one
    // connection, as a second worker of the same server would.
    const other = await database.openAnother();
    onTestFinished(() => other.close());
    const first = await startQueue(database, register, { workers: true });
    await startQueue(other, register, { workers: true });
    const total = 16;
    for (let n = 0; n < total; n++) await first.send(count, { n });
    await until(async () => {
      const jobs = await first.find(count);
      return jobs.filter((job) => job.state === 'completed').length === total;
    });
    expect(runs.toSorted((a, b) => a - b)).toEqual([...Array(total).keys()]);
  });
});

describe('a job with a key', () => {
  it('has one live job per key: a second send while it waits is a no-op', async () => {
    const remind = defineJob<{ booking: number }>('test.remind', {
      key: ({ booking }) => `booking-${booking}`,
    });
    const queue = await startQueue(
      database,
      (q) => q.register(remind, async () => ({ reminded: true })),
      { workers: false },
    );
    expect(await queue.send(remind, { booking: 7 })).not.toBeNull();
    expect(await queue.send(remind, { booking: 7 })).toBeNull();
    expect(await queue.send(remind, { booking: 8 })).not.toBeNull();
    expect((await queue.runDue([remind])).completed).toBe(2);
    // Once done, the key is free again.
    expect(await queue.send(remind, { booking: 7 })).not.toBeNull();
  });
});

describe('sending inside a transaction', () => {
  it('creates the job only if the transaction commits', async () => {
    const expire = defineJob<{ reservation: string }>('test.expire');
    const queue = await startQueue(database, (q) => q.register(expire, async () => undefined), {
      workers: false,
    });
    await database.db
      .transaction(async (tx) => {
        await queue.send(expire, { reservation: 'rolled-back' }, { transaction: tx });
        throw new Error('the reservation was refused');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      await queue.send(expire, { reservation: 'kept' }, { transaction: tx });
    });
    const jobs = await queue.find(expire);
    expect(jobs.map((job) => job.data)).toEqual([{ reservation: 'kept' }]);
  });
});

describe('stopping', () => {
  it('lets a running job finish before the queue stops, and takes no new one', async () => {
    const slow = defineJob<{ n: number }>('test.slow');
    const steps: string[] = [];
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const queue = createJobQueue({ db: database.db, log: silentLog, pollingIntervalSeconds: 0.5 });
    queue.register(slow, async ({ n }) => {
      steps.push(`start ${n}`);
      started();
      await new Promise((resolve) => setTimeout(resolve, 600));
      steps.push(`end ${n}`);
    });
    await queue.start({ workers: true });
    await queue.send(slow, { n: 1 });
    await running;
    await queue.send(slow, { n: 2 });
    await queue.stop();
    expect(steps).toEqual(['start 1', 'end 1']);
    const jobs = await queue.find(slow);
    expect(jobs.map((job) => [job.data, job.state])).toEqual([
      [{ n: 1 }, 'completed'],
      [{ n: 2 }, 'created'],
    ]);
  });

  it('gives a job that outlasts the grace time back to the queue for another attempt', async () => {
    const stuck = defineJob<{ n: number }>('test.stuck', { retries: 1, retryDelaySeconds: 1 });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let aborted = false;
    const queue = createJobQueue({
      db: database.db,
      log: silentLog,
      pollingIntervalSeconds: 0.5,
      stopTimeoutMs: 1000,
    });
    queue.register(stuck, async (_payload, { signal }) => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 3000));
      aborted = signal.aborted;
    });
    await queue.start({ workers: true });
    await queue.send(stuck, { n: 1 });
    await running;
    await queue.stop();
    const [job] = await queue.find(stuck);
    expect(job).toMatchObject({ state: 'retry' });
    await new Promise((resolve) => setTimeout(resolve, 2200));
    expect(aborted).toBe(true);
  });
});
