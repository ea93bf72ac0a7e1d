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

/** The first bookable date from a location (the date picker's minimum), whatever date is typed. */
export function useMinDate(activityId: number, locationId: number | undefined) {
  const query = useQuery({
    queryKey: ['min-date', activityId, locationId],
    queryFn: ({ signal }) =>
      estimateCost(
        browserApi(),
        { activityId, locationId: locationId ?? 0, adults: 1, children: 0, infants: 0 },
        signal,
      ),
    enabled: locationId !== undefined,
    staleTime: 5 * 60_000,
  });
  return query.data?.ok ? query.data.estimate.min_date : undefined;
}
