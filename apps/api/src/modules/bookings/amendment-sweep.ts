// Amendment money swept (ADR 220, after ADR 214): money an amendment's payment took that must
// not stay with us — a replaced payment's late success (ADR 219), the payment of an amendment
// that was rejected or withdrawn and paid after all, a negative balance whose refund was cut
// short — used to go back only when someone looked at the booking. A traveller who never comes
// back, and a supplier who moved on, left it with us. Now every 15 minutes this finder sends one
// job per booking that may hold such money, and a provider's webhook about an amendment payment
// sends that booking's job at once; the job calls the same give-back as a look
// (giveBackAmendmentMoney), with the same keys, so money the provider already moved is never
// moved twice.
import { BookingStatus } from '@trails/domain/booking-status';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { defineJob } from '../jobs/job.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { AMENDMENT_MONEY_WATCH, syncBalancePayments } from './amendment-payments.ts';
import { giveBackAmendmentMoney } from './amendments.ts';
import type { BookingJobDeps } from './job-deps.ts';

/**
 * Counts a waiting amendment's balance paid, then gives back what the booking's other amendment
 * payments took; a second run finds nothing to move.
 */
export const giveBackAmendmentMoneyJob = defineJob<{ bookingId: number }>(
  'bookings.give-back-amendment-money',
  {
    retries: 5,
    retryDelaySeconds: 60,
    retryDelayMaxSeconds: 1800,
    timeoutSeconds: 120,
    key: ({ bookingId }) => `booking-${bookingId}`,
  },
);

/** Finds bookings whose amendment payments may hold money to give back; every 15 minutes. */
export const findAmendmentMoneyJob = defineJob<Record<string, never>>(
  'bookings.find-amendment-money',
  { retries: 2, timeoutSeconds: 300, key: () => 'all' },
);

/**
 * Bookings with a payment watched by giveBackAmendmentMoney: a replaced one not given back, the
 * current one of an amendment rejected, lapsed or withdrawn not given back (ADR 223), or an approval whose negative balance has
 * not gone back — within the watch. Whether a payment took money only the provider knows: the
 * job asks it.
 */
export async function bookingsWithAmendmentMoney(db: Database): Promise<number[]> {
  const rows = await queryRows<{ booking_id: number }>(
    db,
    sql`SELECT DISTINCT a.booking_id FROM booking_amendments a
      WHERE (a.status IN (${BookingStatus.Rejected}, ${BookingStatus.Canceled})
          AND a.balance_cents > 0 AND a.payment_reference IS NOT NULL
          AND a.given_back_at IS NULL
          AND coalesce(a.decided_at, a.created_at) > now() - ${AMENDMENT_MONEY_WATCH})
        OR (a.status = ${BookingStatus.Confirmed} AND a.balance_cents < 0
          AND a.balance_paid_at IS NULL
          AND coalesce(a.decided_at, a.created_at) > now() - ${AMENDMENT_MONEY_WATCH})
        OR EXISTS (SELECT 1 FROM booking_amendment_payments r
          WHERE r.amendment_id = a.id AND r.given_back_at IS NULL
            AND r.created_at > now() - ${AMENDMENT_MONEY_WATCH})
      ORDER BY a.booking_id`,
  );
  return rows.map((row) => Number(row.booking_id));
}

/** The booking a provider payment belongs to when it is an amendment's (current or replaced). */
export async function bookingOfAmendmentPayment(
  db: Pick<Database, 'execute'>,
  providerReference: string,
): Promise<number | undefined> {
  const rows = await queryRows<{ booking_id: number }>(
    db,
    sql`SELECT booking_id FROM booking_amendments WHERE payment_reference = ${providerReference}
      UNION SELECT a.booking_id FROM booking_amendment_payments r
        JOIN booking_amendments a ON a.id = r.amendment_id
        WHERE r.payment_reference = ${providerReference}`,
  );
  return rows[0] ? Number(rows[0].booking_id) : undefined;
}

export function registerAmendmentSweep(jobs: JobQueue, deps: BookingJobDeps): void {
  const { db } = deps;
  jobs.register(giveBackAmendmentMoneyJob, async ({ bookingId }) => {
    // A waiting amendment's payment is counted first: its money is the balance, not owed back.
    // Its failure keeps nothing else from going back; the attempt fails after, to be retried.
    const counted = await syncBalancePayments(deps, bookingId).then(
      () => null,
      (error: unknown) => error,
    );
    await giveBackAmendmentMoney(deps, bookingId);
    if (counted) throw counted;
    return { done: true };
  });
  jobs.register(findAmendmentMoneyJob, async () => {
    let queued = 0;
    for (const bookingId of await bookingsWithAmendmentMoney(db)) {
      if (await jobs.send(giveBackAmendmentMoneyJob, { bookingId })) queued++;
    }
    return { queued };
  });
  jobs.schedule(findAmendmentMoneyJob, { cron: '*/15 * * * *', payload: {} });
}
