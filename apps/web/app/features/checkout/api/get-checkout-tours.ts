// GET /api/activity?id — what checkout says about each cart tour that the cart does not keep:
// its sale type (charged now, or held until the supplier confirms) and its pick-up times (the
// free-cancellation deadline is 24 hours before the pick-up at the chosen place).
import { useQueries } from '@tanstack/react-query';
import type { Activity } from '../../../shared/api/types.ts';
import { browserApi } from '../../../shared/api/client.ts';

export interface CheckoutTour {
  /** 1 instant, 2 on request; undefined if the tour does not say. */
  readonly saleType: number | undefined;
  /** HH:mm in Sri Lanka, by pick-up location id (`loc_id`). */
  readonly pickupTimes: ReadonlyMap<number, string>;
}

/** The pick-up time of the chosen place, if the tour says it. */
export function pickupTimeOf(tour: Pick<Activity, 'pickup_locations'>, locationId: number) {
  return tour.pickup_locations.find((place) => place.loc_id === locationId)?.pickup_time;
}

export function useCheckoutTours(
  activityIds: readonly number[],
): ReadonlyMap<number, CheckoutTour> {
  const answers = useQueries({
    queries: activityIds.map((id) => ({
      queryKey: ['checkout-tour', id],
      queryFn: async () => {
        const { data } = await browserApi().GET('/api/activity', { params: { query: { id } } });
        return data?.data ?? null;
      },
      staleTime: 5 * 60_000,
    })),
  });
  const tours = new Map<number, CheckoutTour>();
  answers.forEach((answer, index) => {
    const id = activityIds[index];
    const tour = answer.data;
    if (id === undefined || !tour) return;
    const pickupTimes = new Map<number, string>();
    for (const place of tour.pickup_locations) {
      if (place.pickup_time) pickupTimes.set(place.loc_id, place.pickup_time);
    }
    tours.set(id, { saleType: tour.sale_type, pickupTimes });
  });
  return tours;
}
