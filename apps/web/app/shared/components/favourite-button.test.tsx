import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@trails/domain/messages';
import { dismissAll } from '@trails/ui/toast/notify';
import { activityCard } from '../../../test/builders.ts';
import { fakeApi, profile } from '../../../test/fake-api.ts';
import { PageFavouritesProvider } from '../api/page-favourites.tsx';
import { useSession } from '../session/session-store.ts';
import { FavouriteButton } from './favourite-button.tsx';
import { Snackbar } from './notices.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  dismissAll();
  useSession.getState().signOut();
  useSession.getState().closeLoginPrompt();
});

const favouritesOf = (...ids: number[]) => ({
  body: { data: ids.map((id, index) => ({ id: index + 1, activity: activityCard({ id }) })) },
});

function renderHearts() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <PageFavouritesProvider>
        <FavouriteButton activityId={12} title="Kandy Temple and Lake Walk" compact />
        <FavouriteButton activityId={14} title="Knuckles Day Trek" compact />
      </PageFavouritesProvider>
      <Snackbar />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const heart = (title: string) => screen.getByRole('button', { name: `Favourite: ${title}` });

describe('the favourite heart', () => {
  it('opens the login modal when logged out, and asks the API nothing', async () => {
    const api = fakeApi({});
    const user = renderHearts();
    await user.click(heart('Kandy Temple and Lake Walk'));
    expect(useSession.getState().loginPromptOpen).toBe(true);
    expect(api.calls).toEqual([]);
  });

  it('adds the tour pressed while logged out once the visitor logs in, and forgets it if the modal closes', async () => {
    const api = fakeApi({
      'GET /api/account/favourites': favouritesOf(),
      'GET /api/account/favourites/add/12': { body: {} },
    });
    const user = renderHearts();
    // Pressed, then the modal closed without logging in: nothing is added at a later login.
    await user.click(heart('Knuckles Day Trek'));
    act(() => useSession.getState().closeLoginPrompt());
    // Pressed again on another heart, and logged in through the modal.
    await user.click(heart('Kandy Temple and Lake Walk'));
    expect(useSession.getState().loginPromptOpen).toBe(true);
    act(() => useSession.getState().signIn('tok-1', profile, 'password'));
    await waitFor(() =>
      expect(heart('Kandy Temple and Lake Walk')).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(await screen.findByText(MESSAGES.addedToFavourites)).toBeInTheDocument();
    expect(heart('Knuckles Day Trek')).toHaveAttribute('aria-pressed', 'false');
    expect(api.calls.map((call) => call.path)).toContain('/api/account/favourites/add/12');
    expect(api.calls.map((call) => call.path)).not.toContain('/api/account/favourites/add/14');
  });

  it('shows the tours already favourited, with one request for every heart', async () => {
    useSession.getState().signIn('tok-1', profile, 'password');
    const api = fakeApi({ 'GET /api/account/favourites': favouritesOf(14) });
    renderHearts();
    await waitFor(() => expect(heart('Knuckles Day Trek')).toHaveAttribute('aria-pressed', 'true'));
    expect(heart('Kandy Temple and Lake Walk')).toHaveAttribute('aria-pressed', 'false');
    expect(api.calls.filter((call) => call.path === '/api/account/favourites')).toHaveLength(1);
    expect(api.calls[0]?.authorization).toBe('Bearer tok-1');
  });

  it('adds a tour, then removes it on the second press', async () => {
    useSession.getState().signIn('tok-1', profile, 'password');
    const api = fakeApi({
      'GET /api/account/favourites': favouritesOf(),
      'GET /api/account/favourites/add/12': { body: {} },
      'GET /api/account/favourites/remove/12': { body: {} },
    });
    const user = renderHearts();
    await waitFor(() => expect(api.calls).toHaveLength(1));

    await user.click(heart('Kandy Temple and Lake Walk'));
    await waitFor(() =>
      expect(heart('Kandy Temple and Lake Walk')).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(await screen.findByText(MESSAGES.addedToFavourites)).toBeInTheDocument();

    await user.click(heart('Kandy Temple and Lake Walk'));
    await waitFor(() =>
      expect(heart('Kandy Temple and Lake Walk')).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(await screen.findByText(MESSAGES.itemRemoved)).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual([
      '/api/account/favourites',
      '/api/account/favourites/add/12',
      '/api/account/favourites/remove/12',
    ]);
  });

  it('forgets the hearts of another login', async () => {
    useSession.getState().signIn('tok-1', profile, 'password');
    fakeApi({ 'GET /api/account/favourites': favouritesOf(12) });
    renderHearts();
    await waitFor(() =>
      expect(heart('Kandy Temple and Lake Walk')).toHaveAttribute('aria-pressed', 'true'),
    );
    useSession.getState().signOut();
    await waitFor(() =>
      expect(heart('Kandy Temple and Lake Walk')).toHaveAttribute('aria-pressed', 'false'),
    );
  });

  it('keeps a heart pressed while the list was still on its way', async () => {
    useSession.getState().signIn('tok-1', profile, 'password');
    let answerList!: () => void;
    const listed = new Promise<void>((resolve) => (answerList = resolve));
    // The list answers late, with the state from before the press.
    const late = fakeApi({
      'GET /api/account/favourites': () => favouritesOf(),
      'GET /api/account/favourites/add/12': { body: {} },
    });
    const slow = late.fetch.getMockImplementation()!;
    late.fetch.mockImplementation(async (input, init) => {
      const path = new URL(typeof input === 'string' ? input : input.url, 'http://localhost')
        .pathname;
      if (path === '/api/account/favourites') await listed;
      return slow(input, init);
    });
    const user = renderHearts();
    await user.click(heart('Kandy Temple and Lake Walk'));
    await waitFor(() =>
      expect(heart('Kandy Temple and Lake Walk')).toHaveAttribute('aria-pressed', 'true'),
    );
    answerList();
    await waitFor(() =>
      expect(late.calls.map((call) => call.path)).toContain('/api/account/favourites/add/12'),
    );
    await listed;
    expect(heart('Kandy Temple and Lake Walk')).toHaveAttribute('aria-pressed', 'true');
  });
});
