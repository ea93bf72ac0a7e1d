import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissAll } from '@trails/ui/toast';
import { API_MESSAGES, MESSAGES, passwordTooShort } from '@trails/domain/messages';
import { Snackbar } from '../../../shared/components/notices.tsx';
import { useSession } from '../../../shared/session/session-store.ts';
import { fakeApi, profile } from '../../../../test/fake-api.ts';
import { SettingsPage } from './settings-page.tsx';

beforeEach(() => useSession.getState().signIn('tok-1', profile, 'password'));
afterEach(() => {
  vi.unstubAllGlobals();
  dismissAll();
  useSession.getState().signOut();
});

function renderPage() {
  render(
    <>
      <SettingsPage />
      <Snackbar />
    </>,
  );
  return userEvent.setup();
}

/**
 * The snackbar loads with the first notice: gives a notice saying `text` time to show, and
 * expects none did.
 */
async function expectNoNoticeSaying(text: string) {
  const shown = () => within(screen.getByRole('region', { name: /Notifications/ })).getByText(text);
  await expect(waitFor(shown, { timeout: 500 })).rejects.toThrow();
}

/** The API's 400 naming `field`, as the API words it. */
function refusedAt(field: string, message: string) {
  return { status: 400, body: { message, errors: { [field]: [message] } } };
}

