// GET /api/search and GET /api/search/get.
import { tourDateAt } from '@trails/domain/tour-date';
import type { Database } from '../../db/client.ts';
import { fullSeoUrl } from '../catalog/cards.ts';
import type { ActivityCard } from '../catalog/cards.ts';
import {
  countTours,
  estimateTours,
  pageOfCards,
  pageOfCardsByLinks,
  pageOfCardsCounted,
  suggestedLocations,
  suggestedTours,
} from './repository.ts';
import { keepTotal, keptTotal, linkedBoundOnce, totalOnce, totalsGeneration } from './totals.ts';
import type { TourTotal } from './totals.ts';

export type { TourTotal };
import type { SearchFilters } from './repository.ts';
import { keywordQuery } from './vocabulary.ts';
import { answeredByKeptMatches, KEPT_MATCHES_MAX, keptKeywordPage } from './keyword-matches.ts';

export const DEFAULT_PAGE_SIZE = 12;
/** The contract caps `limit` at 50 (the schema refuses more); this is the same bound. */
export const MAX_PAGE_SIZE = 50;
export const SUGGESTIONS_PER_TYPE = 5;
export const LOCATION_SUGGESTIONS = 5;

export type SearchQuery = {
  keyword?: string | undefined;
  location?: string | undefined;
  tour_type?: 1 | 2 | 3 | undefined;
  duration_min?: number | undefined;
  duration_max?: number | undefined;
  category?: string | undefined;
  deals?: 0 | 1 | undefined;
  deal?: number | undefined;
  featured?: 0 | 1 | undefined;
  page?: number | undefined;
  date?: string | undefined;
  limit?: number | undefined;
  price_min?: number | undefined;
  price_max?: number | undefined;
};

export type Page<T> = {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  data: T[];
};

/** A page of search results: its total may be the planner's estimate (ADR 204). */
export type SearchPage = Page<ActivityCard> & { total_estimated: boolean };

/**
 * Past this many matches (by the planner's estimate) a search's total is that estimate instead of
 * a count: counting visits every match, so its cost grows with the catalogue, and a traveller
 * reads "about 3,200 trails" as well as "3,216 trails". Below it the count is exact. The same
 * bound as the keyword's ranked candidates: past it a listing goes on by sales anyway.
 */
export const ESTIMATED_PAST = 1000;

/** A filter set's total: the planner's estimate when it is past ESTIMATED_PAST, else a count. */
export async function totalOf(db: Database, filters: SearchFilters): Promise<TourTotal> {
  const estimate = await estimateTours(db, filters);
  if (estimate > ESTIMATED_PAST) return { total: estimate, estimated: true };
  return { total: await countTours(db, filters), estimated: false };
}

/**
 * A page and its filter set's total. The total is counted (or estimated, past ESTIMATED_PAST)
 * once per filter set for a few seconds (totals.ts, ADR 199, 204).
 *
 * - A keyword narrowed only by the tour's own columns (type, duration, price, featured), with
 *   at most KEPT_MATCHES_MAX matches: its matches are gathered once for a few seconds, the page
 *   and the exact total are picked from them, and the page's cards read in one statement
 *   (keyword-matches.ts, ADR 277).
 * - Kept: the page alone, one statement of ids and cards.
 * - Not kept, a keyword narrowed only by the tour's own columns and matching more than
 *   KEPT_MATCHES_MAX: the page with a count of its matches up to ESTIMATED_PAST + 1 in the same
 *   statement (ADR 262). The count finds the keyword's matches in the full-text index (the
 *   index part grows with the matches, as the page's own does) and reads at most
 *   ESTIMATED_PAST + 1 of their rows; past that, the planner's estimate, as before. A first
 *   page with no card has no match: its total is 0 with nothing more asked.
 * - Not kept, no keyword, narrowed by places or categories: linkedTotalAndPage (ADR 269).
 * - Otherwise (a keyword with places, categories, deals or a date; or only the tour's own
 *   columns, deals or a date): the total apart, beside the page (on a second pooled connection
 *   on PostgreSQL): the planner's estimate first, and a count only under ESTIMATED_PAST. A
 *   deal or a date is checked tour by tour (a place's and a category's tours are gathered whole
 *   first, ADR 230), so a count of even a thousand could read far more than a thousand rows,
 *   where the estimate reads none: 19 ms instead of 1 ms for two places and two categories at
 *   100,000 tours.
 */
