import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
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

function renderHearts(page = '/search?key=kandy') {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[page]}>
        <PageFavouritesProvider>
          <FavouriteButton activityId={12} title="Kandy Temple and Lake Walk" compact />
          <FavouriteButton activityId={14} title="Knuckles Day Trek" compact />
          <FavouriteButton activityId={16} />
        </PageFavouritesProvider>
      </MemoryRouter>
      <Snackbar />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const heart = (title: string) => screen.getByRole('button', { name: `Favourite: ${title}` });

describe('the favourite heart', () => {
  it('before the scripts run, sends the visitor to log in with the page and the tour to favourite', () => {
    fakeApi({});
    renderHearts('/search?key=kandy&view=list');
    // What the browser does with the HTML alone: submit the heart's form.
    for (const [button, id] of [
      [heart('Kandy Temple and Lake Walk'), '12'],
      [screen.getByRole('button', { name: 'Favourite' }), '16'],
    ] as const) {
      const form = (button as HTMLButtonElement).form!;
      expect(button).toHaveAttribute('type', 'submit');
      expect(form).toHaveAttribute('method', 'get');
      expect(form).toHaveAttribute('action', '/login');
      expect([...new FormData(form)]).toEqual([
        ['next', '/search?key=kandy&view=list'],
        ['favourite', id],
      ]);
    }
  });

  it('with scripts, stays on the page: the form is not sent', async () => {
    fakeApi({});
    const user = renderHearts();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('submit', submitted);
    try {
      await user.click(heart('Kandy Temple and Lake Walk'));
      expect(useSession.getState().loginPromptOpen).toBe(true);
      expect(submitted).not.toHaveBeenCalled();
    } finally {
      document.removeEventListener('submit', submitted);
    }
  });

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
