// A keyword's matches, gathered once and kept for a few seconds (ADR 277). Every page of a
// keyword's listing, every visitor on it and every price, duration or type a traveller moves to
// ask of it read the same matches: the full-text index finds them all, and their rows are read to
// order them by sales. That read grows with the catalogue ("tea estate": 917 matches at 10,000
// tours, 9,042 at 100,000), so it is done once per keyword for a few seconds (MATCHES_TTL_MS),
// and the matches kept with the columns a listing narrows by. A page is then picked from them
// here and its cards read in one statement of the page's ids, whose cost does not grow with the
// catalogue.
//
// What is kept may be up to MATCHES_TTL_MS old, the staleness the public read cache already allows
// for a whole answer (ADR 056) and a kept total already has (ADR 199): a tour's sales moving it
// up the order, or a new tour matching, shows on the next gathering. The cards are always read
// fresh, and the page's tours are checked against the filter set again as they are: a tour
// withdrawn, deleted or repriced out of the filter set since the gathering sends the search to
// SQL (keptKeywordPage). A keyword matching more than KEPT_MATCHES_MAX tours is not kept: the
// listing is read in SQL as before (pageOfCardsCounted, ADR 262).
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { queryRows } from '../../db/client.ts';
import { intArray, rowCount } from '../../db/prepared-statements.ts';
import type { Database } from '../../db/client.ts';
import { cardColumnsOf, dealRunsSql, toCard } from '../catalog/cards.ts';
import type { ActivityCard, CardRow } from '../catalog/cards.ts';
import { discountedCents } from '@trails/domain/money';
import { keptPerDatabase } from './kept-per-database.ts';
import { durationHours, keywordMatch, keywordOnce, RANKED_CANDIDATES } from './repository.ts';
import type { SearchFilters } from './repository.ts';
import { totalKey } from './filter-key.ts';

/**
 * A keyword matching more tours than this is read in SQL: kept, its matches cost about 30 bytes
 * each in the API's memory (KEYWORDS_KEPT × KEPT_MATCHES_MAX at most, 75 MB), and its listings
 * 4 bytes a ranked match (LISTINGS_KEPT × RANKED_CANDIDATES a keyword: 128 kB, 13 MB in all).
 */
export const KEPT_MATCHES_MAX = 25_000;
/**
 * How long a keyword's matches are kept: as long as a filter set's total (TOTAL_TTL_MS, which
 * cannot be imported here: totals.ts forgets these with the totals) and the public read cache.
 */
export const MATCHES_TTL_MS = 5000;
/** Keywords kept per database; the least recently asked go first. */
export const KEYWORDS_KEPT = 100;

/**
 * Which filters a kept keyword's matches can answer (the tour's own columns, kept beside each
 * match) and which need SQL (a place's or category's links, a deal's dates, a date's seats). A
 * new filter must be listed here (the type says so), or a kept keyword would ignore it.
 */
const ANSWERED_HERE = {
  keywordQuery: true,
  tourType: true,
  durationMinHours: true,
  durationMaxHours: true,
  featuredOnly: true,
  priceMinCents: true,
  priceMaxCents: true,
  locationIds: false,
  categoryIds: false,
  dealsOnly: false,
  dealId: false,
  date: false,
} as const satisfies Record<keyof SearchFilters, boolean>;

/** Whether `filters` is a keyword narrowed only by what its kept matches answer. */
export function answeredByKeptMatches(filters: SearchFilters): boolean {
  if (!filters.keywordQuery) return false;
  return (Object.keys(ANSWERED_HERE) as (keyof SearchFilters)[]).every((key) => {
    const value = filters[key];
    const asked =
      value !== undefined && value !== false && !(Array.isArray(value) && !value.length);
    return !asked || ANSWERED_HERE[key];
  });
}

/** A keyword's Active matches, best selling first (sold DESC, id), a column per array. */
export type KeywordMatches = {
  ids: Int32Array;
  sold: Int32Array;
  /**
   * `ts_rank` of each match, NaN until a page's ranked window first needs it (rankWindow): a
   * float4 in SQL, held exactly by a Float32Array.
   */
  rank: Float32Array;
  /** The price its card shows: the largest running deal's, else the list price (ADR 278). */
  priceCents: Int32Array;
  tourType: Uint8Array;
  hours: Float64Array;
  featured: Uint8Array;
};

