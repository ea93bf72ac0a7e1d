import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { MESSAGES } from '@trails/domain/messages';
import { dismissAll, getToasts } from '@trails/ui/toast/notify';
import { CheckoutLink } from './checkout-link.tsx';

afterEach(() => {
  dismissAll();
  vi.unstubAllGlobals();
});

function cartWithCheckoutLink() {
  render(
    <MemoryRouter initialEntries={['/cart']}>
      <Routes>
        <Route path="/cart" element={<CheckoutLink>Check out</CheckoutLink>} />
        <Route path="/checkout" element={<h1>Checkout</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the way to checkout', () => {
  it('opens checkout when the phone is online', async () => {
    cartWithCheckoutLink();
    await userEvent.click(screen.getByRole('link', { name: 'Check out' }));
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(getToasts()).toEqual([]);
  });

  it('tapped offline, stays on the page and says that checkout waits for a connection', async () => {
    cartWithCheckoutLink();
    onlineManager.setOnline(false);
    onTestFinished(() => onlineManager.setOnline(true));
    const link = screen.getByRole('link', { name: 'Check out' });
    await userEvent.click(link);
    expect(getToasts().map((toast) => toast.message)).toEqual([
      MESSAGES.checkoutWaitsForConnection,
    ]);
    expect(link).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Checkout' })).toBeNull();

    // Back online, the same tap goes on.
    onlineManager.setOnline(true);
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  });

  it('counts a page opened already offline as offline (no offline event was seen)', async () => {
    cartWithCheckoutLink();
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    await userEvent.click(screen.getByRole('link', { name: 'Check out' }));
    expect(getToasts().map((toast) => toast.message)).toEqual([
      MESSAGES.checkoutWaitsForConnection,
    ]);
  });

  it('leaves a click that opens a new tab to the browser, offline too', async () => {
    cartWithCheckoutLink();
    onlineManager.setOnline(false);
    onTestFinished(() => onlineManager.setOnline(true));
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Check out' }));
    await user.keyboard('{/Control}');
    expect(getToasts()).toEqual([]);
  });
});
