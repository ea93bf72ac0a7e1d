// Free cancellation: up to 24 hours before the tour starts, counted in Sri Lankan time.
//
// A tour starts at its local date (`YYYY-MM-DD`) and pick-up time (`HH:mm`) in Asia/Colombo.
// When no pick-up time is known the tour is taken to start at 00:00 that day: the earliest it
// can start, so the deadline shown is never later than the real one and the product never
// promises a free cancellation it does not owe. The API applies the same rule, so the screen
// and the refund always agree.

import { FREE_CANCELLATION_HOURS } from './constants.ts';
import { tourInstant } from './tour-date.ts';
import type { LocalDate, LocalTime } from './tour-date.ts';

/** The start of the day, used when a tour has no pick-up time. */
export const DEFAULT_PICKUP_TIME: LocalTime = '00:00';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The instant a tour starts: its local date and pick-up time in Asia/Colombo
 * (00:00 when there is no pick-up time). Throws a RangeError on a malformed date or time.
 */
export function tourStart(startDate: LocalDate, pickupTime?: LocalTime | null): Date {
  const time = pickupTime?.trim() ? pickupTime : DEFAULT_PICKUP_TIME;
  return tourInstant(startDate, time);
}

/**
 * The last instant at which a booking can still be cancelled free of charge: exactly
 * 24 hours before the tour's start.
 */
export function cancellationDeadline(startDate: LocalDate, pickupTime?: LocalTime | null): Date {
  return new Date(tourStart(startDate, pickupTime).getTime() - FREE_CANCELLATION_HOURS * HOUR_MS);
}

/** Whether cancelling at `now` is free: at or before the deadline. */
export function isFreeCancellation(
  now: Date,
  startDate: LocalDate,
  pickupTime?: LocalTime | null,
): boolean {
  return now.getTime() <= cancellationDeadline(startDate, pickupTime).getTime();
}
