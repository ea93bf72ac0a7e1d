import { useEffect, useSyncExternalStore } from 'react';
import { useCart } from '../stores/cart-store.ts';

const subscribe = (onChange: () => void) => useCart.persist.onFinishHydration(onChange);
const isHydrated = () => useCart.persist.hasHydrated();
// The server never has a saved cart; the first client render agrees with it.
const onServer = () => false;

/** Loads the saved cart once the page has mounted; true once it is loaded. */
export function useCartHydration(): boolean {
  useEffect(() => {
    if (!useCart.persist.hasHydrated()) void useCart.persist.rehydrate();
  }, []);
  return useSyncExternalStore(subscribe, isHydrated, onServer);
}
