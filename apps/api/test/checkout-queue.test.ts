// A flash crowd on one departure (ADR 215): checkouts of one tour wait for its seat lock in the
// process's own queue, not on pooled connections, so the other travellers' reads keep a
// connection. PostgreSQL only: PGlite has one embedded connection and no pool to run out of.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../src/config.ts';
import { queryRows } from '../src/db/client.ts';
import { AT_THE_LOCK } from '../src/modules/checkout/tour-queue.ts';
import {
  bookableTour,
  checkoutItem,
  checkoutRequest,
  postCheckout,
  priceOf,
} from './support/checkout.ts';
import { createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

describe.skipIf(!testDatabaseUrl())('checkouts of one tour waiting for its seat lock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitMax: 100_000 });
  });
  afterAll(() => t?.close());

  it('hold at most two connections between them, so another traveller’s read still answers; then all go through', async () => {
    const tour = await bookableTour(t, 1);
    const other = await bookableTour(t, 1, 1);
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
      // The test app's pool has 4 connections; six travellers check the tour out at once.
      const checkouts = Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          postCheckout(
            t,
            checkoutRequest(t, [
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
      expect(most).toBe(AT_THE_LOCK);

      // A traveller opening another tour meanwhile gets a connection: the page answers.
      const read = await Promise.race([
        t.app.inject({ method: 'GET', url: `/api/activity?id=${other.id}` }),
        new Promise<'no connection'>((resolve) =>
          setTimeout(() => resolve('no connection'), 15_000),
        ),
      ]);
      expect(read === 'no connection' ? read : read.statusCode).toBe(200);

      release();
      const answers = await checkouts;
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    } finally {
      release();
      await holding;
      await holder.close();
    }
  }, 60_000);
});
