// Which tours the logged-in customer has already favourited, so every heart on a page shows it
// (pressed and filled) and a second press removes the favourite instead of adding it again.
// Asked once per token and page (GET /api/account/favourites) — on light pages (ADR 058) every
// page is a new document, so once per page a logged-in visitor opens; adding or removing updates
// it at once. Nothing is kept when logged out, and nothing is persisted: the list lives on the
// server, and another page (the account's favourites) may change it.
import { create } from 'zustand';
import type { ApiClient } from '../api/client.ts';
import { unwrap } from '../api/client.ts';

type FavouriteIdsState = {
  /** The token the ids belong to; another token (or none) means they are not known. */
  readonly token: string | null;
  readonly ids: ReadonlySet<number>;
  readonly loaded: boolean;
};

export const useFavouriteIds = create<FavouriteIdsState>()(() => ({
  token: null,
  ids: new Set<number>(),
  loaded: false,
}));

/**
 * The list being asked for, and the hearts pressed meanwhile: the answer is the server's state
 * when it was read, so a press made after that stays on top of it.
 */
let asking: { token: string; answer: Promise<void>; marks: Map<number, boolean> } | undefined;

/** Loads the ids for this token once (concurrent hearts share one request). */
export function loadFavouriteIds(api: ApiClient, token: string): Promise<void> {
  const state = useFavouriteIds.getState();
  if (state.token === token && state.loaded) return Promise.resolve();
  if (asking?.token === token) return asking.answer;
  const marks = new Map<number, boolean>();
  const answer = api.GET('/api/account/favourites').then((response) => {
    const ids = new Set(unwrap(response).data.map((favourite) => favourite.activity.id));
    // Another login asked since: this answer is not theirs.
    if (asking?.marks !== marks) return;
    for (const [id, favourite] of marks) {
      if (favourite) ids.add(id);
      else ids.delete(id);
    }
    useFavouriteIds.setState({ token, ids, loaded: true });
  });
  asking = { token, answer, marks };
  void answer
    .catch(() => undefined)
    .finally(() => {
      if (asking?.answer === answer) asking = undefined;
    });
  return answer;
}

/**
 * Asks again for the ids of this token: the page was shown from the browser's back/forward cache,
 * and a favourite may have been added or removed on another page since (ADR 058).
 */
export function reloadFavouriteIds(api: ApiClient, token: string): Promise<void> {
  if (asking?.token !== token) useFavouriteIds.setState({ loaded: false });
  return loadFavouriteIds(api, token);
}

/** Records an added (true) or removed (false) favourite for the current token. */
export function markFavourite(token: string, activityId: number, favourite: boolean): void {
  if (asking?.token === token) asking.marks.set(activityId, favourite);
  const state = useFavouriteIds.getState();
  const ids = new Set(state.token === token ? state.ids : []);
  if (favourite) ids.add(activityId);
  else ids.delete(activityId);
  useFavouriteIds.setState({ token, ids, loaded: state.token === token && state.loaded });
}

/** Whether this tour is known to be a favourite of the session with this token. */
export function isFavourite(state: FavouriteIdsState, token: string | null, activityId: number) {
  return token !== null && state.token === token && state.ids.has(activityId);
}
