// The cart adopts what a plain post put into its cookie copy (ADR 259), and the copy follows
// the cart after that.
import { afterEach, describe, expect, it } from 'vitest';
import { keepCartCookieInStep } from '../app/features/cart/cart-cookie-sync.ts';
import type { CookieJar } from '../app/features/cart/cart-cookie-sync.ts';
import { cartCookieAssignment, cartFromCookieHeader } from '../app/features/cart/cart-cookie.ts';
import type { CartCookieItem } from '../app/features/cart/cart-cookie.ts';
import { CART_STORAGE_KEY, createCartStore } from '../app/features/cart/stores/cart-store.ts';
import { cartItem } from './builders.ts';

afterEach(() => sessionStorage.clear());

/** A browser's cookie of the cart: what was last written, as a request would carry it. */
function jar(rows: CartCookieItem[]): CookieJar & { rows(): CartCookieItem[] } {
  let header = cartCookieAssignment(rows).split(';')[0]!;
  return {
    read: () => header,
    write: (assignment) => {
      header = assignment.includes('Max-Age=0') ? '' : assignment.split(';')[0]!;
    },
    rows: () => cartFromCookieHeader(header),
  };
}

/** A row the server's plain post wrote for tour `activityId`. */
const posted = (activityId: number): CartCookieItem => ({
  activityId,
  startDate: '2027-01-15',
  locationId: 3,
  adults: 2,
  children: 1,
  infants: 0,
  amount: 135,
});

/** Makes items of rows as the site does, from their tours; `missing` tours cannot be read. */
const itemsOf =
  (missing: number[] = []) =>
  async (rows: readonly CartCookieItem[]) =>
    rows
      .filter((row) => !missing.includes(row.activityId))
      .map((row) =>
        cartItem(
          {
            from_date: row.startDate,
            location_id: row.locationId,
            adults: row.adults,
            children: row.children,
            infants: row.infants,
            amount: row.amount,
          },
          row.activityId,
        ),
      );

function savedCart(ids: number[]) {
  sessionStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({ state: { items: ids.map((id) => cartItem({}, id)) }, version: 1 }),
  );
}

const ids = (items: readonly { activity: { id: number } }[]) =>
  items.map((item) => item.activity.id);

describe("the cart's cookie copy", () => {
  it("gives the cart a plain post's item once the scripts run, priced and chosen as posted", async () => {
    savedCart([7]);
    const cookies = jar([posted(7), posted(12)]);
    const cart = createCartStore();
    keepCartCookieInStep(cart, cookies, itemsOf());
    await cart.persist.rehydrate();
    await expect.poll(() => ids(cart.getState().items)).toEqual([7, 12]);
    expect(cart.getState().items[1]).toMatchObject({
      from_date: '2027-01-15',
      adults: 2,
      children: 1,
      amount: 135,
      bookNow: false,
    });
    // The copy follows the cart again, the adopted item in it.
    expect(cookies.rows().map((row) => row.activityId)).toEqual([7, 12]);
    cart.getState().remove(0);
    expect(cookies.rows().map((row) => row.activityId)).toEqual([12]);
  });

  it("is the cart's own once loaded when it holds nothing the cart lacks", async () => {
    savedCart([7, 9]);
    const cookies = jar([posted(7)]);
    const cart = createCartStore();
    keepCartCookieInStep(cart, cookies, itemsOf());
    await cart.persist.rehydrate();
    expect(cookies.rows().map((row) => row.activityId)).toEqual([7, 9]);
    expect(ids(cart.getState().items)).toEqual([7, 9]);
  });

  it('keeps a row whose tour cannot be read now, for the next page to adopt', async () => {
    const cookies = jar([posted(12)]);
    const cart = createCartStore();
    keepCartCookieInStep(cart, cookies, itemsOf([12]));
    await cart.persist.rehydrate();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(cart.getState().items).toEqual([]);
    expect(cookies.rows().map((row) => row.activityId)).toEqual([12]);
  });
});
