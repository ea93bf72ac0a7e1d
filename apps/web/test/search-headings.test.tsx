// The search page's headings in order, as a screen reader's heading list walks them: a tester's
// audit (axe's heading-order) found the cards' titles as h3 straight under the page's h1.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSearch } from './render-search.tsx';
import { activityCard } from './builders.ts';
import { fakeApi } from './fake-api.ts';
import { stubObservers } from './no-observers.ts';

beforeEach(() => {
  stubObservers();
});
afterEach(() => vi.unstubAllGlobals());

/** Each heading's level, in document order. */
function headingLevels(): number[] {
  return [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
    Number(heading.tagName.slice(1)),
  );
}

describe("the search page's headings", () => {
  it.each(['list', 'grid'])(
    'skip no level in the %s view: the cards are h2 under the h1',
    async (view) => {
      fakeApi({
        'GET /api/locations/get': { body: { data: [] } },
        'GET /api/categories/get': { body: { data: [] } },
        'GET /api/search': {
          body: {
            data: {
              results: {
                current_page: 1,
                last_page: 1,
                per_page: 12,
                total: 2,
                data: [
                  activityCard({ id: 1, title: 'Kandy Lake Walk' }),
                  activityCard({ id: 2, title: 'Knuckles Ridge Hike' }),
                ],
              },
            },
          },
        },
      });
      renderSearch(`/search?key=walk&view=${view}`);
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Kandy Lake Walk' }),
      ).toBeInTheDocument();
      const levels = headingLevels();
      expect(levels[0]).toBe(1);
      levels.forEach((level, index) => {
        if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1);
      });
    },
  );
});
