// The payments part of the app: the configured provider, and the timers of this process — the
// sandbox's webhook delivery and the reservation sweep (both idempotent; a job queue replaces
// the timers later).
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { expireReservations } from '../bookings/expiry.ts';
import { createPayHereProvider } from './payhere/provider.ts';
import type { PayHereProvider } from './payhere/provider.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox/provider.ts';
import { createStripeProvider } from './stripe/provider.ts';
import type { SandboxProvider } from './sandbox/provider.ts';
import { deliverDueWebhooks, fetchSender } from './sandbox/webhooks.ts';
import type { WebhookSender } from './sandbox/webhooks.ts';

export type PaymentsService = {
  provider: PaymentProvider;
  /** The sandbox provider when it is the configured one (its page and webhook outbox). */
  sandbox: SandboxProvider | null;
  /** The PayHere provider when it is the configured one (its form page). */
  payhere: PayHereProvider | null;
  /** Delivers the sandbox's due webhooks now; answers how many were delivered. */
  deliverWebhooks(): Promise<number>;
  /** Asks for a delivery soon, after the answer that caused it has gone out. */
  nudgeWebhooks(): void;
  expireReservations(): Promise<number>;
  start(): void;
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
  const timers: NodeJS.Timeout[] = [];
  let delivering: Promise<number> | undefined;
  let started = false;
  let stopped = false;

  function deliverWebhooks(): Promise<number> {
    const next = (delivering ?? Promise.resolve(0))
      .catch(() => 0)
      .then(() => deliverDueWebhooks(db, config.sandboxWebhookSecret, sender));
    delivering = next;
    return next;
  }

  const guard = (name: string, run: () => Promise<unknown>) => () => {
    if (stopped) return;
    run().catch((error: unknown) => log.warn({ err: String(error) }, `${name} failed`));
  };

  return {
    provider,
    sandbox,
    payhere,
    deliverWebhooks,
    nudgeWebhooks() {
      // Only with the timers on (the server): tests deliver by hand, when they choose.
      if (started && !stopped) setTimeout(guard('webhook delivery', deliverWebhooks), 50);
    },
    expireReservations: () => expireReservations(db),
    start() {
      started = true;
      if (sandbox) timers.push(setInterval(guard('webhook delivery', deliverWebhooks), 2000));
      timers.push(
        setInterval(
          guard('reservation sweep', () => expireReservations(db)),
          60_000,
        ),
      );
      for (const timer of timers) timer.unref();
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await delivering?.catch(() => 0);
    },
  };
}
