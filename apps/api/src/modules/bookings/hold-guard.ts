// The hold guard (ADR 152): an on-request booking whose amount is held (authorized) and that the
// supplier has not decided is neither left to expire at the provider nor forgotten. Once, two
// days before we would release it, the supplier is reminded; 12 hours before the provider's
// `captureBefore`, the hold is released through the provider with the booking's one decision
// key (payments/application.ts), the booking becomes 2 Rejected and the traveller gets an
// apology. A supplier confirming at the same moment uses the same key: the provider moves the
// money once, and only the side whose provider call succeeded moves the booking.
//
// A hold is also released two hours before its tour starts (ADR 206): a booking the supplier has
// not confirmed by then will not run, and the traveller learns it before the pick-up rather than
// at it — whatever the provider's deadline, which for a tour booked a few days ahead falls after
// the tour, and whether or not the provider sets one.
//
// An instant tour held in a mixed order is not a hold to guard but a capture cut short (ADR 213):
// the sweep finishes it — captured and Confirmed — once it has waited longer than the live path
// (the webhook, the return page) could still be at work on it.
import { BookingStatus } from '@trails/domain/booking-status';
import { tourStart } from '@trails/domain/cancellation';
import { SaleType } from '@trails/domain/tour';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { defineJob } from '../jobs/job.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { captureHeldInstant, decideBooking } from '../payments/application.ts';
import { PaymentOperationRefused } from '../payments/provider.ts';
import type { BookingJobDeps } from './job-deps.ts';
import { holdDeadlines } from './hold-deadlines.ts';
import { HOLD_REMINDER_NOTICE, mailSupplierHoldReminder } from './scheduled-mails.ts';

export {
  holdDeadlines,
  RELEASE_BEFORE_EXPIRY_HOURS,
  RELEASE_BEFORE_START_HOURS,
  SUPPLIER_REMINDER_HOURS,
} from './hold-deadlines.ts';

export type GuardAction = 'none' | 'reminded' | 'released' | 'captured';

/** How long a held instant tour is left to the live path before the sweep captures it. */
export const INSTANT_CAPTURE_GRACE_MINUTES = 10;

/** Reminds or releases one held booking, as its hold's deadlines say. */
export const guardHoldJob = defineJob<{ bookingId: number }>('bookings.guard-hold', {
  retries: 5,
  retryDelaySeconds: 60,
  retryDelayMaxSeconds: 1800,
  timeoutSeconds: 120,
  key: ({ bookingId }) => `booking-${bookingId}`,
});

/** Finds the undecided holds with something due; every 15 minutes. */
export const findHoldsJob = defineJob<Record<string, never>>('bookings.find-holds', {
  retries: 2,
  timeoutSeconds: 300,
  key: () => 'all',
});

type Hold = {
  id: number;
  status: number;
  payment_status: string;
  provider_reference: string;
  capture_before: Date | string | null;
  start_date: string;
  /** HH:mm, or null when the pick-up place is no longer the tour's (its start: 00:00). */
  pickup_time: string | null;
  reminded: boolean;
};

/** The instant the held booking's tour starts (its date and pick-up time in Colombo). */
const startOf = (hold: Hold) => tourStart(hold.start_date, hold.pickup_time);

/** Undecided holds of on-request tours: Pending with the amount authorized. */
function undecidedHolds(db: Database, where: SQL) {
  return queryRows<Hold>(
    db,
    sql`SELECT b.id, b.status, b.payment_status, p.provider_reference, p.capture_before,
        b.start_date::text AS start_date, to_char(pl.pickup_time, 'HH24:MI') AS pickup_time,
        EXISTS (SELECT 1 FROM booking_notices n
          WHERE n.booking_id = b.id AND n.notice = ${HOLD_REMINDER_NOTICE}) AS reminded
      FROM bookings b
      JOIN tours t ON t.id = b.tour_id
      JOIN payments p ON p.order_id = b.order_id
      LEFT JOIN tour_pickup_locations pl
        ON pl.tour_id = b.tour_id AND pl.location_id = b.location_id
      WHERE b.status = ${BookingStatus.Pending} AND b.payment_status = 'authorized'
        AND t.sale_type <> ${SaleType.InstantBooking} AND ${where}
      ORDER BY b.id`,
  );
}