const keptMatches = keptPerDatabase<KeywordMatches | 'too many'>(KEYWORDS_KEPT, MATCHES_TTL_MS);

/** The matches of a keyword query, gathered at most once per MATCHES_TTL_MS. */
export function keywordMatchesOnce(
  db: Database,
  keywordQuery: string,
  now: Date,
  most = KEPT_MATCHES_MAX,
): Promise<KeywordMatches | 'too many'> {
  return keptMatches.once(db, keptKey(keywordQuery, most), now.getTime(), () =>
    gatherMatches(db, keywordQuery, most),
  );
}

const keptKey = (keywordQuery: string, most: number) => `${most} ${keywordQuery}`;

/** Forgets every kept keyword of a database (with the totals, forgetTotals). */
export function forgetKeywordMatches(db: Database): void {
  keptMatches.forget(db);
}

/**
 * One statement: every Active match, as one text of "sales position, id, sold, price, type,
 * hours, featured" rows; the price is the one a running deal makes it (ADR 278). Thousands of
 * rows parsed one by one by the driver held the event loop for tens of milliseconds; one text
 * split here takes a few. No rank: `ts_rank` of every match was most of the statement's time
 * (16,680 matches of "waterfal" at 100,000 tours: 45 of 55 ms), and a listing ranks only its
 * best selling RANKED_CANDIDATES (rankWindow). The position comes from a window function, as the
 * order of an aggregate's input is not promised, and an ordered aggregate sorted five times
 * slower.
 */
async function gatherMatches(
  db: Database,
  keywordQuery: string,
  most: number,
): Promise<KeywordMatches | 'too many'> {
  // The count is checked before any row is aggregated: past `most`, no text is built and sent.
  const [row] = await queryRows<{ n: number; matches: string | null }>(
    db,
    sql`WITH found AS MATERIALIZED (
        -- The columns a listing narrows and orders by: not the document, which is ten times wider.
        SELECT t.id, t.sold, t.selling_price_cents, t.tour_type, t.duration_unit,
          t.duration_value, t.featured
        FROM tour_search t WHERE t.status = 1 AND ${keywordMatch(keywordQuery)}
        LIMIT ${rowCount(most + 1)}
      ), n AS (SELECT count(*)::int AS n FROM found)
      SELECT (SELECT n FROM n) AS n, (SELECT string_agg(concat_ws(' ', m.position, m.id, m.sold,
          m.price, m.tour_type, m.hours, m.featured::int), ',')
        FROM (
          SELECT row_number() OVER (ORDER BY t.sold DESC, t.id) - 1 AS position, t.id, t.sold,
            coalesce(round(t.selling_price_cents::numeric * (100 - deal.percent) / 100),
              t.selling_price_cents) AS price,
            t.tour_type, ${durationHours} AS hours, t.featured
          FROM found t
          LEFT JOIN (
            SELECT dt.tour_id, max(d.discount_percent) AS percent
            FROM deal_tours dt JOIN deals d ON d.id = dt.deal_id
            WHERE ${dealRunsSql} GROUP BY dt.tour_id
          ) deal ON deal.tour_id = t.id
          WHERE (SELECT n FROM n) <= ${most}
        ) m) AS matches`,
  );
  const count = Number(row?.n ?? 0);
  if (count > most) return 'too many';
  const matches: KeywordMatches = {
    ids: new Int32Array(count),
    sold: new Int32Array(count),
    rank: new Float32Array(count).fill(Number.NaN),
    priceCents: new Int32Array(count),
    tourType: new Uint8Array(count),
    hours: new Float64Array(count),
    featured: new Uint8Array(count),
  };
  for (const text of count ? row!.matches!.split(',') : []) {
    const [position, id, sold, price, type, hours, featured] = text.split(' ');
    const i = Number(position);
    matches.ids[i] = Number(id);
    matches.sold[i] = Number(sold);
    matches.priceCents[i] = Number(price);
    matches.tourType[i] = Number(type);
    matches.hours[i] = Number(hours);
    matches.featured[i] = Number(featured);
  }
  return matches;
}

