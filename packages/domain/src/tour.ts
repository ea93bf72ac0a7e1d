// What a tour is: its type, duration, pricing basis, sale type and listing status (spec §3, §9).

export const TourType = { HalfDay: 1, FullDay: 2, Overnight: 3 } as const;
export type TourType = (typeof TourType)[keyof typeof TourType];
export const TOUR_TYPES: readonly TourType[] = Object.values(TourType);

export const TOUR_TYPE_LABEL: Readonly<Record<TourType, string>> = {
  1: 'Half day',
  2: 'Full day',
  3: 'Overnight',
};

/** The listing routes preset to a type: /half-day, /full-day, /overnight. */
export const TOUR_TYPE_SLUG = {
  1: 'half-day',
  2: 'full-day',
  3: 'overnight',
} as const satisfies Record<TourType, string>;
export type TourTypeSlug = (typeof TOUR_TYPE_SLUG)[TourType];

export function isTourType(value: unknown): value is TourType {
  return (TOUR_TYPES as readonly unknown[]).includes(value);
}

/** The type a listing route stands for (`'full-day'` → 2); `undefined` for any other path. */
export function tourTypeFromSlug(slug: string): TourType | undefined {
  return TOUR_TYPES.find((type) => TOUR_TYPE_SLUG[type] === slug);
}

/** Overnight tours show their itinerary day by day, in a layout of their own. */
export function hasDayByDayItinerary(type: TourType): boolean {
  return type === TourType.Overnight;
}

export const DurationUnit = { Days: 1, Hours: 2, Minutes: 3 } as const;
export type DurationUnit = (typeof DurationUnit)[keyof typeof DurationUnit];
export const DURATION_UNITS: readonly DurationUnit[] = Object.values(DurationUnit);

export const DURATION_UNIT_LABEL: Readonly<Record<DurationUnit, string>> = {
  1: 'Days',
  2: 'Hours',
  3: 'Minutes',
};
const DURATION_UNIT_SINGULAR: Readonly<Record<DurationUnit, string>> = {
  1: 'Day',
  2: 'Hour',
  3: 'Minute',
};

export function isDurationUnit(value: unknown): value is DurationUnit {
  return (DURATION_UNITS as readonly unknown[]).includes(value);
}

/** A tour's length as shown: `'1 Day'`, `'3 Days'`, `'1.5 Hours'`, `'45 Minutes'`. */
export function durationLabel(value: number, unit: DurationUnit): string {
  const name = value === 1 ? DURATION_UNIT_SINGULAR[unit] : DURATION_UNIT_LABEL[unit];
  return `${value} ${name}`;
}

export const PricingBasis = { PerPerson: 1, PerGroup: 2 } as const;
export type PricingBasis = (typeof PricingBasis)[keyof typeof PricingBasis];
export const PRICING_BASIS_LABEL: Readonly<Record<PricingBasis, string>> = {
  1: 'per person',
  2: 'per group',
};

/** Sale type 1 books instantly; any other value is sold on availability. */
export const SaleType = { InstantBooking: 1, OnAvailability: 2 } as const;
export type SaleType = (typeof SaleType)[keyof typeof SaleType];
export function isInstantBooking(saleType: number): boolean {
  return saleType === SaleType.InstantBooking;
}

export const ListingStatus = { Pending: 0, Active: 1, Rejected: 2 } as const;
export type ListingStatus = (typeof ListingStatus)[keyof typeof ListingStatus];
export const LISTING_STATUS_LABEL: Readonly<Record<ListingStatus, string>> = {
  0: 'Pending',
  1: 'Active',
  2: 'Rejected',
};

/**
 * A tour's categories as the details page shows them: the first one, and `'+N more'` for the
 * rest (their names go in a tooltip).
 */
export function categorySummary(names: readonly string[]): {
  readonly first: string | undefined;
  readonly more: readonly string[];
  readonly moreLabel: string | undefined;
} {
  const [first, ...more] = names;
  return { first, more, moreLabel: more.length > 0 ? `+${more.length} more` : undefined };
}
