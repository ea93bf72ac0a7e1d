// The scheduled work of a booking's life, on the app's job queue (ADR 150–153, 214, 220, 223):
// completion, the day-before reminder, the hold guard, the reservation sweep, money owed back,
// amendment money given back and lapsed amendments ended. Each is a
// periodic finder (one live job at a time) that sends one job per booking (one live job per
// booking), whose handler changes only what is still unchanged — so a job that runs twice, or in
// two instances at once, acts once.
import type { JobQueue } from '../jobs/queue.ts';
import { registerAmendmentExpiry } from './amendment-expiry.ts';
import { registerAmendmentSweep } from './amendment-sweep.ts';
import { registerCompletion } from './completion.ts';
import { registerReservationExpiry } from './expiry.ts';
import { registerHoldGuard } from './hold-guard.ts';
import type { BookingJobDeps } from './job-deps.ts';
import { registerOwedRefunds } from './owed-refunds.ts';
import { registerReminders } from './reminders.ts';

/** Registers every booking job and its schedule on the queue (before it starts). */
export function registerBookingJobs(jobs: JobQueue, deps: BookingJobDeps): void {
  registerCompletion(jobs, deps);
  registerReminders(jobs, deps);
  registerHoldGuard(jobs, deps);
  registerReservationExpiry(jobs, deps.db);
  registerOwedRefunds(jobs, deps);
  registerAmendmentSweep(jobs, deps);
  registerAmendmentExpiry(jobs, deps);
}
