// The account's Deals & Discounts: each card leads to its own deal's trails. Before, every card
// linked to /search?deals=1, all the deals' trails together (a tester's finding, ADR 313).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DealsPage } from '../app/features/account/components/deals-page.tsx';
import { fakeApi } from './fake-api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('Deals & Discounts', () => {
  it('links each deal to its own trails', async () => {
    fakeApi({
      'GET /api/account/all/deals': {
        body: {
          data: [
            { id: 2, image: '', discount: 15, title: 'Knuckles Range treks', num_activities: 6 },
            { id: 5, image: '', discount: 10, title: 'Tea country week', num_activities: 8 },
          ],
        },
      },
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <DealsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const deals = await screen.findAllByRole('listitem');
    expect(within(deals[0]!).getByRole('link', { name: 'See the deals' })).toHaveAttribute(
      'href',
      '/search?deal=2',
    );
    expect(within(deals[1]!).getByRole('link', { name: 'See the deals' })).toHaveAttribute(
      'href',
      '/search?deal=5',
    );
  });
});
