// The way from the cart to checkout, on the cart page and under the booking panel. Checkout's
// code and its server data load when the link is followed: tapped without a connection, the
// router could not load them and reloaded the page into the browser's own offline page, the
// cart out of sight (a tester's finding). Without a connection the tap now stays on the page and
// says why; the cart is kept in the browser either way (ADR 271).
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@trails/domain/messages';
import { isOffline } from '../lib/connection.ts';
import { notify } from './notices.tsx';

/**
 * A link to `/checkout` that, tapped offline, stays and says it waits for a connection. It takes
 * Link's props but `to` (a button's `asChild` passes its ref and classes through).
 */
export function CheckoutLink({ onClick, ...props }: Omit<ComponentProps<typeof Link>, 'to'>) {
  return (
    <Link
      to="/checkout"
      {...props}
      onClick={(event) => {
        onClick?.(event);
        // A click that opens a new tab or window is the browser's to carry out.
        const newTab =
          event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
        if (event.defaultPrevented || newTab || !isOffline()) return;
        event.preventDefault();
        notify(MESSAGES.checkoutWaitsForConnection, 'error');
      }}
    />
  );
}
