import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAll } from '@trails/ui/toast';
import { MESSAGES } from '@trails/domain/messages';
import { Snackbar } from '../../../shared/components/notices.tsx';
import { fakeApi } from '../../../../test/fake-api.ts';
import { SignUpPage } from './sign-up-page.tsx';

vi.mock('@trails/ui/captcha-field', async () => ({
  ...(await vi.importActual<object>('@trails/ui/captcha-field')),
  CaptchaField: (await import('@trails/ui/captcha-field/fake')).fakeCaptchaField(),
}));

// Radix's checkbox measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  vi.unstubAllGlobals();
  dismissAll();
});

function renderPage() {
  const Stub = createRoutesStub([
    {
      path: '/account/signup',
      Component: () => (
        <QueryClientProvider
          client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          <SignUpPage />
          <Snackbar />
        </QueryClientProvider>
      ),
    },
    { path: '/login', Component: () => <h1>Login page</h1> },
  ]);
  render(<Stub initialEntries={['/account/signup']} />);
  return userEvent.setup();
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const providers = { 'GET /api/auth/social/providers': { body: { data: [] } } };

/** Fills in every field of the sign-up form, solves the captcha and sends it. */
async function signUpThroughForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First name'), 'Ama');
  await user.type(field('Last name'), 'Perera');
  await user.type(field('Email'), 'ama@example.com');
  await user.type(field('Password'), 'Kandy-Lake-2026');
  await user.type(field('Confirm password'), 'Kandy-Lake-2026');
  await user.click(screen.getByRole('button', { name: 'Solve the captcha' }));
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('customer sign-up', () => {
  it('marks every empty field Required and clears each error when that field is edited', async () => {
    const api = fakeApi(providers);
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    for (const label of ['First name', 'Last name', 'Email', 'Password', 'Confirm password']) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByText(MESSAGES.captchaRequired)).toBeInTheDocument();

    await user.type(field('First name'), 'Ama');
    expect(field('First name')).not.toHaveAttribute('aria-invalid');
    // The others keep their errors until they are edited.
    expect(field('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((call) => call.path === '/auth/register')).toBe(false);
  });

  it("gives 'Passwords do not match' on both fields and takes it from both once they match", async () => {
    fakeApi(providers);
    const user = renderPage();
    await user.type(field('Password'), 'first-password');
    await user.type(field('Confirm password'), 'other-password');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(field('Password')).toHaveAccessibleDescription(MESSAGES.passwordsDoNotMatch);
    expect(field('Confirm password')).toHaveAccessibleDescription(MESSAGES.passwordsDoNotMatch);

    await user.clear(field('Confirm password'));
    await user.type(field('Confirm password'), 'first-password');
    expect(field('Password')).not.toHaveAttribute('aria-invalid');
    expect(field('Confirm password')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(MESSAGES.passwordsDoNotMatch)).not.toBeInTheDocument();

    // The same when it is the password that is set right.
    await user.type(field('Confirm password'), '!');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(field('Password')).toHaveAccessibleDescription(MESSAGES.passwordsDoNotMatch);
    await user.type(field('Password'), '!');
    expect(field('Confirm password')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(MESSAGES.passwordsDoNotMatch)).not.toBeInTheDocument();
  });

  it("keeps 'Passwords do not match' on the other field while the two still differ", async () => {
    fakeApi(providers);
    const user = renderPage();
    await user.type(field('Password'), 'first-password');
    await user.type(field('Confirm password'), 'other-password');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await user.type(field('Confirm password'), 'x');
    expect(field('Confirm password')).not.toHaveAttribute('aria-invalid');
    expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Password')).toHaveAccessibleDescription(MESSAGES.passwordsDoNotMatch);
  });

  it("keeps the other password field's Required while the password is edited", async () => {
    fakeApi(providers);
    const user = renderPage();
    await user.type(field('Password'), 'first-password');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(field('Confirm password')).toHaveAccessibleDescription(MESSAGES.required);
    await user.type(field('Password'), 'x');
    expect(field('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Confirm password')).toHaveAccessibleDescription(MESSAGES.required);
  });

  it('registers with the published field names and goes to /login', async () => {
    const api = fakeApi({ ...providers, 'POST /auth/register': { body: { message: 'ok' } } });
    const user = renderPage();
    await user.type(field('First name'), 'Ama');
    await user.type(field('Last name'), 'Perera');
    await user.type(field('Email'), 'ama@example.com');
    await user.type(field('Password'), 'Kandy-Lake-2026');
    await user.type(field('Confirm password'), 'Kandy-Lake-2026');
    await user.click(screen.getByRole('checkbox', { name: /offers/ }));
    await user.click(screen.getByRole('button', { name: 'Solve the captcha' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/auth/register')?.body).toEqual({
      first_name: 'Ama',
      last_name: 'Perera',
      email: 'ama@example.com',
      password: 'Kandy-Lake-2026',
      confim_password: 'Kandy-Lake-2026',
      offers: true,
      altcha: 'solved-payload',
    });
  });

  it('sent while the captcha is still being solved, waits for it and registers with its payload (ADR 298)', async () => {
    const api = fakeApi({ ...providers, 'POST /auth/register': { body: { message: 'ok' } } });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Start the captcha' }));
    await user.type(field('First name'), 'Ama');
    await user.type(field('Last name'), 'Perera');
    await user.type(field('Email'), 'ama@example.com');
    await user.type(field('Password'), 'Kandy-Lake-2026');
    await user.type(field('Confirm password'), 'Kandy-Lake-2026');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.queryByText(MESSAGES.captchaRequired)).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/auth/register')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Solve the captcha' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/auth/register')?.body).toMatchObject({
      email: 'ama@example.com',
      altcha: 'solved-payload',
    });
  });

  it('shows the first entry of the error list the API answers', async () => {
    fakeApi({
      ...providers,
      'POST /auth/register': {
        status: 400,
        body: { message: 'x', errors: { email: ['The email has already been taken.'] } },
      },
    });
    const user = renderPage();
    await signUpThroughForm(user);
    await waitFor(() =>
      expect(document.body).toHaveTextContent('The email has already been taken.'),
    );
  });

  it("puts the contract's limits on the fields as HTML attributes", () => {
    fakeApi(providers);
    renderPage();
    expect(field('First name')).toHaveAttribute('maxlength', '100');
    expect(field('Last name')).toHaveAttribute('maxlength', '100');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Email')).toHaveAttribute('maxlength', '254');
    expect(field('Password')).toHaveAttribute('minlength', '8');
    expect(field('Confirm password')).toHaveAttribute('minlength', '8');
  });

  it("shows the API's refusal under its field in the form's words, and the progress notice goes", async () => {
    fakeApi({
      ...providers,
      'POST /auth/register': {
        status: 400,
        body: {
          message: 'The last_name field must NOT have more than 100 characters.',
          errors: { last_name: ['The last_name field must NOT have more than 100 characters.'] },
        },
      },
    });
    const user = renderPage();
    await signUpThroughForm(user);
    await waitFor(() => expect(field('Last name')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Last name')).toHaveAccessibleDescription('Last name: at most 100 characters');
    expect(document.body).not.toHaveTextContent('last_name');
    expect(document.body).not.toHaveTextContent(MESSAGES.processingRegistration);
  });
});