describe('settings', () => {
  it('keeps each field read-only until its edit icon, applies it with the tick and reloads the user', async () => {
    const api = fakeApi({
      'POST /api/account/profile/field/update': { body: { message: 'ok' } },
      'GET /api/account/profile': { body: { data: { ...profile, first_name: 'Amara' } } },
    });
    const user = renderPage();
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    expect(firstName).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Edit First name' }));
    expect(firstName).not.toHaveAttribute('readonly');
    await user.clear(firstName);
    await user.type(firstName, 'Amara');
    await user.click(screen.getByRole('button', { name: 'Apply First name' }));

    await waitFor(() => expect(document.body).toHaveTextContent(MESSAGES.profileUpdated));
    // 'Updating...' went when the answer came: not left beside the result.
    expect(document.body).not.toHaveTextContent(MESSAGES.updating);
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      body: { field: 'first_name', value: 'Amara' },
      authorization: 'Bearer tok-1',
    });
    expect(useSession.getState().profile?.first_name).toBe('Amara');
    expect(firstName).toHaveAttribute('readonly');
    expect(firstName).toHaveValue('Amara');
    expect(screen.getByRole('button', { name: 'Edit First name' })).toBeInTheDocument();
  });

  it("says 'Could not update profile' and keeps the field open when the API refuses", async () => {
    fakeApi({
      'POST /api/account/profile/field/update': { status: 409, body: { message: 'taken' } },
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Edit Email' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'taken@example.com{Enter}');
    await waitFor(() => expect(document.body).toHaveTextContent(MESSAGES.couldNotUpdateProfile));
    expect(document.body).not.toHaveTextContent(MESSAGES.updating);
    expect(email).not.toHaveAttribute('readonly');
    expect(useSession.getState().profile?.email).toBe(profile.email);
  });

  it('says a cleared phone is required at the field, sends nothing and keeps it open, not the old number back', async () => {
    const api = fakeApi({
      'POST /api/account/profile/field/update': { body: { message: 'ok' } },
    });
    const phoneNumber = '+94 77 123 4567';
    useSession.getState().setProfile({ ...profile, phone_number: phoneNumber });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Edit Phone' }));
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveValue(phoneNumber);
    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: 'Apply Phone' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(MESSAGES.required));
    expect(phone).toBeInvalid();
    expect(phone).toHaveValue('');
    expect(phone).not.toHaveAttribute('readonly');
    expect(phone).toHaveFocus();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(useSession.getState().profile?.phone_number).toBe(phoneNumber);
  });

  it('closes an opened password field with nothing typed, asking nothing', async () => {
    const api = fakeApi({});
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Edit Password' }));
    await user.click(screen.getByRole('button', { name: 'Apply Password' }));
    expect(screen.getByRole('button', { name: 'Edit Password' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('says a link was mailed to a new address, which changes only once it is opened', async () => {
    const mailed =
      'We sent a link to the new address. Your e-mail address changes once you open it.';
    const api = fakeApi({
      'POST /api/account/profile/field/update': { body: { message: mailed } },
      'GET /api/account/profile': { body: { data: profile } },
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Edit Email' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'new.address@example.com');
    await user.type(screen.getByLabelText('Current password'), 'my old secret{Enter}');
    await waitFor(() => expect(document.body).toHaveTextContent(mailed));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      field: 'email',
      value: 'new.address@example.com',
      current_password: 'my old secret',
    });
    expect(document.body).not.toHaveTextContent(MESSAGES.profileUpdated);
    expect(email).toHaveValue(profile.email);
  });

  it.each([
    ['wrong', 'not my password', API_MESSAGES.currentPasswordWrong],
    ['missing', '', API_MESSAGES.currentPasswordRequired],
  ])(
    'says a %s current password at the Current password field, focuses it and keeps what was typed',
    async (_, typed, message) => {
      fakeApi({ 'POST /api/account/profile/field/update': refusedAt('current_password', message) });
      const user = renderPage();
      expect(screen.queryByLabelText('Current password')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Edit Password' }));
      const password = screen.getByLabelText('Password', { selector: 'input' });
      const current = screen.getByLabelText('Current password');
      await user.type(password, 'A brand new one 42');
      if (typed) await user.type(current, typed);
      await user.keyboard('{Enter}');
      await waitFor(() => expect(current).toHaveAccessibleDescription(message));
      expect(current).toBeInvalid();
      expect(current).toHaveFocus();
      expect(current).toHaveValue(typed);
      expect(password).toHaveValue('A brand new one 42');
      expect(password).toBeValid();
      await expectNoNoticeSaying(message);
    },
  );

  it('says a new password under 8 characters at the field in the sign-up’s words, before sending', async () => {
    // As the API answers it: the schema's own words.
    const api = fakeApi({
      'POST /api/account/profile/field/update': refusedAt(
        'value',
        'The value field must NOT have fewer than 8 characters.',
      ),
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Edit Password' }));
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await user.type(password, 'abc');
    await user.type(screen.getByLabelText('Current password'), 'my old secret{Enter}');
    await waitFor(() => expect(password).toHaveAccessibleDescription(passwordTooShort(8)));
    expect(password).toBeInvalid();
    expect(password).toHaveFocus();
    expect(password).toHaveValue('abc');
    expect(screen.getByLabelText('Current password')).toHaveValue('my old secret');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('says an address the API refuses at the Email field in words, not the schema’s', async () => {
    // The browser takes an address without a dot in its domain; the API's schema does not.
    fakeApi({
      'POST /api/account/profile/field/update': refusedAt(
        'value',
        'The value field must be a valid email address.',
      ),
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Edit Email' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'ama@example');
    await user.type(screen.getByLabelText('Current password'), 'my old secret{Enter}');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'Email: enter a valid email address, like name@example.com',
      ),
    );
    expect(email).toHaveFocus();
    expect(document.body).not.toHaveTextContent('The value field');
  });

  it('focuses the phone field when the tick’s save is refused, and says it there only', async () => {
    fakeApi({
      'POST /api/account/profile/field/update': refusedAt('value', MESSAGES.phoneInvalid),
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Edit Phone' }));
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(phone, 'abc');
    await user.click(screen.getByRole('button', { name: 'Apply Phone' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(MESSAGES.phoneInvalid));
    expect(phone).toHaveFocus();
    expect(phone).toHaveValue('abc');
    await expectNoNoticeSaying(MESSAGES.couldNotUpdateProfile);
  });

  it("shows the API's message for a bad phone number under the phone field", async () => {
    fakeApi({
      'POST /api/account/profile/field/update': {
        status: 400,
        body: {
          message: MESSAGES.phoneInvalid,
          errors: { value: [MESSAGES.phoneInvalid] },
        },
      },
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Edit Phone' }));
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(phone, 'call me{Enter}');
    await waitFor(() => expect(phone).toHaveAccessibleDescription(MESSAGES.phoneInvalid));
    expect(phone).toBeInvalid();
    expect(phone).not.toHaveAttribute('readonly');
    // Editing it again starts clean.
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Edit Phone' }));
    expect(screen.getByRole('textbox', { name: 'Phone' })).not.toHaveAccessibleDescription(
      MESSAGES.phoneInvalid,
    );
  });
});
