// GET /healthz: is this instance able to serve? It asks the database, but does not queue behind
// a slow query to learn what it knew a moment ago: PGlite runs one query at a time, so a health
// check waiting its turn would call a busy-but-healthy server down (issue 19). A check that went
// through in the last few seconds answers at once, and starts the next one in the background; an
// older one (or none) waits for a fresh check, so a database that stops answering is reported
// within that window.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { OperationHandlers } from '../../http/operations.ts';

/** How long a database check that went through vouches for the database. */
const FRESH_MS = 5_000;

type Monitor = { okAt: number; running: Promise<boolean> | undefined };
const monitors = new WeakMap<Database, Monitor>();

function databaseAnswers(db: Database, log: { error: (o: object, m: string) => void }) {
  let monitor = monitors.get(db);
  if (!monitor) {
    monitor = { okAt: 0, running: undefined };
    monitors.set(db, monitor);
  }
  const state = monitor;
  state.running ??= db
    .execute(sql`SELECT 1`)
    .then(() => {
      state.okAt = Date.now();
      return true;
    })
    .catch((error: unknown) => {
      state.okAt = 0;
      log.error({ err: error }, 'health check: database does not answer');
      return false;
    })
    .finally(() => {
      state.running = undefined;
    });
  return Date.now() - state.okAt < FRESH_MS ? Promise.resolve(true) : state.running;
}

export const healthHandlers: OperationHandlers = {
  async checkHealth(request) {
    if (!(await databaseAnswers(request.server.db, request.log))) {
      throw new HttpError(503, 'Database unavailable.');
    }
    return { status: 'ok' as const };
  },
};
