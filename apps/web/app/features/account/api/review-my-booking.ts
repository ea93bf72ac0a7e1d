// POST /api/account/my-bookings/{bookingId}/review (auth): the review modal's submit; the
// reviews then reload (spec §7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi, unwrap } from '../../../shared/api/client.ts';
import type { MyReviewEntry } from './list-reviews.ts';

export type MyReview = { readonly rating: number; readonly feedback: string };

export async function reviewMyBooking(entry: MyReviewEntry, review: MyReview): Promise<void> {
  unwrap(
    await browserApi().POST('/api/account/my-bookings/{bookingId}/review', {
      params: { path: { bookingId: entry.booking_id } },
      body: {
        supplier_id: entry.supplier_id ?? 0,
        activity_id: entry.activity.id,
        rating: review.rating,
        feedback: review.feedback,
      },
    }),
  );
}

export function useReviewMyBooking(entry: MyReviewEntry) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: MyReview) => reviewMyBooking(entry, review),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'reviews'] }),
  });
}
