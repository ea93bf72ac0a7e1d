// The reservation sweep: unpaid bookings past `reserved_until` are marked expired, with their
// order and payment. Seats were free the moment the reservation ended (the seat rule ignores
// lapsed reservations); this is the bookkeeping. Idempotent (only `awaiting_payment` rows move),
// so a second run, or another instance's at the same time, changes nothing. It runs as a job on
// the app's queue every minute (ADR 153).
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
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

export async function expireReservations(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await queryRows<{ order_id: number | null }>(
      tx,
      sql`UPDATE bookings SET payment_status = 'expired', updated_at = now()
        WHERE payment_status = 'awaiting_payment' AND reserved_until <= now()
        RETURNING order_id`,
    );
    const orderIds = [...new Set(expired.map((row) => row.order_id).filter((id) => id !== null))];
    if (orderIds.length > 0) {
      const list = sql.join(
        orderIds.map((id) => sql`${id}`),
        sql`, `,
      );
      await tx.execute(sql`UPDATE orders o SET status = 'expired', updated_at = now()
        WHERE o.id IN (${list}) AND o.status = 'awaiting_payment' AND NOT EXISTS (
          SELECT 1 FROM bookings b WHERE b.order_id = o.id AND b.payment_status <> 'expired')`);
      await tx.execute(sql`UPDATE payments SET status = 'expired', updated_at = now()
        WHERE order_id IN (${list}) AND status = 'created'`);
    }
    return expired.length;
  });
}
