// The carousels of the search page with no keyword (spec §2): what each lists and where its View
// more link goes. The featured and popular lists ask for 15 (spec §9); a carousel shows up to 16.
// The page sends a row's first cards; `/search/carousel/{row}` (search-carousel.ts) answers its
// whole list when the row comes near (ADR 198).
import { FEATURED_LIST_LIMIT, POPULAR_LIST_LIMIT } from '@trails/domain/constants';
import type { ActivityQuery } from '../features/catalog/api/search-activities.ts';

export interface SearchCarousel {
  /** Its name in `/search/carousel/{row}`. */
  readonly row: string;
  readonly title: string;
  readonly query: ActivityQuery & { readonly limit: number };
  readonly moreHref: string;
}

export const SEARCH_CAROUSELS: readonly SearchCarousel[] = [
  {
    row: 'made-for-you',
    title: 'Made for you',
    query: { featured: true, limit: FEATURED_LIST_LIMIT },
    moreHref: '/search?featured=1&view=list',
  },
  {
    row: 'day-tours',
    title: 'Most Popular Day Tours',
    query: { tourType: 2, limit: POPULAR_LIST_LIMIT },
    moreHref: '/full-day',
  },
  {
    row: 'round-tours',
    title: 'Most Popular Round Tours',
    query: { tourType: 3, limit: POPULAR_LIST_LIMIT },
    moreHref: '/overnight',
  },
];

/** Where the site answers a carousel's whole list. */
export const carouselHref = (carousel: SearchCarousel) => `/search/carousel/${carousel.row}`;
