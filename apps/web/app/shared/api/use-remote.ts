// The public pages' interactive reads (search suggestions, pick-up locations, the booking
// panel's live estimate) through one small hook instead of TanStack Query, so none of those
// pages loads a query library on its first visit (ADR 057). Account pages, which render in the
// browser after log-in, keep TanStack Query (`query-provider.tsx`).
import { useEffect, useState } from 'react';

export type Remote<T> = {
  /** The answer for the current key (or, with `keepPrevious`, the last one while loading). */
  data: T | undefined;
  isFetching: boolean;
  isError: boolean;
};

type Cached = { value: unknown; at: number };

/** Answers already fetched in this tab, by key; old ones are dropped first. */
const answers = new Map<string, Cached>();
const MAX_ANSWERS = 200;

function remember(key: string, value: unknown) {
  answers.delete(key);
  if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value!);
  answers.set(key, { value, at: Date.now() });
}

function fresh(key: string, staleMs: number): Cached | undefined {
  const cached = answers.get(key);
  return cached && Date.now() - cached.at < staleMs ? cached : undefined;
}

/** Forgets every remembered answer (tests; after log-out nothing private is kept here anyway). */
export function forgetRemoteAnswers(): void {
  answers.clear();
}

/** A failed request is tried once more after this long (a phone's connection drops briefly). */
export const RETRY_AFTER_MS = 1000;

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * Fetches `load` whenever `key` changes (never on the server: effects do not run there), with
 * the request of a superseded key aborted, answers reused for `staleMs`, one retry, and failures
 * reported as `isError` rather than thrown. A failure never shows an older key's answer, even
 * with `keepPrevious` (a price for another party size must not stand in for this one). `key:
 * null` asks nothing.
 */
export function useRemote<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  options: { staleMs?: number; keepPrevious?: boolean } = {},
): Remote<T> {
  const { staleMs = 60_000, keepPrevious = false } = options;
  // The last answer that arrived (for any key) and the last key that failed.
  const [arrived, setArrived] = useState<{ key: string; value: T } | undefined>();
  const [failedKey, setFailedKey] = useState<string | undefined>();
  const cached = key === null ? undefined : fresh(key, staleMs);

  useEffect(() => {
    if (key === null || fresh(key, staleMs)) return;
    const controller = new AbortController();
    // A failure of an earlier visit to this key (typed away and back) is not this attempt's.
    queueMicrotask(() => setFailedKey((failed) => (failed === key ? undefined : failed)));
    load(controller.signal)
      .catch(async () => {
        await delay(RETRY_AFTER_MS, controller.signal);
        return load(controller.signal);
      })
      .then(
        (value) => {
          if (controller.signal.aborted) return;
          remember(key, value);
          setArrived({ key, value });
          setFailedKey(undefined);
        },
        () => {
          if (!controller.signal.aborted) setFailedKey(key);
        },
      );
    return () => controller.abort();
    // `load` is a new function on every render; the key says what it asks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, staleMs]);

  if (key === null) return { data: undefined, isFetching: false, isError: false };
  if (cached) return { data: cached.value as T, isFetching: false, isError: false };
  if (arrived?.key === key) return { data: arrived.value, isFetching: false, isError: false };
  if (failedKey === key) return { data: undefined, isFetching: false, isError: true };
  return { data: keepPrevious ? arrived?.value : undefined, isFetching: true, isError: false };
}
