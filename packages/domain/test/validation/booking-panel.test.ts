import { describe, expect, test } from 'vitest';
import {
  pickupDateChoiceError,
  travellerCount,
  validateBookingPanel,
} from '../../src/validation/booking-panel.ts';
import { CART_MOST_TOURS } from '../../src/cart.ts';
import { aBookingPanelForm } from '../support/builders.ts';

describe('the booking panel', () => {
  test('passes with a location, a date, an adult and an estimate', () => {
    expect(validateBookingPanel(aBookingPanelForm()).ok).toBe(true);
  });

  test.each([undefined, null, '', '  '])(
    'location %j gives "Please select pick-up location"',
    (pickupLocation) => {
      expect(validateBookingPanel(aBookingPanelForm({ pickupLocation })).firstError).toEqual({
        field: 'pickupLocation',
        message: 'Please select pick-up location',
      });
    },
  );

  test.each([undefined, null, ''])('date %j gives "Please select pick-up date"', (pickupDate) => {
    expect(validateBookingPanel(aBookingPanelForm({ pickupDate })).firstError).toEqual({
      field: 'pickupDate',
      message: 'Please select pick-up date',
    });
  });

  test.each([0, -1, 0.5, undefined, null, NaN])(
    '%s adults gives "Please select number of adults"',
    (adults) => {
      expect(validateBookingPanel(aBookingPanelForm({ adults })).firstError).toEqual({
        field: 'adults',
        message: 'Please select number of adults',
      });
    },
  );

  test.each([undefined, null, 0, -100, 12.5])(
    'estimate %s gives "Please fill the booking form correctly"',
    (estimateCents) => {
      expect(validateBookingPanel(aBookingPanelForm({ estimateCents })).firstError).toEqual({
        field: 'estimate',
        message: 'Please fill the booking form correctly',
      });
    },
  );

  test('a tour already in the cart gives "This item already exists in your cart"', () => {
    const result = validateBookingPanel(
      aBookingPanelForm({ activityId: 41, cartActivityIds: [3, 41] }),
    );
    expect(result.firstError).toEqual({
      field: 'cart',
      message: 'This item already exists in your cart',
    });
    expect(
      validateBookingPanel(aBookingPanelForm({ activityId: 41, cartActivityIds: [3] })).ok,
    ).toBe(true);
  });

  test('Book Now of a tour already in the cart passes: it goes on to checkout', () => {
    expect(
      validateBookingPanel(
        aBookingPanelForm({ activityId: 41, cartActivityIds: [41], bookNow: true }),
      ).ok,
    ).toBe(true);
  });

  test('a cart of 20 tours takes no 21st, by Add to cart or Book Now (ADR 263)', () => {
    const full = Array.from({ length: CART_MOST_TOURS }, (_, n) => n + 100);
    for (const bookNow of [false, true]) {
      expect(
        validateBookingPanel(aBookingPanelForm({ activityId: 41, cartActivityIds: full, bookNow }))
          .firstError,
      ).toEqual({
        field: 'cart',
        message: 'Your cart holds 20 tours, the most it can. Check out or remove one first',
      });
    }
    // One fewer has room; a tour of the full cart still goes on to checkout with Book Now.
    expect(
      validateBookingPanel(aBookingPanelForm({ activityId: 41, cartActivityIds: full.slice(1) }))
        .ok,
    ).toBe(true);
    expect(
      validateBookingPanel(
        aBookingPanelForm({ activityId: full[0]!, cartActivityIds: full, bookNow: true }),
      ).ok,
    ).toBe(true);
  });

  test('checks location, date, adults, estimate, then the cart', () => {
    const result = validateBookingPanel({
      activityId: 41,
      pickupLocation: null,
      pickupDate: null,
      adults: 0,
      children: 0,
      infants: 0,
      estimateCents: null,
      cartActivityIds: [41],
    });
    expect(result.firstError?.message).toBe('Please select pick-up location');
    expect(Object.keys(result.errors)).toEqual([
      'pickupLocation',
      'pickupDate',
      'adults',
      'estimate',
      'cart',
    ]);
  });
});

describe('picking a date', () => {
  test('before a location gives "Please select pick-up location first"', () => {
    expect(pickupDateChoiceError({ pickupLocation: undefined })).toBe(
      'Please select pick-up location first',
    );
    expect(pickupDateChoiceError({ pickupLocation: ' ' })).toBe(
      'Please select pick-up location first',
    );
  });

  test('after a location is fine', () => {
    expect(pickupDateChoiceError({ pickupLocation: 7 })).toBeUndefined();
    expect(pickupDateChoiceError({ pickupLocation: 'kandy' })).toBeUndefined();
  });
});

describe('traveller counts', () => {
  test('below 1 count as 0', () => {
    expect([-3, 0, 0.9, NaN, undefined, null].map(travellerCount)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  test('whole counts stay as they are', () => {
    expect([1, 2, 4].map(travellerCount)).toEqual([1, 2, 4]);
  });
});
