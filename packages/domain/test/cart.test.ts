import { expect, test } from 'vitest';
import { cartQuantityOptions, cartTotalCents, isInCart } from '../src/cart.ts';

test('the quantity selectors offer 0 to 4', () => {
  expect(cartQuantityOptions()).toEqual([0, 1, 2, 3, 4]);
});

test('a tour already in the cart is found by its id', () => {
  const cart = [{ activityId: 3 }, { activityId: 41 }];
  expect(isInCart(cart, 41)).toBe(true);
  expect(isInCart(cart, 4)).toBe(false);
  expect(isInCart([], 41)).toBe(false);
});

test('the cart total adds the items in cents', () => {
  expect(cartTotalCents([{ amountCents: 4550 }, { amountCents: 12_000 }])).toBe(16_550);
  expect(cartTotalCents([])).toBe(0);
});
