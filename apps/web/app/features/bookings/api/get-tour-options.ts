// GET /api/activity?id (public): the tour's pick-up locations and party options, for the
// Amend Tour form ("in amendments the options come from the tour", spec §5).
import { useQuery } from '@tanstack/react-query';
import { browserApi, unwrap } from '../../../shared/api/client.ts';

export async function getTourOptions(id: number) {
  const activity = unwrap(
    await browserApi().GET('/api/activity', { params: { query: { id } } }),
  ).data;
  return {
    locations: activity.available_locations ?? activity.pickup_locations ?? [],
    adults: activity.adults ?? [],
    children: activity.include_children === 1 ? (activity.children ?? []) : [],
    infants: activity.include_infants === 1 ? (activity.infants ?? []) : [],
  };
}

export function useTourOptions(id: number | undefined) {
  return useQuery({
    queryKey: ['tour-options', id],
    queryFn: () => getTourOptions(id!),
    enabled: id !== undefined,
    staleTime: 5 * 60_000,
  });
}
