// Type-level rules, checked by `tsc` (the typecheck task) as much as by vitest.
import { expect, expectTypeOf, test } from 'vitest';
import { BookingStatus, isAmendable } from '../src/booking-status.ts';
import { TOUR_TYPE_SLUG } from '../src/tour.ts';
import type { TourTypeSlug } from '../src/tour.ts';
import { validateCheckout } from '../src/validation/checkout.ts';
import { validateLogin } from '../src/validation/login.ts';
import type { LoginField } from '../src/validation/login.ts';
import { aCheckoutForm } from './support/builders.ts';

test('only the six status codes type-check as booking statuses', () => {
  expectTypeOf(BookingStatus.Dispute).toEqualTypeOf<5>();
  // @ts-expect-error 6 is not a booking status
  expect(isAmendable(6)).toBe(false);
});

test('tour type slugs are the three route names', () => {
  expectTypeOf<TourTypeSlug>().toEqualTypeOf<'half-day' | 'full-day' | 'overnight'>();
  // @ts-expect-error there is no tour type 4
  expect(TOUR_TYPE_SLUG[4]).toBeUndefined();
});

test('a failed result always carries its first error; a passed one never does', () => {
  const result = validateLogin({ email: '', password: '' });
  if (result.ok) {
    expectTypeOf(result.firstError).toEqualTypeOf<undefined>();
  } else {
    expectTypeOf(result.firstError.field).toEqualTypeOf<LoginField>();
    expect(result.firstError.field).toBe('email');
  }
  const checkout = validateCheckout(aCheckoutForm());
  if (!checkout.ok) expectTypeOf(checkout.firstError.itemIndex).toEqualTypeOf<number | undefined>();
  expect(checkout.ok).toBe(true);
});
