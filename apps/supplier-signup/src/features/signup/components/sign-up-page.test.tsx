import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formRefusals, MESSAGES } from '@trails/domain/messages';
import { jsonResponse, renderApp } from '../../../../test/render-app.tsx';

// The real widget solves a proof-of-work in web workers (covered by the Playwright journey);
// here a button stands in for it and hands over a payload.
const captchaReset = vi.fn();
vi.mock('@trails/ui/captcha-field', async () => ({
  ...(await vi.importActual<object>('@trails/ui/captcha-field')),
  CaptchaField: (await import('@trails/ui/captcha-field/fake')).fakeCaptchaField({
    onReset: () => captchaReset(),
  }),
}));

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();

beforeEach(() => {
  captchaReset.mockClear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const valid = {
  'First name': 'Kamal',
  'Last name': 'Jayasinghe',
  'Business name': 'Knuckles Trails',
  Email: 'kamal@knuckles.example',
  Password: 'Horton plains 2200m',
  'Confirm password': 'Horton plains 2200m',
};

/** The input labelled so (the label also holds the required mark). */
function field(label: string) {
  return screen.getByLabelText(new RegExp(`^${label}`));
}

async function fill(values: Partial<Record<keyof typeof valid, string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
  return user;
}

async function submit() {
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('the supplier sign-up form', () => {
  it('has a title, a labelled form and every field', async () => {
    renderApp('/signup');
    expect(await screen.findByRole('form', { name: 'Supplier sign-up' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Supplier sign-up | Lanka Trails'));
    for (const label of Object.keys(valid)) expect(field(label)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /privacy policy/ })).toHaveAttribute('href', '/help/0');
  });

  it('marks every empty field Required, asks for the captcha and sends nothing', async () => {
    renderApp('/signup');
    await screen.findByRole('form');
    await submit();
    for (const label of Object.keys(valid)) {
      expect(field(label)).toHaveAccessibleDescription(MESSAGES.required);
      expect(field(label)).toBeInvalid();
    }
    expect(screen.getByText(MESSAGES.captchaRequired)).toBeInTheDocument();
    expect(field('First name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'invalid email address' for an address without a domain", async () => {
    renderApp('/signup');
    await screen.findByRole('form');
    await fill({ ...valid, Email: 'kamal@' });
    await submit();
    expect(field('Email')).toHaveAccessibleDescription(MESSAGES.invalidEmailAddress);
    expect(field('Email')).toHaveFocus();
    expect(field('First name')).toHaveAccessibleDescription('');
  });

  it("says 'Passwords do not match' on both password fields", async () => {
    renderApp('/signup');
    await screen.findByRole('form');
    await fill({ ...valid, 'Confirm password': 'Horton plains 2300m' });
    await submit();
    expect(field('Password')).toHaveAccessibleDescription(MESSAGES.passwordsDoNotMatch);
    expect(field('Confirm password')).toHaveAccessibleDescription(MESSAGES.passwordsDoNotMatch);
  });

  it("takes 'Passwords do not match' from both fields once the confirmation matches", async () => {
    renderApp('/signup');
    await screen.findByRole('form');
    const user = await fill({ ...valid, 'Confirm password': 'Horton plains 2300m' });
    await submit();
    await fill({ 'Confirm password': valid['Confirm password'] });
    expect(field('Confirm password')).toHaveAccessibleDescription('');
    expect(field('Password')).toHaveAccessibleDescription('');
    expect(field('Password')).toBeValid();
    expect(screen.queryByText(MESSAGES.passwordsDoNotMatch)).not.toBeInTheDocument();

    // The same when the password is the one set right.
    await fill({ 'Confirm password': 'Horton plains 2300m' });
    await submit();
    expect(field('Confirm password')).toHaveAccessibleDescription(MESSAGES.passwordsDoNotMatch);
    await user.clear(field('Password'));
    await user.type(field('Password'), 'Horton plains 2300m');
    expect(screen.queryByText(MESSAGES.passwordsDoNotMatch)).not.toBeInTheDocument();
    expect(field('Confirm password')).toBeValid();
  });

  it("keeps 'Passwords do not match' on the other field while the two still differ", async () => {
    renderApp('/signup');
    await screen.findByRole('form');
    await fill({ ...valid, 'Confirm password': 'Horton plains 2300m' });
    await submit();
    await fill({ 'Confirm password': 'Horton plains 2400m' });
    expect(field('Confirm password')).toHaveAccessibleDescription('');
    expect(field('Password')).toHaveAccessibleDescription(MESSAGES.passwordsDoNotMatch);
  });

  it('clears the error of the field being edited and keeps the others', async () => {
    renderApp('/signup');
    await screen.findByRole('form');
    await submit();
    const user = userEvent.setup();
    await user.type(field('Last name'), 'J');
    expect(field('Last name')).toHaveAccessibleDescription('');
    expect(field('Last name')).toBeValid();
    expect(field('First name')).toHaveAccessibleDescription(MESSAGES.required);
    await user.type(field('Business name'), 'K');
    expect(field('Business name')).toHaveAccessibleDescription('');
    await user.click(screen.getByRole('button', { name: 'Solve the captcha' }));
    expect(screen.queryByText(MESSAGES.captchaRequired)).not.toBeInTheDocument();
  });
});

describe('sending the sign-up', () => {
  async function fillAndSend() {
    renderApp('/signup');
    await screen.findByRole('form');
    const user = await fill(valid);
    await user.click(screen.getByRole('button', { name: 'Solve the captcha' }));
    await submit();
  }

  it('registers a supplier and shows the thank-you page with the supplier login', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await fillAndSend();
    expect(await screen.findByText(MESSAGES.processingRegistration)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toHaveAttribute('aria-busy', 'true');

    const request = fetchMock.mock.calls[0]![0];
    expect(request.method).toBe('POST');
    // Through the customer site's server, which adds the client and user_type 2 (ADR 080):
    // the page sends no client id or secret.
    expect(new URL(request.url).pathname).toBe('/auth/register/supplier');
    expect(await request.json()).toEqual({
      first_name: 'Kamal',
      last_name: 'Jayasinghe',
      work_name: 'Knuckles Trails',
      email: 'kamal@knuckles.example',
      password: 'Horton plains 2200m',
      confim_password: 'Horton plains 2200m',
      altcha: 'solved-payload',
    });

    await act(async () => answer(jsonResponse(200, { message: 'Registration complete' })));
    expect(
      await screen.findByRole('heading', { name: 'Thank you for signing up!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Supplier login' })).toHaveAttribute(
      'href',
      'https://suppliers.lankatrails.example',
    );
    // Signed up: what was typed is not kept for the next visit.
    expect(sessionStorage.length).toBe(0);
  });

  it('sent while the captcha is still being solved, waits for it and registers with its payload (ADR 298)', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Registration complete' }));
    renderApp('/signup');
    await screen.findByRole('form');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start the captcha' }));
    await fill(valid);
    await submit();
    expect(screen.queryByText(MESSAGES.captchaRequired)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Solve the captcha' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you for signing up!' }),
    ).toBeInTheDocument();
    expect(await fetchMock.mock.calls[0]![0].json()).toMatchObject({ altcha: 'solved-payload' });
  });

  // ADR 261: a tester's reload emptied all six fields.
  it('keeps what was typed, but the passwords, when the page is loaded again', async () => {
    const first = renderApp('/signup');
    await screen.findByRole('form', { name: 'Supplier sign-up' });
    await fill(valid);
    first.unmount();
    renderApp('/signup');
    await screen.findByRole('form', { name: 'Supplier sign-up' });
    expect(field('First name')).toHaveValue('Kamal');
    expect(field('Last name')).toHaveValue('Jayasinghe');
    expect(field('Business name')).toHaveValue('Knuckles Trails');
    expect(field('Email')).toHaveValue('kamal@knuckles.example');
    expect(field('Password')).toHaveValue('');
    expect(field('Confirm password')).toHaveValue('');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Horton');
  });

  it("shows the first entry of the server's error list and asks for a new captcha", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        message: 'The given data was invalid.',
        errors: {
          email: ['The email has already been taken.'],
          password: ['The password must be at least 8 characters.'],
        },
      }),
    );
    await fillAndSend();
    const notices = screen.getByRole('region', { name: /Notifications/ });
    expect(await within(notices).findByText('The email has already been taken.')).toBeVisible();
    expect(field('Email')).toHaveAccessibleDescription('The email has already been taken.');
    expect(field('Email')).toHaveFocus();
    expect(captchaReset).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Sign up' })).not.toHaveAttribute('aria-busy');
    // The solution was spent: sending again first asks for a new one.
    await submit();
    expect(screen.getByText(MESSAGES.captchaRequired)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it("says 'Could not process registration' when the answer has no error list", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(429, { message: 'Too many requests' }));
    await fillAndSend();
    expect(await screen.findByText(MESSAGES.couldNotProcessRegistration)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Supplier sign-up' })).toBeInTheDocument();
  });

  it("says 'Could not process registration' when the network fails", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await fillAndSend();
    expect(await screen.findByText(MESSAGES.couldNotProcessRegistration)).toBeInTheDocument();
  });

  it("says the API's refusal under its field in the form's words, and the progress notice goes", async () => {
    const refusal = 'The work_name field must NOT have more than 200 characters.';
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { message: refusal, errors: { work_name: [refusal] } }),
    );
    await fillAndSend();
    const said = formRefusals.atMost('Business name', 200);
    await waitFor(() => expect(field('Business name')).toHaveAccessibleDescription(said));
    const notices = screen.getByRole('region', { name: /Notifications/ });
    expect(within(notices).getByText(said)).toBeVisible();
    expect(document.body).not.toHaveTextContent('work_name');
    expect(screen.queryByText(MESSAGES.processingRegistration)).not.toBeInTheDocument();
  });

  it("says a short confirmation under 'Confirm password' by its label", async () => {
    const refusal = 'The confim_password field must NOT have fewer than 8 characters.';
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { message: refusal, errors: { confim_password: [refusal] } }),
    );
    await fillAndSend();
    await waitFor(() =>
      expect(field('Confirm password')).toHaveAccessibleDescription(
        formRefusals.atLeast('Confirm password', 8),
      ),
    );
  });
});

describe("the sign-up's fields", () => {
  it("carry the contract's lengths as HTML attributes", async () => {
    renderApp('/signup');
    await screen.findByRole('form');
    expect(field('First name')).toHaveAttribute('maxlength', '100');
    expect(field('Business name')).toHaveAttribute('maxlength', '200');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Email')).toHaveAttribute('maxlength', '254');
    expect(field('Password')).toHaveAttribute('minlength', '8');
    expect(field('Confirm password')).toHaveAttribute('minlength', '8');
  });
});
