// POST /api/activity/cost — the one source of every amount (the booking panel and the cart's
// edit panel both price through it).
import { travellerCount } from '@trails/domain/validation/booking-panel';
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

/** The party's fields a price can be refused for (the booking panel's and the cart's). */
export type PartyField = 'date' | 'location' | 'adults' | 'children' | 'infants';

/** The request field a refusal names (ADR 257), as the form's field. */
const PARTY_FIELD_OF = {
  pud: 'date',
  pul: 'location',
  na: 'adults',
  nc: 'children',
  ni: 'infants',
} as const satisfies Record<string, PartyField>;

export type CostAnswer =
  | { readonly ok: true; readonly estimate: CostEstimate }
  | {
      readonly ok: false;
      readonly message: string;
      /** What of the party the refusal is about; none for a failure that names no field. */
      readonly field?: PartyField | undefined;
    };

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
      na: travellerCount(query.adults),
      nc: travellerCount(query.children),
      ni: travellerCount(query.infants),
    },
    signal,
  });
  if (data && 'status' in data && data.status === 'error') {
    return { ok: false, message: data.message, field: data.field && PARTY_FIELD_OF[data.field] };
  }
  if (data && 'amount' in data) return { ok: true, estimate: data };
  const message =
    error && typeof error === 'object' && 'message' in error
      ? String(error.message)
      : response.statusText;
  return { ok: false, message };
}
