import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { meta as homeMeta } from '../app/routes/home.tsx';
import { meta as searchMeta } from '../app/routes/search.tsx';
import { meta as tourMeta } from '../app/routes/tour.tsx';
import { readSearch } from '../app/features/search/search-params.ts';
import { activity } from './builders.ts';

const matches = [{ loaderData: { publicUrl: 'https://trails.example' } }];

function find(tags: MetaDescriptor[], predicate: (tag: Record<string, unknown>) => boolean) {
  return tags.find((tag) => predicate(tag as Record<string, unknown>)) as
    Record<string, unknown> | undefined;
}

type MetaArgs<F extends (...args: never[]) => unknown> = Parameters<F>[0];

describe('page titles and SEO tags', () => {
  it('a tour page is titled by its SEO title, with canonical link, Open Graph and Product data', () => {
    const tour = activity();
    const tags = tourMeta({ data: { activity: tour, related: [] }, matches } as unknown as MetaArgs<
      typeof tourMeta
    >);
    expect(find(tags, (t) => 'title' in t)?.title).toBe(
      'Kandy Temple and Lake Walk | Lanka Trails',
    );
    expect(find(tags, (t) => t.rel === 'canonical')?.href).toBe(
      'https://trails.example/kandy-temple-and-lake-walk/details/12',
    );
    expect(find(tags, (t) => t.property === 'og:image')?.content).toBe(
      'https://trails.example/media/kandy-temple-walk-1?w=960',
    );
    const product = find(tags, (t) => 'script:ld+json' in t)?.['script:ld+json'] as Record<
      string,
      unknown
    >;
    expect(product).toMatchObject({ '@type': 'Product', name: tour.title, sku: 'LT-KDY-012' });
    expect(product.aggregateRating).toBeUndefined();
  });

  it('a tour with reviews carries its aggregate rating', () => {
    const tour = activity({
      average_rating: 4.25,
      rating_count: 2,
      clientReviews: [
        {
          profile: { first_name: 'Nimal', last_name: 'Perera' },
          review_datetime: '2026-10-02T09:15:00Z',
          review_rating: 5,
          review_feedback: 'Great',
          images: [],
        },
      ],
    });
    const tags = tourMeta({ data: { activity: tour, related: [] }, matches } as unknown as MetaArgs<
      typeof tourMeta
    >);
    const product = find(tags, (t) => 'script:ld+json' in t)?.['script:ld+json'] as Record<
      string,
      unknown
    >;
    expect(product.aggregateRating).toMatchObject({ ratingValue: '4.3', reviewCount: 2 });
  });

  it('the search page is titled from its type, locations and categories', () => {
    const state = readSearch(new URLSearchParams('type=1&location=3'));
    const tags = searchMeta({
      data: {
        state,
        title: 'Half day trails from Kandy',
        results: { total: 4, data: [], current_page: 1, last_page: 1, per_page: 12 },
        canonicalPath: '/search?location=3&type=1',
      },
      matches,
    } as unknown as MetaArgs<typeof searchMeta>);
    expect(find(tags, (t) => 'title' in t)?.title).toBe(
      'Half day trails from Kandy | Lanka Trails',
    );
    expect(find(tags, (t) => t.rel === 'canonical')?.href).toBe(
      'https://trails.example/search?location=3&type=1',
    );
  });

  it('the home page carries the site title alone', () => {
    const tags = homeMeta({
      data: {
        settings: {
          title: 'Lanka Trails',
          description: 'Guided trails',
          keywords: '',
          featured: [],
        },
        sliders: [],
      },
      matches,
    } as unknown as MetaArgs<typeof homeMeta>);
    expect(find(tags, (t) => 'title' in t)?.title).toBe('Lanka Trails');
    expect(find(tags, (t) => t.name === 'description')?.content).toBe('Guided trails');
  });
});
