import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAll } from '@trails/ui/toast';
import { getToasts } from '@trails/ui/toast/notify';
import { MESSAGES } from '@trails/domain/messages';
import { Snackbar } from '../../../shared/components/notices.tsx';
import { useSession } from '../../../shared/session/session-store.ts';
import { fakeApi, profile } from '../../../../test/fake-api.ts';
import { LoginForm } from './login-form.tsx';

vi.mock('@trails/ui/captcha-field', async () => ({
  ...(await vi.importActual<object>('@trails/ui/captcha-field')),
  CaptchaField: (await import('@trails/ui/captcha-field/fake')).fakeCaptchaField(),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  dismissAll();
  useSession.getState().signOut();
});

function renderForm(variant: 'page' | 'modal' = 'page') {
  const onLoggedIn = vi.fn();
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <LoginForm variant={variant} onLoggedIn={onLoggedIn} />
        <Snackbar />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onLoggedIn, user: userEvent.setup() };
}

/** A notice (or inline message) is on the page. */
async function shows(text: string) {
  await waitFor(() => expect(document.body).toHaveTextContent(text));
}

const providers = { 'GET /api/auth/social/providers': { body: { data: [] } } };

describe('login form', () => {
  it('asks for the email first and sends nothing while a field is missing', async () => {
    const api = fakeApi(providers);
    const { user } = renderForm('modal');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText(MESSAGES.emailRequired)).not.toHaveLength(0);
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.captchaRequired)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/auth/token')).toHaveLength(0);
  });

  it('on the page, still tries the login without a password once email and captcha are there', async () => {
    const api = fakeApi({
      ...providers,
      'POST /auth/token': { status: 401, body: { message: 'Invalid login information' } },
    });
    const { user } = renderForm('page');
    await user.type(screen.getByLabelText('Email'), 'ama@example.com');
    await user.click(screen.getByRole('button', { name: 'Solve the captcha' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    await shows(MESSAGES.invalidLogin);
    // "Logging you in" went with the answer: never beside its refusal (a tester saw both
    // stacked; this snackbar shows the newest notice only, so the notices kept are asked).
    expect(getToasts().map((toast) => toast.message)).not.toContain(MESSAGES.loggingIn);
    expect(api.calls.find((call) => call.path === '/auth/token')?.body).toEqual({
      username: 'ama@example.com',
      password: '',
      altcha: 'solved-payload',
    });
  });

  it('logs in with Enter: token, then profile, then the session and "Login successful"', async () => {
    const api = fakeApi({
      ...providers,
      'POST /auth/token': {
        body: { access_token: 'tok-123', token_type: 'Bearer', expires_in: 43200 },
      },
      'GET /api/account/profile': { body: { data: profile } },
    });
    const { user, onLoggedIn } = renderForm('page');
    await user.type(screen.getByLabelText('Email'), 'ama@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Solve the captcha' }));
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    await shows(MESSAGES.loginSuccessful);
    expect(onLoggedIn).toHaveBeenCalledOnce();
    expect(useSession.getState()).toMatchObject({ token: 'tok-123', profile, method: 'password' });
    expect(api.calls.find((call) => call.path === '/api/account/profile')?.authorization).toBe(
      'Bearer tok-123',
    );
  });

  it('sent while the captcha is still being solved, waits for it and logs in with its payload (ADR 298)', async () => {
    const api = fakeApi({
      ...providers,
      'POST /auth/token': {
        body: { access_token: 'tok-123', token_type: 'Bearer', expires_in: 43200 },
      },
      'GET /api/account/profile': { body: { data: profile } },
    });
    const { user, onLoggedIn } = renderForm('modal');
    await user.click(screen.getByRole('button', { name: 'Start the captcha' }));
    await user.type(screen.getByLabelText('Email'), 'ama@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password{Enter}');
    // Not refused, not sent yet: the button is busy while the puzzle ends.
    expect(screen.queryByText(MESSAGES.captchaRequired)).not.toBeInTheDocument();
    expect(getToasts().map((toast) => toast.message)).not.toContain(MESSAGES.captchaRequired);
    expect(api.calls.filter((call) => call.path === '/auth/token')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Solve the captcha' }));
    await shows(MESSAGES.loginSuccessful);
    expect(onLoggedIn).toHaveBeenCalledOnce();
    expect(api.calls.find((call) => call.path === '/auth/token')?.body).toEqual({
      username: 'ama@example.com',
      password: 'secret-password',
      altcha: 'solved-payload',
    });
  });

  it('sent while the captcha is being solved and it fails: asks for the captcha, sends nothing', async () => {
    const api = fakeApi(providers);
    const { user } = renderForm('page');
    await user.click(screen.getByRole('button', { name: 'Start the captcha' }));
    await user.type(screen.getByLabelText('Email'), 'ama@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password{Enter}');
    await user.click(screen.getByRole('button', { name: 'Fail the captcha' }));
    // Said at the captcha, in the form (the snackbar says it too, once it has drawn).
    const form = screen.getByRole('form', { name: 'Log in' });
    expect(await within(form).findByText(MESSAGES.captchaRequired)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/auth/token')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it("shows a supplier the API's message that points to the supplier site", async () => {
    const message =
      'This is a supplier account. Please log in on the supplier site at https://suppliers.example.';
    fakeApi({ ...providers, 'POST /auth/token': { status: 403, body: { message } } });
    const { user } = renderForm('page');
    await user.type(screen.getByLabelText('Email'), 'supplier@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Solve the captcha' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await shows(message);
    expect(useSession.getState().token).toBeNull();
  });
});

describe("'Send me new password'", () => {
  it('shows only once the username looks like an email', async () => {
    fakeApi(providers);
    const { user } = renderForm();
    const link = () => screen.queryByRole('button', { name: 'Send me new password' });
    expect(link()).toBeNull();
    await user.type(screen.getByLabelText('Email'), 'ama@example');
    expect(link()).toBeNull();
    await user.type(screen.getByLabelText('Email'), '.com');
    expect(link()).toBeInTheDocument();
  });

  it('asks the API for a new password with the notices of spec §8', async () => {
    const api = fakeApi({ ...providers, 'POST /api/client/chpwd': { body: { message: 'sent' } } });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'ama@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me new password' }));
    await shows(MESSAGES.newPasswordSent);
    await shows(MESSAGES.sendingNewPassword);
    expect(api.calls.find((call) => call.path === '/api/client/chpwd')?.body).toEqual({
      username: 'ama@example.com',
    });
  });

  it('says so when there is no such account', async () => {
    fakeApi({ ...providers, 'POST /api/client/chpwd': { status: 404, body: { message: 'x' } } });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me new password' }));
    await shows(MESSAGES.accountNotFound);
  });

  it('sends a login with a mailed password to the set-password page, with no session opened', async () => {
    fakeApi({
      ...providers,
      'POST /auth/token': {
        status: 403,
        body: {
          message:
            'You logged in with a password we mailed you: choose your own password to continue.',
          set_password_token: 'token-from-the-api',
        },
      },
    });
    function Where() {
      const location = useLocation();
      return <p>{`at ${location.pathname}${location.search}`}</p>;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/login']}>
          <Routes>
            <Route path="/login" element={<LoginForm variant="page" onLoggedIn={vi.fn()} />} />
            <Route path="/account/set-password" element={<Where />} />
          </Routes>
          <Snackbar />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'nimal@example.com');
    await user.type(screen.getByLabelText('Password'), 'MailedPassw0rd16');
    await user.click(screen.getByRole('button', { name: 'Solve the captcha' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await shows('at /account/set-password?token=token-from-the-api');
    await shows('choose your own password to continue');
    expect(useSession.getState().token).toBeNull();
  });
});

describe('a social sign-in started in the login modal', () => {
  it("remembers the page and the heart's tour, so the provider's redirect comes back to both", async () => {
    fakeApi({
      'GET /api/auth/social/providers': {
        body: {
          data: [{ id: 'google', name: 'Google', start_url: 'http://127.0.0.1:9/start' }],
        },
      },
    });
    // A heart on the search page opened the modal for tour 7.
    useSession.getState().openLoginPrompt({ favourite: 7 });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/search?key=kandy']}>
          <LoginForm variant="modal" onLoggedIn={vi.fn()} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const google = await screen.findByRole('link', { name: 'Log in with Google' });
    // The browser then leaves for the provider (jsdom does not navigate).
    google.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(google);
    // Before, nothing was kept: the sign-in ended on the account page, the tour forgotten.
    expect(JSON.parse(sessionStorage.getItem('lanka-trails-social-return') ?? 'null')).toEqual({
      path: '/search?key=kandy',
      favourite: 7,
    });
    sessionStorage.clear();
    useSession.getState().closeLoginPrompt();
  });
});
