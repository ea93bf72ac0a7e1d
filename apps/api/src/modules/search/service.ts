// GET /api/search and GET /api/search/get.
import { tourDateAt } from '@trails/domain/tour-date';
import type { Database } from '../../db/client.ts';
import { fullSeoUrl } from '../catalog/cards.ts';
import type { ActivityCard } from '../catalog/cards.ts';
import { countTours, pageOfCards, suggestedLocations, suggestedTours } from './repository.ts';
import { totalOnce } from './totals.ts';
import type { SearchFilters } from './repository.ts';
import { keywordQuery } from './vocabulary.ts';

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
    featuredOnly: query.featured === 1,
    date: query.date ? { date: query.date, today: tourDateAt(now) } : undefined,
    priceMinCents: query.price_min === undefined ? undefined : query.price_min * 100,
    priceMaxCents: query.price_max === undefined ? undefined : query.price_max * 100,
  };
}

export async function searchTours(
  db: Database,
  query: SearchQuery,
  now = new Date(),
): Promise<Page<ActivityCard>> {
  const filters = await filtersOf(db, query, now);
  const perPage = Math.min(query.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const page = query.page ?? 1;
  const offset = (page - 1) * perPage;
  // The total is counted once per filter set for a few seconds (totals.ts); the page's ids and
  // cards are one statement. On PostgreSQL a count runs beside the page on a second pooled
  // connection (ADR 046, 199). A page past the end finds no cards.
  const [total, data] = await Promise.all([
    totalOnce(db, filters, now, () => countTours(db, filters)),
    pageOfCards(db, filters, perPage, offset),
  ]);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    total,
    data,
  };
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
