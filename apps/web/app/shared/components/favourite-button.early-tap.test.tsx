// A logged-in visitor's tap on a heart before the page's effects have loaded the saved session
// (they run after the first paint). The effect is held back here, as on a slow phone then.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { saveSession } from '../../../test/saved-session.ts';
import { PageFavouritesProvider } from '../api/page-favourites.tsx';
import { useSession } from '../session/session-store.ts';
import { FavouriteButton } from './favourite-button.tsx';

vi.mock('../session/use-session-hydration.ts', () => ({ useSessionHydration: () => false }));

it('adds the favourite of a logged-in visitor who taps before the session is loaded, without asking them to log in', async () => {
  saveSession('tok-saved');
  expect(useSession.persist.hasHydrated()).toBe(false);
  const api = fakeApi({
    'GET /api/account/favourites': { body: { data: [] } },
    'GET /api/account/favourites/add/12': { body: {} },
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/search?key=kandy']}>
        <PageFavouritesProvider>
          <FavouriteButton activityId={12} title="Kandy Temple and Lake Walk" compact />
        </PageFavouritesProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await userEvent
    .setup()
    .click(screen.getByRole('button', { name: 'Favourite: Kandy Temple and Lake Walk' }));
  expect(useSession.getState().loginPromptOpen).toBe(false);
  await waitFor(() =>
    expect(api.calls.map((call) => [call.path, call.authorization])).toContainEqual([
      '/api/account/favourites/add/12',
      'Bearer tok-saved',
    ]),
  );
});
