// The cart's pure rules (spec §4): one entry per tour, counts 0–4 in the edit panel, a total.

import { CART_QUANTITY } from './constants.ts';

/** The options of the adults / children / infants selectors of a cart item: 0 to 4. */
export function cartQuantityOptions(): number[] {
  const options: number[] = [];
  for (let count = CART_QUANTITY.min; count <= CART_QUANTITY.max; count += 1) options.push(count);
  return options;
}

/**
 * The most tours a cart holds (ADR 263). The spec sets no bound, but the cart's copy that pages
 * drawn without scripts read is a cookie (ADR 095, 259), and a cookie has room for about fifty;
 * twenty is more than any one trip books, and the 21st is refused in words instead of lost.
 */
export const CART_MOST_TOURS = 20;

/** Whether a cart has no room for another tour. */
export function isCartFull(cart: readonly unknown[]): boolean {
  return cart.length >= CART_MOST_TOURS;
}

/** Whether a tour is already in the cart (adding it again is refused). */
export function isInCart(
  cart: readonly { readonly activityId: number }[],
  activityId: number,
): boolean {
  return cart.some((item) => item.activityId === activityId);
}

/** The cart total in cents. */
export function cartTotalCents(cart: readonly { readonly amountCents: number }[]): number {
  return cart.reduce((total, item) => total + item.amountCents, 0);
}
