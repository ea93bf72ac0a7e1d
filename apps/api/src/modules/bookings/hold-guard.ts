// The hold guard (ADR 152): an on-request booking whose amount is held (authorized) and that the
// supplier has not decided is neither left to expire at the provider nor forgotten. Once, two
// days before we would release it, the supplier is reminded; 12 hours before the provider's
// `captureBefore`, the hold is released through the provider with the booking's one decision
// key (payments/application.ts), the booking becomes 2 Rejected and the traveller gets an
// apology. A supplier confirming at the same moment uses the same key: the provider moves the
// money once, and only the side whose provider call succeeded moves the booking.
import { BookingStatus } from '@trails/domain/booking-status';
import { SaleType } from '@trails/domain/tour';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { defineJob } from '../jobs/job.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { decideBooking } from '../payments/application.ts';
import { PaymentOperationRefused } from '../payments/provider.ts';
import type { BookingJobDeps } from './jobs.ts';
import { HOLD_REMINDER_NOTICE, mailSupplierHoldReminder } from './scheduled-mails.ts';

const HOUR_MS = 3600 * 1000;
/** How long before the provider's deadline we release: room for retries and a slow provider. */
export const RELEASE_BEFORE_EXPIRY_HOURS = 12;
/** How long before that release the supplier is reminded. */
export const SUPPLIER_REMINDER_HOURS = 48;

/** When the supplier is reminded and when the hold is released, from the provider's deadline. */
export function holdDeadlines(captureBefore: Date): { remindAt: Date; releaseAt: Date } {
  const releaseAt = new Date(captureBefore.getTime() - RELEASE_BEFORE_EXPIRY_HOURS * HOUR_MS);
  return { releaseAt, remindAt: new Date(releaseAt.getTime() - SUPPLIER_REMINDER_HOURS * HOUR_MS) };
}

export type GuardAction = 'none' | 'reminded' | 'released';

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
  reminded: boolean;
};

/** Undecided holds of on-request tours: Pending with the amount authorized. */
function undecidedHolds(db: Database, where: SQL) {
  return queryRows<Hold>(
    db,
    sql`SELECT b.id, b.status, b.payment_status, p.provider_reference, p.capture_before,
        EXISTS (SELECT 1 FROM booking_notices n
          WHERE n.booking_id = b.id AND n.notice = ${HOLD_REMINDER_NOTICE}) AS reminded
      FROM bookings b
      JOIN tours t ON t.id = b.tour_id
      JOIN payments p ON p.order_id = b.order_id
      WHERE b.status = ${BookingStatus.Pending} AND b.payment_status = 'authorized'
        AND t.sale_type <> ${SaleType.InstantBooking} AND ${where}
      ORDER BY b.id`,
  );
}

/** Holds with something to do at `now` (or whose deadline we must first ask the provider). */
export async function holdsDue(db: Database, now: Date): Promise<number[]> {
  const rows = await undecidedHolds(db, sql`true`);
  return rows
    .filter((row) => {
      if (!row.capture_before) return true;
      const { remindAt, releaseAt } = holdDeadlines(new Date(row.capture_before));
      if (now.getTime() >= releaseAt.getTime()) return true;
      return !row.reminded && now.getTime() >= remindAt.getTime();
    })
    .map((row) => Number(row.id));
}

/** Reminds the supplier or releases the hold when due; answers what it did. */
export async function guardHold(
  deps: BookingJobDeps,
  bookingId: number,
  now: Date,
): Promise<GuardAction> {
  const { db, provider } = deps;
  const [hold] = await undecidedHolds(db, sql`b.id = ${bookingId}`);
  if (!hold) return 'none';
  const captureBefore = hold.capture_before
    ? new Date(hold.capture_before)
    : (await provider.fetchPayment(hold.provider_reference)).captureBefore;
  // A provider that sets no deadline holds until we decide: nothing to guard.
  if (!captureBefore) return 'none';
  const { remindAt, releaseAt } = holdDeadlines(captureBefore);
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
