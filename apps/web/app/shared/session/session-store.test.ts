import { afterEach, describe, expect, it, vi } from 'vitest';
import { throttledSessionStorage } from '../lib/session-storage.ts';
import { createSessionStore, SESSION_STORAGE_KEY } from './session-store.ts';

const profile = {
  id: 7,
  avatar: null,
  email: 'ama@example.com',
  first_name: 'Ama',
  last_name: 'Perera',
  phone_number: null,
};

afterEach(() => vi.useRealTimers());

describe('sign-in session', () => {
  it('keeps the token, profile and method in the browser session, never the open modal', async () => {
    const storage = throttledSessionStorage();
    const session = createSessionStore(storage);
    await session.persist.rehydrate();
    session.getState().openLoginPrompt();
    session.getState().signIn('tok-1', profile, 'google');
    // The write of the sign-in is throttled behind the first one; leaving the page flushes it.
    storage.flush();
    const saved = JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!) as { state: unknown };
    expect(saved.state).toEqual({ token: 'tok-1', profile, method: 'google' });
    expect(session.getState().loginPromptOpen).toBe(false);

    // A new page load finds the session after hydration, not before.
    const reloaded = createSessionStore(throttledSessionStorage());
    expect(reloaded.getState().token).toBeNull();
    await reloaded.persist.rehydrate();
    expect(reloaded.getState()).toMatchObject({ token: 'tok-1', profile, method: 'google' });
  });

  it('shares the cart’s throttle rule per key: one write now, the latest a second later', () => {
    vi.useFakeTimers();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const storage = throttledSessionStorage(1000);
    storage.setItem('lanka-trails-cart', 'cart-1');
    storage.setItem(SESSION_STORAGE_KEY, 'session-1');
    storage.setItem(SESSION_STORAGE_KEY, 'session-2');
    storage.setItem(SESSION_STORAGE_KEY, 'session-3');
    // Each key writes at once: the session's write never waits on the cart's.
    expect(setItem.mock.calls).toEqual([
      ['lanka-trails-cart', 'cart-1'],
      [SESSION_STORAGE_KEY, 'session-1'],
    ]);
    vi.advanceTimersByTime(1000);
    expect(setItem.mock.calls.at(-1)).toEqual([SESSION_STORAGE_KEY, 'session-3']);
    expect(setItem).toHaveBeenCalledTimes(3);
    setItem.mockRestore();
  });

  it('forgets the token and profile at log-out', async () => {
    const session = createSessionStore(throttledSessionStorage());
    await session.persist.rehydrate();
    session.getState().signIn('tok-1', profile, 'password');
    session.getState().signOut();
    expect(session.getState()).toMatchObject({ token: null, profile: null, method: null });
  });
});
