// When a tour is over: the last day it runs, counted in Sri Lanka, and whether that day has
// passed. A booking becomes Completed only after its tour's last day (ADR 150), so a traveller
// still on the trail never sees it listed as done, and the review request comes the day after.
//
// A tour of whole days runs on its start date and the days after it (a 2-day tour starting on
// the 10th ends on the 11th, whatever its pick-up time). A tour counted in hours or minutes ends
// that long after its start (date and pick-up time in Asia/Colombo, 00:00 when none is known),
// which may be the next day for a late or long one.

import { tourStart } from './cancellation.ts';
import { DurationUnit } from './tour.ts';
import { parseLocalDate, toLocalDate, tourDateAt } from './tour-date.ts';
import type { LocalDate, LocalTime } from './tour-date.ts';

/** A tour's length as the catalogue stores it: `duration_value` and `duration_unit`. */
export interface TourDuration {
  readonly value: number;
  readonly unit: DurationUnit;
}

const MINUTE_MS = 60 * 1000;
const UNIT_MS: Readonly<Record<DurationUnit, number>> = {
  [DurationUnit.Days]: 24 * 60 * MINUTE_MS,
  [DurationUnit.Hours]: 60 * MINUTE_MS,
  [DurationUnit.Minutes]: MINUTE_MS,
};

/** `YYYY-MM-DD` plus whole days, on the calendar. Throws a RangeError on a malformed date. */
function plusDays(date: LocalDate, days: number): LocalDate {
  const parts = parseLocalDate(date);
  if (!parts) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  const moved = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days));
  return toLocalDate({
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
  });
}

/** The last calendar day (in Sri Lanka) on which the tour runs. */
export function tourLastDay(
  startDate: LocalDate,
  pickupTime: LocalTime | null | undefined,
  duration: TourDuration,
): LocalDate {
  const value = Number.isFinite(duration.value) && duration.value > 0 ? duration.value : 0;
  if (duration.unit === DurationUnit.Days) {
    return plusDays(startDate, Math.max(0, Math.ceil(value) - 1));
  }
  const end = tourStart(startDate, pickupTime).getTime() + value * UNIT_MS[duration.unit];
  // A tour that ends exactly at midnight ran on the day before.
  return tourDateAt(new Date(end - (value > 0 ? 1 : 0)));
}

/** Whether the tour's last day is over in Sri Lanka at `now`: its booking can be Completed. */
export function hasTourEnded(
  now: Date,
  startDate: LocalDate,
  pickupTime: LocalTime | null | undefined,
  duration: TourDuration,
): boolean {
  return tourDateAt(now) > tourLastDay(startDate, pickupTime, duration);
}
