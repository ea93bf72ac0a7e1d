// GET /api/account/favourites (auth).
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@trails/api-client/client';
import { browserApi, unwrap } from '../../../shared/api/client.ts';

export type Favourite = Schemas['Favourite'];

export const FAVOURITES_KEY = ['account', 'favourites'] as const;

export async function listFavourites(): Promise<readonly Favourite[]> {
  return unwrap(await browserApi().GET('/api/account/favourites')).data;
}

export function useFavourites() {
  return useQuery({ queryKey: FAVOURITES_KEY, queryFn: listFavourites, staleTime: 0 });
}
