// The live estimate of a party's price (the booking panel, the Amend Tour form): POST
// /api/activity/cost through TanStack Query, asked once a pick-up location is chosen.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { browserApi } from './client.ts';
import { estimateCost } from './estimate-cost.ts';
import type { CostQuery } from './estimate-cost.ts';

/**
 * The live estimate; asks only once a location is chosen. While a new
 * party's price is on its way the last one stays shown; a failure never shows an older price.
 */
export function useCostEstimate(
  query: Omit<CostQuery, 'locationId'> & { locationId: number | undefined },
) {
  const { locationId } = query;
  return useQuery({
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
    enabled: locationId !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
