// GET and POST /api/account/my-bookings/{id}/comments (auth): the messaging history and the send
// box (the route's action posts it; spec §2).
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@trails/api-client/client';
import { browserApi, unwrap } from '../../../shared/api/client.ts';

export type BookingMessage = Schemas['BookingMessage'];
export type MessageRequest = Schemas['BookingMessageRequest'];

export const messagesKey = (id: number) => ['account', 'booking', id, 'messages'] as const;

export async function listBookingMessages(id: number): Promise<BookingMessage[]> {
  const answer = await browserApi().GET('/api/account/my-bookings/{id}/comments', {
    params: { path: { id } },
  });
  return unwrap(answer).data;
}

export function useBookingMessages(id: number) {
  return useQuery({
    queryKey: messagesKey(id),
    queryFn: () => listBookingMessages(id),
    retry: false,
  });
}

export async function sendBookingMessage(id: number, body: MessageRequest): Promise<string> {
  const answer = await browserApi().POST('/api/account/my-bookings/{id}/comments', {
    params: { path: { id } },
    body,
  });
  return unwrap(answer).message;
}
