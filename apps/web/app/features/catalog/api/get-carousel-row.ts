// GET /search/carousel/{row} — the site's own answer, not the API's (ADR 198): a search page
// carousel's whole list, as cards draw them, compressed by the site server. The page sends a
// row's first cards; the row asks for this when it comes near.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/client.ts';
import type { ListedCard } from '../listed-card.ts';

/** What the site answers for a carousel row. */
export interface CarouselRowAnswer {
  readonly tours: ListedCard[];
}

/** A row's list is the API's for a minute (the site answers with the same freshness). */
const ROW_FRESH_MS = 60_000;

/** The whole list of the row at `href`, through the page's query cache. */
export function carouselRowQuery(href: string) {
  return queryOptions({
    queryKey: ['carousel-row', href],
    queryFn: async ({ signal }) => {
      const response = await fetch(href, { signal, headers: { Accept: 'application/json' } });
      if (!response.ok) throw new ApiError(response.status, response.statusText);
      return ((await response.json()) as CarouselRowAnswer).tours;
    },
    staleTime: ROW_FRESH_MS,
  });
}

/**
 * The row's whole list once `enabled` (read from the cache when it was prefetched). Before,
 * nothing is asked and the cache's answers do not re-render the caller.
 */
export function useCarouselRow(href: string, enabled: boolean) {
  return useQuery({ ...carouselRowQuery(href), enabled, subscribed: enabled });
}
