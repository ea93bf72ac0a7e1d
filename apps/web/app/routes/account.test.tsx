// The account area (the layout route, with the dashboard and Settings) after the session ended
// on another device ("Log out everywhere", a password change): the tab still holds the token and
// profile it saved, and the API answers 401.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissAll } from '@trails/ui/toast';
import { Snackbar } from '../shared/components/notices.tsx';
import { useSession } from '../shared/session/session-store.ts';
import { fakeApi, profile } from '../../test/fake-api.ts';
import Account from './account.tsx';
import AccountDashboard from './account-dashboard.tsx';
import AccountSettings from './account-settings.tsx';

// What this tab saved when it logged in.
const saved = {
  ...profile,
  first_name: 'Zoë',
  last_name: "O'Brien-Perera",
  email: 'zoe.saved@example.com',
  phone_number: '+94 77 000 1111',
};

const gone = { status: 401, body: { message: 'Unauthenticated.' } };
const noBookings = { body: { data: { bookings: { data: [], total: 0, page: 1 } } } };

beforeEach(() => useSession.getState().signIn('tok-ended', saved, 'password'));
afterEach(() => {
  vi.unstubAllGlobals();
  dismissAll();
  useSession.getState().signOut();
});

/** Whether `text` was ever on the page, even for one render: a flash of it counts. */
function watchFor(text: string) {
  let seen = document.body.textContent.includes(text) || valueShown(text);
  const observer = new MutationObserver(() => {
    seen ||= document.body.textContent.includes(text) || valueShown(text);
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
  return () => {
    observer.disconnect();
    return seen;
  };
}

function valueShown(text: string) {
  return [...document.querySelectorAll('input')].some((input) => input.value.includes(text));
}

/** The login page, saying the address it was opened at: what it says and where it goes back. */
function LoginStub() {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  return (
    <>
      <h1>Log in</h1>
      <p>notice: {query.get('notice') ?? 'none'}</p>
      <p>next: {query.get('next') ?? 'none'}</p>
    </>
  );
}

// The routes as routes.ts declares them: the layout around the dashboard and settings.
function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: '/account',
      Component: () => (
        <QueryClientProvider client={client}>
          <Account />
          <Snackbar />
        </QueryClientProvider>
      ),
      children: [
        { index: true, Component: AccountDashboard },
        { path: 'settings', Component: AccountSettings },
      ],
    },
    { path: '/login', Component: LoginStub },
  ]);
  render(<Stub initialEntries={[path]} />);
  return userEvent.setup();
}

describe('the account area without a login', () => {
  it('sends a visitor who is not logged in to log in, back to the page asked for, without the expiry notice', async () => {
    useSession.getState().signOut();
    // Nothing saved in the tab either (the session is read from it once the page mounts).
    useSession.persist.clearStorage();
    const api = fakeApi({});
    renderAt('/account/settings');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('notice: none')).toBeInTheDocument();
    expect(screen.getByText('next: /account/settings')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});

describe('the account area once the session ended elsewhere', () => {
  it('opens the dashboard only after the API took the token, never greeting with the saved name', async () => {
    const api = fakeApi({
      'GET /api/account/profile': gone,
      'GET /api/account/my-bookings': gone,
      'GET /api/account/reviews': gone,
    });
    const shown = watchFor('Zoë');
    renderAt('/account');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(shown()).toBe(false);
    expect(document.body).not.toHaveTextContent('No upcoming tours found');
    expect(useSession.getState().token).toBeNull();
    expect(api.calls.find((call) => call.path === '/api/account/profile')?.authorization).toBe(
      'Bearer tok-ended',
    );
  });

  it('opens Settings without showing the saved name, phone or e-mail', async () => {
    fakeApi({ 'GET /api/account/profile': gone });
    const email = watchFor('zoe.saved@example.com');
    const phone = watchFor('+94 77 000 1111');
    renderAt('/account/settings?tab=profile');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    // The login page says why, and logging in comes back here (ADR 297).
    expect(screen.getByText('notice: login-expired')).toBeInTheDocument();
    expect(screen.getByText('next: /account/settings?tab=profile')).toBeInTheDocument();
    expect(email()).toBe(false);
    expect(phone()).toBe(false);
    expect(useSession.getState().token).toBeNull();
  });

  it("ends the session when a page's own call is answered 401", async () => {
    fakeApi({
      'GET /api/account/profile': { body: { data: saved } },
      'GET /api/account/my-bookings': gone,
      'GET /api/account/reviews': { body: { data: { reviews: [] } } },
    });
    renderAt('/account');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
    expect(document.body).not.toHaveTextContent('No upcoming tours found');
    expect(screen.getByText('notice: login-expired')).toBeInTheDocument();
    expect(screen.getByText('next: /account')).toBeInTheDocument();
  });

  it('ends the session when a change in Settings is answered 401', async () => {
    fakeApi({
      'GET /api/account/profile': { body: { data: saved } },
      'POST /api/account/profile/field/update': gone,
    });
    const user = renderAt('/account/settings');
    await user.click(await screen.findByRole('button', { name: 'Edit First name' }));
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await user.clear(firstName);
    await user.type(firstName, 'Zoe{Enter}');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
    expect(screen.getByText('notice: login-expired')).toBeInTheDocument();
    expect(screen.getByText('next: /account/settings')).toBeInTheDocument();
  });

  it('shows the pages with the profile as the API has it now, once it took the token', async () => {
    fakeApi({
      'GET /api/account/profile': { body: { data: { ...saved, first_name: 'Zoey' } } },
      'GET /api/account/my-bookings': noBookings,
      'GET /api/account/reviews': { body: { data: { reviews: [] } } },
    });
    renderAt('/account');
    expect(await screen.findByRole('heading', { name: 'Hello, Zoey!' })).toBeInTheDocument();
    await waitFor(() => expect(useSession.getState().profile?.first_name).toBe('Zoey'));
    expect(useSession.getState().token).toBe('tok-ended');
  });
});
