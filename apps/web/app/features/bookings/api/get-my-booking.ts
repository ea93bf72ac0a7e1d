// GET /api/account/my-bookings/show/{id} (auth): the booking detail; opening it clears the alert.
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@trails/api-client/client';
import { browserApi, unwrap } from '../../../shared/api/client.ts';

export type Booking = Schemas['Booking'];

export const bookingKey = (id: number) => ['account', 'booking', id] as const;

export async function getMyBooking(id: number): Promise<Booking> {
  const answer = await browserApi().GET('/api/account/my-bookings/show/{id}', {
    params: { path: { id } },
  });
  return unwrap(answer).data;
}

export function useMyBooking(id: number) {
  return useQuery({ queryKey: bookingKey(id), queryFn: () => getMyBooking(id), retry: false });
}
