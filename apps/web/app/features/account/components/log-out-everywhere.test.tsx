import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissAll } from '@trails/ui/toast';
import { MESSAGES } from '@trails/domain/messages';
import { Snackbar } from '../../../shared/components/notices.tsx';
import { useSession } from '../../../shared/session/session-store.ts';
import { fakeApi, profile } from '../../../../test/fake-api.ts';
import { LOGGED_OUT_EVERYWHERE, LogOutEverywhere } from './log-out-everywhere.tsx';

beforeEach(() => useSession.getState().signIn('tok-1', profile, 'password'));
afterEach(() => {
  vi.unstubAllGlobals();
  dismissAll();
  useSession.getState().signOut();
});

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LogOutEverywhere />
      <Snackbar />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('log out everywhere', () => {
  it('is a real form that posts the session to the settings page without scripts', () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'Log out everywhere' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form.querySelector('input[name="token"]')).toHaveValue('tok-1');
    expect(screen.getByRole('button', { name: 'Log out everywhere' })).toHaveAttribute(
      'type',
      'submit',
    );
  });

  it('ends every session through the API, then logs this browser out and says so', async () => {
    const api = fakeApi({
      'POST /api/auth/logout/everywhere': { body: { message: LOGGED_OUT_EVERYWHERE } },
    });
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() => expect(document.body).toHaveTextContent(LOGGED_OUT_EVERYWHERE));
    expect(api.calls.find((call) => call.path === '/api/auth/logout/everywhere')).toMatchObject({
      method: 'POST',
      authorization: 'Bearer tok-1',
    });
    expect(useSession.getState().token).toBeNull();
  });

  it('keeps the session and says the request failed when the API cannot be reached', async () => {
    fakeApi({ 'POST /api/auth/logout/everywhere': { status: 500, body: { message: 'down' } } });
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() => expect(document.body).toHaveTextContent(MESSAGES.requestFailed));
    expect(useSession.getState().token).toBe('tok-1');
  });
});
