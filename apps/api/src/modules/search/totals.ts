// The total of a filter set, counted once per filter set for a few seconds (ADR 199). Every page
// of a listing, and every visitor on it, asks for the same total: counting every match again
// for each of them was most of the work of a search the public read cache did not answer.
//
// A total may be up to TOTAL_TTL_MS old — the same staleness the public read cache already
// allows for the whole answer. The page's ids and cards are fresh (but a keyword's ids, which are
// picked from its matches kept as long: keyword-matches.ts, ADR 277). Concurrent misses
// for one filter set share one count, except a keyword's, which each count with their page in
// one statement (ADR 262); a failed count is never kept.
import type { Database } from '../../db/client.ts';
import { keptPerDatabase } from './kept-per-database.ts';
import { forgetKeywordMatches } from './keyword-matches.ts';
import type { SearchFilters } from './repository.ts';
import { sortedIds, totalKey } from './filter-key.ts';

/** As long as the public read cache keeps an answer (ADR 056). */
export const TOTAL_TTL_MS = 5000;
/** Filter sets remembered per database; the least recently asked go first. */
export const TOTALS_KEPT = 2000;

/** A filter set's total: counted, or the planner's estimate past ESTIMATED_PAST (ADR 204). */
export type TourTotal = { total: number; estimated: boolean };

const totals = keptPerDatabase<TourTotal>(TOTALS_KEPT, TOTAL_TTL_MS);

export { totalKey };

/** The total of `filters`: counted by `count` unless counted less than TOTAL_TTL_MS before `now`. */
export function totalOnce(
  db: Database,
  filters: SearchFilters,
  now: Date,
  count: () => Promise<TourTotal>,
): Promise<TourTotal> {
  return totals.once(db, totalKey(filters), now.getTime(), count);
}

/** The total of `filters` if one was counted less than TOTAL_TTL_MS before `now`. */
export function keptTotal(
  db: Database,
  filters: SearchFilters,
  now: Date,
): Promise<TourTotal> | undefined {
  return totals.peek(db, totalKey(filters), now.getTime());
}

/** How many times a database's totals were forgotten: taken before a count, for `keepTotal`. */
export function totalsGeneration(db: Database): number {
  return totals.generation(db);
}

/**
 * Keeps a total counted with a page (ADR 262), as `totalOnce` keeps the ones it counts, unless
 * the totals were forgotten since `since` (a write may have changed it while it was counted).
 */
export function keepTotal(
  db: Database,
  filters: SearchFilters,
  now: Date,
  total: TourTotal,
  since: number,
): void {
  totals.keep(db, totalKey(filters), now.getTime(), total, since);
}

/**
 * How long the planner's estimate of a set of places and categories alone is kept (ADR 276): it
 * only chooses how a narrower filter set's first page is read, so a stale one costs at most a
 * slower plan, never a wrong answer.
 */
export const LINKED_BOUND_TTL_MS = 60_000;

const linkedBounds = keptPerDatabase<number>(TOTALS_KEPT, LINKED_BOUND_TTL_MS);

/**
 * The planner's estimate of the tours at `filters`' places and categories, whatever else it
 * asks (price, duration, type…): every filter it adds only narrows that, so at or under
 * ESTIMATED_PAST the narrower set is too. Estimated by `estimate` once a minute per set of
 * places and categories: a traveller moving the price or duration filters asks a new filter set
 * each time, with the same places.
 */
export function linkedBoundOnce(
  db: Database,
  filters: SearchFilters,
  now: Date,
  estimate: () => Promise<number>,
): Promise<number> {
  const key = JSON.stringify([
    sortedIds(filters.locationIds) ?? null,
    sortedIds(filters.categoryIds) ?? null,
  ]);
  return linkedBounds.once(db, key, now.getTime(), estimate);
}

/** Forgets every total of a database: for writes that change which tours match a filter set. */
export function forgetTotals(db: Database): void {
  totals.forget(db);
  // A write that changes which tours match may change a set of places' size too (ADR 276).
  linkedBounds.forget(db);
  // A keyword's kept matches are its total and pages (ADR 277).
  forgetKeywordMatches(db);
}
