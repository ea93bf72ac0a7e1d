// What a booking job needs (ADR 150): its own module, so that each job's file and the register
// of all of them (jobs.ts) depend on it and not on each other.
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../mail/service.ts';
import type { PaymentProvider } from '../payments/provider.ts';

export type BookingJobDeps = {
  db: Database;
  config: Config;
  provider: PaymentProvider;
  /** The booking rules' clock (app.clock): tests move it. */
  clock: { now(): Date };
  mailer: Pick<Mailer, 'nudge'>;
};
