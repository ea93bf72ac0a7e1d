// GET /api/account/all/deals (auth).
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@trails/api-client/client';
import { browserApi, unwrap } from '../../../shared/api/client.ts';

export type Deal = Schemas['Deal'];

export async function listDeals(): Promise<readonly Deal[]> {
  return unwrap(await browserApi().GET('/api/account/all/deals')).data;
}

export function useDeals() {
  return useQuery({ queryKey: ['account', 'deals'], queryFn: listDeals });
}
