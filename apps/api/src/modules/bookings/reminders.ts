// The traveller's reminder (ADR 151): one mail the day before the tour (Asia/Colombo) with the
// pick-up time and place and the free-cancellation deadline. Sent for Confirmed bookings only —
// a Pending one is not sure to happen (the hold guard deals with it). Recorded in
// booking_notices in the transaction that writes the mail, so it goes out once per booking and
// date.
import { BookingStatus } from '@trails/domain/booking-status';
import { tourStart } from '@trails/domain/cancellation';
import { tourDateAt } from '@trails/domain/tour-date';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { defineJob } from '../jobs/job.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { addDays } from '../pricing/rules.ts';
import type { BookingJobDeps } from './job-deps.ts';
import { mailTourReminder } from './scheduled-mails.ts';

/** Mails one booking's reminder; a second run finds the notice recorded and sends nothing. */
export const remindTravellerJob = defineJob<{ bookingId: number }>('bookings.remind', {
  retries: 4,
  retryDelaySeconds: 60,
  timeoutSeconds: 60,
  key: ({ bookingId }) => `booking-${bookingId}`,
});

/** Finds the Confirmed bookings of tomorrow not reminded yet; hourly, 08:00–20:00 in Colombo. */
export const findRemindersJob = defineJob<Record<string, never>>('bookings.find-reminders', {
  retries: 2,
  timeoutSeconds: 300,
  key: () => 'all',
});

/** Confirmed bookings that start tomorrow in Sri Lanka and have no reminder for that date. */
export async function bookingsToRemind(db: Database, now: Date): Promise<number[]> {
  const tomorrow = addDays(tourDateAt(now), 1);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT b.id FROM bookings b
      WHERE b.status = ${BookingStatus.Confirmed} AND b.deleted_at IS NULL
        AND b.start_date = ${tomorrow}::date
        AND NOT EXISTS (SELECT 1 FROM booking_notices n
          WHERE n.booking_id = b.id AND n.notice = 'reminder:' || b.start_date::text)
      ORDER BY b.id`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Writes the reminder if the booking is still Confirmed and its tour has not started; answers
 * whether a mail was written. The booking's row is locked so an amendment moving its date waits.
 */
export async function remindTraveller(
  db: Database,
  bookingId: number,
  now: Date,
  publicUrl: string,
) {
  return db.transaction(async (tx) => {
    const [booking] = await queryRows<{
      status: number;
      start_date: string;
      pickup_time: string | null;
    }>(
      tx,
      sql`SELECT b.status, b.start_date::text AS start_date,
          to_char(pl.pickup_time, 'HH24:MI') AS pickup_time
        FROM bookings b
        LEFT JOIN tour_pickup_locations pl
          ON pl.tour_id = b.tour_id AND pl.location_id = b.location_id
        WHERE b.id = ${bookingId} FOR UPDATE OF b`,
    );
    if (!booking || Number(booking.status) !== BookingStatus.Confirmed) return false;
    // A retry that comes after the pick-up is too late to remind anyone.
    if (now.getTime() >= tourStart(booking.start_date, booking.pickup_time).getTime()) return false;
    return mailTourReminder(tx, bookingId, now, publicUrl);
  });
}

export function registerReminders(
  jobs: JobQueue,
  { db, clock, mailer, config }: BookingJobDeps,
): void {
  jobs.register(remindTravellerJob, async ({ bookingId }) => {
    const sent = await remindTraveller(db, bookingId, clock.now(), config.publicUrl);
    if (sent) mailer.nudge();
    return { sent };
  });
  jobs.register(findRemindersJob, async () => {
    let queued = 0;
    for (const bookingId of await bookingsToRemind(db, clock.now())) {
      if (await jobs.send(remindTravellerJob, { bookingId })) queued++;
    }
    return { queued };
  });
  jobs.schedule(findRemindersJob, {
    cron: '0 8-20 * * *',
    timeZone: 'Asia/Colombo',
    payload: {},
  });
}
