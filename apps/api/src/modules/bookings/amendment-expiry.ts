// An amendment never waits past its trail (ADR 223). A pending amendment that can no longer be
// applied — its booking left 0 Pending / 1 Confirmed (completed, rejected by the hold guard,
// disputed), or the tour's start on the booking's date or on the requested date has come — would
// otherwise wait for a supplier's rejection that nobody gives any more, and a balance the
// traveller paid would stay with us. It lapses: 2 Rejected (the code the hold guard gives a
// booking nobody decided in time, ADR 152), decided now, the traveller mailed the rejection's
// words with a line saying why. Its money goes back through giveBackAmendmentMoney, whose keys
// are the rejection's (ADR 220), so a supplier's rejection, a look, the ADR 220 sweep and this
// job can run in any order, or at once, and the provider moves it once.
//
// Found every 15 minutes; one job per booking. The completion step runs the same expiry for
// the booking it completes.
import { BookingStatus, isAmendable } from '@trails/domain/booking-status';
import { BOOKING_MAILS } from '@trails/domain/messages';
import { tourDateAt } from '@trails/domain/tour-date';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { defineJob } from '../jobs/job.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { PaymentDeps } from '../payments/service.ts';
import { amendmentLapsesAt, giveBackAmendmentMoney } from './amendments.ts';
import type { BookingJobDeps } from './job-deps.ts';
import { mailManagementStep } from './management-mails.ts';
import { lockBooking } from './repository.ts';

/** Ends one booking's lapsed amendments and gives their money back; a second run moves nothing. */
export const expireAmendmentsJob = defineJob<{ bookingId: number }>('bookings.expire-amendments', {
  retries: 5,
  retryDelaySeconds: 60,
  retryDelayMaxSeconds: 1800,
  timeoutSeconds: 120,
  key: ({ bookingId }) => `booking-${bookingId}`,
});

/** Finds the bookings with a pending amendment that can no longer be applied; every 15 minutes. */
export const findLapsedAmendmentsJob = defineJob<Record<string, never>>(
  'bookings.find-lapsed-amendments',
  { retries: 2, timeoutSeconds: 300, key: () => 'all' },
);

type Waiting = {
  id: number;
  booking_id: number;
  booking_status: number;
  start_date: string;
  pickup_time: string | null;
  amendment_start_date: string;
  amendment_pickup_time: string | null;
};

/** Pending amendments (with their booking's status, dates and pick-up times) that pass `where`. */
function waitingAmendments(db: Pick<Database, 'execute'>, where: SQL) {
  return queryRows<Waiting>(
    db,
    sql`SELECT a.id, a.booking_id, b.status AS booking_status, b.start_date::text AS start_date,
        to_char(bpl.pickup_time, 'HH24:MI') AS pickup_time,
        a.start_date::text AS amendment_start_date,
        to_char(apl.pickup_time, 'HH24:MI') AS amendment_pickup_time
      FROM booking_amendments a
      JOIN bookings b ON b.id = a.booking_id
      LEFT JOIN tour_pickup_locations bpl
        ON bpl.tour_id = b.tour_id AND bpl.location_id = b.location_id
      LEFT JOIN tour_pickup_locations apl
        ON apl.tour_id = b.tour_id AND apl.location_id = a.location_id
      WHERE a.status = ${BookingStatus.Pending} AND b.deleted_at IS NULL AND ${where}
      ORDER BY a.id`,
  );
}

function hasLapsed(row: Waiting, now: Date): boolean {
  if (!isAmendable(Number(row.booking_status) as BookingStatus)) return true;
  const lapsesAt = amendmentLapsesAt(
    { startDate: row.start_date, pickupTime: row.pickup_time },
    { startDate: row.amendment_start_date, pickupTime: row.amendment_pickup_time },
  );
  return now.getTime() >= lapsesAt.getTime();
}

/** The bookings with a pending amendment that has lapsed at `now`. */
export async function bookingsWithLapsedAmendments(db: Database, now: Date): Promise<number[]> {
  // A tour that has started started on or before today (Sri Lanka); the rule itself needs the
  // pick-up time.
  const rows = await waitingAmendments(
    db,
    sql`(b.status NOT IN (${BookingStatus.Pending}, ${BookingStatus.Confirmed})
      OR LEAST(b.start_date, a.start_date) <= ${tourDateAt(now)}::date)`,
  );
  const ids = rows.filter((row) => hasLapsed(row, now)).map((row) => Number(row.booking_id));
  return [...new Set(ids)];
}

/**
 * Ends the booking's pending amendments that have lapsed at `now` (2 Rejected, the traveller
 * mailed), then gives back what their payments took. Answers how many it ended. Under the
 * booking's row lock, and only a still-pending amendment moves: two runs at once end it once,
 * mail once, and their give-backs share the keys, so the provider moves the money once.
 */
export async function expireAmendments(
  deps: PaymentDeps,
  bookingId: number,
  now: Date,
): Promise<number> {
  const ended = await endLapsedAmendments(deps, bookingId, now);
  // Also when this run ended nothing: a run before it may have ended one and then met a provider
  // error. The same keys: nothing moves twice.
  await giveBackAmendmentMoney(deps, bookingId);
  return ended;
}

/** The first half of expireAmendments: ends the lapsed amendments, moves no money. */
export async function endLapsedAmendments(
  deps: Pick<PaymentDeps, 'db'>,
  bookingId: number,
  now: Date,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) return 0;
    const lapsed = (await waitingAmendments(tx, sql`a.booking_id = ${bookingId}`)).filter((row) =>
      hasLapsed(row, now),
    );
    let count = 0;
    for (const { id } of lapsed) {
      const changed = await queryRows<{ id: number }>(
        tx,
        sql`UPDATE booking_amendments SET status = ${BookingStatus.Rejected}, decided_at = now(),
            pay_link = NULL
          WHERE id = ${id} AND status = ${BookingStatus.Pending} RETURNING id`,
      );
      if (changed.length === 0) continue;
      count++;
      await mailManagementStep(tx, booking, 'amendment-rejected', [BOOKING_MAILS.amendmentLapsed]);
    }
    return count;
  });
}

export function registerAmendmentExpiry(jobs: JobQueue, deps: BookingJobDeps): void {
  const { db, clock, mailer } = deps;
  jobs.register(expireAmendmentsJob, async ({ bookingId }) => {
    const ended = await expireAmendments(deps, bookingId, clock.now());
    if (ended > 0) mailer.nudge();
    return { ended };
  });
  jobs.register(findLapsedAmendmentsJob, async () => {
    let queued = 0;
    for (const bookingId of await bookingsWithLapsedAmendments(db, clock.now())) {
      if (await jobs.send(expireAmendmentsJob, { bookingId })) queued++;
    }
    return { queued };
  });
  jobs.schedule(findLapsedAmendmentsJob, { cron: '*/15 * * * *', payload: {} });
}
