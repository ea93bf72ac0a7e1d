// Tour dates and times are wall-clock values in Sri Lanka (`Asia/Colombo`), whatever the time
// zone of the machine or browser that runs this code. Everything here goes through Intl with an
// explicit time zone; nothing reads the process's own zone (no `getHours`, no `new Date(y, m, d)`).

import { BOOKING_HORIZON_DAYS, TOUR_TIME_ZONE } from './constants.ts';

/** A calendar date as `YYYY-MM-DD` (the wire format of `start_date`, `from_date`, `date`). */
export type LocalDate = string;
/** A wall-clock time as `HH:mm` (a trailing `:ss` is accepted and ignored). */
export type LocalTime = string;

export interface DateParts {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  /** 1–31 */
  readonly day: number;
}

export interface TimeParts {
  readonly hour: number;
  readonly minute: number;
}

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;
// dd/MM/yyyy, also with dots, dashes or spaces between, or as eight digits: a phone's number pad
// has no "/" (the date box asks for it, `inputmode="numeric"`), and "21122026" is what a
// traveller types there. The kit's date box reads the same (ADR 252).
const DISPLAY_DATE = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$|^(\d{2})(\d{2})(\d{4})$/;

/** Reads a `YYYY-MM-DD` date; `undefined` unless it is a real calendar day. */
export function parseLocalDate(text: string): DateParts | undefined {
  const match = LOCAL_DATE.exec(text.trim());
  if (!match) return undefined;
  return realDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

export function isLocalDate(text: string): boolean {
  return parseLocalDate(text) !== undefined;
}

/** Reads an `HH:mm` (or `HH:mm:ss`) time of day; `undefined` when it is not one. */
export function parseLocalTime(text: string): TimeParts | undefined {
  const match = LOCAL_TIME.exec(text.trim());
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = match[3] === undefined ? 0 : Number(match[3]);
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  return { hour, minute };
}

/** Writes date parts as `YYYY-MM-DD`. */
export function toLocalDate({ year, month, day }: DateParts): LocalDate {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * Reads a date typed or picked as dd/MM/yyyy and gives it as `YYYY-MM-DD`;
 * `undefined` unless it is a real calendar day.
 */
export function parseDisplayDate(text: string): LocalDate | undefined {
  const match = DISPLAY_DATE.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year] = match[1] ? match.slice(1, 4) : match.slice(4, 7);
  const parts = realDate(Number(year), Number(month), Number(day));
  return parts && toLocalDate(parts);
}

/** The calendar date in Sri Lanka at an instant (e.g. "today" for the date picker). */
export function tourDateAt(instant: Date): LocalDate {
  const wall = wallClockAt(instant.getTime());
  return toLocalDate(wall);
}

/** `YYYY-MM-DD` plus (or minus) whole days, on the calendar: no clock and no time zone involved. */
export function addLocalDays(date: LocalDate, days: number): LocalDate {
  const parts = parseLocalDate(date);
  if (!parts) throw new RangeError(`Not a date: ${date}`);
  const day = new Date(0);
  day.setUTCFullYear(parts.year, parts.month - 1, parts.day + days);
  return day.toISOString().slice(0, 10);
}

/** The last date a trail can be booked for on `today` (Sri Lanka's date): a year ahead (ADR 272). */
export function lastBookableDate(today: LocalDate): LocalDate {
  return addLocalDays(today, BOOKING_HORIZON_DAYS);
}

/**
 * The instant at which a wall-clock date and time happen in Sri Lanka.
 * Throws a RangeError when the date or time is malformed.
 */
export function tourInstant(date: LocalDate, time: LocalTime): Date {
  const day = parseLocalDate(date);
  if (!day) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  const clock = parseLocalTime(time);
  if (!clock) throw new RangeError(`Not an HH:mm time: ${JSON.stringify(time)}`);
  return new Date(instantOfWallClock({ ...day, ...clock, second: 0 }));
}

interface WallClock extends DateParts, TimeParts {
  readonly second: number;
}

// One formatter, built on first use and kept: it always answers in Sri Lankan wall-clock time.
// Not built when the module loads: the first time-zone formatter of a page pays for loading the
// zone's rules, and most pages that import this module only parse dates (ADR 200).
let wallClockFormat: Intl.DateTimeFormat | undefined;

function wallClockAt(instantMs: number): WallClock {
  wallClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TOUR_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of wallClockFormat.formatToParts(instantMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? NaN,
    month: parts.month ?? NaN,
    day: parts.day ?? NaN,
    hour: parts.hour ?? NaN,
    minute: parts.minute ?? NaN,
    second: parts.second ?? NaN,
  };
}

function utcMsOf(wall: WallClock): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
}

/** How far Sri Lankan wall-clock time is ahead of UTC at an instant, in ms. */
function zoneOffsetMsAt(instantMs: number): number {
  const wholeSecond = instantMs - (((instantMs % 1000) + 1000) % 1000);
  return utcMsOf(wallClockAt(wholeSecond)) - wholeSecond;
}

function instantOfWallClock(wall: WallClock): number {
  // Read the wall clock as if it were UTC, then correct by the zone's offset at that moment.
  // A second pass settles the rare case where the offset changes in between (a DST or
  // law change); Sri Lanka has none today, but the rule must not depend on that.
  const asUtc = utcMsOf(wall);
  const first = asUtc - zoneOffsetMsAt(asUtc);
  const second = asUtc - zoneOffsetMsAt(first);
  return second;
}

function realDate(year: number, month: number, day: number): DateParts | undefined {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return undefined;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