/**
 * Whether a tour's own columns pass the filters a kept keyword answers (ANSWERED_HERE). The
 * price is the one its card shows (ADR 278). Positional, as it runs for every kept match.
 */
function ownColumnsPass(
  filters: SearchFilters,
  tourType: number,
  featured: boolean,
  hours: number,
  priceCents: number,
): boolean {
  return (
    (filters.tourType === undefined || tourType === filters.tourType) &&
    (!filters.featuredOnly || featured) &&
    (filters.durationMinHours === undefined || hours >= filters.durationMinHours) &&
    (filters.durationMaxHours === undefined || hours <= filters.durationMaxHours) &&
    (filters.priceMinCents === undefined || priceCents >= filters.priceMinCents) &&
    (filters.priceMaxCents === undefined || priceCents <= filters.priceMaxCents)
  );
}

/** Whether kept match `i` passes. */
function passes(m: KeywordMatches, i: number, filters: SearchFilters): boolean {
  return ownColumnsPass(
    filters,
    m.tourType[i]!,
    m.featured[i] === 1,
    m.hours[i]!,
    m.priceCents[i]!,
  );
}

/** A duration in hours as `durationHours` (repository.ts) computes it in SQL. */
function hoursOf(unit: number, value: number): number {
  return unit === 1 ? value * 24 : unit === 2 ? value : value / 60;
}

/**
 * The ranks of the window's matches that have none yet, read in one statement by id and kept
 * with the matches. `::float8` sends the float4 rank's exact value.
 */
async function rankWindow(
  db: Database,
  m: KeywordMatches,
  keywordQuery: string,
  window: number[],
): Promise<void> {
  const unranked = window.filter((i) => Number.isNaN(m.rank[i]!));
  if (unranked.length === 0) return;
  const rows = await queryRows<{ id: number; rank: number | string }>(
    db,
    sql`SELECT t.id, ts_rank(t.search_document, ${keywordOnce(keywordQuery)})::float8 AS rank
      FROM tour_search t WHERE t.id = ANY(${intArray(unranked.map((i) => m.ids[i]!))})`,
  );
  const rankOf = new Map(rows.map((row) => [Number(row.id), Number(row.rank)]));
  // A match gone from tour_search since it was gathered ranks last, as if it matched nothing.
  for (const i of unranked) m.rank[i] = rankOf.get(m.ids[i]!) ?? 0;
}

/** A filter set's listing of a kept keyword: what every page of it needs. */
type Listing = {
  /** How many matches pass the filter set. */
  total: number;
  /** The best selling `window` passing matches (indexes), ranked by relevance. */
  ranked: Int32Array;
  /** The index after the window's last match: where a page past the window walks on from. */
  windowEnd: number;
};

/** Filter sets whose listing is kept per kept keyword (they go with the keyword's matches). */
const LISTINGS_KEPT = 32;
const listings = new WeakMap<KeywordMatches, LRUCache<string, Promise<Listing>>>();

/**
 * The listing of `filters` over a keyword's matches: worked out once per filter set while the
 * matches are kept, as every page and every visitor of a listing asks the same (at 100,000
 * tours, choosing and ranking 1,000 of 16,680 matches for each request cost a millisecond of
 * the event loop).
 */
function listingOf(
  db: Database,
  m: KeywordMatches,
  filters: SearchFilters,
  window: number,
): Promise<Listing> {
  let known = listings.get(m);
  if (!known) listings.set(m, (known = new LRUCache({ max: LISTINGS_KEPT })));
  const key = `${window} ${totalKey(filters)}`;
  let listing = known.get(key);
  if (!listing) {
    const working = workOutListing(db, m, filters, window);
    known.set(key, working);
    // A failed one (its ranks could not be read) is asked again next time.
    working.catch(() => {
      if (known.get(key) === working) known.delete(key);
    });
    listing = working;
  }
  return listing;
}

