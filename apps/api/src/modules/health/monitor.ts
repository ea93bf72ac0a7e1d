// Whether this instance's database answers, known before anyone asks (issue 19, ADR 197).
// /healthz used to ask the database itself when its last check was more than a few seconds old;
// on PGlite, which runs one query at a time, that question waited behind whatever slow query was
// running, and a load balancer's probe with a short timeout called a busy-but-healthy server down.
// Now a check runs in the background every few seconds and /healthz answers from the last one at
// once: down after a failed check, or when no check has finished for STALE_MS (the database is
// stuck, or the checks are).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** How often a check runs. */
export const CHECK_EVERY_MS = 5_000;
/** A database with no finished check for this long is reported down. */
export const STALE_MS = 30_000;

export type HealthMonitor = {
  /** The last check's verdict, if it is recent enough: never waits on the database. */
  healthy(): boolean;
  /** Starts a check in the background unless one runs or one finished under CHECK_EVERY_MS ago. */
  refresh(): void;
  /** Runs a check now (or joins the running one) and answers its verdict. */
  check(): Promise<boolean>;
  /** Stops the background checks. */
  stop(): void;
};

export function createHealthMonitor(options: {
  /** Resolves when the database answered, rejects when it did not. */
  ask: () => Promise<unknown>;
  log: { error(details: object, message: string): void };
  /** The monitor's clock (tests move it); Date.now by default. */
  now?: () => number;
  /** Run checks on a timer (off for a monitor a test drives itself). */
  timer?: boolean;
}): HealthMonitor {
  // Read at each call (not Date.now captured here): a test's fake clock is seen.
  const now = options.now ?? (() => Date.now());
  let stopped = false;
  let answered = false;
  let finishedAt = Number.NEGATIVE_INFINITY;
  let running: Promise<boolean> | undefined;

  function check(): Promise<boolean> {
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
    if (!running && now() - finishedAt >= CHECK_EVERY_MS) void check();
  }

  const timer = options.timer === false ? undefined : setInterval(refresh, CHECK_EVERY_MS);
  // The checks never keep a process alive that has nothing else to do.
  timer?.unref();

  return {
    healthy: () => answered && now() - finishedAt < STALE_MS,
    refresh,
    check,
    stop() {
      stopped = true;
      clearInterval(timer);
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
