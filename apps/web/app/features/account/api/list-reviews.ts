// GET /api/account/reviews (auth): the bookings to review, with their review if any.
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@trails/api-client/client';
import { browserApi, unwrap } from '../../../shared/api/client.ts';

export type MyReviewEntry = Schemas['MyReviewEntry'];

export async function listReviews(): Promise<readonly MyReviewEntry[]> {
  return unwrap(await browserApi().GET('/api/account/reviews')).data.reviews;
}

export function useReviews() {
  return useQuery({ queryKey: ['account', 'reviews'], queryFn: listReviews });
}
