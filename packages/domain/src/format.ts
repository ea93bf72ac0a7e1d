// How the product writes text, ratings, money, dates and names.

import { RATING_DECIMALS, TOUR_TIME_ZONE } from './constants.ts';
import { firstGrapheme, graphemesOf } from './graphemes.ts';
import { MESSAGES } from './messages.ts';
import { parseLocalDate } from './tour-date.ts';
import type { LocalDate } from './tour-date.ts';

/** Added where text was cut. One character, and it counts toward the limit. */
export const ELLIPSIS = '…';

/**
 * Shortens text to at most `limit` characters, for a limit of `TRUNCATE` in `constants.ts`
 * (`truncate(tour.title, TRUNCATE.listingTitle)`).
 *
 * - A character is a user-perceived character (a grapheme cluster), so a cut never splits a
 *   surrogate pair, an emoji sequence or a letter from its accent.
 * - Text that fits is returned as it is. Longer text keeps its first `limit - 1` characters,
 *   loses trailing white space, and ends with `…`: the ellipsis counts toward the limit, so the
 *   result never has more than `limit` characters.
 * - `null` and `undefined` give `''`.
 */
export function truncate(text: string | null | undefined, limit: number): string {
  if (!text) return '';
  if (!Number.isInteger(limit) || limit < 1) {
    throw new RangeError(`A truncation limit is a positive integer, not ${limit}`);
  }
  // Cheap exit: no text of at most `limit` UTF-16 units can have more than `limit` graphemes.
  if (text.length <= limit) return text;
  let kept = 0;
  let cutAt = 0;
  for (const { index } of graphemesOf(text)) {
    if (kept === limit - 1) cutAt = index;
    if (kept === limit) return `${text.slice(0, cutAt).trimEnd()}${ELLIPSIS}`;
    kept += 1;
  }
  return text;
}

/**
 * An average rating with one decimal (`4.25` → `'4.3'`, halves round up), or 'No Ratings yet'
 * when there is none. Ratings run from 1 to 5 stars, so an average of 0 means no ratings.
 */
export function formatRating(average: number | null | undefined): string {
  if (average == null || !Number.isFinite(average) || average <= 0) return MESSAGES.noRatingsYet;
  const scale = 10 ** RATING_DECIMALS;
  // Rounding the decimal reading of the number: 4.35 is stored as 4.3499…, yet it reads 4.35.
  const rounded = Math.round(Number((average * scale).toPrecision(12))) / scale;
  return rounded.toFixed(RATING_DECIMALS);
}

/**
 * An amount of integer US cents as US dollars: `123450` → `'$1,234.50'`, `-500` → `'-$5.00'`.
 * Throws a RangeError for anything but a safe integer: money is never a float here.
 *
 * Written out by hand, not by `Intl.NumberFormat`: for whole cents the en-US currency format is
 * a sign, `$`, the dollars grouped by thousands with commas, a point and two digits, which
 * integer arithmetic gives exactly (the test compares it with Intl's), and a page full of prices
 * then builds no number formatter while it hydrates (ADR 200).
 */
export function formatUsd(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`An amount is integer cents, not ${cents}`);
  }
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const rest = abs % 100;
  // A multiple of 100 divided by 100: exact, no float rounding.
  const dollars = String((abs - rest) / 100).replace(THOUSANDS, ',');
  return `${sign}$${dollars}.${pad2(rest)}`;
}

/** Before each group of three digits that ends the number, except at its start. */
const THOUSANDS = /\B(?=(?:\d{3})+$)/g;

/**
 * How many trails a search found: `'1 trail'`, `'1,204 trails'`, or, when the API's total is an
 * estimate (`total_estimated`, past 1,000 matches), `'About 3,200 trails'`: two significant
 * digits, since more would claim a precision the estimate does not have (ADR 204).
 */
export function formatTrailCount(total: number, estimated = false): string {
  if (!Number.isSafeInteger(total) || total < 0) {
    throw new RangeError(`A count of trails is a whole number, not ${total}`);
  }
  if (!estimated)
    return `${String(total).replace(THOUSANDS, ',')} ${total === 1 ? 'trail' : 'trails'}`;
  const step = total < 100 ? 1 : 10 ** (String(total).length - 2);
  const rounded = Math.round(total / step) * step;
  return `About ${String(rounded).replace(THOUSANDS, ',')} trails`;
}

/** A `YYYY-MM-DD` date as dd/MM/yyyy. Throws a RangeError when it is not a real date. */
export function formatLocalDate(date: LocalDate): string {
  const parts = parseLocalDate(date);
  if (!parts) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  return `${pad2(parts.day)}/${pad2(parts.month)}/${parts.year}`;
}

// Built on first use, not when the module loads: a page that shows no such date never pays for
// a time-zone formatter (ADR 200).
let colomboDate: Intl.DateTimeFormat | undefined;

/** The date of an instant in Sri Lanka, as dd/MM/yyyy (e.g. a review's or message's date). */
export function formatDate(instant: Date): string {
  colomboDate ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TOUR_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of colomboDate.formatToParts(instant)) parts[part.type] = part.value;
  return `${parts.day}/${parts.month}/${parts.year}`;
}

const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** The month / day / year badge of a cart item: `'2026-03-05'` → `{ month: 'Mar', day: '05', year: '2026' }`. */
export function cartDateBadge(date: LocalDate): {
  readonly month: string;
  readonly day: string;
  readonly year: string;
} {
  const parts = parseLocalDate(date);
  if (!parts) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  return {
    month: MONTH_ABBREVIATIONS[parts.month - 1] ?? '',
    day: pad2(parts.day),
    year: String(parts.year),
  };
}

/**
 * How a reviewer is named under their review: first name and the first letter of the last
 * name with a full stop (`'Nimal'`, `'Perera'` → `'Nimal P.'`).
 */
export function reviewerDisplayName(reviewer: {
  readonly firstName: string | null | undefined;
  readonly lastName: string | null | undefined;
}): string {
  const first = reviewer.firstName?.trim() ?? '';
  const last = reviewer.lastName?.trim() ?? '';
  const initial = last ? `${firstGrapheme(last)}.` : '';
  return [first, initial].filter(Boolean).join(' ');
}

/**
 * A party in words, as mails, tickets and guides say it: "2 adults, 1 child" (children and
 * infants only when there are some).
 */
export function formatParty(party: {
  readonly adults: number;
  readonly children: number;
  readonly infants: number;
}): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const parts = [count(party.adults, 'adult', 'adults')];
  if (party.children) parts.push(count(party.children, 'child', 'children'));
  if (party.infants) parts.push(count(party.infants, 'infant', 'infants'));
  return parts.join(', ');
}

/** Travellers as the bookings table shows them: adults/children/infants (`'2/1/0'`). */
export function formatPax(pax: {
  readonly adults: number;
  readonly children: number;
  readonly infants: number;
}): string {
  return `${pax.adults}/${pax.children}/${pax.infants}`;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
