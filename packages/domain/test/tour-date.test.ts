import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  addLocalDays,
  isLocalDate,
  lastBookableDate,
  parseDisplayDate,
  parseLocalDate,
  parseLocalTime,
  toLocalDate,
  tourDateAt,
  tourInstant,
} from '../src/tour-date.ts';

describe('local dates (YYYY-MM-DD)', () => {
  test('reads a real calendar day', () => {
    expect(parseLocalDate('2026-03-05')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseLocalDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
  });

  test.each(['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-3-5', '05/03/2026', ''])(
    'refuses %j',
    (text) => {
      expect(parseLocalDate(text)).toBeUndefined();
      expect(isLocalDate(text)).toBe(false);
    },
  );

  test('writes date parts back with zero padding', () => {
    expect(toLocalDate({ year: 2026, month: 3, day: 5 })).toBe('2026-03-05');
  });
});

describe('times of day (HH:mm)', () => {
  test('reads HH:mm and ignores seconds', () => {
    expect(parseLocalTime('09:30')).toEqual({ hour: 9, minute: 30 });
    expect(parseLocalTime('23:59:59')).toEqual({ hour: 23, minute: 59 });
  });

  test.each(['24:00', '12:60', '9:30', '0930', ''])('refuses %j', (text) => {
    expect(parseLocalTime(text)).toBeUndefined();
  });
});

describe('dates typed as dd/MM/yyyy', () => {
  test('become YYYY-MM-DD', () => {
    expect(parseDisplayDate('05/03/2026')).toBe('2026-03-05');
    expect(parseDisplayDate('5/3/2026')).toBe('2026-03-05');
  });

  test("are read as typed on a phone's number pad, without a slash", () => {
    expect(parseDisplayDate('05032026')).toBe('2026-03-05');
    expect(parseDisplayDate('5.3.2026')).toBe('2026-03-05');
    expect(parseDisplayDate('05-03-2026')).toBe('2026-03-05');
    expect(parseDisplayDate('05 03 2026')).toBe('2026-03-05');
    expect(parseDisplayDate('5032026')).toBeUndefined();
    expect(parseDisplayDate('31022026')).toBeUndefined();
  });

  test('are refused unless they are real days', () => {
    expect(parseDisplayDate('31/02/2026')).toBeUndefined();
    expect(parseDisplayDate('2026-03-05')).toBeUndefined();
  });
});

describe('Sri Lankan wall-clock time, whatever the machine’s zone', () => {
  test('the date in Sri Lanka turns at 18:30 UTC', () => {
    expect(tourDateAt(new Date('2026-03-04T18:29:59.999Z'))).toBe('2026-03-04');
    expect(tourDateAt(new Date('2026-03-04T18:30:00.000Z'))).toBe('2026-03-05');
  });

  test('09:30 in Colombo is 04:00 UTC', () => {
    expect(tourInstant('2026-03-05', '09:30').toISOString()).toBe('2026-03-05T04:00:00.000Z');
  });

  test('midnight in Colombo is the evening before in UTC', () => {
    expect(tourInstant('2027-01-01', '00:00').toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });

  test('follows the time zone database, not a fixed +05:30 (Sri Lanka was +06:00 in 2000)', () => {
    expect(tourInstant('2000-01-01', '00:00').toISOString()).toBe('1999-12-31T18:00:00.000Z');
    expect(tourDateAt(new Date('1999-12-31T18:00:00.000Z'))).toBe('2000-01-01');
  });

  test('refuses a malformed date or time', () => {
    expect(() => tourInstant('2026-02-30', '09:00')).toThrow(RangeError);
    expect(() => tourInstant('2026-03-05', '9am')).toThrow(RangeError);
  });
});

describe('the wall-clock formatter is built on first use', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  test('loading the module and parsing dates build none; the first instant builds one, kept', async () => {
    vi.resetModules();
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const dates = await import('../src/tour-date.ts');
    expect(dates.parseDisplayDate('05/03/2026')).toBe('2026-03-05');
    expect(dates.parseLocalDate('2026-03-05')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(built).not.toHaveBeenCalled();
    expect(dates.tourDateAt(new Date('2026-03-04T18:30:00.000Z'))).toBe('2026-03-05');
    expect(dates.tourInstant('2026-03-05', '06:00').toISOString()).toBe('2026-03-05T00:30:00.000Z');
    expect(built).toHaveBeenCalledTimes(1);
  });
});

describe('the booking horizon (ADR 272)', () => {
  test('adds days on the calendar, across months, years and leap days', () => {
    expect(addLocalDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addLocalDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addLocalDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addLocalDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(() => addLocalDays('31/12/2026', 1)).toThrow(RangeError);
  });

  test('the last bookable date is a year of days after today', () => {
    expect(lastBookableDate('2026-11-30')).toBe('2027-11-30');
    // Over a leap day, 365 days end a day short of the date a year on.
    expect(lastBookableDate('2027-12-01')).toBe('2028-11-30');
  });
});
