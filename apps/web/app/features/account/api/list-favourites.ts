// GET /api/account/favourites (auth).
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@trails/api-client/client';
import { browserApi, unwrap } from '../../../shared/api/client.ts';
import { FAVOURITES_LIST_KEY } from '../../../shared/api/favourites.ts';

export type Favourite = Schemas['Favourite'];

/** A heart pressed on any page refreshes this list too. */
export const FAVOURITES_KEY = FAVOURITES_LIST_KEY;

export async function listFavourites(): Promise<readonly Favourite[]> {
  return unwrap(await browserApi().GET('/api/account/favourites')).data;
}

export function useFavourites() {
  return useQuery({ queryKey: FAVOURITES_KEY, queryFn: listFavourites, staleTime: 0 });
}
