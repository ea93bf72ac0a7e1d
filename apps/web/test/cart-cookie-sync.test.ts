// The cart adopts what a plain post put into its cookie copy (ADR 259), and only that; the copy
// follows the cart after that.
import { afterEach, describe, expect, it } from 'vitest';
import { CART_MOST_TOURS } from '@trails/domain/cart';
import { keepCartCookieInStep } from '../app/features/cart/cart-cookie-sync.ts';
import type { CookieJar } from '../app/features/cart/cart-cookie-sync.ts';
import {
  cartCookieAssignment,
  cartFromCookieHeader,
  CART_COOKIE,
  POSTED_COOKIE,
  removedCookieAssignment,
  removedFromCookieHeader,
} from '../app/shared/lib/cart-cookie.ts';
import type { CartCookieItem } from '../app/shared/lib/cart-cookie.ts';
import { CART_STORAGE_KEY, createCartStore } from '../app/features/cart/stores/cart-store.ts';
import { cartItem } from './builders.ts';

afterEach(() => sessionStorage.clear());

/** A browser's cookies: each name's last assignment, as a request would carry them. */
function jar(cart: CartCookieItem[], posted: CartCookieItem[] = []) {
  const values = new Map<string, string>();
  const cookies: CookieJar = {
    read: () => [...values.values()].join('; '),
    write: (assignment) => {
      const pair = assignment.split(';')[0]!;
      const name = pair.slice(0, pair.indexOf('='));
      if (assignment.includes('Max-Age=0')) values.delete(name);
      else values.set(name, pair);
    },
  };
  cookies.write(cartCookieAssignment(cart));
  cookies.write(cartCookieAssignment(posted, POSTED_COOKIE));
  const ids = (name: typeof CART_COOKIE | typeof POSTED_COOKIE) =>
    cartFromCookieHeader(cookies.read(), name).map((row) => row.activityId);
  return { ...cookies, cartIds: () => ids(CART_COOKIE), postedIds: () => ids(POSTED_COOKIE) };
}

/** A row of tour `activityId`, as the server's plain post writes it. */
const row = (activityId: number): CartCookieItem => ({
  activityId,
  startDate: '2027-01-15',
  locationId: 3,
  adults: 2,
  children: 1,
  infants: 0,
  amount: 135,
});

