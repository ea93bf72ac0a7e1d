// The favourite button of tour pages and cards (spec §4 Favourites): needs login — without a
// token it opens the login modal; with one it adds the tour to the user's favourites. Logged in,
// it shows whether the tour already is one (pressed, filled heart), and a second press removes it
// (the spec's 'Removing item from favorites' then 'Item removed', as on My Favorites).
// Forms first (ADR 212): the heart is the submit button of a GET form to /login carrying the
// page to come back to and the tour, so a tap before the page's scripts run goes to the login
// page, which adds the favourite once the visitor is logged in; with scripts the heart's handler
// keeps the visitor on the page instead.
import { useState } from 'react';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@trails/ui/button';
import { IconButton } from '@trails/ui/icon-button';
import { MESSAGES } from '@trails/domain/messages';
import { ApiError } from '../api/client.ts';
import { usePageFavourites } from '../api/page-favourites.tsx';
import { loadedSession } from '../session/session-store.ts';
import { notify } from './notices.tsx';
import * as styles from './favourite-button.css.ts';

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
  // The session, the favourites and their changes are the page's, shared by every heart (ADR
  // 202): a heart itself holds only whether its own change is under way.
  const favourites = usePageFavourites();
  const [busy, setBusy] = useState(false);
  const pressed = favourites.token !== null && (favourites.ids?.has(activityId) ?? false);
  const location = useLocation();

  async function favourite() {
    const session = loadedSession();
    if (!session.token) {
      // Asked while logged out: the favourite is added once the visitor logs in through the modal.
      favourites.afterLogin(() => void favourite());
      session.openLoginPrompt({ favourite: activityId });
      return;
    }
    const removing = pressed;
    setBusy(true);
    try {
      if (removing) notify(MESSAGES.removingFromFavourites);
      await favourites.change(activityId, !removing);
      notify(removing ? MESSAGES.itemRemoved : MESSAGES.addedToFavourites, 'success');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        // The token expired: the API client has ended the session (ADR 284); log in again.
        favourites.afterLogin(() => void favourite());
        session.openLoginPrompt({ favourite: activityId });
      } else notify(MESSAGES.couldNotProcessAction, 'error');
    } finally {
      setBusy(false);
    }
  }

  function press(event: MouseEvent) {
    event.preventDefault(); // the form is for the page before its scripts run
    void favourite();
  }

  const button = compact ? (
    <IconButton
      type="submit"
      icon={pressed ? 'heart-filled' : 'heart'}
      label={`Favourite: ${title ?? 'this tour'}`}
      pressed={pressed}
      disabled={busy}
      className={className}
      onClick={press}
    />
  ) : (
    <Button
      type="submit"
      variant="secondary"
      icon={pressed ? 'heart-filled' : 'heart'}
      loading={busy}
      aria-pressed={pressed}
      className={className}
      onClick={press}
    >
      Favourite
    </Button>
  );
  return (
    <form method="get" action="/login" className={styles.form}>
      <input type="hidden" name="next" value={`${location.pathname}${location.search}`} />
      <input type="hidden" name="favourite" value={activityId} />
      {button}
    </form>
  );
}
