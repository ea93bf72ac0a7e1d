import { describe, expect, test } from 'vitest';
import {
  feedbackLength,
  isAllowedReviewImage,
  reviewImageError,
  validateReview,
} from '../../src/validation/review.ts';
import { aReviewForm } from '../support/builders.ts';

describe('a review', () => {
  test('passes with a rating, feedback and allowed images', () => {
    expect(validateReview(aReviewForm(), 'modal').ok).toBe(true);
    expect(validateReview(aReviewForm(), 'tokenPage').ok).toBe(true);
  });

  test('rating 0 gives "Rate your activity"', () => {
    expect(validateReview(aReviewForm({ rating: 0 }), 'modal').firstError).toEqual({
      field: 'rating',
      message: 'Rate your activity',
    });
  });

  test('empty or blank feedback gives "Write your review"', () => {
    for (const feedback of ['', '   \n']) {
      expect(validateReview(aReviewForm({ feedback }), 'modal').firstError).toEqual({
        field: 'feedback',
        message: 'Write your review',
      });
    }
  });

  test('feedback may have 200 characters in the modal, not 201', () => {
    expect(validateReview(aReviewForm({ feedback: 'a'.repeat(200) }), 'modal').ok).toBe(true);
    expect(validateReview(aReviewForm({ feedback: 'a'.repeat(201) }), 'modal').errors).toEqual({
      feedback: 'Your review is too long',
    });
  });

  test('feedback may have 500 characters on the token page, not 501', () => {
    expect(validateReview(aReviewForm({ feedback: 'a'.repeat(500) }), 'tokenPage').ok).toBe(true);
    expect(validateReview(aReviewForm({ feedback: 'a'.repeat(501) }), 'tokenPage').ok).toBe(false);
  });

  test('feedback length counts characters of the trimmed text', () => {
    expect(feedbackLength('  🐘🐘 ')).toBe(2);
    expect(validateReview(aReviewForm({ feedback: `${'🐘'.repeat(200)}  ` }), 'modal').ok).toBe(
      true,
    );
  });

  test('more than 3 images gives "Maximum 3 images can upload"', () => {
    const image = { name: 'a.png', type: 'image/png' };
    expect(validateReview(aReviewForm({ images: [image, image, image] }), 'modal').ok).toBe(true);
    expect(
      validateReview(aReviewForm({ images: [image, image, image, image] }), 'modal').errors,
    ).toEqual({
      images: 'Maximum 3 images can upload',
    });
  });

  test('an image that is not JPG, PNG or GIF is refused', () => {
    const result = validateReview(
      aReviewForm({ images: [{ name: 'trail.webp', type: 'image/webp' }] }),
      'tokenPage',
    );
    expect(result.errors).toEqual({ images: 'Only JPG, PNG or GIF images can upload' });
  });

  test('checks rating, feedback, then images', () => {
    const result = validateReview(
      { rating: 0, feedback: '', images: [{ name: 'x.bmp', type: 'image/bmp' }] },
      'modal',
    );
    expect(result.firstError?.message).toBe('Rate your activity');
    expect(Object.keys(result.errors)).toEqual(['rating', 'feedback', 'images']);
  });
});

describe('review images', () => {
  test.each([
    ['summit.jpg', 'image/jpeg'],
    ['summit.png', 'image/png'],
    ['summit.gif', 'image/gif'],
    ['summit.JPEG', ''],
    ['summit.jpg', 'IMAGE/JPEG'],
  ])('%s (%j) is allowed', (name, type) => {
    expect(isAllowedReviewImage({ name, type })).toBe(true);
  });

  test.each([
    ['summit.webp', 'image/webp'],
    ['summit.svg', 'image/svg+xml'],
    ['summit.jpg', 'text/html'],
    ['summit', ''],
    ['summit.heic', ''],
  ])('%s (%j) is not', (name, type) => {
    expect(isAllowedReviewImage({ name, type })).toBe(false);
  });

  test('a fourth image is refused before upload', () => {
    const image = { name: 'a.gif', type: 'image/gif' };
    expect(reviewImageError(image, 2)).toBeUndefined();
    expect(reviewImageError(image, 3)).toBe('Maximum 3 images can upload');
    expect(reviewImageError({ name: 'a.tiff', type: 'image/tiff' }, 0)).toBe(
      'Only JPG, PNG or GIF images can upload',
    );
  });
});
