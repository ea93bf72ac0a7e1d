// POST /api/activity/cost: the single source of truth for an amount. Checkout and amendments
// call `priceTour` too and never trust an amount sent by a client.
import {
  API_MESSAGES,
  firstAvailableDate,
  groupTooLarge,
  lastAvailableDate,
  MESSAGES,
  placesLeftOnDate,
} from '@trails/domain/messages';
import { formatLocalDate, formatUsd } from '@trails/domain/format';
import { lastBookableDate, tourDateAt } from '@trails/domain/tour-date';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findActiveTour } from '../catalog/repository.ts';
import type { ActiveTour } from '../catalog/repository.ts';
import { dollars } from '../catalog/cards.ts';
import { soldOutDates, tourPricingOf } from './repository.ts';
import type { TourPricing } from './repository.ts';
import { addDays, discounted, lastDayOfMonth, listPriceCents, placesTaken } from './rules.ts';
import type { Party, PriceList } from './rules.ts';

export type CostInput = {
  tourId: number;
  locationId: number;
  date?: string | undefined;
  party: Party;
  /**
   * False when the places are counted again under the seat lock and this count would be wrong:
   * a checkout that replaces the caller's earlier attempt, whose seats it may take (ADR 242).
   */
  countPlaces?: boolean;
};

/** What of the request a refusal is about, so that each form puts it under its own field. */
export type PriceRefusalAbout = 'location' | 'date' | 'adults' | 'children' | 'infants';

/** The request field (`POST /api/activity/cost`, the amendment request) of each refusal. */
export const REQUEST_FIELD_OF = {
  location: 'pul',
  date: 'pud',
  adults: 'na',
  children: 'nc',
  infants: 'ni',
} as const satisfies Record<PriceRefusalAbout, string>;

export type Priced =
  | { ok: true; amountCents: number; minDate: string; discountPercent: number | null }
  | { ok: false; message: string; about: PriceRefusalAbout; minDate: string };

/** A date refused for its places: sold out, or fewer left than the party needs. */
export function placesRefusal(left: number): string {
  return left <= 0 ? API_MESSAGES.dateSoldOut : placesLeftOnDate(left);
}

export async function priceTour(db: Database, input: CostInput, now = new Date()): Promise<Priced> {
  const found = await pricedTour(db, input, now);
  if (!found) throw notFound(API_MESSAGES.tourNotAvailable);
  return found.price;
}

/**
 * `priceTour` with the Active tour it priced (checkout needs its title and sale type too), or
 * undefined when no Active tour has the id. The tour and what its price depends on are one read
 * (ADR 282); the refusals come in the order below.
 */
export async function pricedTour(
  db: Database,
  input: CostInput,
  now = new Date(),
): Promise<{ tour: ActiveTour; price: Priced } | undefined> {
  const today = tourDateAt(now);
  // Bookings open a year ahead (ADR 272): checkout and amendments are priced here too.
  const maxDate = lastBookableDate(today);
  // Only a date from today to the horizon is counted: one outside is refused below without
  // counting its places (nor handing PostgreSQL a date it cannot read, such as the year 0000 a
  // valid ISO date may have). A date inside the tour's lead time is counted for nothing, since
  // the tour's lead time comes with the same read; it is refused below before its places are.
  const countable = input.date !== undefined && input.date >= today && input.date <= maxDate;
  const found = await tourPricingOf(
    db,
    input.tourId,
    input.locationId,
    countable ? input.date : undefined,
  );
  if (!found) return undefined;
  return { tour: found.tour, price: priceWith(found, input, today, maxDate) };
}

/** The price (or the refusal) of a party on a tour, from what `tourPricingOf` read. */
function priceWith(
  { tour, facts }: TourPricing,
  input: CostInput,
  today: string,
  maxDate: string,
): Priced {
  const minDate = addDays(today, tour.leadTimeDays);
  const refuse = (about: PriceRefusalAbout, message: string): Priced => ({
    ok: false,
    message,
    about,
    minDate,
  });
  const { party } = input;
  const { served, left, groups, discountPercent } = facts;

  if (!served) return refuse('location', API_MESSAGES.locationNotServed);
  if (party.adults < 1) return refuse('adults', MESSAGES.adultsRequired);
  if (party.children > 0 && !tour.includeChildren) {
    return refuse('children', API_MESSAGES.childrenNotAllowed);
  }
  if (party.infants > 0 && !tour.includeInfants) {
    return refuse('infants', API_MESSAGES.infantsNotAllowed);
  }
  if (input.date !== undefined) {
    if (input.date < minDate) return refuse('date', firstAvailableDate(formatLocalDate(minDate)));
    if (input.date > maxDate) return refuse('date', lastAvailableDate(formatLocalDate(maxDate)));
    if (input.countPlaces !== false && (left === undefined || left < placesTaken(party))) {
      return refuse('date', placesRefusal(left ?? 0));
    }
  }

  const prices: PriceList =
    tour.pricingBasis === 2
      ? { basis: 2, groups }
      : {
          basis: 1,
          adultCents: tour.adultPriceCents ?? tour.sellingPriceCents,
          childCents: tour.childPriceCents ?? 0,
          infantCents: tour.infantPriceCents ?? 0,
        };
  const list = listPriceCents(prices, party);
  if (list === undefined) {
    const largest =
      prices.basis === 2 ? Math.max(0, ...prices.groups.map((g) => g.maxTravellers)) : 0;
    return refuse('adults', groupTooLarge(largest));
  }
  return { ok: true, amountCents: discounted(list, discountPercent), minDate, discountPercent };
}

export function costAnswer(priced: Priced) {
  if (!priced.ok) {
    return {
      status: 'error' as const,
      message: priced.message,
      field: REQUEST_FIELD_OF[priced.about],
    };
  }
  return {
    amount: dollars(priced.amountCents),
    amount_formatted: formatUsd(priced.amountCents),
    min_date: priced.minDate,
  };
}

export type Availability = { minDate: string; soldOut: string[] };

/**
 * GET /api/activity/availability (beyond spec): the days of `month` (YYYY-MM) on or after the
 * first bookable date with no place left, by the seat rule `priceTour` refuses a date by, so the
 * date picker never offers a date the estimate would call sold out. One read for the month.
 */
export async function availabilityOf(
  db: Database,
  tourId: number,
  month: string,
  now = new Date(),
): Promise<Availability> {
  const tour = await findActiveTour(db, tourId);
  if (!tour) throw notFound(API_MESSAGES.tourNotAvailable);
  const today = tourDateAt(now);
  const minDate = addDays(today, tour.leadTimeDays);
  const first = `${month}-01`;
  // Days past the booking horizon are not bookable (ADR 272), and are not counted.
  const monthEnd = lastDayOfMonth(month);
  const maxDate = lastBookableDate(today);
  const last = monthEnd < maxDate ? monthEnd : maxDate;
  const from = minDate > first ? minDate : first;
  if (from > last) return { minDate, soldOut: [] };
  return { minDate, soldOut: await soldOutDates(db, tour.id, from, last) };
}
