// The payments part of the app: the configured provider, and the sandbox's webhook delivery as a
// job on the app's queue (ADR 153): run every minute as a safety net, and at once after the
// sandbox page settled a payment (a nudge). Delivery is idempotent: rows are claimed with
// SKIP LOCKED and a lease, so any number of jobs and instances may run it at once.
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { defineJob } from '../jobs/job.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { createPayHereProvider } from './payhere/provider.ts';
import type { PayHereProvider } from './payhere/provider.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox/provider.ts';
import { createStripeProvider } from './stripe/provider.ts';
import type { SandboxProvider } from './sandbox/provider.ts';
import { deliverDueWebhooks, fetchSender } from './sandbox/webhooks.ts';
import type { WebhookSender } from './sandbox/webhooks.ts';

// What other modules ask of payments after moving a booking's money themselves (bookings'
// cancellations and amendments): the payment's totals copied again. Not application.ts, which
// mails bookings through bookings' service: reaching it from there would close an import cycle.
export { refreshTotals } from './totals.ts';
export type { PaymentDeps } from './totals.ts';

/**
 * Delivers the sandbox's due webhooks. No key: a nudge while a delivery runs must not be lost,
 * and two deliveries at once are safe (each row is claimed by one). The rows keep their own
 * attempts and back-off; a failed run (the database, not a webhook) is retried.
 */
export const deliverWebhooksJob = defineJob<Record<string, never>>('payments.deliver-webhooks', {
  retries: 2,
  retryDelaySeconds: 5,
  timeoutSeconds: 120,
});

export type PaymentsService = {
  provider: PaymentProvider;
  /** The sandbox provider when it is the configured one (its page and webhook outbox). */
  sandbox: SandboxProvider | null;
  /** The PayHere provider when it is the configured one (its form page). */
  payhere: PayHereProvider | null;
  /** Delivers the sandbox's due webhooks now; answers how many were delivered. */
  deliverWebhooks(): Promise<number>;
  /** Asks for a delivery soon (a job), where the queue's workers run. */
  nudgeWebhooks(): void;
  /** Registers the delivery job and its schedule on the app's queue (before it starts). */
  registerJobs(jobs: JobQueue): void;
  /** Waits for nudges under way; none start afterwards. */
  stop(): Promise<void>;
};

type Log = { warn(obj: object, msg: string): void };

export function createPaymentsService(
  db: Database,
  config: Config,
  log: Log,
  sender: WebhookSender = fetchSender,
): PaymentsService {
  // PAYMENT_PROVIDER picks the one adapter (config.ts refused the start if its settings lack).
  const sandbox =
    config.paymentProvider === 'sandbox'
      ? createSandboxProvider(db, config.sandboxWebhookSecret)
      : null;
  const payhere = config.payhere ? createPayHereProvider(db, config.payhere) : null;
  const provider: PaymentProvider = sandbox ?? payhere ?? createStripeProvider(db, config.stripe!);
  let delivering: Promise<number> | undefined;
  let queue: JobQueue | undefined;
  const nudges = new Set<Promise<unknown>>();
  let stopped = false;

  function deliverWebhooks(): Promise<number> {
    // One delivery at a time in this process; other instances claim other rows.
    const next = (delivering ?? Promise.resolve(0))
      .catch(() => 0)
      .then(() => deliverDueWebhooks(db, config.sandboxWebhookSecret, sender));
    delivering = next;
    return next;
  }

  return {
    provider,
    sandbox,
    payhere,
    deliverWebhooks,
    nudgeWebhooks() {
      // Only where workers run (the server): tests deliver by hand, when they choose.
      if (stopped || !queue?.workersRunning) return;
      const nudge = queue
        .send(deliverWebhooksJob, {})
        .catch((error: unknown) =>
          log.warn({ err: String(error) }, 'webhook delivery nudge failed'),
        )
        .finally(() => nudges.delete(nudge));
      nudges.add(nudge);
    },
    registerJobs(jobs) {
      queue = jobs;
      jobs.register(deliverWebhooksJob, async () => ({ delivered: await deliverWebhooks() }));
      // Only the sandbox keeps a webhook outbox; the real providers send their own.
      if (sandbox) jobs.schedule(deliverWebhooksJob, { cron: '* * * * *', payload: {} });
    },
    async stop() {
      stopped = true;
      await Promise.all(nudges);
      await delivering?.catch(() => 0);
    },
  };
}
