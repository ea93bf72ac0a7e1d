import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAll } from '@trails/ui/toast';
import { MESSAGES } from '@trails/domain/messages';
import { Snackbar } from '../../../shared/components/notices.tsx';
import { useSession } from '../../../shared/session/session-store.ts';
import { fakeApi, profile } from '../../../../test/fake-api.ts';
import type { Call } from '../../../../test/fake-api.ts';
import { LoginPage } from './login-page.tsx';

vi.mock('@trails/ui/captcha-field', async () => ({
  ...(await vi.importActual<object>('@trails/ui/captcha-field')),
  CaptchaField: (await import('@trails/ui/captcha-field/fake')).fakeCaptchaField(),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  dismissAll();
  useSession.getState().signOut();
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The login page at `address`, with the page a visitor lands on after it. */
function renderLoginPage(address: string) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/login" element={<LoginPage supplierSiteUrl="https://suppliers.test" />} />
          <Route path="*" element={<Where />} />
        </Routes>
        <Snackbar />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const where = () => screen.findByTestId('where');

/** Fills in and sends the page's login form. */
async function logInThroughForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ama@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-password');
  await user.click(screen.getByRole('button', { name: 'Solve the captcha' }));
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}
const adds = (calls: readonly Call[]) =>
  calls.filter((call) => call.path === '/api/account/favourites/add/12');

const HEART = '/login?next=%2Fsearch%3Fkey%3Dkandy&favourite=12';

describe('the login page, reached from a heart tapped before the scripts ran', () => {
  it('logs in, adds the tour to favourites once and goes back to the page', async () => {
    const api = fakeApi({
      'GET /api/auth/social/providers': { body: { data: [] } },
      'POST /auth/token': {
        body: { access_token: 'tok-1', token_type: 'Bearer', expires_in: 43200 },
      },
      'GET /api/account/profile': { body: { data: profile } },
      'GET /api/account/favourites/add/12': { body: {} },
    });
    const user = renderLoginPage(HEART);
    await logInThroughForm(user);

    expect(await where()).toHaveTextContent('/search?key=kandy');
    expect(await screen.findByText(MESSAGES.addedToFavourites)).toBeInTheDocument();
    expect(adds(api.calls)).toHaveLength(1);
    expect(adds(api.calls)[0]?.authorization).toBe('Bearer tok-1');
  });

  it('for a visitor already logged in, adds the tour once and goes back at once', async () => {
    useSession.getState().signIn('tok-1', profile, 'password');
    const api = fakeApi({
      'GET /api/auth/social/providers': { body: { data: [] } },
      'GET /api/account/favourites/add/12': { body: {} },
    });
    renderLoginPage(HEART);
    expect(await where()).toHaveTextContent('/search?key=kandy');
    expect(await screen.findByText(MESSAGES.addedToFavourites)).toBeInTheDocument();
    expect(adds(api.calls)).toHaveLength(1);
  });

  it('says so when the tour could not be added, and still goes back', async () => {
    useSession.getState().signIn('tok-1', profile, 'password');
    fakeApi({
      'GET /api/auth/social/providers': { body: { data: [] } },
      'GET /api/account/favourites/add/12': { status: 404, body: { message: 'Not found' } },
    });
    renderLoginPage(HEART);
    expect(await where()).toHaveTextContent('/search?key=kandy');
    expect(await screen.findByText(MESSAGES.couldNotProcessAction)).toBeInTheDocument();
  });

  it('when the saved session had lapsed, asks for a login, then adds the tour once and goes back', async () => {
    useSession.getState().signIn('tok-lapsed', profile, 'password');
    const api = fakeApi({
      'GET /api/auth/social/providers': { body: { data: [] } },
      'POST /auth/token': {
        body: { access_token: 'tok-new', token_type: 'Bearer', expires_in: 43200 },
      },
      'GET /api/account/profile': { body: { data: profile } },
      'GET /api/account/favourites/add/12': (call) =>
        call.authorization === 'Bearer tok-new'
          ? { body: {} }
          : { status: 401, body: { message: 'Unauthenticated.' } },
    });
    const user = renderLoginPage(HEART);
    expect(await screen.findByText(MESSAGES.sessionEndedForFavourite)).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();

    await logInThroughForm(user);
    expect(await where()).toHaveTextContent('/search?key=kandy');
    expect(await screen.findByText(MESSAGES.addedToFavourites)).toBeInTheDocument();
    expect(adds(api.calls).map((call) => call.authorization)).toEqual([
      'Bearer tok-lapsed',
      'Bearer tok-new',
    ]);
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example'])(
    'never goes to another site (next=%s): the account instead',
    async (next) => {
      useSession.getState().signIn('tok-1', profile, 'password');
      fakeApi({ 'GET /api/auth/social/providers': { body: { data: [] } } });
      renderLoginPage(`/login?next=${encodeURIComponent(next)}`);
      expect(await where()).toHaveTextContent(/^\/account$/);
    },
  );

  it('asks the API nothing for a favourite that names no tour', async () => {
    useSession.getState().signIn('tok-1', profile, 'password');
    const api = fakeApi({ 'GET /api/auth/social/providers': { body: { data: [] } } });
    renderLoginPage('/login?next=%2Fabout&favourite=12abc');
    expect(await where()).toHaveTextContent(/^\/about$/);
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path.includes('favourites'))).toEqual([]),
    );
  });
});

describe('a social sign-in started on the login page', () => {
  const GOOGLE = {
    id: 'google',
    name: 'Google',
    start_url: 'http://127.0.0.1:9/api/auth/social/google/start',
  };

  /** The provider's answer: the API sends the browser back to /login?code=…. */
  function comeBackWithCode(api: ReturnType<typeof fakeApi>) {
    cleanup();
    renderLoginPage('/login?code=one-time-code');
    return api;
  }

  it("from a heart, ends on the heart's page with the tour added once (it went to the account)", async () => {
    const api = fakeApi({
      'GET /api/auth/social/providers': { body: { data: [GOOGLE] } },
      'POST /api/auth/social': {
        body: { access_token: 'tok-social', token_type: 'Bearer', expires_in: 43200 },
      },
      'GET /api/account/profile': { body: { data: profile } },
      'GET /api/account/favourites/add/12': { body: {} },
    });
    const user = renderLoginPage(HEART);
    const google = await screen.findByRole('link', { name: 'Log in with Google' });
    // The browser then leaves for the provider (jsdom does not navigate).
    google.addEventListener('click', (event) => event.preventDefault());
    await user.click(google);

    comeBackWithCode(api);
    expect(await where()).toHaveTextContent('/search?key=kandy');
    expect(await screen.findByText(MESSAGES.addedToFavourites)).toBeInTheDocument();
    expect(adds(api.calls)).toHaveLength(1);
    expect(adds(api.calls)[0]?.authorization).toBe('Bearer tok-social');
  });

  it('without a page to go back to, ends on the account page, as before', async () => {
    const api = fakeApi({
      'GET /api/auth/social/providers': { body: { data: [GOOGLE] } },
      'POST /api/auth/social': {
        body: { access_token: 'tok-social', token_type: 'Bearer', expires_in: 43200 },
      },
      'GET /api/account/profile': { body: { data: profile } },
    });
    // A place remembered by an earlier visit that named another site is never followed.
    sessionStorage.setItem(
      'lanka-trails-social-return',
      JSON.stringify({ path: '//evil.example', favourite: 12 }),
    );
    comeBackWithCode(api);
    expect(await where()).toHaveTextContent(/^\/account$/);
    expect(adds(api.calls)).toHaveLength(0);
  });
});
