import { describe, expect, it } from 'vitest';
import { fromMyBookings, myBookingsHref } from './my-bookings-address.ts';

describe('the way back to My Bookings', () => {
  it('returns to the pages both tables were at', () => {
    expect(myBookingsHref(fromMyBookings('?upcoming=2&completed=3'))).toBe(
      '/account/bookings?upcoming=2&completed=3',
    );
  });

  it('goes to the first pages for a booking not opened from the list', () => {
    expect(myBookingsHref(null)).toBe('/account/bookings');
    expect(myBookingsHref(fromMyBookings(''))).toBe('/account/bookings');
  });

  it('keeps nothing of the carried address but page numbers', () => {
    expect(
      myBookingsHref(fromMyBookings('?upcoming=-1&completed=2&next=//evil.example&amendment=paid')),
    ).toBe('/account/bookings?completed=2');
    expect(myBookingsHref({ myBookings: 42 })).toBe('/account/bookings');
  });
});
