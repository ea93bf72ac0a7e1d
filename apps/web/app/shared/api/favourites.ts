// The customer's favourites (spec §7): GET /api/account/favourites, …/add/{id} and …/remove/{id}
// (auth). One TanStack query of the favourite tours' ids per login, shared by every heart on a
// page, and an optimistic mutation that shows a press at once and takes it back if the API
// refuses (ADR 059). The account's My Favorites list lives under the same key root, so a change
// anywhere refreshes both.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { browserApi, unwrap } from './client.ts';

/** Every favourites query starts with this key: invalidate it after any change. */
export const FAVOURITES_ROOT = ['favourites'] as const;

const idsKey = (token: string | null) => [...FAVOURITES_ROOT, 'ids', token] as const;

/** The account's My Favorites list (features/account). */
export const FAVOURITES_LIST_KEY = [...FAVOURITES_ROOT, 'list'] as const;

export async function addFavourite(api: ApiClient, activityId: number): Promise<void> {
  unwrap(
    await api.GET('/api/account/favourites/add/{id}', { params: { path: { id: activityId } } }),
  );
}

export async function removeFavourite(api: ApiClient, activityId: number): Promise<void> {
  unwrap(
    await api.GET('/api/account/favourites/remove/{id}', { params: { path: { id: activityId } } }),
  );
}

/** The ids of the logged-in customer's favourite tours; nothing is asked when logged out. */
export function useFavouriteIds(token: string | null) {
  return useQuery({
    queryKey: idsKey(token),
    queryFn: async ({ signal }) =>
      new Set(
        unwrap(await browserApi().GET('/api/account/favourites', { signal })).data.map(
          (favourite) => favourite.activity.id,
        ),
      ) as ReadonlySet<number>,
    enabled: token !== null,
    staleTime: 60_000,
  });
}

/** Adds (`favourite: true`) or removes a favourite, shown at once on every heart of the page. */
export function useFavouriteChange(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, favourite }: { activityId: number; favourite: boolean }) =>
      favourite
        ? addFavourite(browserApi(), activityId)
        : removeFavourite(browserApi(), activityId),
    onMutate: async ({ activityId, favourite }) => {
      // A list asked before the press must not land on top of it.
      await queryClient.cancelQueries({ queryKey: idsKey(token) });
      const before = queryClient.getQueryData<ReadonlySet<number>>(idsKey(token));
      const after = new Set(before);
      if (favourite) after.add(activityId);
      else after.delete(activityId);
      queryClient.setQueryData<ReadonlySet<number>>(idsKey(token), after);
      return { before };
    },
    // Refused: the press is taken back and the list asked again.
    onError: (_error, _change, context) => {
      queryClient.setQueryData(idsKey(token), context?.before);
      void queryClient.invalidateQueries({ queryKey: idsKey(token) });
    },
    // Done: the hearts already show it; the account's list (if one was read) is asked again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAVOURITES_LIST_KEY }),
  });
}
