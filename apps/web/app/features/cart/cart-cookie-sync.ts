// The cart's cookie copy follows the cart in the browser session (ADR 095), and the cart adopts
// the rows a plain post put there (ADR 259): Book Now or Add to cart tapped before the scripts
// ran, or on a phone whose scripts did not arrive. Before, the first page whose scripts ran wrote
// the session's cart over the copy and the item was gone. Only those rows are adopted (they are
// listed in a cookie of their own until then): the copy itself may be another tab's cart, and a
// tour removed or paid in this one must not come back from it.
import type { StoreApi } from 'zustand';
import type { CartItem } from '../../shared/api/types.ts';
import {
  cartCookieAssignment,
  cartFromCookieHeader,
  POSTED_COOKIE,
} from '../../shared/lib/cart-cookie.ts';
import type { CartCookieItem } from '../../shared/lib/cart-cookie.ts';

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

const has = (activityId: number, items: readonly CartItem[]) =>
  items.some((item) => item.activity.id === activityId);

/**
 * Keeps `cart` and its cookie copy in step, and adopts the plain posts' rows. `itemsOf` makes
 * cart items of rows (it asks for their tours); a row it cannot make now stays listed for the next
 * page, and in the copy meanwhile, so checkout without scripts still has it.
 */
export function keepCartCookieInStep(
  cart: PersistedCart,
  cookies: CookieJar,
  itemsOf: (rows: readonly CartCookieItem[]) => Promise<readonly CartItem[]>,
): void {
  /** The plain posts' rows the cart does not hold (yet). */
  const posted = (items: readonly CartItem[]) =>
    cartFromCookieHeader(cookies.read(), POSTED_COOKIE).filter(
      (row) => !has(row.activityId, items),
    );
  const copy = (items: readonly CartItem[]) =>
    cookies.write(cartCookieAssignment([...copyOf(items), ...posted(items)]));

  cart.persist.onFinishHydration((state) => {
    copy(state.items);
    const waiting = posted(state.items);
    if (waiting.length === 0) {
      cookies.write(cartCookieAssignment([], POSTED_COOKIE));
      return;
    }
    void itemsOf(waiting).then(
      (found) => {
        // Read again now: a payment (which empties both copies) or another tab may have taken
        // the rows while their tours were asked for.
        const kept = cart.getState().items;
        const still = posted(kept);
        const adopted = found.filter((item) =>
          still.some((row) => row.activityId === item.activity.id),
        );
        cookies.write(
          cartCookieAssignment(
            still.filter((row) => !has(row.activityId, adopted)),
            POSTED_COOKIE,
          ),
        );
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
