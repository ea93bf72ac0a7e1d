// Whether this instance's database answers, known before anyone asks (issue 19, ADR 197).
// /healthz used to ask the database itself when its last check was more than a few seconds old;
// on PGlite, which runs one query at a time, that question waited behind whatever slow query was
// running, and a load balancer's probe with a short timeout called a busy-but-healthy server down.
// Now a probe starts a check in the background (when the last one is a few seconds old) and
// answers from the last verdict at once: down after a failed check, or when a check has been
// waiting for STALE_MS (the database is stuck, or a query holds PGlite that long). The load
// balancer's probes drive the checks; no timer (a timer's checks, running while a test closed
// its PGlite, hung the next PGlite the test file opened).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** How old the last check may be before a probe starts the next. */
export const CHECK_EVERY_MS = 5_000;
/** A check unanswered for this long reports the database down. */
export const STALE_MS = 30_000;

export type HealthMonitor = {
  /** The last check's verdict, if it is recent enough: never waits on the database. */
  healthy(): boolean;
  /** Starts a check in the background unless one runs or one finished under CHECK_EVERY_MS ago. */
  refresh(): void;
  /** Runs a check now (or joins the running one) and answers its verdict. */
  check(): Promise<boolean>;
  /** Forgets checks still out (the app is closing its database). */
  stop(): void;
};

export function createHealthMonitor(options: {
  /** Resolves when the database answered, rejects when it did not. */
  ask: () => Promise<unknown>;
  log: { error(details: object, message: string): void };
  /** The monitor's clock (tests move it); Date.now by default. */
  now?: () => number;
}): HealthMonitor {
  // Read at each call (not Date.now captured here): a test's fake clock is seen.
  const now = options.now ?? (() => Date.now());
  let stopped = false;
  let answered = false;
  let finishedAt = Number.NEGATIVE_INFINITY;
  let running: Promise<boolean> | undefined;
  let startedAt = 0;

  function check(): Promise<boolean> {
    if (!running) startedAt = now();
    running ??= options
      .ask()
      .then(
        () => true,
        (error: unknown) => {
          // A check that was running when the app closed its database says nothing.
          if (!stopped) options.log.error({ err: error }, 'health check: database does not answer');
          return false;
        },
      )
      .then((ok) => {
        answered = ok;
        finishedAt = now();
        running = undefined;
        return ok;
      });
    return running;
  }

  function refresh() {
    const since = now() - finishedAt;
    // A clock stepped back (NTP, or a test's moved clock put back) would otherwise hold the
    // last verdict until it caught up again: a check "from the future" is due at once.
    if (!running && (since >= CHECK_EVERY_MS || since < 0)) void check();
  }

  return {
    healthy: () => answered && !(running && now() - startedAt >= STALE_MS),
    refresh,
    check,
    stop() {
      stopped = true;
    },
  };
}

/** The monitor of an app's database: `SELECT 1`. */
export function databaseMonitor(
  db: Database,
  log: { error(details: object, message: string): void },
): HealthMonitor {
  return createHealthMonitor({ ask: () => db.execute(sql`SELECT 1`), log });
}
