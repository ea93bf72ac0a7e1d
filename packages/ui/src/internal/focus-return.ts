// Where focus goes when a dialog closes (ADR 235). Radix gives it back to its own Trigger only;
// a dialog opened from elsewhere (the login modal from the header's icon, the checkout's email
// question from its submit button) left it on the page's body.
import { useRef } from 'react';

/**
 * `onOpenAutoFocus` and `onCloseAutoFocus` for a Radix dialog's Content: without a trigger, focus
 * goes back to the element focused when the dialog opened, or, when that is gone, to
 * `whenOpenerGone()`.
 */
export function useFocusReturn(hasTrigger: boolean, whenOpenerGone?: () => HTMLElement | null) {
  const opener = useRef<Element | null>(null);
  return {
    // Before focus moves in, the focused element is the one that opened the dialog.
    onOpenAutoFocus: () => {
      opener.current = document.activeElement;
    },
    onCloseAutoFocus: (event: Event) => {
      if (hasTrigger) return;
      event.preventDefault();
      const back = opener.current;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
      else whenOpenerGone?.()?.focus();
    },
  };
}