async function totalAndPage(
  db: Database,
  filters: SearchFilters,
  perPage: number,
  offset: number,
  now: Date,
  keptMatchesMax: number,
): Promise<[TourTotal, ActivityCard[]]> {
  const keywordKept = answeredByKeptMatches(filters);
  if (keywordKept) {
    const page = await keptKeywordPage(db, filters, perPage, offset, now, keptMatchesMax);
    if (page) return [{ total: page.total, estimated: false }, page.cards];
  }
  const kept = keptTotal(db, filters, now);
  // A keyword past KEPT_MATCHES_MAX, or whose kept page went stale (ADR 262).
  if (!kept && keywordKept) {
    // A total counted before a write that forgets totals is not kept after it.
    const since = totalsGeneration(db);
    const { cards, matches } = await pageOfCardsCounted(
      db,
      filters,
      perPage,
      offset,
      ESTIMATED_PAST,
    );
    const counted = matches ?? (offset === 0 ? 0 : undefined);
    if (counted !== undefined && counted <= ESTIMATED_PAST) {
      const total = { total: counted, estimated: false };
      keepTotal(db, filters, now, total, since);
      return [total, cards];
    }
    // More than ESTIMATED_PAST, or a later page past the end, which carries no count.
    return [await totalOnce(db, filters, now, () => totalPast(db, filters, matches)), cards];
  }
  if (!kept && narrowedByLinks(filters))
    return linkedTotalAndPage(db, filters, perPage, offset, now);
  return Promise.all([
    kept ?? totalOnce(db, filters, now, () => totalOf(db, filters)),
    pageOfCards(db, filters, perPage, offset),
  ]);
}

/** No keyword, and narrowed by places or categories (see linkedTotalAndPage). */
function narrowedByLinks(filters: SearchFilters): boolean {
  return (
    filters.keywordQuery === undefined &&
    (Boolean(filters.locationIds?.length) || Boolean(filters.categoryIds?.length))
  );
}

/**
 * A new filter set narrowed by places or categories (ADR 269). The planner's estimate first: past
 * ESTIMATED_PAST, it is the total and the page walks the catalogue by sales. Otherwise the total
 * is counted, and the count gathers the matches from the places' and categories' indexes anyway:
 * the page is taken from those same matches, in the same statement. Before, the page walked the
 * catalogue by sales beside the estimate and the count came after: three statements, and a
 * sparse filter set's page read hundreds of tours to find twelve.
 *
 * A kept total's page still walks by sales (totalAndPage): gathering costs what the asked
 * places' and categories' tours number, which grows with the catalogue (at 100,000 tours a
 * sparse filter set fell from 535 to 79 answers a second so), where a walk stops at its page.
 * With a count to make, that cost is paid anyway.
 */
async function linkedTotalAndPage(
  db: Database,
  filters: SearchFilters,
  perPage: number,
  offset: number,
  now: Date,
): Promise<[TourTotal, ActivityCard[]]> {
  // Counted once for concurrent first asks, as every total (totalOnce): the others wait for it
  // (their `keptTotal`) and walk by sales for their page. Each counting its own page instead,
  // 32 visitors at a total's expiry gathered the same matches 32 times (p99 400 ms at 100,000
  // tours in the benchmark).
  let gathered: ActivityCard[] | undefined;
  const total = await totalOnce(db, filters, now, async () => {
    // The places' and categories' own estimate, kept a minute, decides first (ADR 276): at or
    // under ESTIMATED_PAST this narrower set is too, and the filter set's own estimate, a round
    // trip of its own on every new price or duration, is not needed.
    const bound = await linkedBoundOnce(db, filters, now, () =>
      estimateTours(db, { locationIds: filters.locationIds, categoryIds: filters.categoryIds }),
    );
    // Places and categories alone: the bound is the filter set's own estimate.
    const estimate =
      bound > ESTIMATED_PAST && narrowedFurther(filters) ? await estimateTours(db, filters) : bound;
    if (estimate > ESTIMATED_PAST) return { total: estimate, estimated: true };
    const { cards, matches } = await pageOfCardsByLinks(db, filters, perPage, offset);
    gathered = cards;
    // A first page with no card has no match; a later one past the end carries no count.
    const counted = matches ?? (offset === 0 ? 0 : undefined);
    // Past the end the estimate, already under ESTIMATED_PAST, needs no asking again.
    const total = counted ?? (await countTours(db, filters));
    return { total, estimated: false };
  });
  return [total, gathered ?? (await pageOfCards(db, filters, perPage, offset))];
}

/**
 * Every filter but places and categories: a new one must be listed here (the type says so), or
 * a filter set asking it would take its places' estimate for its own total (ADR 276).
 */
const FURTHER_FILTERS = {
  keywordQuery: true,
  tourType: true,
  durationMinHours: true,
  durationMaxHours: true,
  dealsOnly: true,
  dealId: true,
  featuredOnly: true,
  date: true,
  priceMinCents: true,
  priceMaxCents: true,
} as const satisfies Record<Exclude<keyof SearchFilters, 'locationIds' | 'categoryIds'>, true>;

