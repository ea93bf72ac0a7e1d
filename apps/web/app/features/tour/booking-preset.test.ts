import { describe, expect, it } from 'vitest';
import { presetQuery, readPreset } from './booking-preset.ts';

describe("a search's date and places on a tour's link", () => {
  it('carries the date and the places, and nothing when the search has neither', () => {
    expect(presetQuery({ date: '2027-01-15', location: [7, 3] })).toBe(
      '?date=2027-01-15&location=7%2C3',
    );
    expect(presetQuery({ date: undefined, location: [7] })).toBe('?location=7');
    expect(presetQuery({ date: undefined, location: [] })).toBe('');
  });
});

describe("the booking panel's start on a tour page", () => {
  const pickups = [3, 9];
  const read = (query: string) => readPreset(new URLSearchParams(query), pickups, '2026-12-01');

  it('starts at the first searched place the tour picks up at, on the searched date', () => {
    expect(read('date=2027-01-15&location=7,9,3')).toEqual({
      date: '2027-01-15',
      locationId: 9,
    });
  });

  it('reads the places as a search does: a comma list or one parameter each', () => {
    expect(read('location=7&location=%203%20')).toEqual({ date: undefined, locationId: 3 });
  });

  it('leaves out a place the tour does not pick up at, and a date passed or unreadable', () => {
    expect(read('date=2026-11-30&location=7')).toEqual({ date: undefined, locationId: undefined });
    expect(read('date=15/01/2027&location=x')).toEqual({ date: undefined, locationId: undefined });
    expect(read('date=2027-02-31')).toEqual({ date: undefined, locationId: undefined });
  });

  it('takes today itself: the panel says if its lead time does not allow it', () => {
    expect(read('date=2026-12-01')).toEqual({ date: '2026-12-01', locationId: undefined });
  });
});
