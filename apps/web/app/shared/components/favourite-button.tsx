// The favourite button of tour pages and cards (spec §4 Favourites): needs login — without a
// token it opens the login modal; with one it adds the tour to the user's favourites. Logged in,
// it shows whether the tour already is one (pressed, filled heart), and a second press removes it
// (the spec's 'Removing item from favorites' then 'Item removed', as on My Favorites).
import { useEffect, useRef, useState } from 'react';
import { Button } from '@trails/ui/button';
import { IconButton } from '@trails/ui/icon-button';
import { MESSAGES } from '@trails/domain/messages';
import { useQueryClient } from '@tanstack/react-query';
import { FAVOURITES_ROOT, useFavouriteChange, useFavouriteIds } from '../api/favourites.ts';
import { ApiError } from '../api/client.ts';
import { onPageRestored } from '../lib/page-restored.ts';
import { useSession } from '../session/session-store.ts';
import { useSessionHydration } from '../session/use-session-hydration.ts';
import { notify } from './notices.tsx';

export function FavouriteButton({
  activityId,
  title,
  compact = false,
  className,
}: {
  readonly activityId: number;
  /** The tour's title: names the compact (icon-only) button of a card. */
  readonly title?: string;
  /** An icon-only heart, for tour cards. */
  readonly compact?: boolean;
  readonly className?: string;
}) {
  // Loads the saved session, so a logged-in visitor's first click already counts as logged in.
  useSessionHydration();
  const [busy, setBusy] = useState(false);
  // Asked while logged out: the favourite is added once the visitor logs in through the modal.
  const waitingForLogin = useRef(false);
  const token = useSession((state) => state.token);
  const promptOpen = useSession((state) => state.loginPromptOpen);
  // Which tours are favourites already: one query per login, shared by every heart, asked again
  // when Back shows the page from the browser's cache.
  const favouriteIds = useFavouriteIds(token);
  const change = useFavouriteChange(token);
  const queryClient = useQueryClient();
  const pressed = token !== null && (favouriteIds.data?.has(activityId) ?? false);
  useEffect(
    () => onPageRestored(() => void queryClient.invalidateQueries({ queryKey: FAVOURITES_ROOT })),
    [queryClient],
  );

  useEffect(() => {
    if (!waitingForLogin.current) return;
    if (token) {
      waitingForLogin.current = false;
      void favourite();
    } else if (!promptOpen) {
      waitingForLogin.current = false; // the modal was closed without logging in
    }
    // `favourite` reads the session when it runs; only a login or a closed modal matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, promptOpen]);

  async function favourite() {
    const session = useSession.getState();
    if (!session.token) {
      waitingForLogin.current = true;
      session.openLoginPrompt();
      return;
    }
    const removing = pressed;
    setBusy(true);
    try {
      if (removing) notify(MESSAGES.removingFromFavourites);
      await change.mutateAsync({ activityId, favourite: !removing });
      notify(removing ? MESSAGES.itemRemoved : MESSAGES.addedToFavourites, 'success');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        // The token expired: log in again.
        session.signOut();
        waitingForLogin.current = true;
        session.openLoginPrompt();
      } else notify(MESSAGES.couldNotProcessAction, 'error');
    } finally {
      setBusy(false);
    }
  }

  if (compact) {
    return (
      <IconButton
        type="button"
        icon={pressed ? 'heart-filled' : 'heart'}
        label={`Favourite: ${title ?? 'this tour'}`}
        pressed={pressed}
        disabled={busy}
        className={className}
        onClick={() => void favourite()}
      />
    );
  }
  return (
    <Button
      type="button"
      variant="secondary"
      icon={pressed ? 'heart-filled' : 'heart'}
      loading={busy}
      aria-pressed={pressed}
      className={className}
      onClick={() => void favourite()}
    >
      Favourite
    </Button>
  );
}
