// The set-password page opened from its link: a used or expired link is said at once, before a
// form asks for a new password twice (a tester typed two passwords to learn the link was used).
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES } from '@trails/domain/messages';
import SetPassword, { INVALID_TOKEN, loader } from '../app/routes/account-set-password.tsx';
import type { Answer } from './fake-api.ts';
import { fakeApi } from './fake-api.ts';

afterEach(() => vi.unstubAllGlobals());

/** The page at `/account/set-password?token=…`, the API answering the link's check with `check`. */
function openLink(token: string, check: Answer) {
  const { calls } = fakeApi({ 'POST /api/account/password/token': check });
  const Stub = createRoutesStub([
    {
      path: '/account/set-password',
      Component: SetPassword as never,
      HydrateFallback: () => null,
      loader: ({ request }) =>
        loader({ request, url: new URL(request.url), params: {}, context: {} } as never),
    },
  ]);
  render(<Stub initialEntries={[`/account/set-password?token=${token}`]} />);
  return calls;
}

describe('the set-password page opened from its link', () => {
  it('says a used or expired link is not valid any more, and draws no form', async () => {
    const calls = openLink('used-token', {
      status: 400,
      body: {
        message: 'The given data was invalid.',
        errors: { token: [API_MESSAGES.setPasswordLinkInvalid] },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_TOKEN);
    expect(screen.queryByRole('form', { name: 'Set your password' })).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(calls.map((call) => call.body)).toEqual([{ token: 'used-token' }]);
  });

  it('draws the form for a link that works', async () => {
    openLink('fresh-token', { body: { message: API_MESSAGES.setPasswordLinkWorks } });
    expect(await screen.findByRole('form', { name: 'Set your password' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('still draws the form when the check gets no answer: setting the password says the rest', async () => {
    openLink('fresh-token', { status: 503, body: { message: 'Service Unavailable' } });
    expect(await screen.findByRole('form', { name: 'Set your password' })).toBeInTheDocument();
  });
});
