import { describe, expect, test } from 'vitest';
import {
  cancellationDeadline,
  DEFAULT_PICKUP_TIME,
  isFreeCancellation,
  tourStart,
} from '../src/cancellation.ts';

describe('the tour start', () => {
  test('is the start date and pick-up time in Asia/Colombo', () => {
    expect(tourStart('2026-12-10', '07:15').toISOString()).toBe('2026-12-10T01:45:00.000Z');
  });

  test('is 00:00 in Colombo when there is no pick-up time', () => {
    expect(DEFAULT_PICKUP_TIME).toBe('00:00');
    const midnight = '2026-12-09T18:30:00.000Z';
    expect(tourStart('2026-12-10').toISOString()).toBe(midnight);
    expect(tourStart('2026-12-10', null).toISOString()).toBe(midnight);
    expect(tourStart('2026-12-10', '').toISOString()).toBe(midnight);
    expect(tourStart('2026-12-10', '  ').toISOString()).toBe(midnight);
  });
});

describe('the free-cancellation deadline', () => {
  test('is exactly 24 hours before the start in Colombo', () => {
    // 10 Dec 2026 07:15 in Colombo = 01:45 UTC; a day earlier.
    expect(cancellationDeadline('2026-12-10', '07:15').toISOString()).toBe(
      '2026-12-09T01:45:00.000Z',
    );
  });

  test('without a pick-up time is 00:00 Colombo the day before', () => {
    expect(cancellationDeadline('2026-12-10').toISOString()).toBe('2026-12-08T18:30:00.000Z');
  });

  test('crosses month and year ends', () => {
    expect(cancellationDeadline('2027-01-01', '05:30').toISOString()).toBe(
      '2026-12-31T00:00:00.000Z',
    );
    expect(cancellationDeadline('2028-03-01', '12:00').toISOString()).toBe(
      '2028-02-29T06:30:00.000Z',
    );
  });

  test('refuses a malformed start', () => {
    expect(() => cancellationDeadline('10/12/2026')).toThrow(RangeError);
    expect(() => cancellationDeadline('2026-12-10', '7.15')).toThrow(RangeError);
  });
});

describe('cancelling free of charge', () => {
  const start = ['2026-12-10', '07:15'] as const;

  test('is free until the deadline, the deadline included', () => {
    expect(isFreeCancellation(new Date('2026-12-01T00:00:00.000Z'), ...start)).toBe(true);
    expect(isFreeCancellation(new Date('2026-12-09T01:44:59.999Z'), ...start)).toBe(true);
    expect(isFreeCancellation(new Date('2026-12-09T01:45:00.000Z'), ...start)).toBe(true);
  });

  test('is not free a millisecond after the deadline, nor once the tour started', () => {
    expect(isFreeCancellation(new Date('2026-12-09T01:45:00.001Z'), ...start)).toBe(false);
    expect(isFreeCancellation(new Date('2026-12-10T01:45:00.000Z'), ...start)).toBe(false);
    expect(isFreeCancellation(new Date('2026-12-11T00:00:00.000Z'), ...start)).toBe(false);
  });

  test('judges an evening in Los Angeles by Colombo time', () => {
    // 8 Dec 2026 17:00 in Los Angeles (UTC−8) is 9 Dec 01:00 UTC = 9 Dec 06:30 in Colombo:
    // still before the deadline (9 Dec 07:15 Colombo), though it is already 9 Dec in Colombo.
    const now = new Date('2026-12-09T01:00:00.000Z');
    expect(isFreeCancellation(now, ...start)).toBe(true);
  });
});
