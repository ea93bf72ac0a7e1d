// GET /api/account/my-bookings (auth): the first page of the user's bookings. The booking
// pages themselves come with the bookings issue; the account area shows the empty state.
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@trails/api-client/client';
import { browserApi, unwrap } from '../../../shared/api/client.ts';

export type MyBookingsPage = Schemas['MyBookingsPage'];

export async function listMyBookings(): Promise<MyBookingsPage> {
  return unwrap(await browserApi().GET('/api/account/my-bookings')).data.bookings;
}

export function useMyBookings() {
  return useQuery({ queryKey: ['account', 'bookings'], queryFn: listMyBookings, retry: false });
}
