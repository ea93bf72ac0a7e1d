// The reservation sweep: unpaid bookings past `reserved_until` are marked expired, with their
// order and payment. Seats were free the moment the reservation ended (the seat rule ignores
// lapsed reservations); this is the bookkeeping. Idempotent (only `awaiting_payment` rows move),
// so a second run, or another instance's at the same time, changes nothing. It runs as a job on
// the app's queue every minute (ADR 153).
//
// Locks in the order everyone else takes them (ADR 267): an order's payments, then the order,
// then its bookings, as a payment's application does (payments/application.ts); a checkout that
// replaces an earlier attempt locks that order before its bookings too (reserve_seats). The
// sweep skips what another transaction holds (SKIP LOCKED) instead of waiting: that order is
// being paid or replaced this instant, and if it still lapsed, the next minute's run takes it.
// Before, it locked the bookings first and their order after, and a payment arriving as its
// reservation lapsed could close a circle with it: PostgreSQL aborted one of the two.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { intArray } from '../../db/prepared-statements.ts';
import { defineJob } from '../jobs/job.ts';
import type { JobQueue } from '../jobs/queue.ts';

/** Marks the lapsed unpaid reservations expired; one live job at a time. */
export const expireReservationsJob = defineJob<Record<string, never>>(
  'bookings.expire-reservations',
  { retries: 3, retryDelaySeconds: 10, timeoutSeconds: 60, key: () => 'all' },
);

export function registerReservationExpiry(jobs: JobQueue, db: Database): void {
  jobs.register(expireReservationsJob, async () => ({ expired: await expireReservations(db) }));
  jobs.schedule(expireReservationsJob, { cron: '* * * * *', payload: {} });
}

const LAPSED = sql`payment_status = 'awaiting_payment' AND reserved_until <= now()`;

/** How many bookings the run marked expired. */
export async function expireReservations(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    // A booking without an order (the column allows one; checkout always writes one) has nothing
    // else to lock.
    const alone = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE bookings SET payment_status = 'expired', updated_at = now()
        WHERE order_id IS NULL AND ${LAPSED} RETURNING id`,
    );
    const lapsed = await queryRows<{ order_id: number }>(
      tx,
      sql`SELECT DISTINCT order_id FROM bookings WHERE order_id IS NOT NULL AND ${LAPSED}`,
    );
    if (lapsed.length === 0) return alone.length;
    const lapsedOrders = intArray(lapsed.map((row) => Number(row.order_id)));
    // An order has at most one payment. Those this run could lock, then every one there is: an
    // order whose payment another transaction holds is skipped.
    const lockedPayments = await queryRows<{ id: number; order_id: number }>(
      tx,
      sql`SELECT id, order_id FROM payments WHERE order_id = ANY(${lapsedOrders})
        ORDER BY id FOR NO KEY UPDATE SKIP LOCKED`,
    );
    const anyPayment = await queryRows<{ order_id: number }>(
      tx,
      sql`SELECT order_id FROM payments WHERE order_id = ANY(${lapsedOrders})`,
    );
    const locked = new Set(lockedPayments.map((row) => Number(row.order_id)));
    const withPayment = new Set(anyPayment.map((row) => Number(row.order_id)));
    const free = lapsed
      .map((row) => Number(row.order_id))
      .filter((id) => locked.has(id) || !withPayment.has(id));
    if (free.length === 0) return alone.length;
    // NO KEY UPDATE: the status changes, never the key, so a row inserted with this order as its
    // foreign key (a payment being recorded) does not make the sweep skip it.
    const ordersHeld = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM orders WHERE id = ANY(${intArray(free)})
        ORDER BY id FOR NO KEY UPDATE SKIP LOCKED`,
    );
    if (ordersHeld.length === 0) return alone.length;
    const orders = intArray(ordersHeld.map((row) => Number(row.id)));
    const expired = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE bookings SET payment_status = 'expired', updated_at = now()
        WHERE order_id = ANY(${orders}) AND ${LAPSED} RETURNING id`,
    );
    await tx.execute(sql`UPDATE orders o SET status = 'expired', updated_at = now()
      WHERE o.id = ANY(${orders}) AND o.status = 'awaiting_payment' AND NOT EXISTS (
        SELECT 1 FROM bookings b WHERE b.order_id = o.id AND b.payment_status <> 'expired')`);
    // Only the payments this run locked: one recorded since (a checkout's retry after the lapse)
    // may be held by a payment's application, which waits for the order this run holds.
    const ours = lockedPayments
      .filter((row) => ordersHeld.some((order) => Number(order.id) === Number(row.order_id)))
      .map((row) => Number(row.id));
    if (ours.length > 0) {
      await tx.execute(sql`UPDATE payments SET status = 'expired', updated_at = now()
        WHERE id = ANY(${intArray(ours)}) AND status = 'created'`);
    }
    return alone.length + expired.length;
  });
}