/** Instant tours held in a mixed order: their capture was cut short or is under way. */
function heldInstantTours(db: Database, where: SQL) {
  return queryRows<{ id: number; order_id: number }>(
    db,
    sql`SELECT b.id, b.order_id FROM bookings b JOIN tours t ON t.id = b.tour_id
      WHERE b.status = ${BookingStatus.Pending} AND b.payment_status = 'authorized'
        AND t.sale_type = ${SaleType.InstantBooking} AND ${where}
      ORDER BY b.id`,
  );
}

/** Holds with something to do at `now` (or whose deadline we must first ask the provider). */
export async function holdsDue(db: Database, now: Date): Promise<number[]> {
  const graceEnded = new Date(now.getTime() - INSTANT_CAPTURE_GRACE_MINUTES * 60_000);
  const unfinished = await heldInstantTours(
    db,
    sql`b.updated_at <= ${graceEnded.toISOString()}::timestamptz`,
  );
  const rows = await undecidedHolds(db, sql`true`);
  const due = rows
    .filter((row) => {
      // Without a known provider deadline the guard asks the provider (it may set none).
      if (!row.capture_before) return true;
      const { remindAt, releaseAt } = holdDeadlines(new Date(row.capture_before), startOf(row));
      if (now.getTime() >= releaseAt.getTime()) return true;
      return !row.reminded && now.getTime() >= remindAt.getTime();
    })
    .map((row) => Number(row.id));
  return [...unfinished.map((row) => Number(row.id)), ...due];
}

/** Reminds the supplier or releases the hold when due; answers what it did. */
export async function guardHold(
  deps: BookingJobDeps,
  bookingId: number,
  now: Date,
): Promise<GuardAction> {
  const { db, provider } = deps;
  const [instant] = await heldInstantTours(db, sql`b.id = ${bookingId}`);
  if (instant) {
    await captureHeldInstant(deps, Number(instant.order_id));
    const [still] = await heldInstantTours(db, sql`b.id = ${bookingId}`);
    return still ? 'none' : 'captured';
  }
  const [hold] = await undecidedHolds(db, sql`b.id = ${bookingId}`);
  if (!hold) return 'none';
  const captureBefore = hold.capture_before
    ? new Date(hold.capture_before)
    : (await provider.fetchPayment(hold.provider_reference)).captureBefore;
  // A provider that sets no deadline holds until we decide: only the tour's start bounds it.
  const { remindAt, releaseAt } = holdDeadlines(captureBefore ?? null, startOf(hold));
  if (now.getTime() >= releaseAt.getTime()) {
    try {
      const after = await decideBooking(deps, bookingId, 'reject', 'lapsed');
      return after.status === BookingStatus.Rejected && after.paymentStatus === 'released'
        ? 'released'
        : 'none';
    } catch (error) {
      // The supplier decided first: the provider refuses the same decision key for a release.
      const [still] = await undecidedHolds(db, sql`b.id = ${bookingId}`);
      if (error instanceof PaymentOperationRefused && !still) return 'none';
      throw error;
    }
  }
  if (now.getTime() >= remindAt.getTime()) {
    const sent = await db.transaction((tx) => mailSupplierHoldReminder(tx, bookingId, releaseAt));
    return sent ? 'reminded' : 'none';
  }
  return 'none';
}

export function registerHoldGuard(jobs: JobQueue, deps: BookingJobDeps): void {
  const { db, clock, mailer } = deps;
  jobs.register(guardHoldJob, async ({ bookingId }) => {
    const action = await guardHold(deps, bookingId, clock.now());
    if (action !== 'none') mailer.nudge();
    return { action };
  });
  jobs.register(findHoldsJob, async () => {
    let queued = 0;
    for (const bookingId of await holdsDue(db, clock.now())) {
      if (await jobs.send(guardHoldJob, { bookingId })) queued++;
    }
    return { queued };
  });
  jobs.schedule(findHoldsJob, { cron: '*/15 * * * *', payload: {} });
}
