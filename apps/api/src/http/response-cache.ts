// A short-lived in-process cache of public catalogue answers (search, suggestions, tour
// details, site content), keyed by the request URL. The catalogue changes rarely and a few
// seconds of staleness are invisible, while every hit saves several queries — most of all on
// PGlite, where queries run one at a time. Concurrent misses for one URL share one computation.
export type ResponseCache = {
  get(key: string, compute: () => Promise<unknown>): Promise<{ value: unknown; hit: boolean }>;
  clear(): void;
};

export function createResponseCache(ttlMs: number, maxEntries = 1000): ResponseCache {
  const entries = new Map<string, { value: unknown; expires: number }>();
  const pending = new Map<string, Promise<unknown>>();
  return {
    async get(key, compute) {
      const now = Date.now();
      const entry = entries.get(key);
      if (entry && entry.expires > now) return { value: entry.value, hit: true };
      if (ttlMs <= 0) return { value: await compute(), hit: false };
      let job = pending.get(key);
      if (!job) {
        job = compute().then((value) => {
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
          entries.set(key, { value, expires: Date.now() + ttlMs });
          return value;
        });
        pending.set(key, job);
        void job.catch(() => undefined).finally(() => pending.delete(key));
      }
      return { value: await job, hit: false };
    },
    clear() {
      entries.clear();
    },
  };
}
