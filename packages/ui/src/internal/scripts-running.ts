// Whether the page's scripts run: false in the server's HTML and in the pass that hydrates it,
// true from the next render on. A control that needs a script (a button with only a click
// handler) is drawn from then; before, the component draws what works as plain HTML.
import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

export function useScriptsRunning(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
