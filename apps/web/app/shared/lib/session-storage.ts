// The browser session's storage for the persisted stores (cart and sign-in, ADR 053 and 081):
// sessionStorage behind a throttle, so a burst of changes writes once now and once more at the
// end of the second (spec §9: session save throttle 1 s). Pending writes are flushed when the
// page is hidden (reload, tab close).
import type { StateStorage } from 'zustand/middleware';
import { SESSION_SAVE_THROTTLE_MS } from '@trails/domain/constants';
import { throttle } from './throttle.ts';

export type ThrottledStorage = StateStorage & { flush(): void };

export function throttledSessionStorage(intervalMs = SESSION_SAVE_THROTTLE_MS): ThrottledStorage {
  // One throttle per key: the cart's write must never swallow the session's, and back.
  const writers = new Map<string, ReturnType<typeof throttle<[string, string]>>>();
  const writer = (name: string) => {
    let write = writers.get(name);
    if (!write) {
      write = throttle((key: string, value: string) => {
        // A trailing write may come after the page (or a test's document) is gone.
        if (typeof sessionStorage !== 'undefined') sessionStorage.setItem(key, value);
      }, intervalMs);
      writers.set(name, write);
    }
    return write;
  };
  const flush = () => {
    for (const write of writers.values()) write.flush();
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flush);
  }
  return {
    getItem: (name) => sessionStorage.getItem(name),
    setItem: (name, value) => writer(name)(name, value),
    removeItem: (name) => {
      writers.get(name)?.cancel();
      sessionStorage.removeItem(name);
    },
    flush,
  };
}

/** Storage for the server, which never has a browser session. */
export const noStorage: StateStorage = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

/** The one throttled storage of the page, shared by every persisted store. */
export const sessionStore: StateStorage =
  typeof window === 'undefined' ? noStorage : throttledSessionStorage();
