// GET /api/search — the listing of tours, used by the search page and every carousel.
import type { ApiClient } from '../../../shared/api/client.ts';
import { unwrap } from '../../../shared/api/client.ts';
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
  /** One deal's tours (ADR 313). */
  readonly deal?: number | undefined;
  readonly featured?: boolean | undefined;
  readonly date?: string | undefined;
  readonly page?: number | undefined;
  readonly limit?: number | undefined;
}

export async function searchActivities(api: ApiClient, query: ActivityQuery): Promise<ListedPage> {
  const list = (ids: readonly number[] | undefined) =>
    ids && ids.length > 0 ? ids.join(',') : undefined;
  const answer = await api.GET('/api/search', {
    params: {
      query: {
        keyword: query.keyword || undefined,
        location: list(query.location),
        tour_type: query.tourType,
        category: list(query.category),
        duration_min: query.durationMin,
        duration_max: query.durationMax,
        price_min: query.priceMin,
        price_max: query.priceMax,
        deals: query.deals ? 1 : undefined,
        deal: query.deal,
        featured: query.featured ? 1 : undefined,
        date: query.date,
        page: query.page,
        limit: query.limit,
      },
    },
  });
  const page = unwrap(answer).data.results;
  return { ...page, data: page.data.map(listedCard) };
}
