// Which part of a party a refused price is about, so the cart's edit panel says it at that field.
//
// The API knows (its pricing service tags every refusal with `about`), but the answer of
// POST /api/activity/cost is only `{ status: 'error', message }`: until it names the field, the
// field is told from the words. The words the catalogue builds with a value are matched through
// its own builders. Four are the API's own texts, kept in `API_MESSAGES`, which the site must not
// read (ADR 228: reading one key puts all of them in every page's first load), so they are
// spelled here; the cart page's tests hold them to `API_MESSAGES` byte for byte.
import {
  firstAvailableDate,
  groupTooLarge,
  MESSAGES,
  placesLeftOnDate,
} from '@trails/domain/messages';

/** The edit panel's fields a refusal can be about (the pricing service's `PriceRefusalAbout`). */
export type PartyField = 'date' | 'location' | 'adults' | 'children' | 'infants';

const API_TEXTS: ReadonlyMap<string, PartyField> = new Map([
  ['This date is sold out', 'date'],
  ['This tour does not pick up from the selected location', 'location'],
  ['This tour does not take children', 'children'],
  ['This tour does not take infants', 'infants'],
]);

/** The number in a message, for the builders that take one. */
function numberIn(message: string): number {
  return Number(/\d+/.exec(message)?.[0] ?? NaN);
}

/** The field a price refusal is about; `undefined` when its words name none (a failure). */
export function fieldOfPriceRefusal(message: string): PartyField | undefined {
  const known = API_TEXTS.get(message);
  if (known) return known;
  if (message.startsWith(firstAvailableDate(''))) return 'date';
  if (message === placesLeftOnDate(numberIn(message))) return 'date';
  if (message === MESSAGES.adultsRequired || message === groupTooLarge(numberIn(message))) {
    return 'adults';
  }
  return undefined;
}
