// Counters of failed attempts in fixed windows, per client address and per account, in the
// memory of this process (ARCHITECTURE §4: memory store; several instances each count their own).
import type { Database } from '../../db/client.ts';

export type Throttle = {
  /** Seconds until `key` may try again, or 0 when it is under the limit. */
  blockedFor(key: string): number;
  record(key: string): void;
  reset(key: string): void;
};

export function createThrottle(limit: number, windowMs: number, now = Date.now): Throttle {
  const windows = new Map<string, { count: number; resetAt: number }>();
  function current(key: string) {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  }
  return {
    blockedFor(key) {
      const entry = current(key);
      return entry && entry.count >= limit ? Math.ceil((entry.resetAt - now()) / 1000) : 0;
    },
    record(key) {
      if (windows.size > 50_000) {
        for (const [k, entry] of windows) if (entry.resetAt <= now()) windows.delete(k);
      }
      const entry = current(key);
      if (entry) entry.count++;
      else windows.set(key, { count: 1, resetAt: now() + windowMs });
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

export type Throttles = {
  loginByAddress: Throttle;
  loginByAccount: Throttle;
  resetByAddress: Throttle;
  resetByAccount: Throttle;
};

type Limits = {
  loginLimits: { perAddressPerMinute: number; perAccountPerHour: number };
  passwordResetLimits: { perAccountPerHour: number; perAddressPerHour: number };
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const perApp = new WeakMap<Database, Throttles>();

/** The throttles of one app (keyed by its database handle, so each test app has its own). */
export function throttlesOf(db: Database, limits: Limits): Throttles {
  let throttles = perApp.get(db);
  if (!throttles) {
    throttles = {
      loginByAddress: createThrottle(limits.loginLimits.perAddressPerMinute, MINUTE),
      loginByAccount: createThrottle(limits.loginLimits.perAccountPerHour, HOUR),
      resetByAddress: createThrottle(limits.passwordResetLimits.perAddressPerHour, HOUR),
      resetByAccount: createThrottle(limits.passwordResetLimits.perAccountPerHour, HOUR),
    };
    perApp.set(db, throttles);
  }
  return throttles;
}
