import { describe, expect, test } from 'vitest';
import {
  categorySummary,
  DURATION_UNIT_LABEL,
  durationLabel,
  DurationUnit,
  hasDayByDayItinerary,
  isDurationUnit,
  isInstantBooking,
  isTourType,
  LISTING_STATUS_LABEL,
  ListingStatus,
  PRICING_BASIS_LABEL,
  PricingBasis,
  SaleType,
  TOUR_TYPE_LABEL,
  TOUR_TYPE_SLUG,
  TOUR_TYPES,
  tourTypeFromSlug,
  TourType,
} from '../src/tour.ts';

describe('tour types', () => {
  test('are 1 Half day, 2 Full day, 3 Overnight', () => {
    expect(TourType).toEqual({ HalfDay: 1, FullDay: 2, Overnight: 3 });
    expect(TOUR_TYPES).toEqual([1, 2, 3]);
    expect(TOUR_TYPE_LABEL).toEqual({ 1: 'Half day', 2: 'Full day', 3: 'Overnight' });
    expect([0, 4, '1'].some(isTourType)).toBe(false);
  });

  test('each has the slug of its listing route', () => {
    expect(TOUR_TYPE_SLUG).toEqual({ 1: 'half-day', 2: 'full-day', 3: 'overnight' });
    expect(tourTypeFromSlug('half-day')).toBe(TourType.HalfDay);
    expect(tourTypeFromSlug('full-day')).toBe(TourType.FullDay);
    expect(tourTypeFromSlug('overnight')).toBe(TourType.Overnight);
    expect(tourTypeFromSlug('search')).toBeUndefined();
    expect(tourTypeFromSlug('Half-Day')).toBeUndefined();
  });

  test('only overnight tours have the day-by-day itinerary layout', () => {
    expect(TOUR_TYPES.filter(hasDayByDayItinerary)).toEqual([TourType.Overnight]);
  });
});

describe('durations', () => {
  test('units are 1 Days, 2 Hours, 3 Minutes', () => {
    expect(DurationUnit).toEqual({ Days: 1, Hours: 2, Minutes: 3 });
    expect(DURATION_UNIT_LABEL).toEqual({ 1: 'Days', 2: 'Hours', 3: 'Minutes' });
    expect(isDurationUnit(2)).toBe(true);
    expect(isDurationUnit(4)).toBe(false);
  });

  test('read as a number and a unit, singular for exactly one', () => {
    expect(durationLabel(1, DurationUnit.Days)).toBe('1 Day');
    expect(durationLabel(3, DurationUnit.Days)).toBe('3 Days');
    expect(durationLabel(1, DurationUnit.Hours)).toBe('1 Hour');
    expect(durationLabel(1.5, DurationUnit.Hours)).toBe('1.5 Hours');
    expect(durationLabel(45, DurationUnit.Minutes)).toBe('45 Minutes');
  });
});

describe('pricing, sale type and listing status', () => {
  test('pricing basis is 1 per person, 2 per group', () => {
    expect(PricingBasis).toEqual({ PerPerson: 1, PerGroup: 2 });
    expect(PRICING_BASIS_LABEL).toEqual({ 1: 'per person', 2: 'per group' });
  });

  test('sale type 1 books instantly, any other is on availability', () => {
    expect(isInstantBooking(SaleType.InstantBooking)).toBe(true);
    expect(isInstantBooking(SaleType.OnAvailability)).toBe(false);
    expect(isInstantBooking(0)).toBe(false);
  });

  test('listing status is 0 Pending, 1 Active, 2 Rejected', () => {
    expect(ListingStatus).toEqual({ Pending: 0, Active: 1, Rejected: 2 });
    expect(LISTING_STATUS_LABEL).toEqual({ 0: 'Pending', 1: 'Active', 2: 'Rejected' });
  });
});

describe('categories on the details page', () => {
  test('show the first and "+N more" for the rest', () => {
    expect(categorySummary(['Hiking', 'Birding', 'Tea'])).toEqual({
      first: 'Hiking',
      more: ['Birding', 'Tea'],
      moreLabel: '+2 more',
    });
  });

  test('show no "+N more" for a single category, nothing for none', () => {
    expect(categorySummary(['Hiking']).moreLabel).toBeUndefined();
    expect(categorySummary([])).toEqual({ first: undefined, more: [], moreLabel: undefined });
  });
});
