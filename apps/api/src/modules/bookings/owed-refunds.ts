// Money owed back (ADR 214): a cancellation commits the booking as 3 Canceled first and asks the
// provider for the money after, so a provider error, a crash or a deploy in between leaves a
// cancelled booking that still holds the traveller's money. The traveller was told to try again
// (503), but nobody has to: every 15 minutes this finder sends one job per such booking, and the
// job gives the money back with the cancellation's own keys (giveMoneyBack), so a refund the
// provider already made is never made twice.
import { BookingStatus } from '@trails/domain/booking-status';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { defineJob } from '../jobs/job.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { giveMoneyBack } from './cancellation.ts';
import type { BookingJobDeps } from './job-deps.ts';

/**
 * How long a cancelled booking is left to the call that cancelled it (and the traveller's own
 * retry) before the finder takes over.
 */
export const OWED_REFUND_GRACE_MINUTES = 10;

/** Gives back what one cancelled booking still holds; a second run finds nothing owed. */
export const giveMoneyBackJob = defineJob<{ bookingId: number }>('bookings.give-money-back', {
  retries: 5,
  retryDelaySeconds: 60,
  retryDelayMaxSeconds: 1800,
  timeoutSeconds: 120,
  key: ({ bookingId }) => `booking-${bookingId}`,
});

/** Finds cancelled bookings that still hold money; every 15 minutes. */
export const findOwedRefundsJob = defineJob<Record<string, never>>('bookings.find-owed-refunds', {
  retries: 2,
  timeoutSeconds: 300,
  key: () => 'all',
});

/** Cancelled bookings still authorized or captured, untouched since before the grace. */
export async function owedRefunds(db: Database, now: Date): Promise<number[]> {
  const graceEnded = new Date(now.getTime() - OWED_REFUND_GRACE_MINUTES * 60_000);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM bookings
      WHERE status = ${BookingStatus.Canceled} AND payment_status IN ('authorized', 'captured')
        AND updated_at <= ${graceEnded.toISOString()}::timestamptz
      ORDER BY id`,
  );
  return rows.map((row) => Number(row.id));
}

export function registerOwedRefunds(jobs: JobQueue, deps: BookingJobDeps): void {
  const { db, clock, mailer } = deps;
  jobs.register(giveMoneyBackJob, async ({ bookingId }) => {
    await giveMoneyBack(deps, bookingId);
    mailer.nudge();
    return { done: true };
  });
  jobs.register(findOwedRefundsJob, async () => {
    let queued = 0;
    for (const bookingId of await owedRefunds(db, clock.now())) {
      if (await jobs.send(giveMoneyBackJob, { bookingId })) queued++;
    }
    return { queued };
  });
  jobs.schedule(findOwedRefundsJob, { cron: '*/15 * * * *', payload: {} });
}
