// The one way a persisted zustand store (cart, session) is loaded from the browser session: only
// after the page has mounted, so the server HTML (which never has one) and the first client
// render agree (ADR 053, ADR 081); and again when Back shows the page from the browser's cache,
// since another page may have changed the session meanwhile.
import { useEffect, useSyncExternalStore } from 'react';
import { onPageRestored } from './page-restored.ts';

interface PersistApi {
  hasHydrated(): boolean;
  rehydrate(): Promise<void> | void;
  onFinishHydration(listener: () => void): () => void;
}

const onServer = () => false;

/** A hook that loads the store's saved state once mounted and says whether it is loaded. */
export function persistedHydration(persist: PersistApi): () => boolean {
  const subscribe = (onChange: () => void) => persist.onFinishHydration(onChange);
  const isHydrated = () => persist.hasHydrated();
  if (typeof window !== 'undefined') onPageRestored(() => void persist.rehydrate());
  return function useHydration() {
    useEffect(() => {
      if (!persist.hasHydrated()) void persist.rehydrate();
    }, []);
    return useSyncExternalStore(subscribe, isHydrated, onServer);
  };
}
