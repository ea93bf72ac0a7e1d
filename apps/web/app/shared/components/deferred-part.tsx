// A part of a page below the fold whose script is fetched only when the visitor comes near it
// (ADR 190, which completes ADR 091). The server renders it whole, so it is on screen and
// its links and forms work as plain HTML from the first byte; in the browser its server HTML stays
// as it is (a dehydrated Suspense boundary) until the part scrolls within a screen of the
// viewport or is touched, focused or typed into, and only then is its chunk fetched and the part
// hydrated. Typed text survives: the parts' fields are uncontrolled (ADR 059).
//
// Only the first page of a visit is deferred. A page reached by a client-side navigation has no
// server HTML to show meanwhile, so there the chunk is asked for at once, as `React.lazy` does.
//
// A part still waiting when the router's state changes (a navigation starts, the page's data is
// asked again, a form is sent by a fetcher) stops waiting. React cannot hold server HTML that an
// update reaches before it is hydrated: it throws it away and draws the part afresh, which here
// meant an empty place until the visitor came near (a footer missing from the next page). So the
// part is drawn as soon as its script is there instead.
import {
  lazy,
  Suspense,
  use,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useFetchers, useLocation, useNavigation, useRevalidator } from 'react-router';

/** True until the first page's hydration has committed (see `useFirstHydrationDone`). */
let firstHydration = typeof document !== 'undefined';

/** Called once by the root layout after it has hydrated: later parts load without waiting. */
export function useFirstHydrationDone(): void {
  useEffect(() => {
    firstHydration = false;
  }, []);
}

/** How far below the viewport a part starts loading: about a phone screen. */
export const NEAR = '100% 0px';
/** Input that means the visitor is using the part now. */
const USE_EVENTS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/** How long a part waits before asking again for a chunk that did not come while online. */
export const RETRY_MS = 5000;
/** Asks while online before the part gives up (an old release's chunk that is gone for good). */
export const ONLINE_TRIES = 3;

/**
 * A chunk that does not come because the connection dropped is asked for again once the browser
 * is back online, and meanwhile the part stays as it is: the server's HTML on a first page, empty
 * after a navigation. A rejected import reached React's error boundary at once, and a traveller
 * reading a tour page offline lost the whole page to an error when they scrolled to its footer.
 * Online, a chunk is asked for a few times, further apart each time, and then the failure stands:
 * the error page and its Try again link, rather than a part that never comes.
 */
export function patiently<T>(load: () => Promise<T>): () => Promise<T> {
  if (typeof window === 'undefined') return load;
  return () =>
    new Promise<T>((resolve, reject) => {
      let onlineTries = 0;
      const attempt = () => {
        load().then(resolve, (error: unknown) => {
          if (!navigator.onLine) {
            window.addEventListener('online', attempt, { once: true });
            return;
          }
          onlineTries += 1;
          if (onlineTries >= ONLINE_TRIES) reject(error);
          else setTimeout(attempt, RETRY_MS * onlineTries);
        });
      };
      attempt();
    });
}

/**
 * `deferredPart(() => import('./footer.tsx').then(...))` → a component rendering the part in a
 * block wrapper (`className` styles it) that is hydrated when the visitor comes near.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
export function deferredPart<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  const Part = lazy(patiently(load));

  function DeferredPart({
    className,
    ...props
  }: ComponentProps<C> & { readonly className?: string }) {
    // Made once per mounted part, during its first render (the page's hydration).
    const [near] = useState(() => (firstHydration ? whenNear() : undefined));
    const routerBusy = useRouterBusy();
    // Once the visitor is on another page the part stops waiting for good: a render during the
    // navigation (routerBusy) may never commit — React can finish a quick navigation in one
    // transition — and a waiting part whose boundary React client-renders then stayed empty
    // until scrolled to (seen after ADR 202's boundaries: the tour page reached from a list had
    // no footer). The location's key changes with every navigation, whatever React batches.
    const location = useLocation();
    const [firstPage] = useState(location.key);
    const waiting = !routerBusy && location.key === firstPage;
    // Settling is idempotent; a later render then finds the promise fulfilled.
    if (!waiting) near?.settle();
    return (
      // The wrapper hydrates with the page (only the part inside waits): its ref callback runs
      // when that commits, and starts the watch.
      <div ref={near?.watch} className={className}>
        <Suspense fallback={null}>
          <Gate near={waiting ? near?.promise : undefined}>
            <Part {...(props as ComponentProps<C>)} />
          </Gate>
        </Suspense>
      </div>
    );
  }
  return DeferredPart;
}

/** Whether the router is moving: a navigation, a revalidation or a fetcher under way. */
function useRouterBusy(): boolean {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const fetchers = useFetchers();
  return (
    navigation.state !== 'idle' ||
    revalidator.state !== 'idle' ||
    fetchers.some((fetcher) => fetcher.state !== 'idle')
  );
}

/**
 * Suspends its boundary (keeping the server's HTML) until the visitor comes near. The part is
 * its child, not its sibling, so React does not render it (and fetch its chunk) meanwhile.
 */
function Gate({ near, children }: { near: Promise<void> | undefined; children: ReactNode }) {
  if (near) use(near);
  return children;
}

/** A promise that settles when the watched element is near the viewport or being used. */
function whenNear() {
  let settle!: () => void;
  const promise = new Promise<void>((resolve) => (settle = resolve));
  let watching = false;
  const watch = (element: HTMLDivElement | null) => {
    if (!element || watching) return;
    watching = true;
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
            rootMargin: NEAR,
          })
        : undefined;
    function done() {
      observer?.disconnect();
      for (const type of USE_EVENTS) element!.removeEventListener(type, done, true);
      settle();
    }
    for (const type of USE_EVENTS) element.addEventListener(type, done, true);
    if (observer) observer.observe(element);
    else done();
  };
  return { promise, watch, settle: () => settle() };
}
