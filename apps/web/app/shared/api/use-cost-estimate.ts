// The live estimate of a party's price (the booking panel, the Amend Tour form): POST
// /api/activity/cost through TanStack Query, asked once a pick-up location is chosen.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { browserApi } from './client.ts';
import { estimateCost } from './estimate-cost.ts';
import type { CostQuery } from './estimate-cost.ts';

type EstimateQuery = Omit<CostQuery, 'locationId'> & { locationId: number | undefined };

/** The query of one party's estimate: the hook's, and a caller's that waits for it. */
export function costEstimateOptions(query: EstimateQuery) {
  const { locationId } = query;
  return queryOptions({
    queryKey: [
      'cost-estimate',
      query.activityId,
      locationId,
      query.date,
      query.adults,
      query.children,
      query.infants,
    ],
    queryFn: ({ signal }) =>
      estimateCost(browserApi(), { ...query, locationId: locationId ?? 0 }, signal),
    staleTime: 30_000,
  });
}

/**
 * The live estimate; asks only once a location is chosen. While a new
 * party's price is on its way the last one stays shown; a failure never shows an older price.
 * `isPlaceholderData` says the answer is the last party's, not this one's.
 */
export function useCostEstimate(query: EstimateQuery) {
  return useQuery({
    ...costEstimateOptions(query),
    enabled: query.locationId !== undefined,
    // Not once the place is taken back: the query is off then, and the last price would stay as
    // "on its way" for good.
    placeholderData: query.locationId === undefined ? undefined : keepPreviousData,
  });
}