/** Makes items of rows as the site does, from their tours; `unreadable` tours cannot be read. */
const itemsOf =
  (unreadable: number[] = [], wait: Promise<void> = Promise.resolve()) =>
  async (rows: readonly CartCookieItem[]) => {
    await wait;
    return rows
      .filter((one) => !unreadable.includes(one.activityId))
      .map((one) =>
        cartItem(
          {
            from_date: one.startDate,
            location_id: one.locationId,
            adults: one.adults,
            children: one.children,
            infants: one.infants,
            amount: one.amount,
          },
          one.activityId,
        ),
      );
  };

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
    const cookies = jar([row(7), row(12)], [row(12)]);
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
    // Adopted once: no longer listed; the copy follows the cart again.
    expect(cookies.postedIds()).toEqual([]);
    expect(cookies.cartIds()).toEqual([7, 12]);
    cart.getState().remove(7);
    expect(cookies.cartIds()).toEqual([12]);
  });

  it("takes nothing from the copy that no plain post put there: another tab's cart, a paid tour", async () => {
    savedCart([7]);
    const cookies = jar([row(7), row(9)]);
    const cart = createCartStore();
    keepCartCookieInStep(cart, cookies, itemsOf());
    await cart.persist.rehydrate();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ids(cart.getState().items)).toEqual([7]);
    expect(cookies.cartIds()).toEqual([7]);
  });

  it('keeps a row whose tour cannot be read now listed, and in the copy, for the next page', async () => {
    const cookies = jar([row(12)], [row(12)]);
    const cart = createCartStore();
    keepCartCookieInStep(cart, cookies, itemsOf([12]));
    await cart.persist.rehydrate();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(cart.getState().items).toEqual([]);
    expect(cookies.postedIds()).toEqual([12]);
    expect(cookies.cartIds()).toEqual([12]);
  });

  it("turns away a plain post's row when this tab's cart is full, and says so (ADR 263)", async () => {
    // Another tab wrote a copy of three; this tab's cart holds twenty. A tap before the
    // scripts ran here was checked against that copy and added.
    const full = Array.from({ length: CART_MOST_TOURS }, (_, n) => n + 100);
    savedCart(full);
    const cookies = jar([row(1), row(2), row(3), row(12)], [row(12)]);
    const cart = createCartStore();
    let told = 0;
    keepCartCookieInStep(cart, cookies, itemsOf(), () => (told += 1));
    await cart.persist.rehydrate();
    await expect.poll(() => told).toBe(1);
    expect(ids(cart.getState().items)).toEqual(full);
    expect(cookies.postedIds()).toEqual([]);
    expect(cookies.cartIds()).toEqual(full);
    // Nor can anything else add a 21st.
    expect(cart.getState().add(cartItem({}, 12))).toBe('full');
    expect(cart.getState().add(cartItem({}, 100))).toBe('duplicate');
  });

  it('does not bring back a row paid while its tour was being asked for', async () => {
    let answer = () => {};
    const slow = new Promise<void>((resolve) => (answer = resolve));
    const cookies = jar([row(12)], [row(12)]);
    const cart = createCartStore();
    keepCartCookieInStep(cart, cookies, itemsOf([], slow));
    await cart.persist.rehydrate();
    // The payment's page empties both copies (payment-complete's loader).
    cookies.write(cartCookieAssignment([]));
    cookies.write(cartCookieAssignment([], POSTED_COOKIE));
    answer();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(cart.getState().items).toEqual([]);
    expect(cookies.cartIds()).toEqual([]);
  });

  it('lets go of a tour a plain post removed, and does not write it back into the copy (ADR 265)', async () => {
    // Remove tapped on the cart page before its scripts ran: the server took tour 12 out of the
    // copy and listed it as removed; this tab's cart still holds it.
    savedCart([7, 12]);
    const cookies = jar([row(7)]);
    cookies.write(removedCookieAssignment([12]));
    const cart = createCartStore();
    keepCartCookieInStep(cart, cookies, itemsOf());
    await cart.persist.rehydrate();
    expect(ids(cart.getState().items)).toEqual([7]);
    expect(cookies.cartIds()).toEqual([7]);
    // Let go of once: the list is gone, and tour 12 may be added again.
    expect(removedFromCookieHeader(cookies.read())).toEqual([]);
    expect(cart.getState().add(cartItem({}, 12))).toBe('added');
  });

  it('takes the posted date, pick-up, party and price for a tour it holds (ADR 264, 265)', async () => {
    // Book Now (or the cart's Update) posted before the scripts ran, for a tour this tab's cart
    // holds on other choices: the cart books what was posted, in the tour's place.
    savedCart([7, 12]);
    const changed = { ...row(12), startDate: '2027-02-03', locationId: 4, adults: 3, amount: 180 };
    const cookies = jar([row(7), changed], [changed]);
    const cart = createCartStore();
    keepCartCookieInStep(cart, cookies, itemsOf());
    await cart.persist.rehydrate();
    expect(ids(cart.getState().items)).toEqual([7, 12]);
    expect(cart.getState().items[1]).toMatchObject({
      from_date: '2027-02-03',
      location_id: 4,
      adults: 3,
      amount: 180,
      activity: { id: 12, name: 'Tour 12' },
    });
    expect(cookies.postedIds()).toEqual([]);
    expect(cartFromCookieHeader(cookies.read())[1]).toEqual(changed);
  });

  it('does not bring back a tour removed while other posted rows are being adopted', async () => {
    // A reviewer's case: Book Now of tour 12 (held) and an Add to cart of tour 40, both posted;
    // the traveller removes 12 with scripts before tour 40's details have come.
    let answer = () => {};
    const slow = new Promise<void>((resolve) => (answer = resolve));
    savedCart([12]);
    const changed = { ...row(12), adults: 3, amount: 135 };
    const cookies = jar([changed, row(40)], [changed, row(40)]);
    const cart = createCartStore();
    keepCartCookieInStep(cart, cookies, itemsOf([], slow));
    await cart.persist.rehydrate();
    expect(cart.getState().items[0]).toMatchObject({ adults: 3 });
    cart.getState().remove(12);
    answer();
    await expect.poll(() => ids(cart.getState().items)).toEqual([40]);
    expect(cookies.cartIds()).toEqual([40]);
    expect(cookies.postedIds()).toEqual([]);
  });

  it("does not let a posted row outlive a choice made with scripts since (a reviewer's case)", async () => {
    // Tour 40 was posted with 2 adults but could not be read; then added with scripts, 4 adults.
    const cookies = jar([row(40)], [row(40)]);
    const cart = createCartStore();
    keepCartCookieInStep(cart, cookies, itemsOf([40]));
    await cart.persist.rehydrate();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(cookies.postedIds()).toEqual([40]);
    cart.getState().add(cartItem({ adults: 4, amount: 180 }, 40));
    expect(cookies.postedIds()).toEqual([]);
    expect(cartFromCookieHeader(cookies.read())).toEqual([
      expect.objectContaining({ activityId: 40, adults: 4 }),
    ]);
  });

  it('does not adopt a posted row of a tour a later plain post removed', async () => {
    const cookies = jar([], [row(12)]);
    cookies.write(removedCookieAssignment([12]));
    const cart = createCartStore();
    keepCartCookieInStep(cart, cookies, itemsOf());
    await cart.persist.rehydrate();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(cart.getState().items).toEqual([]);
    expect(cookies.postedIds()).toEqual([]);
    expect(cookies.cartIds()).toEqual([]);
  });

  it('starts a tab that never had a cart from the copy, the cart another tab wrote (ADR 265)', async () => {
    // A tester opened the cart in a new tab: it showed the tours, then "Your cart is empty",
    // and the copy was written empty.
    let answer = () => {};
    const slow = new Promise<void>((resolve) => (answer = resolve));
    const cookies = jar([row(7), row(12)]);
    const cart = createCartStore();
    const told: boolean[] = [];
    keepCartCookieInStep(cart, cookies, itemsOf([], slow), undefined, {
      freshTab: true,
      adopting: (pending) => told.push(pending),
    });
    await cart.persist.rehydrate();
    // The copy is kept while the tours are asked for, and the pages are told to wait.
    expect(cookies.cartIds()).toEqual([7, 12]);
    expect(told).toEqual([true]);
    answer();
    await expect.poll(() => ids(cart.getState().items)).toEqual([7, 12]);
    expect(told).toEqual([true, false]);
    expect(cookies.cartIds()).toEqual([7, 12]);
    expect(cookies.postedIds()).toEqual([]);
  });

  it('does not start a tab that had a cart, even an empty one, from the copy', async () => {
    sessionStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { items: [] }, version: 1 }));
    const cookies = jar([row(7)]);
    const cart = createCartStore();
    keepCartCookieInStep(cart, cookies, itemsOf(), undefined, { freshTab: false });
    await cart.persist.rehydrate();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(cart.getState().items).toEqual([]);
    expect(cookies.cartIds()).toEqual([]);
  });
});
