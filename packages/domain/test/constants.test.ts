import { expect, test } from 'vitest';
import * as constants from '../src/constants.ts';

// The figures of PRODUCT-SPEC §9, written out once more so a change to any of them is a
// deliberate, visible edit of this test too.
test('hold every business constant of the spec', () => {
  expect({ ...constants }).toEqual({
    BOOKINGS_PAGE_SIZE: 12,
    SNACKBAR_AUTO_HIDE_MS: 5000,
    BANNER_AUTOPLAY_MS: 5000,
    LOADING_OVERLAY_DISMISS_MS: 2000,
    SESSION_SAVE_THROTTLE_MS: 1000,
    LOCATION_AUTOCOMPLETE_DELAY_MS: 100,
    PRICE_FILTER_USD: { min: 10, max: 1000, searchDefaultMax: 10000 },
    DURATION_FILTER: { min: 1, max: 24 },
    CAROUSEL: { maxItems: 16, itemsOnSmallScreens: 1, itemsOnWideScreens: 4 },
    HOME_SECTION_LIMITS: { featured: 5, topSelling: 4, deals: 4, suggested: 10 },
    RELATED_TOURS_LIMIT: 3,
    FEATURED_LIST_LIMIT: 15,
    POPULAR_LIST_LIMIT: 15,
    CART_QUANTITY: { min: 0, max: 4 },
    TRUNCATE: {
      listingTitle: 48,
      relatedTitle: 50,
      listingOverview: 90,
      favouriteOverview: 90,
      reviewModalOverview: 90,
      relatedOverview: 75,
      bookingsOverview: 30,
      reviewsListOverview: 55,
    },
    REVIEW_FEEDBACK_MAX_LENGTH: { modal: 200, tokenPage: 500 },
    REVIEW_IMAGES: {
      max: 3,
      mimeTypes: ['image/jpeg', 'image/png', 'image/gif'],
      extensions: ['.jpg', '.jpeg', '.png', '.gif'],
      accept: 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif',
    },
    RATING_STARS: 5,
    RATING_DECIMALS: 1,
    SUPPLIER_RATING_PLACEHOLDER: '0/10',
    CURRENCY: 'USD',
    DATE_FORMAT: 'dd/MM/yyyy',
    TOUR_TIME_ZONE: 'Asia/Colombo',
    FREE_CANCELLATION_HOURS: 24,
    // Beyond the spec (ADR 272): bookings open a year ahead.
    BOOKING_HORIZON_DAYS: 365,
  });
});

test('the review image accept list is the allowed types and extensions', () => {
  const { REVIEW_IMAGES } = constants;
  expect(REVIEW_IMAGES.accept.split(',')).toEqual([
    ...REVIEW_IMAGES.mimeTypes,
    ...REVIEW_IMAGES.extensions,
  ]);
});
