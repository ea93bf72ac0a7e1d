// A search whose typed pick-up place names no location ("Nowhere"), from the home search as
// plain HTML or with scripts (both send `pickup` by name): a tester got every trail listed as
// "All trails", with no word that the place was not found and the typed text gone.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSearch } from './render-search.tsx';
import { activityCard } from './builders.ts';
import { fakeApi } from './fake-api.ts';
import { stubObservers } from './no-observers.ts';

// The filter panel's slider (radix) measures itself once its part loads; jsdom has no observers.
beforeEach(() => {
  stubObservers();
});
afterEach(() => vi.unstubAllGlobals());

const kandyWalk = activityCard();
const mataleHike = activityCard({
  id: 14,
  title: 'Matale Spice Garden Hike',
  full_seo_url: '/matale-spice-garden-hike/details/14',
});

/** The API: two places, a tour from each; a search for a place lists only its tour. */
function api() {
  return fakeApi({
    'GET /api/locations/get': {
      body: {
        data: [
          { value: 3, label: 'Kandy' },
          { value: 5, label: 'Matale' },
        ],
      },
    },
    'GET /api/categories/get': { body: { data: [] } },
    'GET /api/search': (call) => {
      const place = call.query.get('location');
      const data =
        place === '3' ? [kandyWalk] : place === '5' ? [mataleHike] : [kandyWalk, mataleHike];
      return {
        body: {
          data: {
            results: { current_page: 1, last_page: 1, per_page: 12, total: data.length, data },
          },
        },
      };
    },
  });
}

describe('the search page with a typed pick-up place', () => {
  it('says a place it does not know was not found, keeps the text to correct, and searches the corrected one', async () => {
    api();
    // The home search's fields as the browser sends them (a plain GET; the script sends the same).
    const user = renderSearch('/search?pickup=Nowhere&date=&key=hike');
    expect(
      await screen.findByText(
        'There is no pick-up place called “Nowhere”, so these are trails from every pick-up place. Correct the place to see the trails that start there.',
      ),
    ).toBeInTheDocument();
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(results).toHaveTextContent('Kandy Temple and Lake Walk');
    expect(results).toHaveTextContent('Matale Spice Garden Hike');
    const place = screen.getByRole('combobox', { name: 'Pick-up location' });
    expect(place).toHaveValue('Nowhere');

    await user.clear(place);
    await user.type(place, 'Matale');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: /from Matale/ })).toBeInTheDocument();
    expect(screen.queryByText(/no pick-up place called/)).toBeNull();
    const corrected = screen.getByRole('list', { name: 'Search results' });
    expect(within(corrected).queryByText('Kandy Temple and Lake Walk')).toBeNull();
    // The keyword searched with the unknown place stays with the corrected one.
    expect(screen.getByText(/for “hike”/)).toBeInTheDocument();
  });

  it('says nothing of a place it finds by name', async () => {
    api();
    renderSearch('/search?pickup=kandy&date=&key=walk');
    expect(await screen.findByRole('heading', { name: /from Kandy/ })).toBeInTheDocument();
    expect(screen.queryByText(/no pick-up place called/)).toBeNull();
  });
});
