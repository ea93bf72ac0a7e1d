import { persistedHydration } from '../../../shared/lib/persisted-hydration.ts';
import { useCart } from '../stores/cart-store.ts';

/** Loads the saved cart once the page has mounted; true once it is loaded. */
export const useCartHydration = persistedHydration(useCart.persist);
