// Completion (ADR 150): a Confirmed booking becomes 4 Completed once its tour's last day is over
// in Sri Lanka (@trails/domain/tour-end). Only status 1 moves — a Pending, Rejected or Canceled
// booking never completes — and not while a late cancellation request waits for the supplier's
// decision (ADR 124): completing it would take that decision away. An amendment still waiting
// when it completes lapses (ADR 223).
import { BookingStatus } from '@trails/domain/booking-status';
import { hasTourEnded } from '@trails/domain/tour-end';
import type { DurationUnit } from '@trails/domain/tour';
import { tourDateAt } from '@trails/domain/tour-date';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { defineJob } from '../jobs/job.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { endLapsedAmendments } from './amendment-expiry.ts';
import { giveBackAmendmentMoney } from './amendments.ts';
import type { BookingJobDeps } from './job-deps.ts';

/** Completes one booking when its tour is over; a second run finds it Completed already. */
export const completeBookingJob = defineJob<{ bookingId: number }>('bookings.complete', {
  retries: 4,
  retryDelaySeconds: 30,
  timeoutSeconds: 60,
  key: ({ bookingId }) => `booking-${bookingId}`,
});

/** Finds the Confirmed bookings whose tour is over; every 15 minutes. */
export const findEndedBookingsJob = defineJob<Record<string, never>>('bookings.find-ended', {
  retries: 2,
  timeoutSeconds: 300,
  key: () => 'all',
});

type TourOfBooking = {
  id: number;
  start_date: string;
  pickup_time: string | null;
  duration_value: number;
  duration_unit: number;
};

/** Confirmed bookings (with their tour's length and pick-up time) that pass `where`. */
function confirmedBookings(db: Database, where: SQL) {
  return queryRows<TourOfBooking>(
    db,
    sql`SELECT b.id, b.start_date::text AS start_date,
        to_char(pl.pickup_time, 'HH24:MI') AS pickup_time, t.duration_value, t.duration_unit
      FROM bookings b
      JOIN tours t ON t.id = b.tour_id
      LEFT JOIN tour_pickup_locations pl ON pl.tour_id = b.tour_id AND pl.location_id = b.location_id
      WHERE b.status = ${BookingStatus.Confirmed} AND b.cancel_requested_at IS NULL
        AND b.deleted_at IS NULL AND ${where}
      ORDER BY b.id`,
  );
}

function ended(row: TourOfBooking, now: Date): boolean {
  return hasTourEnded(now, row.start_date, row.pickup_time, {
    value: Number(row.duration_value),
    unit: Number(row.duration_unit) as DurationUnit,
  });
}

/** The ids of Confirmed bookings whose tour is over at `now`. */
export async function endedBookings(db: Database, now: Date): Promise<number[]> {
  // A tour that is over started before today; the rule itself needs the tour's length.
  const rows = await confirmedBookings(db, sql`b.start_date < ${tourDateAt(now)}::date`);
  return rows.filter((row) => ended(row, now)).map((row) => Number(row.id));
}

/** Completes the booking if it is Confirmed and its tour is over; answers whether it moved. */
export async function completeBooking(db: Database, bookingId: number, now: Date) {
  const [row] = await confirmedBookings(db, sql`b.id = ${bookingId}`);
  if (!row || !ended(row, now)) return false;
  const changed = await queryRows<{ id: number }>(
    db,
    sql`UPDATE bookings SET status = ${BookingStatus.Completed}, updated_at = now()
      WHERE id = ${bookingId} AND status = ${BookingStatus.Confirmed}
        AND cancel_requested_at IS NULL
      RETURNING id`,
  );
  return changed.length > 0;
}

export function registerCompletion(jobs: JobQueue, deps: BookingJobDeps): void {
  const { db, clock, mailer } = deps;
  jobs.register(completeBookingJob, async ({ bookingId }) => {
    const now = clock.now();
    const completed = await completeBooking(db, bookingId, now);
    // A completed booking is not amended: an amendment still waiting lapses and its money goes
    // back (ADR 223). Also on a retry that finds the booking completed already, so a provider
    // error after the first try does not leave it to the sweeps alone.
    const lapsed = await endLapsedAmendments(deps, bookingId, now);
    if (lapsed > 0) mailer.nudge();
    // The money of what lapsed goes back now if the provider answers; if it does not, the
    // completion still stands (a retry would not complete it twice, but it would end in the
    // dead-letter list over money that is not its own): the amendment sweep (ADR 220) retries
    // the give-back with the same keys and reports it in its own job.
    await giveBackAmendmentMoney(deps, bookingId).catch(() => undefined);
    return { completed };
  });
  jobs.register(findEndedBookingsJob, async () => {
    let queued = 0;
    for (const bookingId of await endedBookings(db, clock.now())) {
      if (await jobs.send(completeBookingJob, { bookingId })) queued++;
    }
    return { queued };
  });
  jobs.schedule(findEndedBookingsJob, {
    cron: '*/15 * * * *',
    timeZone: 'Asia/Colombo',
    payload: {},
  });
}
