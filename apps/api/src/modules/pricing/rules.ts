// Pure pricing rules: per person or per group, the running deal's discount, integer cents.

export type PriceList =
  | { basis: 1; adultCents: number; childCents: number; infantCents: number }
  | { basis: 2; groups: { maxTravellers: number; priceCents: number }[] };

export type Party = { adults: number; children: number; infants: number };

/** Travellers who take a place on the tour; infants ride on a lap. */
export function placesTaken(party: Party): number {
  return party.adults + party.children;
}

/**
 * The price before discount, or undefined when a group is larger than the largest group price.
 * A group pays the price of the smallest group size it fits.
 */
export function listPriceCents(prices: PriceList, party: Party): number | undefined {
  if (prices.basis === 1) {
    return (
      party.adults * prices.adultCents +
      party.children * prices.childCents +
      party.infants * prices.infantCents
    );
  }
  const fitting = prices.groups
    .filter((group) => group.maxTravellers >= placesTaken(party))
    .sort((a, b) => a.maxTravellers - b.maxTravellers)[0];
  return fitting?.priceCents;
}

/** A percentage off, rounded to the nearest cent (half up): the domain's, shared with the sites. */
export { discountedCents as discounted } from '@trails/domain/money';

/** `YYYY-MM-DD` plus whole days, on the calendar (no clock involved): the domain's, shared with the sites. */
export { addLocalDays as addDays } from '@trails/domain/tour-date';

/**
 * The last day of a month (YYYY-MM) as YYYY-MM-DD: day 0 of the next month. `setUTCFullYear`, as
 * `Date.UTC` would read the years 0–99 as 1900–1999.
 */
export function lastDayOfMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(0);
  last.setUTCFullYear(year, monthNumber, 0);
  return last.toISOString().slice(0, 10);
}
