import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CART_STORAGE_KEY,
  createCartStore,
  throttledSessionStorage,
} from '../app/features/cart/stores/cart-store.ts';
import { cartItem } from './builders.ts';

function saved(): { items: { activity: { id: number } }[] } | undefined {
  const raw = sessionStorage.getItem(CART_STORAGE_KEY);
  return raw
    ? (JSON.parse(raw) as { state: { items: { activity: { id: number } }[] } }).state
    : undefined;
}

describe('the cart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refuses a tour that is already in the cart', () => {
    const cart = createCartStore(throttledSessionStorage());
    expect(cart.getState().add(cartItem({}, 1))).toBe('added');
    expect(cart.getState().add(cartItem({ amount: 10 }, 1))).toBe('duplicate');
    expect(cart.getState().items).toHaveLength(1);
    expect(cart.getState().items[0]?.amount).toBe(90);
  });

  it('removes a tour, updates one tour and clears', () => {
    const cart = createCartStore(throttledSessionStorage());
    for (const id of [1, 2, 3]) cart.getState().add(cartItem({}, id));
    cart.getState().remove(2);
    expect(cart.getState().items.map((item) => item.activity.id)).toEqual([1, 3]);
    cart.getState().update(3, {
      from_date: '2026-12-20',
      location_id: 4,
      adults: 3,
      children: 1,
      infants: 0,
      amount: 150,
    });
    expect(cart.getState().items[1]).toMatchObject({
      from_date: '2026-12-20',
      adults: 3,
      amount: 150,
    });
    expect(cart.getState().items[0]?.amount).toBe(90);
    cart.getState().clear();
    expect(cart.getState().items).toEqual([]);
  });

  it('resets the book-now flag on entering checkout', () => {
    const cart = createCartStore(throttledSessionStorage());
    cart.getState().add(cartItem({ bookNow: true }, 1));
    cart.getState().resetBookNow();
    expect(cart.getState().items[0]?.bookNow).toBe(false);
  });

  it('writes to sessionStorage at most once a second, ending with the latest cart', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const cart = createCartStore(throttledSessionStorage());
    cart.getState().add(cartItem({}, 1));
    cart.getState().add(cartItem({}, 2));
    cart.getState().add(cartItem({}, 3));
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(saved()?.items).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(setItem).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(saved()?.items.map((item) => item.activity.id)).toEqual([1, 2, 3]);
    setItem.mockRestore();
  });

  it('saves a pending change at once when the page is hidden', () => {
    const cart = createCartStore(throttledSessionStorage());
    cart.getState().add(cartItem({}, 1));
    cart.getState().add(cartItem({}, 2));
    window.dispatchEvent(new Event('pagehide'));
    expect(saved()?.items).toHaveLength(2);
  });

  it('stays empty until it is hydrated, then holds the saved items', async () => {
    sessionStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ state: { items: [cartItem({}, 7)] }, version: 1 }),
    );
    const cart = createCartStore(throttledSessionStorage());
    expect(cart.getState().items).toEqual([]);
    await cart.persist.rehydrate();
    expect(cart.getState().items.map((item) => item.activity.id)).toEqual([7]);
  });
});
