// The cart (spec §4): add (duplicates refused), remove, clear, update one item. An item is
// named by its tour, which a cart holds once: a position named when a form opened can point at
// another tour by the time its answer comes (a tester's edit landed on the next tour so).
// It lives in the browser session: persisted to sessionStorage at most once a second, and
// hydrated only after the page has mounted, so the server's HTML (drawn without it: the cart page
// from the cart's cookie copy, ADR 265) and the first client render agree (ARCHITECTURE §5).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { StateStorage } from 'zustand/middleware';
import { isCartFull, isInCart } from '@trails/domain/cart';
import { MESSAGES } from '@trails/domain/messages';
import type { CartItem } from '../../../shared/api/types.ts';
import { sessionStore, throttledSessionStorage } from '../../../shared/lib/session-storage.ts';
import { notify } from '../../../shared/components/notices.tsx';
import { keepCartCookieInStep } from '../cart-cookie-sync.ts';
import { cartItemsOf } from '../api/cart-items-of.ts';

export type { CartItem };
// The throttled session storage is shared with the sign-in session (ADR 081).
export { throttledSessionStorage };

export type AddResult = 'added' | 'duplicate' | 'full';

export interface CartChanges {
  readonly from_date: string;
  readonly location_id: number;
  readonly adults: number;
  readonly children: number;
  readonly infants: number;
  readonly amount: number;
}

export interface CartState {
  readonly items: readonly CartItem[];
  /** Adds an item, unless the same tour is already in the cart or the cart is full (ADR 263). */
  add(item: CartItem): AddResult;
  /** Removes the tour's item. */
  remove(activityId: number): void;
  clear(): void;
  /** A new date, location and counts, with the amount priced for them. */
  update(activityId: number, changes: CartChanges): void;
  /** On entering checkout the book-now flag of every item goes back to false. */
  resetBookNow(): void;
}

export const CART_STORAGE_KEY = 'lanka-trails-cart';

export function createCartStore(storage: StateStorage = throttledSessionStorage()) {
  return create<CartState>()(
    persist(
      (set, get) => ({
        items: [],
        add: (item) => {
          const inCart = get().items.map((existing) => ({ activityId: existing.activity.id }));
          if (isInCart(inCart, item.activity.id)) {
            return 'duplicate';
          }
          if (isCartFull(inCart)) return 'full';
          set((state) => ({ items: [...state.items, item] }));
          return 'added';
        },
        remove: (activityId) =>
          set((state) => ({
            items: state.items.filter((item) => item.activity.id !== activityId),
          })),
        clear: () => set({ items: [] }),
        update: (activityId, changes) =>
          set((state) => ({
            items: state.items.map((item) =>
              item.activity.id === activityId ? { ...item, ...changes } : item,
            ),
          })),
        resetBookNow: () =>
          set((state) => ({
            items: state.items.map((item) => (item.bookNow ? { ...item, bookNow: false } : item)),
          })),
      }),
      {
        name: CART_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(() => storage),
        partialize: (state) => ({ items: state.items }),
        skipHydration: true,
      },
    ),
  );
}

/** The site's one cart. */
export const useCart = createCartStore(sessionStore);

/**
 * Whether the cart is taking rows from its cookie copy now (their tours asked for): pages drawn
 * from the copy keep showing it until then, rather than an empty cart for a moment.
 */
export const useCartAdoption = create<{ readonly adopting: boolean }>()(() => ({
  adopting: false,
}));

/** Whether this tab has ever saved a cart (a new tab has not). */
function savedCartInThisTab(): boolean {
  try {
    return sessionStorage.getItem(CART_STORAGE_KEY) !== null;
  } catch {
    return true;
  }
}

// The server draws checkout for a browser without scripts from a copy of the cart in a session
// cookie (ADR 095); it follows every change once the saved cart is loaded, and the cart adopts
// what a plain post put there (ADR 259), or, in a tab that never had a cart, the copy (ADR 265).
if (typeof document !== 'undefined') {
  keepCartCookieInStep(
    useCart,
    {
      read: () => document.cookie,
      write: (assignment) => {
        document.cookie = assignment;
      },
    },
    cartItemsOf,
    () => notify(MESSAGES.cartFull, 'error'),
    {
      freshTab: !savedCartInThisTab(),
      adopting: (pending) => useCartAdoption.setState({ adopting: pending }),
    },
  );
}
