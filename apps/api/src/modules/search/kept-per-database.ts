// Answers kept per database for a while, the mechanism of a search's totals (ADR 199) and of a
// keyword's spellings (ADR 229): concurrent first asks of one key share one computation, an
// answer is kept until its time is up, and a failed one is never kept.
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';

type Kept<V> = { value: Promise<V>; expires: number };

export type KeptPerDatabase<V> = {
  /** The answer for `key`: kept, or computed by `compute` and kept for `ttlMs` from `nowMs`. */
  once(db: Database, key: string, nowMs: number, compute: () => Promise<V>): Promise<V>;
  /** The answer kept for `key` if its time is not up at `nowMs`; nothing is computed. */
  peek(db: Database, key: string, nowMs: number): Promise<V> | undefined;
  /** How many times `forget` ran for a database. */
  generation(db: Database): number;
  /**
   * Keeps an answer found some other way for `ttlMs` from `nowMs`, unless `forget` ran since
   * `since` (a `generation`): the answer may predate what was forgotten.
   */
  keep(db: Database, key: string, nowMs: number, value: V, since: number): void;
  /** Forgets every answer kept for a database. */
  forget(db: Database): void;
  /**
   * Forgets the answer for `key` if it is still `value` (as `once` gave it): one found out of
   * date is dropped, not a newer one another request has started since.
   */
  drop(db: Database, key: string, value: Promise<V>): void;
};

/** A keeper of at most `max` answers per database (the least recently asked go first). */
export function keptPerDatabase<V>(max: number, ttlMs: number): KeptPerDatabase<V> {
  // One cache per database: a process serves one, tests open many.
  const byDatabase = new WeakMap<Database, LRUCache<string, Kept<V>>>();
  const forgotten = new WeakMap<Database, number>();
  const keptFor = (db: Database) => {
    let kept = byDatabase.get(db);
    if (!kept) {
      kept = new LRUCache<string, Kept<V>>({ max });
      byDatabase.set(db, kept);
    }
    return kept;
  };
  /** The answer kept for `key`, if its time is not up at `nowMs`. */
  const fresh = (kept: LRUCache<string, Kept<V>>, key: string, nowMs: number) => {
    const known = kept.get(key);
    return known && known.expires > nowMs ? known.value : undefined;
  };
  return {
    once(db, key, nowMs, compute) {
      const kept = keptFor(db);
      const known = fresh(kept, key, nowMs);
      if (known) return known;
      const entry: Kept<V> = { value: compute(), expires: nowMs + ttlMs };
      kept.set(key, entry);
      entry.value.catch(() => {
        if (kept.get(key) === entry) kept.delete(key);
      });
      return entry.value;
    },
    peek(db, key, nowMs) {
      return fresh(keptFor(db), key, nowMs);
    },
    generation(db) {
      return forgotten.get(db) ?? 0;
    },
    keep(db, key, nowMs, value, since) {
      if ((forgotten.get(db) ?? 0) !== since) return;
      keptFor(db).set(key, { value: Promise.resolve(value), expires: nowMs + ttlMs });
    },
    forget(db) {
      forgotten.set(db, (forgotten.get(db) ?? 0) + 1);
      byDatabase.get(db)?.clear();
    },
    drop(db, key, value) {
      const kept = byDatabase.get(db);
      if (kept?.get(key)?.value === value) kept.delete(key);
    },
  };
}
