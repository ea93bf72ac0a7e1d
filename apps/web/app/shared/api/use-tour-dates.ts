// The booking calendars' dates (the booking panel's and a cart item's): the first bookable date
// from a pick-up place, and the sold-out days of the month shown.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { browserQueries } from './query-hooks.ts';
import { dayOf } from '../lib/days.ts';
import { browserApi } from './client.ts';
import { estimateCost } from './estimate-cost.ts';

/** The first bookable date from a location (the date picker's minimum), whatever date is typed. */
export function useMinDate(activityId: number, locationId: number | undefined) {
  const estimate = useQuery({
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
  return estimate.data?.ok ? estimate.data.estimate.min_date : undefined;
}

/**
 * The sold-out days of the month the date picker shows (GET /api/activity/availability, beyond
 * spec), as the calendar disables them; asked once the calendar shows a month.
 */
export function useSoldOutDays(activityId: number, month: string | undefined): Date[] {
  const availability = useQuery({
    ...browserQueries().queryOptions('get', '/api/activity/availability', {
      params: { query: { id: activityId, month: month ?? '' } },
    }),
    enabled: month !== undefined,
    staleTime: 60_000,
  });
  return useMemo(() => (availability.data?.data.sold_out ?? []).map(dayOf), [availability.data]);
}
