// GET /api/account/my-bookings?group=&page= (auth): one table of My Bookings, 12 a page (ADR 120).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Schemas } from '@trails/api-client/client';
import { browserApi, unwrap } from '../../../shared/api/client.ts';

export type MyBookingsPage = Schemas['MyBookingsPage'];
export type BookingGroup = 'upcoming' | 'completed';

export async function listMyBookings(group: BookingGroup, page: number): Promise<MyBookingsPage> {
  const answer = await browserApi().GET('/api/account/my-bookings', {
    params: { query: { group, page } },
  });
  return unwrap(answer).data.bookings;
}

export function useMyBookings(group: BookingGroup, page: number) {
  return useQuery({
    queryKey: ['account', 'bookings', group, page],
    queryFn: () => listMyBookings(group, page),
    // The table keeps its rows while the next page loads.
    placeholderData: keepPreviousData,
    retry: false,
  });
}
