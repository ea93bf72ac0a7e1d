import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissAll } from '@trails/ui/toast';
import { MESSAGES } from '@trails/domain/messages';
import { Snackbar } from '../../../shared/components/notices.tsx';
import { useSession } from '../../../shared/session/session-store.ts';
import { fakeApi, profile } from '../../../../test/fake-api.ts';
import { activity } from '../../../../test/builders.ts';
import { FavouritesPage } from './favourites-page.tsx';

beforeEach(() => useSession.getState().signIn('tok-1', profile, 'password'));
afterEach(() => {
  vi.unstubAllGlobals();
  dismissAll();
  useSession.getState().signOut();
});

const overview =
  'A gentle morning walk around Kandy Lake to the Temple of the Tooth, then tea in the hills above the town with a guide.';
const tour = { ...activity(), id: 12, title: 'Kandy Temple and Lake Walk', overview };

function renderPage() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <FavouritesPage />
        <Snackbar />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('my favorites', () => {
  it('shows each favourite as a card and removes one with its notices', async () => {
    let favourites = [{ id: 3, activity: tour }];
    const api = fakeApi({
      'GET /api/account/favourites': () => ({ body: { data: favourites } }),
      'GET /api/account/favourites/remove/12': () => {
        favourites = [];
        return { body: { message: 'Item removed' } };
      },
    });
    const user = renderPage();
    const card = (await screen.findByRole('heading', { name: tour.title })).closest('li')!;
    // The overview is cut to 90 characters.
    expect(within(card).getByText(/^A gentle morning walk/).textContent).toHaveLength(90);
    expect(
      within(card).getByRole('link', { name: `View Tour Now: ${tour.title}` }),
    ).toHaveAttribute('href', tour.full_seo_url);
    expect(card).toHaveTextContent('from $');

    await user.click(within(card).getByRole('button', { name: `Remove Item: ${tour.title}` }));
    await waitFor(() => expect(document.body).toHaveTextContent(MESSAGES.itemRemoved));
    expect(document.body).toHaveTextContent(MESSAGES.removingFromFavourites);
    expect(await screen.findByText(MESSAGES.noDataFound)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/account/favourites')).toHaveLength(2);
  });

  it("says 'Could not process action' when the removal fails", async () => {
    fakeApi({
      'GET /api/account/favourites': { body: { data: [{ id: 3, activity: tour }] } },
      'GET /api/account/favourites/remove/12': { status: 500, body: { message: 'boom' } },
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: `Remove Item: ${tour.title}` }));
    await waitFor(() => expect(document.body).toHaveTextContent(MESSAGES.couldNotProcessAction));
    expect(screen.getByRole('heading', { name: tour.title })).toBeInTheDocument();
  });
});
