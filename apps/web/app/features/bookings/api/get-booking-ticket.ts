// GET /api/account/my-bookings/{id}/ticket (auth, beyond spec): the booking's e-ticket, with the
// QR code of its signed reference (ADR 170).
import { useQuery } from '@tanstack/react-query';
import type { ETicket } from '@trails/api-client/client';
import { browserApi, unwrap } from '../../../shared/api/client.ts';

export type { ETicket };

export const ticketKey = (id: number) => ['account', 'booking', id, 'ticket'] as const;

export async function getBookingTicket(id: number): Promise<ETicket> {
  const answer = await browserApi().GET('/api/account/my-bookings/{id}/ticket', {
    params: { path: { id } },
  });
  return unwrap(answer).data;
}

export function useBookingTicket(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ticketKey(id),
    queryFn: () => getBookingTicket(id),
    retry: false,
    enabled,
  });
}
