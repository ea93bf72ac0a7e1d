import { describe, expect, test } from 'vitest';
import { unbookableDate } from '../src/booking-window.ts';

describe('a cart date that can no longer be booked (ADR 275)', () => {
  test('from today to a year ahead it can', () => {
    expect(unbookableDate('2026-11-30', '2026-11-30')).toBeUndefined();
    expect(unbookableDate('2027-11-30', '2026-11-30')).toBeUndefined();
  });

  test('a day gone by has passed; a day past the horizon names the last one', () => {
    expect(unbookableDate('2026-11-29', '2026-11-30')).toBe('This date has passed.');
    expect(unbookableDate('2027-12-01', '2026-11-30')).toBe(
      'Bookings open a year ahead, until 30/11/2027.',
    );
  });
});
