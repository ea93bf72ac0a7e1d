import { browserApi } from '../../../shared/api/client.ts';
import { useRemote } from '../../../shared/api/use-remote.ts';
import { estimateCost } from '../../../shared/api/estimate-cost.ts';
import type { CostQuery } from '../../../shared/api/estimate-cost.ts';

/** The live estimate of the booking panel; asks only once a location is chosen. */
export function useCostEstimate(
  query: Omit<CostQuery, 'locationId'> & { locationId: number | undefined },
) {
  const { locationId } = query;
  const key =
    locationId === undefined
      ? null
      : `cost:${JSON.stringify([query.activityId, locationId, query.date, query.adults, query.children, query.infants])}`;
  return useRemote(
    key,
    (signal) => estimateCost(browserApi(), { ...query, locationId: locationId ?? 0 }, signal),
    {
      keepPrevious: true,
      staleMs: 30_000,
    },
  );
}

/** The first bookable date from a location (the date picker's minimum), whatever date is typed. */
export function useMinDate(activityId: number, locationId: number | undefined) {
  const remote = useRemote(
    locationId === undefined ? null : `min-date:${activityId}:${locationId}`,
    (signal) =>
      estimateCost(
        browserApi(),
        { activityId, locationId: locationId ?? 0, adults: 1, children: 0, infants: 0 },
        signal,
      ),
    { staleMs: 5 * 60_000 },
  );
  return remote.data?.ok ? remote.data.estimate.min_date : undefined;
}