async function workOutListing(
  db: Database,
  m: KeywordMatches,
  filters: SearchFilters,
  window: number,
): Promise<Listing> {
  const ranked: number[] = [];
  let total = 0;
  let windowEnd = 0;
  for (let i = 0; i < m.ids.length; i++) {
    if (!passes(m, i, filters)) continue;
    if (total < window) {
      ranked.push(i);
      windowEnd = i + 1;
    }
    total++;
  }
  await rankWindow(db, m, filters.keywordQuery!, ranked);
  ranked.sort(
    (a, b) => m.rank[b]! - m.rank[a]! || m.sold[b]! - m.sold[a]! || m.ids[a]! - m.ids[b]!,
  );
  return { total, ranked: Int32Array.from(ranked), windowEnd };
}

/**
 * A page of tour ids and the filter set's exact total, in the order the SQL listing gives
 * (pageIdArray): the best selling `window` matches ranked by relevance (rank, then sales, then
 * id), and past them the rest by sales.
 */
export async function pageOfMatches(
  db: Database,
  m: KeywordMatches,
  filters: SearchFilters,
  limit: number,
  offset: number,
  window = RANKED_CANDIDATES,
): Promise<{ ids: number[]; total: number }> {
  const { total, ranked, windowEnd } = await listingOf(db, m, filters, window);
  const end = offset + limit;
  const page = Array.from(ranked.subarray(offset, end));
  // Past the ranked window (or the part of a page that crosses it), by sales: the passing
  // matches after the window's last, from the window's end on.
  let position = window;
  for (let i = windowEnd; i < m.ids.length && position < end; i++) {
    if (!passes(m, i, filters)) continue;
    if (position >= offset) page.push(i);
    position++;
  }
  return { ids: page.map((i) => m.ids[i]!), total };
}

/**
 * A kept keyword's page (ADR 277): its ids picked from the kept matches, then their cards in one
 * statement, each tour checked against the filter set's own columns again as it is now (its
 * words are not: a tour's text edited within the kept seconds shows on the next gathering). Undefined when the
 * keyword matches too many to keep, or when a tour of the page no longer passes (withdrawn,
 * deleted, repriced since the gathering): this keyword's kept matches are dropped then (the
 * others are checked on their own pages), and the caller reads the page in SQL. A kept exact total beside a short page would otherwise
 * become "the last page" (settledTotal).
 */
export async function keptKeywordPage(
  db: Database,
  filters: SearchFilters,
  perPage: number,
  offset: number,
  now: Date,
  most = KEPT_MATCHES_MAX,
): Promise<{ total: number; cards: ActivityCard[] } | undefined> {
  const kept = keywordMatchesOnce(db, filters.keywordQuery!, now, most);
  const matches = await kept;
  if (matches === 'too many') return undefined;
  const { ids, total } = await pageOfMatches(db, matches, filters, perPage, offset);
  if (ids.length === 0) return { total, cards: [] };
  // The cards of the page's tours that are still Active (and featured, if asked); the rest of
  // the filter set is checked on the cards' own columns. A join with the whole filter set
  // (`whereOf`) was planned afresh for each new price: a millisecond more a page.
  const rows = await queryRows<CardRow>(
    db,
    sql`SELECT ${cardColumnsOf} FROM tour_cards(ARRAY(
        SELECT u.id FROM unnest(${intArray(ids)}) WITH ORDINALITY AS u(id, n)
        WHERE (SELECT t.status = 1 AND (t.featured OR NOT ${filters.featuredOnly === true})
          FROM tours t WHERE t.id = u.id)
        ORDER BY u.n)) AS card`,
  );
  const stillPass = rows.every((row) =>
    ownColumnsPass(
      filters,
      Number(row.tour_type),
      true, // checked above
      hoursOf(Number(row.duration_unit), Number(row.duration_value)),
      discountedCents(
        Number(row.selling_price_cents),
        row.discount === null ? null : Number(row.discount),
      ),
    ),
  );
  if (rows.length === ids.length && stillPass) return { total, cards: rows.map(toCard) };
  keptMatches.drop(db, keptKey(filters.keywordQuery!, most), kept);
  return undefined;
}
