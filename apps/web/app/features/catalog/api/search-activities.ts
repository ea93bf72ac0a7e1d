// GET /api/search — the listing of tours, used by the search page and every carousel: asked by
// the loaders on the server, and in the browser for the rest of a carousel row (`listingQuery`).
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/api/client.ts';
import { unwrap } from '../../../shared/api/client.ts';
import { browserQueries } from '../../../shared/api/query-hooks.ts';
import type { ActivityPage } from '../../../shared/api/types.ts';
import { listedCard } from '../listed-card.ts';
import type { ListedCard } from '../listed-card.ts';

/** A page of the listing, each tour as a card draws it. */
export type ListedPage = Omit<ActivityPage, 'data'> & { readonly data: ListedCard[] };

export interface ActivityQuery {
  readonly keyword?: string | undefined;
  readonly location?: readonly number[] | undefined;
  readonly tourType?: 1 | 2 | 3 | undefined;
  readonly category?: readonly number[] | undefined;
  readonly durationMin?: number | undefined;
  readonly durationMax?: number | undefined;
  readonly priceMin?: number | undefined;
  readonly priceMax?: number | undefined;
  readonly deals?: boolean | undefined;
  readonly featured?: boolean | undefined;
  readonly date?: string | undefined;
  readonly page?: number | undefined;
  readonly limit?: number | undefined;
}

/** The query as the contract spells it. */
function wireQuery(query: ActivityQuery) {
  const list = (ids: readonly number[] | undefined) =>
    ids && ids.length > 0 ? ids.join(',') : undefined;
  return {
    keyword: query.keyword || undefined,
    location: list(query.location),
    tour_type: query.tourType,
    category: list(query.category),
    duration_min: query.durationMin,
    duration_max: query.durationMax,
    price_min: query.priceMin,
    price_max: query.priceMax,
    deals: query.deals ? (1 as const) : undefined,
    featured: query.featured ? (1 as const) : undefined,
    date: query.date,
    page: query.page,
    limit: query.limit,
  };
}

export async function searchActivities(api: ApiClient, query: ActivityQuery): Promise<ListedPage> {
  const answer = await api.GET('/api/search', { params: { query: wireQuery(query) } });
  const page = unwrap(answer).data.results;
  return { ...page, data: page.data.map(listedCard) };
}

/** A listing a page shows for a while: asked again after a minute, as the API's answers change. */
const LISTING_FRESH_MS = 60_000;

/** A listing asked from the browser, through the page's query cache. */
export function listingQuery(query: ActivityQuery) {
  return {
    ...browserQueries().queryOptions('get', '/api/search', {
      params: { query: wireQuery(query) },
    }),
    staleTime: LISTING_FRESH_MS,
  };
}

/**
 * A listing's tours as cards, from the page's query cache (asked if it has not been, e.g. by
 * `queryClient.prefetchQuery(listingQuery(query))`) once `enabled`. Before, nothing is asked
 * and the cache's answers do not re-render the caller.
 */
export function useListedTours(query: ActivityQuery, enabled: boolean) {
  return useQuery({
    ...listingQuery(query),
    enabled,
    subscribed: enabled,
    select: (answer) => answer.data.results.data.map(listedCard),
  });
}
