// A booking form's send is in flight until its answer comes: a second click (a double-click) or
// Enter meanwhile sends nothing. The button's `loading` alone did not hold: the fetcher's new
// state reaches the page a render later, and a double-click's second click came first (a
// tester's finding: a message stored twice, 8 ms apart; an amendment asked twice).
import { useEffect, useRef } from 'react';
import type { FormEvent } from 'react';

/** The fetcher's parts the guard reads. */
interface FetcherState {
  readonly state: 'idle' | 'submitting' | 'loading';
  readonly data: unknown;
}

/**
 * The form's `onSubmit`: lets the first submit through and stops every other until the fetcher
 * is idle again with its answer. It runs before the router's own submit handler, which sends
 * nothing when the event was prevented.
 */
export function useOneSendAtATime(fetcher: FetcherState): (event: FormEvent) => void {
  const inFlight = useRef(false);
  // Idle again (or a new answer: a quick one may come within the render that started it).
  useEffect(() => {
    if (fetcher.state === 'idle') inFlight.current = false;
  }, [fetcher.state, fetcher.data]);
  return (event) => {
    if (inFlight.current || fetcher.state !== 'idle') {
      event.preventDefault();
      return;
    }
    inFlight.current = true;
  };
}
