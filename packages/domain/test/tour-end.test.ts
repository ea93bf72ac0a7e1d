import { describe, expect, test } from 'vitest';
import { DurationUnit } from '../src/tour.ts';
import { hasTourEnded, tourLastDay } from '../src/tour-end.ts';

const days = (value: number) => ({ value, unit: DurationUnit.Days });
const hours = (value: number) => ({ value, unit: DurationUnit.Hours });
const minutes = (value: number) => ({ value, unit: DurationUnit.Minutes });

describe('the last day of a tour', () => {
  test('is the start date for a one-day tour', () => {
    expect(tourLastDay('2026-12-10', '07:15', days(1))).toBe('2026-12-10');
  });

  test('counts whole days from the start date, across month and year ends', () => {
    expect(tourLastDay('2026-12-30', '07:15', days(3))).toBe('2027-01-01');
    expect(tourLastDay('2028-02-28', null, days(2))).toBe('2028-02-29');
  });

  test('is the day the hours run out in Colombo, which may be the next day', () => {
    expect(tourLastDay('2026-12-10', '07:15', hours(4))).toBe('2026-12-10');
    expect(tourLastDay('2026-12-10', '21:00', hours(5))).toBe('2026-12-11');
    expect(tourLastDay('2026-12-10', '23:30', minutes(45))).toBe('2026-12-11');
  });

  test('is the start date for a tour that ends exactly at midnight', () => {
    expect(tourLastDay('2026-12-10', '20:00', hours(4))).toBe('2026-12-10');
  });

  test('starts at 00:00 when there is no pick-up time', () => {
    expect(tourLastDay('2026-12-10', null, hours(6))).toBe('2026-12-10');
  });
});

describe('whether a tour has ended', () => {
  // 10 Dec 2026 in Colombo is 9 Dec 18:30 UTC to 10 Dec 18:30 UTC.
  test('not on its last day, even after it came back', () => {
    expect(hasTourEnded(new Date('2026-12-10T18:29:59Z'), '2026-12-10', '07:15', hours(3))).toBe(
      false,
    );
  });

  test('from midnight after its last day in Colombo, whatever the UTC date says', () => {
    expect(hasTourEnded(new Date('2026-12-10T18:30:00Z'), '2026-12-10', '07:15', hours(3))).toBe(
      true,
    );
    expect(hasTourEnded(new Date('2026-12-11T18:29:00Z'), '2026-12-10', '07:15', days(2))).toBe(
      false,
    );
    expect(hasTourEnded(new Date('2026-12-11T18:30:00Z'), '2026-12-10', '07:15', days(2))).toBe(
      true,
    );
  });
});
