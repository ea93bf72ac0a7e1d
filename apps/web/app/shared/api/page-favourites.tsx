// What every favourite heart of a page needs to know, read once for the page (ADR 202): the
// session's token, which tours are the customer's favourites (one TanStack query per login), and
// how to change one (an optimistic mutation). A page draws up to 24 hearts on its first load; each
// used to subscribe to the session and the query cache itself and keep its own mutation, and
// React ran every one of those hooks and effects while the page hydrated.
import { createContext, use, useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onPageRestored } from '../lib/page-restored.ts';
import { useSession } from '../session/session-store.ts';
import { useSessionHydration } from '../session/use-session-hydration.ts';
import { FAVOURITES_ROOT, useFavouriteChange, useFavouriteIds } from './favourites.ts';

export interface PageFavourites {
  /** The session's token: hearts are pressed only for a logged-in customer. */
  readonly token: string | null;
  /** The favourite tours' ids, once known. */
  readonly ids: ReadonlySet<number> | undefined;
  /** Adds or removes a favourite; every heart of the page shows it at once. */
  change(activityId: number, favourite: boolean): Promise<void>;
  /**
   * Runs `action` once the visitor logs in through the login modal just opened; forgotten if
   * the modal is closed without logging in.
   */
  afterLogin(action: () => void): void;
}

const PageFavouritesContext = createContext<PageFavourites | null>(null);

export function PageFavouritesProvider({ children }: { readonly children: React.ReactNode }) {
  // Loads the saved session once the page is up, so a logged-in visitor's first press of a heart
  // already counts as logged in, whichever part of the page the heart is in.
  useSessionHydration();
  const token = useSession((state) => state.token);
  const promptOpen = useSession((state) => state.loginPromptOpen);
  const ids = useFavouriteIds(token).data;
  const { mutateAsync } = useFavouriteChange(token);
  const queryClient = useQueryClient();
  const waitingForLogin = useRef<(() => void) | undefined>(undefined);

  // Back may show the page from the browser's cache: the favourites may have changed meanwhile.
  useEffect(
    () => onPageRestored(() => void queryClient.invalidateQueries({ queryKey: FAVOURITES_ROOT })),
    [queryClient],
  );
  useEffect(() => {
    const action = waitingForLogin.current;
    if (!action) return;
    if (token) {
      waitingForLogin.current = undefined;
      action();
    } else if (!promptOpen) {
      waitingForLogin.current = undefined; // the modal was closed without logging in
    }
  }, [token, promptOpen]);

  const favourites = useMemo<PageFavourites>(
    () => ({
      token,
      ids,
      change: (activityId, favourite) => mutateAsync({ activityId, favourite }),
      afterLogin: (action) => {
        waitingForLogin.current = action;
      },
    }),
    [token, ids, mutateAsync],
  );
  return <PageFavouritesContext value={favourites}>{children}</PageFavouritesContext>;
}

/** The page's favourites (`PageFavouritesProvider`, in the root layout). */
export function usePageFavourites(): PageFavourites {
  const favourites = use(PageFavouritesContext);
  if (!favourites) throw new Error('usePageFavourites needs a PageFavouritesProvider above it');
  return favourites;
}