/** Whether a filter set asks more than its places and categories (and Active tours). */
function narrowedFurther(filters: SearchFilters): boolean {
  return (Object.keys(FURTHER_FILTERS) as (keyof typeof FURTHER_FILTERS)[]).some(
    (key) => filters[key] !== undefined && filters[key] !== false,
  );
}

/**
 * The total of a filter set whose count stopped past ESTIMATED_PAST: the planner's estimate, but
 * never fewer than the matches already seen. Without a count (a page past the end), totalOf.
 */
async function totalPast(
  db: Database,
  filters: SearchFilters,
  matches: number | undefined,
): Promise<TourTotal> {
  if (matches === undefined) return totalOf(db, filters);
  return { total: Math.max(await estimateTours(db, filters), matches), estimated: true };
}

/**
 * What a page itself says about the total: a page that is not full is the last one, so the total
 * is exact (when the page is not past the end); a full page past an estimated last page means
 * there is at least one more. The estimate never sends a traveller to an empty last page from
 * the page before it, nor hides a next page that exists.
 */
export function settledTotal(
  counted: TourTotal,
  offset: number,
  perPage: number,
  found: number,
): TourTotal {
  if (found < perPage && (found > 0 || offset === 0)) {
    return { total: offset + found, estimated: false };
  }
  if (counted.estimated && found === perPage && counted.total < offset + perPage + 1) {
    return { total: offset + perPage + 1, estimated: true };
  }
  return counted;
}

export function idList(text: string | undefined): number[] | undefined {
  if (!text) return undefined;
  return [...new Set(text.split(',').map(Number))];
}

export async function filtersOf(
  db: Database,
  query: SearchQuery,
  now: Date,
): Promise<SearchFilters> {
  const keyword = query.keyword?.trim();
  return {
    keywordQuery: keyword ? await keywordQuery(db, keyword) : undefined,
    locationIds: idList(query.location),
    tourType: query.tour_type,
    durationMinHours: query.duration_min,
    durationMaxHours: query.duration_max,
    categoryIds: idList(query.category),
    dealsOnly: query.deals === 1,
    dealId: query.deal,
    featuredOnly: query.featured === 1,
    date: query.date ? { date: query.date, today: tourDateAt(now) } : undefined,
    priceMinCents: query.price_min === undefined ? undefined : query.price_min * 100,
    priceMaxCents: query.price_max === undefined ? undefined : query.price_max * 100,
  };
}

/** `keptMatchesMax`: the most matches a keyword's kept matches hold (ADR 277; tests lower it). */
export async function searchTours(
  db: Database,
  query: SearchQuery,
  now = new Date(),
  keptMatchesMax = KEPT_MATCHES_MAX,
): Promise<SearchPage> {
  const filters = await filtersOf(db, query, now);
  const perPage = Math.min(query.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const page = query.page ?? 1;
  const offset = (page - 1) * perPage;
  const [counted, data] = await totalAndPage(db, filters, perPage, offset, now, keptMatchesMax);
  const { total, estimated } = settledTotal(counted, offset, perPage, data.length);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    total,
    total_estimated: estimated,
    data,
  };
}

/**
 * How many tours a place has: the total a search for the place answers (`location=<id>`),
 * counted once per place for a few seconds and estimated past ESTIMATED_PAST, as every search
 * total is (ADR 199, 204). A location page says the same number as the search it links to, and
 * counting it costs no more as the catalogue grows (ADR 245).
 */
export function placeTotal(db: Database, locationId: number, now: Date): Promise<TourTotal> {
  const filters: SearchFilters = { locationIds: [locationId] };
  return totalOnce(db, filters, now, () => totalOf(db, filters));
}

/** The first `limit` tours of a place, best selling first: its ids and cards in one statement. */
export function placeTours(db: Database, locationId: number, limit: number) {
  return pageOfCards(db, { locationIds: [locationId] }, limit, 0);
}

export async function suggest(
  db: Database,
  query: { key?: string | undefined; location?: string | undefined; date?: string | undefined },
  now = new Date(),
) {
  const keyword = query.key?.trim() || undefined;
  const filters = await filtersOf(db, { keyword, location: query.location, date: query.date }, now);
  const [tours, places] = await Promise.all([
    suggestedTours(db, filters, SUGGESTIONS_PER_TYPE),
    keyword ? suggestedLocations(db, keyword, LOCATION_SUGGESTIONS) : Promise.resolve([]),
  ]);
  return {
    locations: places.map((place) => ({ value: Number(place.id), label: place.name })),
    activities: tours.map((tour) => ({
      id: Number(tour.id),
      title: tour.title,
      tour_type: Number(tour.tour_type) as 1 | 2 | 3,
      full_seo_url: fullSeoUrl(tour.seo_url, Number(tour.id)),
    })),
  };
}
