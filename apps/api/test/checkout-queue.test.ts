// A flash crowd on one departure (ADR 215, 286): checkouts of one tour wait for its seat lock in
// the process's own queue, at most half the pool of them on pooled connections, so the other
// travellers' reads keep a connection. PostgreSQL only: PGlite has one embedded connection and no pool to run out of.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../src/config.ts';
import { openDatabase, queryRows } from '../src/db/client.ts';
import {
  bookableTour,
  checkoutItem,
  checkoutRequest,
  postCheckout,
  priceOf,
} from './support/checkout.ts';
import { anotherApp, createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

describe.skipIf(!testDatabaseUrl())('checkouts of one tour waiting for its seat lock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitMax: 100_000 });
  });
  afterAll(() => t?.close());

  /**
   * Six travellers check out one tour through `app` while another instance holds its row lock:
   * at most `app.checkoutLanes` of them wait on it, a read of another tour still answers, and
   * all six go through once the lock is free. Answers how many waited on the lock at most.
   */
  async function crowdAtTheLock(app: FastifyInstance, skip: number) {
    const via = { ...t, app };
    const tour = await bookableTour(t, 1, skip);
    const other = await bookableTour(t, 1, skip + 1);
    const amount = await priceOf(t, tour, 1);

    // Another instance's checkout holds the tour's row lock (the seat lock of every instance).
    const holder = await t.openAnother();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holderPid!: number;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = holder.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM tours WHERE id = ${tour.id} FOR UPDATE`);
      const [me] = await queryRows<{ pid: number }>(tx, sql`SELECT pg_backend_pid() AS pid`);
      holderPid = Number(me!.pid);
      locked();
      await released;
    });
    try {
      await isLocked;
      const checkouts = Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          postCheckout(
            via,
            checkoutRequest(via, [
              checkoutItem(tour, amount, {
                num_adults: 1,
                travellers: [
                  {
                    firstname: 'Flash',
                    lastname: `Crowd ${i}`,
                    email: `crowd${i}@example.com`,
                    phone: '+94 77 123 4567',
                    lead_traveller: true,
                  },
                ],
              }),
            ]),
          ),
        ),
      );
      // Every session waiting behind the holder, directly or behind another waiter.
      const waiting = async () => {
        const [row] = await queryRows<{ n: number }>(
          holder.db,
          sql`WITH RECURSIVE behind(pid) AS (
              SELECT a.pid FROM pg_stat_activity a WHERE ${holderPid} = ANY(pg_blocking_pids(a.pid))
              UNION
              SELECT a.pid FROM pg_stat_activity a, behind WHERE behind.pid = ANY(pg_blocking_pids(a.pid))
            ) SELECT count(*)::int AS n FROM behind`,
        );
        return Number(row!.n);
      };
      let most = 0;
      for (let i = 0; i < 40; i++) {
        most = Math.max(most, await waiting());
        await new Promise((resolve) => setTimeout(resolve, 50));
      }

      // A traveller opening another tour meanwhile gets a connection: the page answers.
      const read = await Promise.race([
        app.inject({ method: 'GET', url: `/api/activity?id=${other.id}` }),
        new Promise<'no connection'>((resolve) =>
          setTimeout(() => resolve('no connection'), 15_000),
        ),
      ]);
      expect(read === 'no connection' ? read : read.statusCode).toBe(200);

      release();
      const answers = await checkouts;
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      return most;
    } finally {
      release();
      await holding;
      await holder.close();
    }
  }

  it('hold at most half the pool between them (two of four), so another traveller’s read still answers; then all go through', async () => {
    // The test app's pool has 4 connections; six travellers check the tour out at once.
    expect(t.app.checkoutLanes).toBe(2);
    expect(await crowdAtTheLock(t.app, 0)).toBe(2);
  }, 60_000);

  // ADR 286: since the lock is held for one statement only, two lanes made a flash crowd's
  // checkouts wait in this process's queue longer than at the lock; half the pool is the bound.
  it('hold up to half of a larger pool (four of eight), and the read still answers', async () => {
    const [row] = await queryRows<{ schema: string }>(t.db, sql`SELECT current_schema() AS schema`);
    const database = await openDatabase({
      engine: 'postgres',
      url: testDatabaseUrl()!,
      schema: row!.schema,
      poolSize: 8,
    });
    const app = await anotherApp(t, { database });
    try {
      expect(app.checkoutLanes).toBe(4);
      expect(await crowdAtTheLock(app, 2)).toBe(4);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});
