import { describe, expect, it } from 'vitest';
import {
  FREE_CANCELLATION_PROMISE,
  freeCancellationText,
  NO_FREE_CANCELLATION,
} from './checkout-terms.ts';

// 01/12/2026 12:00 in Sri Lanka (UTC+05:30).
const middayColombo = new Date('2026-12-01T06:30:00Z');

describe('the free-cancellation line of the order review', () => {
  it('promises the deadline while it is ahead', () => {
    expect(freeCancellationText('2026-12-03', '07:00', middayColombo)).toBe(
      'Free cancellation up to 24 hours (local time) before the start: until 02/12/2026 07:00 Sri Lanka time.',
    );
  });

  it('says a booking made after its deadline can no longer be cancelled free of charge', () => {
    // Tomorrow at 07:00: the deadline was today at 07:00, five hours ago.
    const text = freeCancellationText('2026-12-02', '07:00', middayColombo);
    expect(text).toBe(NO_FREE_CANCELLATION);
    expect(text).not.toMatch(/until/);
  });

  it('keeps the promise up to the deadline itself', () => {
    expect(freeCancellationText('2026-12-02', '12:00', middayColombo)).toMatch(
      /until 01\/12\/2026 12:00 Sri Lanka time/,
    );
    expect(freeCancellationText('2026-12-02', '11:59', middayColombo)).toBe(NO_FREE_CANCELLATION);
  });

  it('without the pick-up time, says no time rather than one gone by, until even the latest start is too near', () => {
    expect(freeCancellationText('2026-12-02', undefined, middayColombo)).toBe(
      FREE_CANCELLATION_PROMISE,
    );
    // 01/12/2026 23:59:30 in Sri Lanka: even a start at 23:59 tomorrow is under 24 hours away.
    expect(freeCancellationText('2026-12-02', undefined, new Date('2026-12-01T18:29:30Z'))).toBe(
      NO_FREE_CANCELLATION,
    );
  });
});
