// A search page past the last one (an address typed, or kept from before the results shrank): a
// tester read "42 trails" and "Sorry, no experiences matching your search" on the same page.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@trails/domain/messages';
import { renderSearch } from './render-search.tsx';
import { activityCard } from './builders.ts';
import { fakeApi } from './fake-api.ts';
import { stubObservers } from './no-observers.ts';

beforeEach(() => {
  stubObservers();
});
afterEach(() => vi.unstubAllGlobals());

/** The API: `total` trails, 12 to a page, and `cards` on every page (none past the last). */
function api(total: number, cards: unknown[] = []) {
  return fakeApi({
    'GET /api/locations/get': { body: { data: [] } },
    'GET /api/categories/get': { body: { data: [] } },
    'GET /api/search': (call) => ({
      body: {
        data: {
          results: {
            current_page: Number(call.query.get('page') ?? 1),
            last_page: Math.max(1, Math.ceil(total / 12)),
            per_page: 12,
            total,
            data: cards,
          },
        },
      },
    }),
  });
}

describe('a search page past the last one', () => {
  it('says where the trails end and links there, not that nothing matches', async () => {
    api(42);
    renderSearch('/search?key=&page=5');
    expect(
      await screen.findByText(/There is no page 5 of these trails: they end on page 4\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 4' })).toHaveAttribute(
      'href',
      expect.stringMatching(/page=4/),
    );
    expect(screen.queryByText(MESSAGES.noSearchResults)).toBeNull();
  });

  it('still says nothing matches when nothing does', async () => {
    api(0);
    renderSearch('/search?key=zzqxv');
    expect(await screen.findByText(MESSAGES.noSearchResults)).toBeInTheDocument();
    // No cards, so no layout to choose: a tester saw "Grid" marked as chosen above the message.
    expect(screen.queryByRole('navigation', { name: 'View' })).toBeNull();
  });

  it('offers the list and grid views only where there are cards to lay out', async () => {
    api(42);
    renderSearch('/search?key=&page=5');
    await screen.findByText(/There is no page 5/);
    expect(screen.queryByRole('navigation', { name: 'View' })).toBeNull();
    cleanup();
    api(42, [activityCard()]);
    renderSearch('/search?key=&page=1');
    const views = await screen.findByRole('navigation', { name: 'View' });
    expect(within(views).getByRole('link', { name: 'Grid' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
