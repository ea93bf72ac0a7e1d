// GET /search/carousel/{row} (ADR 198): a search page carousel's whole list, as cards.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityCard } from './builders.ts';
import { fakeApi } from './fake-api.ts';
import { loader } from '../app/routes/search-carousel.ts';

afterEach(() => vi.unstubAllGlobals());

function answer(row: string) {
  const request = new Request(`http://localhost:3000/search/carousel/${row}`);
  return loader({ request, params: { row }, context: {} } as Parameters<typeof loader>[0]);
}

const listing = (count: number) => ({
  body: {
    data: {
      results: {
        current_page: 1,
        last_page: 1,
        per_page: 15,
        total: count,
        data: Array.from({ length: count }, (_, index) => activityCard({ id: index + 1 })),
      },
    },
  },
});

describe('a carousel row', () => {
  it("answers the row's list as cards, asking the API for the row's own list", async () => {
    const api = fakeApi({ 'GET /api/search': listing(14) });
    const response = await answer('day-tours');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60');
    const { tours } = (await response.json()) as { tours: Record<string, unknown>[] };
    expect(tours).toHaveLength(14);
    // The fields a card draws, not the API's whole card.
    expect(tours[0]).not.toHaveProperty('categories');
    expect(tours[0]).toMatchObject({
      id: 1,
      full_seo_url: '/kandy-temple-and-lake-walk/details/12',
    });
    expect(Object.fromEntries(api.calls[0]!.query)).toEqual({ tour_type: '2', limit: '15' });
  });

  it('is not found for a row the search page does not have', async () => {
    const api = fakeApi({ 'GET /api/search': listing(3) });
    const response = await answer('deals');
    expect(response.status).toBe(404);
    expect(api.calls).toEqual([]);
  });

  it('says the API failed when it did, and the row keeps what it has', async () => {
    fakeApi({ 'GET /api/search': { status: 503, body: { message: 'Service Unavailable' } } });
    const response = await answer('made-for-you');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'Service Unavailable' });
  });
});
