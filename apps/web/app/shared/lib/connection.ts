// Whether the phone has a connection, as the site's offline messages judge it (ADR 271).
import { onlineManager } from '@tanstack/react-query';

/**
 * True when the browser says it has no connection. TanStack Query's `onlineManager` learns of it
 * from the `offline` and `online` events only, so a page that opened already offline (a tab
 * reopened, a page restored from the back-forward cache) still counted as online: the browser's
 * own `navigator.onLine` is asked too.
 */
export function isOffline(): boolean {
  return (
    !onlineManager.isOnline() || (typeof navigator !== 'undefined' && navigator.onLine === false)
  );
}
