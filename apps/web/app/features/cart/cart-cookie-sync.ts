// The cart's cookie copy follows the cart in the browser session (ADR 095), and the cart adopts
// the rows a plain post put there (ADR 259): Book Now or Add to cart tapped before the scripts
// ran, or on a phone whose scripts did not arrive. Before, the first page whose scripts ran wrote
// the session's cart over the copy and the item was gone. Only those rows are adopted (they are
// listed in a cookie of their own until then): the copy itself may be another tab's cart, and a
// tour removed or paid in this one must not come back from it.
import type { StoreApi } from 'zustand';
import { CART_MOST_TOURS } from '@trails/domain/cart';
import type { CartItem } from '../../shared/api/types.ts';
import {
  cartCookieAssignment,
  cartCookieItemOf,
  cartFromCookieHeader,
  POSTED_COOKIE,
  removedCookieAssignment,
  removedFromCookieHeader,
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

/** What a posted row says of an item the cart holds: its date, pick-up, party and price. */
const cartChangesOf = (row: CartCookieItem) => ({
  from_date: row.startDate,
  location_id: row.locationId,
  adults: row.adults,
  children: row.children,
  infants: row.infants,
  amount: row.amount,
});

export interface CartSyncOptions {
  /**
   * This tab has never saved a cart (a new tab, or a link opened in one): it starts from the
   * copy, the cart this browser last wrote in another tab (ADR 265). A tab that has a cart of its
   * own, empty or not, takes only what plain posts put there.
   */
  readonly freshTab?: boolean;
  /** Told when rows start being adopted (their tours asked for) and when that is over. */
  readonly adopting?: (pending: boolean) => void;
}

const has = (activityId: number, items: readonly CartItem[]) =>
  items.some((item) => item.activity.id === activityId);

/**
 * Keeps `cart` and its cookie copy in step, and adopts the plain posts' rows. `itemsOf` makes
 * cart items of rows (it asks for their tours); a row it cannot make now stays listed for the next
 * page, and in the copy meanwhile, so checkout without scripts still has it.
 *
 * A cart holds at most CART_MOST_TOURS tours (ADR 263). A plain post checks the copy, which may
 * be another tab's cart, so this tab's cart may have no room for what it added: those rows are
 * not adopted, the copy stops at the bound, and `onFull` says so (the traveller was told the
 * tour was added).
 */
export function keepCartCookieInStep(
  cart: PersistedCart,
  cookies: CookieJar,
  itemsOf: (rows: readonly CartCookieItem[]) => Promise<readonly CartItem[]>,
  onFull: () => void = () => undefined,
  { freshTab = false, adopting = () => undefined }: CartSyncOptions = {},
): void {
  /** The plain posts' rows the cart does not hold (yet). */
  const posted = (items: readonly CartItem[]) =>
    cartFromCookieHeader(cookies.read(), POSTED_COOKIE).filter(
      (row) => !has(row.activityId, items),
    );
  /**
   * Writes the copy from the cart, with the posted rows still waiting to be adopted; a posted row
   * of a tour the cart holds is no longer listed: it was applied when the cart loaded, or the
   * traveller has chosen again since (a later write must not be undone by it on the next page).
   */
  const copy = (items: readonly CartItem[]) => {
    const waiting = posted(items);
    cookies.write(
      cartCookieAssignment([...items.map(cartCookieItemOf), ...waiting].slice(0, CART_MOST_TOURS)),
    );
    cookies.write(cartCookieAssignment(waiting, POSTED_COOKIE));
  };

  cart.persist.onFinishHydration((state) => {
    // What plain posts did to tours this cart holds, first: a tour removed goes (ADR 265), and
    // a tour booked or changed again takes the posted date, pick-up, party and price (ADR 264,
    // 265). A posted row of a tour the cart holds is the traveller's latest choice: rows are
    // listed by plain posts only, and no longer listed once the cart holds their tour (`copy`).
    const removed = removedFromCookieHeader(cookies.read());
    const rows = cartFromCookieHeader(cookies.read(), POSTED_COOKIE).filter(
      (row) => !removed.includes(row.activityId),
    );
    // A new tab takes the copy's rows as posted ones, in the copy's order (a posted row is the
    // later choice of its tour), so they are adopted as a plain post's are.
    const copied =
      freshTab && state.items.length === 0
        ? cartFromCookieHeader(cookies.read()).filter((row) => !removed.includes(row.activityId))
        : [];
    const listed = [
      ...copied.map((row) => rows.find((one) => one.activityId === row.activityId) ?? row),
      ...rows.filter((row) => !copied.some((one) => one.activityId === row.activityId)),
    ];
    if (removed.length > 0 || copied.length > 0) {
      cookies.write(cartCookieAssignment(listed, POSTED_COOKIE));
      cookies.write(removedCookieAssignment([]));
    }
    const items = state.items
      .filter((item) => !removed.includes(item.activity.id))
      .map((item) => {
        const row = rows.find((one) => one.activityId === item.activity.id);
        return row ? { ...item, ...cartChangesOf(row) } : item;
      });
    const changed =
      items.length !== state.items.length ||
      items.some((item, position) => item !== state.items[position]);
    if (changed) cart.setState({ items });
    copy(items);
    const waiting = posted(items);
    if (waiting.length === 0) return;
    adopting(true);
    void itemsOf(waiting).then(
      (found) => {
        // Read again now: a payment (which empties both copies) or another tab may have taken
        // the rows while their tours were asked for.
        const kept = cart.getState().items;
        const still = posted(kept);
        const welcome = found.filter((item) =>
          still.some((row) => row.activityId === item.activity.id),
        );
        const adopted = welcome.slice(0, Math.max(0, CART_MOST_TOURS - kept.length));
        // Found but without room: no longer listed, so they leave the copy too.
        const turnedAway = welcome.slice(adopted.length);
        cookies.write(
          cartCookieAssignment(
            still.filter(
              (row) => !has(row.activityId, adopted) && !has(row.activityId, turnedAway),
            ),
            POSTED_COOKIE,
          ),
        );
        if (turnedAway.length > 0) onFull();
        // The change writes the copy again, now from the cart that holds the adopted items.
        if (adopted.length > 0) cart.setState({ items: [...kept, ...adopted] });
        adopting(false);
      },
      () => adopting(false),
    );
  });
  cart.subscribe((state) => {
    if (cart.persist.hasHydrated()) copy(state.items);
  });
}
