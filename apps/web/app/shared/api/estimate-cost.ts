// POST /api/activity/cost — the one source of every amount (the booking panel and the cart's
// edit panel both price through it).
import type { ApiClient } from './client.ts';
import type { CostEstimate } from './types.ts';

export interface CostQuery {
  readonly activityId: number;
  readonly date?: string | undefined;
  readonly locationId: number;
  readonly adults: number;
  readonly children: number;
  readonly infants: number;
}

export type CostAnswer =
  | { readonly ok: true; readonly estimate: CostEstimate }
  | { readonly ok: false; readonly message: string };

/** Counts below 1 count as 0 (spec §5). */
export function countOf(value: number | null | undefined): number {
  return value && value >= 1 ? Math.floor(value) : 0;
}

export async function estimateCost(
  api: ApiClient,
  query: CostQuery,
  signal?: AbortSignal,
): Promise<CostAnswer> {
  const { data, error, response } = await api.POST('/api/activity/cost', {
    body: {
      aid: query.activityId,
      pul: query.locationId,
      ...(query.date ? { pud: query.date } : {}),
      na: countOf(query.adults),
      nc: countOf(query.children),
      ni: countOf(query.infants),
    },
    signal,
  });
  if (data && 'status' in data && data.status === 'error')
    return { ok: false, message: data.message };
  if (data && 'amount' in data) return { ok: true, estimate: data };
  const message =
    error && typeof error === 'object' && 'message' in error
      ? String(error.message)
      : response.statusText;
  return { ok: false, message };
}
