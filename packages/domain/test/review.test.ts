import { expect, test } from 'vitest';
import { isReviewSubmittable } from '../src/review.ts';

test('a review can be written when the booking has none', () => {
  expect(isReviewSubmittable(undefined)).toBe(true);
  expect(isReviewSubmittable(null)).toBe(true);
});

test('a review with rating 0 can still be written', () => {
  expect(isReviewSubmittable({ rating: 0 })).toBe(true);
});

test('a rated review is read-only', () => {
  expect(isReviewSubmittable({ rating: 1 })).toBe(false);
  expect(isReviewSubmittable({ rating: 5 })).toBe(false);
});
