import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@trails/api-client/client';
import { fakeApi, profile } from '../../../test/fake-api.ts';
import { throttledSessionStorage } from '../lib/session-storage.ts';
import { endSessionOnUnauthorized } from './end-on-unauthorized.ts';
import { createSessionStore } from './session-store.ts';

afterEach(() => vi.unstubAllGlobals());

const unauthenticated = { status: 401, body: { message: 'Unauthenticated.' } };

async function signedIn(token: string) {
  const session = createSessionStore(throttledSessionStorage());
  await session.persist.rehydrate();
  session.getState().signIn(token, profile, 'password');
  const api = createApiClient({
    baseUrl: 'http://localhost:3000',
    getAccessToken: () => session.getState().token,
  });
  api.use(endSessionOnUnauthorized(() => session.getState()));
  return { session, api };
}

describe('a 401 to a call made with the session’s token', () => {
  it('ends the session as expired: token and profile forgotten', async () => {
    fakeApi({ 'POST /api/booking/checkout': unauthenticated });
    const { session, api } = await signedIn('tok-expired-0001');
    await api.POST('/api/booking/checkout', { body: { booking: [], url: 'x' } as never });
    expect(session.getState()).toMatchObject({ token: null, profile: null, expired: true });
  });

  it('leaves the session alone on any other answer', async () => {
    fakeApi({ 'GET /api/account/favourites': { status: 500, body: { message: 'Oops' } } });
    const { session, api } = await signedIn('tok-live-0000001');
    await api.GET('/api/account/favourites');
    expect(session.getState()).toMatchObject({ token: 'tok-live-0000001', expired: false });
  });

  it('leaves a session alone that a new login replaced while the call was on its way', async () => {
    let answer: (() => void) | undefined;
    fakeApi({
      'GET /api/account/favourites': () =>
        new Promise((resolve) => {
          answer = () => resolve(unauthenticated);
        }),
    });
    const { session, api } = await signedIn('tok-old-00000001');
    const call = api.GET('/api/account/favourites');
    await vi.waitFor(() => expect(answer).toBeDefined());
    session.getState().signIn('tok-new-00000001', profile, 'password');
    answer!();
    await call;
    expect(session.getState()).toMatchObject({ token: 'tok-new-00000001', expired: false });
  });

  it('does not end the session on a refused login: that 401 judges the password sent', async () => {
    fakeApi({
      'POST /oauth/token': { status: 401, body: { message: 'Invalid login information' } },
    });
    const { session, api } = await signedIn('tok-live-0000002');
    await api.POST('/oauth/token', { body: {} as never });
    expect(session.getState().token).toBe('tok-live-0000002');
  });

  it('is not the same as logging out: a sign-out or a new login clears the mark', async () => {
    fakeApi({ 'GET /api/account/profile': unauthenticated });
    const { session, api } = await signedIn('tok-expired-0002');
    await api.GET('/api/account/profile');
    expect(session.getState().expired).toBe(true);
    session.getState().signIn('tok-new-00000002', profile, 'password');
    expect(session.getState().expired).toBe(false);
  });
});
