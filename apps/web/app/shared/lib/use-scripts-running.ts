// Whether the page's scripts run. A control only scripts can work (a share sheet, a slideshow's
// pause) is drawn once they do: in the server's HTML, for a browser without them, it would be a
// button that does nothing. The first client render agrees with the server's (false); React
// draws the control right after hydrating.
import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

export function useScriptsRunning(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
