import { describe, expect, test } from 'vitest';
import {
  AmendmentStatus,
  BOOKING_STATUSES,
  BookingList,
  bookingListOf,
  BookingStatus,
  describeBookingStatus,
  isAmendable,
  isBookingStatus,
  isCancellable,
  splitBookings,
} from '../src/booking-status.ts';

describe('booking status codes', () => {
  test.each([
    [0, 'Pending', 'grey'],
    [1, 'Confirmed', 'green'],
    [2, 'Rejected', 'purple'],
    [3, 'Canceled', 'dark'],
    [4, 'Completed', 'teal'],
    [5, 'Dispute', 'red'],
  ] as const)('%i is %s, shown %s', (status, label, colour) => {
    expect(describeBookingStatus(status)).toEqual({ status, label, colour });
  });

  test('are the six codes 0 to 5, named as the product names them', () => {
    expect(BOOKING_STATUSES).toEqual([0, 1, 2, 3, 4, 5]);
    expect(BookingStatus).toEqual({
      Pending: 0,
      Confirmed: 1,
      Rejected: 2,
      Canceled: 3,
      Completed: 4,
      Dispute: 5,
    });
  });

  test('amendments use the same codes', () => {
    expect(AmendmentStatus).toBe(BookingStatus);
  });

  test('only 0 to 5 are statuses', () => {
    expect(isBookingStatus(3)).toBe(true);
    expect([6, -1, 1.5, '1', null].some(isBookingStatus)).toBe(false);
  });
});

describe('My Bookings tables', () => {
  test('Completed and Dispute list under Completed, every other status under Upcoming', () => {
    expect(BOOKING_STATUSES.map(bookingListOf)).toEqual([
      BookingList.Upcoming,
      BookingList.Upcoming,
      BookingList.Upcoming,
      BookingList.Upcoming,
      BookingList.Completed,
      BookingList.Completed,
    ]);
  });

  test('splitting a list keeps each table in the original order', () => {
    const bookings = [
      { id: 'a', status: BookingStatus.Completed },
      { id: 'b', status: BookingStatus.Pending },
      { id: 'c', status: BookingStatus.Dispute },
      { id: 'd', status: BookingStatus.Canceled },
      { id: 'e', status: BookingStatus.Confirmed },
      { id: 'f', status: BookingStatus.Rejected },
    ];
    const { upcoming, completed } = splitBookings(bookings);
    expect(upcoming.map((b) => b.id)).toEqual(['b', 'd', 'e', 'f']);
    expect(completed.map((b) => b.id)).toEqual(['a', 'c']);
  });

  test('an empty list gives two empty tables', () => {
    expect(splitBookings([])).toEqual({ upcoming: [], completed: [] });
  });
});

describe('amending and cancelling', () => {
  test('a Pending or Confirmed booking can be amended and cancelled', () => {
    for (const status of [BookingStatus.Pending, BookingStatus.Confirmed]) {
      expect(isAmendable(status)).toBe(true);
      expect(isCancellable(status)).toBe(true);
    }
  });

  test.each([
    BookingStatus.Rejected,
    BookingStatus.Canceled,
    BookingStatus.Completed,
    BookingStatus.Dispute,
  ])('refuses to amend or cancel a booking in status %i', (status) => {
    expect(isAmendable(status)).toBe(false);
    expect(isCancellable(status)).toBe(false);
  });
});
