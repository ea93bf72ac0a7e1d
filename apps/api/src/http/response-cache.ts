// A short-lived in-process cache of public catalogue answers (search, suggestions, tour
// details, site content), keyed by the request URL. The catalogue changes rarely and a few
// seconds of staleness are invisible, while every hit saves several queries — most of all on
// PGlite, where queries run one at a time.
//
// Stale while revalidate: an answer older than the TTL is still served (for at most `maxStale`)
// while one refresh runs in the background, so callers never queue behind an expiry. Concurrent
// misses for one URL share one computation. Failures are never stored.
export type ResponseCache = {
  get(key: string, compute: () => Promise<unknown>): Promise<{ value: unknown; hit: boolean }>;
  clear(): void;
};

type Entry = { value: unknown; fresh: number; usable: number };

export function createResponseCache(ttlMs: number, maxEntries = 1000): ResponseCache {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<unknown>>();
  const maxStaleMs = ttlMs * 6;

  function refresh(key: string, compute: () => Promise<unknown>): Promise<unknown> {
    let job = pending.get(key);
    if (!job) {
      job = compute().then((value) => {
        entries.delete(key);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        const now = Date.now();
        entries.set(key, { value, fresh: now + ttlMs, usable: now + ttlMs + maxStaleMs });
        return value;
      });
      pending.set(key, job);
      void job.catch(() => undefined).finally(() => pending.delete(key));
    }
    return job;
  }

  return {
    async get(key, compute) {
      if (ttlMs <= 0) return { value: await compute(), hit: false };
      const now = Date.now();
      const entry = entries.get(key);
      if (entry && entry.fresh > now) return { value: entry.value, hit: true };
      if (entry && entry.usable > now) {
        void refresh(key, compute).catch(() => undefined);
        return { value: entry.value, hit: true };
      }
      return { value: await refresh(key, compute), hit: false };
    },
    clear() {
      entries.clear();
    },
  };
}
