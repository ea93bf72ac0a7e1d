import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from './session-store.ts';

const subscribe = (onChange: () => void) => useSession.persist.onFinishHydration(onChange);
const isHydrated = () => useSession.persist.hasHydrated();
// The server never has a session; the first client render agrees with it.
const onServer = () => false;

/** Loads the saved session once the page has mounted; true once it is loaded. */
export function useSessionHydration(): boolean {
  useEffect(() => {
    if (!useSession.persist.hasHydrated()) void useSession.persist.rehydrate();
  }, []);
  return useSyncExternalStore(subscribe, isHydrated, onServer);
}
