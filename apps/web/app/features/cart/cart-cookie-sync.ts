// The cart's cookie copy follows the cart in the browser session (ADR 095), and the cart adopts
// what the copy holds that it does not (ADR 259): an item a plain post put there — Book Now or
// Add to cart tapped before the scripts ran, or on a phone whose scripts did not arrive — or
// another tab's. Without this, the first page whose scripts ran wrote the session's cart over
// the copy and the item was gone.
import type { StoreApi } from 'zustand';
import type { CartItem } from '../../shared/api/types.ts';
import { cartCookieAssignment, cartFromCookieHeader } from './cart-cookie.ts';
import type { CartCookieItem } from './cart-cookie.ts';

interface PersistedCart {
  getState(): { readonly items: readonly CartItem[] };
  setState: StoreApi<{ readonly items: readonly CartItem[] }>['setState'];
  subscribe(listener: (state: { readonly items: readonly CartItem[] }) => void): () => void;
  persist: {
    hasHydrated(): boolean;
    onFinishHydration(listener: (state: { readonly items: readonly CartItem[] }) => void): void;
  };
}

export interface CookieJar {
  /** `document.cookie`, or a test's. */
  read(): string;
  write(assignment: string): void;
}

function copyOf(items: readonly CartItem[]): CartCookieItem[] {
  return items.map((item) => ({
    activityId: item.activity.id,
    startDate: item.from_date,
    locationId: item.location_id,
    adults: item.adults,
    children: item.children,
    infants: item.infants,
    amount: item.amount,
  }));
}

/**
 * Keeps `cart` and its cookie copy in step. `itemsOf` makes cart items of copied rows (it asks
 * for their tours); a row it cannot make stays in the cookie until the cart next changes.
 */
export function keepCartCookieInStep(
  cart: PersistedCart,
  cookies: CookieJar,
  itemsOf: (rows: readonly CartCookieItem[]) => Promise<readonly CartItem[]>,
): void {
  const copy = (items: readonly CartItem[]) => cookies.write(cartCookieAssignment(copyOf(items)));
  cart.persist.onFinishHydration((state) => {
    const has = (activityId: number, items: readonly CartItem[]) =>
      items.some((item) => item.activity.id === activityId);
    const missing = cartFromCookieHeader(cookies.read()).filter(
      (row) => !has(row.activityId, state.items),
    );
    if (missing.length === 0) {
      copy(state.items);
      return;
    }
    void itemsOf(missing).then(
      (found) => {
        const kept = cart.getState().items;
        const adopted = found.filter((item) => !has(item.activity.id, kept));
        // The change writes the copy again, now from the cart that holds the adopted items.
        if (adopted.length > 0) cart.setState({ items: [...kept, ...adopted] });
      },
      () => undefined,
    );
  });
  cart.subscribe((state) => {
    if (cart.persist.hasHydrated()) copy(state.items);
  });
}
