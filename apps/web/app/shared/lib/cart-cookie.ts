// A small copy of the cart in a session cookie, so the server can draw the checkout form for a
// browser whose scripts did not run (forms first, ADR 095). The cart itself stays in the browser
// session (ADR 053); the copy holds only what identifies each item and is written from it.
// The server treats it as a visitor's claim: it draws a form from it, and the API prices and
// checks every item again at checkout.
import { CART_MOST_TOURS } from '@trails/domain/cart';
import { isLocalDate } from '@trails/domain/tour-date';
import type { CartItem } from '../api/types.ts';

export const CART_COOKIE = 'lanka-trails-cart';
/**
 * The rows a plain post put in the cart (ADR 259, 265), until the browser's cart takes them: a
 * tour it does not hold is adopted, a tour it holds takes the row's choices. Only these rows are
 * taken, so a tour removed or paid in one tab does not come back from the copy another tab
 * wrote.
 */
export const POSTED_COOKIE = 'lanka-trails-cart-posted';

/** What identifies a cart item: its tour, date, pick-up and party, and the amount shown. */
export interface CartCookieItem {
  readonly activityId: number;
  readonly startDate: string;
  readonly locationId: number;
  readonly adults: number;
  readonly children: number;
  readonly infants: number;
  /** The amount the traveller saw, in US dollars; the API prices again and refuses a change. */
  readonly amount: number;
}

/** A cart item's row of the copy. */
export function cartCookieItemOf(item: CartItem): CartCookieItem {
  return {
    activityId: item.activity.id,
    startDate: item.from_date,
    locationId: item.location_id,
    adults: item.adults,
    children: item.children,
    infants: item.infants,
    amount: item.amount,
  };
}

type Row = [number, string, number, number, number, number, number];

/** A session cookie for the whole site holding `list` as JSON; an empty list deletes it. */
function assignment(name: string, list: readonly unknown[]): string {
  if (list.length === 0) return `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  return `${name}=${encodeURIComponent(JSON.stringify(list))}; Path=/; SameSite=Lax`;
}

/** The JSON a request's `Cookie` header holds under `name`; undefined when absent or malformed. */
function cookieJson(header: string | null, name: string): unknown {
  const raw = header
    ?.split(/;\s*/)
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (!raw) return undefined;
  try {
    return JSON.parse(decodeURIComponent(raw)) as unknown;
  } catch {
    return undefined;
  }
}

/** The `Set-Cookie`-style assignment for `document.cookie` (session cookie, whole site). */
export function cartCookieAssignment(
  items: readonly CartCookieItem[],
  name: typeof CART_COOKIE | typeof POSTED_COOKIE = CART_COOKIE,
): string {
  const rows: Row[] = items.map((item) => [
    item.activityId,
    item.startDate,
    item.locationId,
    item.adults,
    item.children,
    item.infants,
    item.amount,
  ]);
  return assignment(name, rows);
}

const count = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 4;
const id = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The cart items in a request's `Cookie` header; none when absent or malformed. */
export function cartFromCookieHeader(
  header: string | null,
  name: typeof CART_COOKIE | typeof POSTED_COOKIE = CART_COOKIE,
): CartCookieItem[] {
  const rows = cookieJson(header, name);
  if (!Array.isArray(rows)) return [];
  return rows.slice(0, CART_MOST_TOURS).flatMap((row: unknown) => {
    if (!Array.isArray(row) || row.length !== 7) return [];
    const [activityId, startDate, locationId, adults, children, infants, amount] = row as Row;
    const valid =
      id(activityId) &&
      typeof startDate === 'string' &&
      isLocalDate(startDate) &&
      id(locationId) &&
      count(adults) &&
      count(children) &&
      count(infants) &&
      typeof amount === 'number' &&
      Number.isFinite(amount) &&
      amount >= 0;
    return valid ? [{ activityId, startDate, locationId, adults, children, infants, amount }] : [];
  });
}

/** The rows with `item` in the place of its tour's row, or after them when the tour has none. */
export function withRow(rows: readonly CartCookieItem[], item: CartCookieItem): CartCookieItem[] {
  return rows.some((row) => row.activityId === item.activityId)
    ? rows.map((row) => (row.activityId === item.activityId ? item : row))
    : [...rows, item];
}

/** The rows without the tour's row. */
export function withoutTour(rows: readonly CartCookieItem[], activityId: number): CartCookieItem[] {
  return rows.filter((row) => row.activityId !== activityId);
}

/**
 * The tours a plain post took out of the cart (ADR 265), until the browser's cart lets them go
 * too: without this list the next page whose scripts ran wrote the browser's cart, the tour
 * still in it, over the copy, and the removed tour came back.
 */
export const REMOVED_COOKIE = 'lanka-trails-cart-removed';

/** The `document.cookie`-style assignment of the removed tours' list (session cookie). */
export function removedCookieAssignment(activityIds: readonly number[]): string {
  return assignment(REMOVED_COOKIE, activityIds);
}

/** The removed tours in a request's `Cookie` header; none when absent or malformed. */
export function removedFromCookieHeader(header: string | null): number[] {
  const ids = cookieJson(header, REMOVED_COOKIE);
  if (!Array.isArray(ids)) return [];
  // The latest removals, should the list ever be longer than a cart could make it.
  return [...new Set(ids.filter((value): value is number => id(value)))].slice(
    -CART_MOST_TOURS * 2,
  );
}
