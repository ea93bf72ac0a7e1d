import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { browserApi } from '../../../shared/api/client.ts';
import { estimateCost } from '../../../shared/api/estimate-cost.ts';
import type { CostQuery } from '../../../shared/api/estimate-cost.ts';

/** The live estimate of the booking panel; asks only once a location is chosen. */
export function useCostEstimate(
  query: Omit<CostQuery, 'locationId'> & { locationId: number | undefined },
) {
  const { locationId } = query;
  return useQuery({
    queryKey: [
      'cost',
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
