// Checkouts of one tour take their turn inside this process before they take a database
// connection (ADR 215). The seat lock itself is the tour's row lock in PostgreSQL (ADR 101), and
// it stays: it is what keeps a date from being oversold across instances. But a checkout waiting
// for that row lock holds a pooled connection while it waits, so in a flash crowd on one
// departure every connection of the pool waited on one row while the searches, prices and
// return pages of every other traveller waited for a connection. Queued here first, each
// instance has at most half its pool per tour at the row lock (`lanesFor`, ADR 286): the one
// holding it and the next ones, already waiting in PostgreSQL so the lock passes on at once
// (with one lane, every hand-over waited for an answer and a free connection: the checkouts
// themselves got slower).
import AsyncLock from 'async-lock';

/**
 * How many of a process's checkouts of one tour may be at the database at once: half its pool
 * (ADR 286), and at least two. Since the lock is held only for its one statement (ADR 266),
 * each lane passes a checkout in one round trip, so more lanes move a tour's queue faster (two
 * lanes made the flash crowd's checkout p99 twice as long as five); half the pool still leaves
 * the other half to every other traveller while a long holder of the lock (an amendment's
 * transaction) keeps the lanes waiting, which is what the queue is for (ADR 215).
 */
export function lanesFor(connections: number | undefined): number {
  return Math.max(2, Math.floor((connections ?? 4) / 2));
}
let nextLane = 0;

// No bound on the queue (the pool's own queue had none either); no timeout: a checkout's request
// ends with its client, and the turn is given back whatever the work does.
const queue = new AsyncLock({ maxPending: Number.POSITIVE_INFINITY });

/**
 * Runs `work` in one of `lanes` lanes (taken in turn; `lanesFor` the pool), once this process's
 * earlier checkouts of the same tours in that lane are done. Within a lane the tours are taken
 * in id order, as the row locks are, and lanes never wait for each other, so no two carts wait
 * in a circle.
 */
export function inTourQueue<T>(
  tourIds: readonly number[],
  work: () => Promise<T>,
  lanes: number,
): Promise<T> {
  const tours = [...new Set(tourIds)].sort((a, b) => a - b).map((id) => `tour-${id}`);
  const lane = nextLane++ % lanes;
  const keys = tours.map((tour) => `${tour}:${lane}`);
  for (const key of tours) waiting.set(key, (waiting.get(key) ?? 0) + 1);
  let left = false;
  const leave = () => {
    if (left) return;
    left = true;
    for (const key of tours) {
      const still = (waiting.get(key) ?? 1) - 1;
      if (still === 0) waiting.delete(key);
      else waiting.set(key, still);
    }
  };
  return queue
    .acquire(keys, () => {
      leave();
      return work();
    })
    .finally(leave);
}

/** Checkouts of this process waiting for their turn on each tour (not the one at work). */
const waiting = new Map<string, number>();

/** How many of this process's checkouts wait for their turn on the tour. */
export function checkoutsWaiting(tourId: number): number {
  return waiting.get(`tour-${tourId}`) ?? 0;
}
