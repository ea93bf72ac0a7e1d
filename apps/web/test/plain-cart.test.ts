// The cart page's Remove and Update posted without scripts (ADR 265): the cart's cookie copy
// changes, and the lists beside it tell the browser's cart what changed; an Update is checked and
// priced as the booking panel is, and refused at its field.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptiedCart, MESSAGES, removedFromCart, updatedInCart } from '@trails/domain/messages';
import { plainCartChange } from '../app/features/cart/api/plain-cart.server.ts';
import { action, loader } from '../app/routes/cart.tsx';
import { loader as searchLoader } from '../app/routes/search.tsx';
import { browserApi } from '../app/shared/api/client.ts';
import {
  CART_COOKIE,
  cartCookieAssignment,
  cartFromCookieHeader,
  POSTED_COOKIE,
  removedCookieAssignment,
  removedFromCookieHeader,
} from '../app/shared/lib/cart-cookie.ts';
import type { CartCookieItem } from '../app/shared/lib/cart-cookie.ts';
import { activity } from './builders.ts';
import { costAnswer } from './cost-answer.ts';
import { fakeApi } from './fake-api.ts';

// Before any client is made: the site's browser client keeps the fetch it was made with.
beforeEach(() => {
  api();
});
afterEach(() => vi.unstubAllGlobals());

/** Tour 12 at $45 a head, 2027-01-20 sold out; tour 40 is gone. */
function api() {
  return fakeApi({
    'GET /api/activity': ({ query }) =>
      query.get('id') === '12'
        ? { body: { data: activity() } }
        : { status: 404, body: { message: 'Not found' } },
    'POST /api/activity/cost': costAnswer(),
  });
}

const row = (activityId: number, adults = 2): CartCookieItem => ({
  activityId,
  startDate: '2027-01-15',
  locationId: 3,
  adults,
  children: 0,
  infants: 0,
  amount: 45 * adults,
});

/** A request's Cookie header made of assignments, as the browser would send them. */
const header = (...assignments: string[]) =>
  assignments.map((assignment) => assignment.split(';')[0]).join('; ');

function form(fields: Record<string, string>): FormData {
  const posted = new FormData();
  for (const [name, value] of Object.entries(fields)) posted.set(name, value);
  return posted;
}

describe("the cart page's forms posted without scripts", () => {
  it('removes the tour from the copy and from the posted rows, and lists it as removed', async () => {
    const cookie = header(
      cartCookieAssignment([row(7), row(12)]),
      cartCookieAssignment([row(12)], POSTED_COOKIE),
    );
    const change = await plainCartChange(
      browserApi(),
      cookie,
      form({ intent: 'remove', tour: '12' }),
    );
    expect(change).toMatchObject({
      kind: 'changed',
      empty: false,
      change: { kind: 'removed', activityId: 12 },
    });
    const after = header(...(change.kind === 'changed' ? change.cookies : []));
    expect(cartFromCookieHeader(after, CART_COOKIE).map((r) => r.activityId)).toEqual([7]);
    expect(after).toContain(`${POSTED_COOKIE}=`);
    expect(cartFromCookieHeader(after, POSTED_COOKIE)).toEqual([]);
    expect(removedFromCookieHeader(after)).toEqual([12]);
  });

  it('says the cart is empty once its last tour is removed', async () => {
    const change = await plainCartChange(
      browserApi(),
      header(cartCookieAssignment([row(12)])),
      form({ intent: 'remove', tour: '12' }),
    );
    expect(change).toMatchObject({ kind: 'changed', empty: true });
  });

  it('lists a tour as removed even when the copy no longer has it (a reviewer’s case)', async () => {
    // Another tab wrote its own cart into the copy; this tab's browser cart may hold tour 12
    // still, and must let it go once its scripts run.
    const change = await plainCartChange(
      browserApi(),
      header(cartCookieAssignment([row(7)]), removedCookieAssignment([12])),
      form({ intent: 'remove', tour: '12' }),
    );
    expect(change).toMatchObject({ kind: 'changed', empty: false });
    const after = header(...(change.kind === 'changed' ? change.cookies : []));
    expect(cartFromCookieHeader(after).map((r) => r.activityId)).toEqual([7]);
    expect(removedFromCookieHeader(after)).toEqual([12]);
  });

  it('prices an Update as the panel does and puts the new choices in the tour’s place', async () => {
    const calls = api();
    const cookie = header(
      cartCookieAssignment([row(7), row(12), row(9)]),
      removedCookieAssignment([12, 5]),
    );
    const change = await plainCartChange(
      browserApi(),
      cookie,
      form({
        intent: 'update',
        tour: '12',
        date: '22/01/2027',
        location: '4',
        adults: '3',
        children: '1',
        infants: '0',
      }),
    );
    expect(change).toMatchObject({
      kind: 'changed',
      change: { kind: 'updated', activityId: 12 },
    });
    const after = header(...(change.kind === 'changed' ? change.cookies : []));
    const updated = {
      activityId: 12,
      startDate: '2027-01-22',
      locationId: 4,
      adults: 3,
      children: 1,
      infants: 0,
      amount: 180,
    };
    expect(cartFromCookieHeader(after)).toEqual([row(7), updated, row(9)]);
    // The browser's cart takes the posted row once scripts run; the tour is no longer removed.
    expect(cartFromCookieHeader(after, POSTED_COOKIE)).toEqual([updated]);
    expect(removedFromCookieHeader(after)).toEqual([5]);
    expect(calls.calls.at(-1)?.body).toEqual({
      aid: 12,
      pul: 4,
      pud: '2027-01-22',
      na: 3,
      nc: 1,
      ni: 0,
    });
  });

  it('refuses an Update at its field, keeping what was typed, and changes nothing', async () => {
    api();
    const cookie = header(cartCookieAssignment([row(12)]));
    const unreadable = await plainCartChange(
      browserApi(),
      cookie,
      form({ intent: 'update', tour: '12', date: '31/02/2027', location: '3', adults: '2' }),
    );
    expect(unreadable).toMatchObject({
      kind: 'refused',
      refusal: { activityId: 12, values: { date: '31/02/2027', location: 3, adults: 2 } },
    });
    expect(unreadable.kind === 'refused' && unreadable.refusal.errors.date).toMatch(
      /There is no 31\/02\/2027/,
    );
    const noAdult = await plainCartChange(
      browserApi(),
      cookie,
      form({ intent: 'update', tour: '12', date: '15/01/2027', location: '3', adults: '0' }),
    );
    expect(noAdult).toMatchObject({
      kind: 'refused',
      refusal: { errors: { adults: MESSAGES.adultsRequired } },
    });
    const soldOut = await plainCartChange(
      browserApi(),
      cookie,
      form({ intent: 'update', tour: '12', date: '20/01/2027', location: '3', adults: '2' }),
    );
    expect(soldOut).toMatchObject({
      kind: 'refused',
      refusal: { errors: { date: 'This date is sold out' } },
    });
  });

  it('refuses children or infants on a tour that takes none, at their field', async () => {
    fakeApi({
      'GET /api/activity': {
        body: { data: activity({ include_children: 0, include_infants: 0 }) },
      },
    });
    const cookie = header(cartCookieAssignment([row(12)]));
    const fields = { intent: 'update', tour: '12', date: '15/01/2027', location: '3', adults: '2' };
    expect(
      await plainCartChange(browserApi(), cookie, form({ ...fields, children: '1' })),
    ).toMatchObject({ kind: 'refused', refusal: { errors: { children: expect.any(String) } } });
    expect(
      await plainCartChange(browserApi(), cookie, form({ ...fields, infants: '2' })),
    ).toMatchObject({ kind: 'refused', refusal: { errors: { infants: expect.any(String) } } });
  });

  it('says a tour that is gone cannot be changed', async () => {
    api();
    const change = await plainCartChange(
      browserApi(),
      header(cartCookieAssignment([row(40)])),
      form({ intent: 'update', tour: '40', date: '15/01/2027', location: '3', adults: '2' }),
    );
    expect(change).toMatchObject({
      kind: 'refused',
      refusal: { activityId: 40, errors: {}, message: expect.stringMatching(/not available/) },
    });
  });
});

/** The cart route's loader for `search`, with the cart's cookie copy `cookie`. */
async function cartPageAt(search: string, cookie: string) {
  const url = new URL(`http://localhost:3000/cart${search}`);
  const answer = await loader({
    request: new Request(url, { headers: { Cookie: cookie } }),
    url,
    params: {},
    context: {},
  } as unknown as Parameters<typeof loader>[0]);
  return answer.data;
}

describe('the cart page after a change posted without scripts (ADR 268)', () => {
  it('goes to an address that names the change, and the page says it with the tour’s name', async () => {
    const posted = await action({
      request: new Request('http://localhost:3000/cart', {
        method: 'POST',
        headers: { Cookie: header(cartCookieAssignment([row(7), row(12)])) },
        body: new URLSearchParams({ intent: 'remove', tour: '12' }),
      }),
      params: {},
      context: {},
    } as unknown as Parameters<typeof action>[0]);
    expect(posted).toBeInstanceOf(Response);
    expect((posted as Response).headers.get('Location')).toBe('/cart?removed=12');

    const title = activity().title;
    // The cookies the action set: the tour is no longer in the copy, and listed as removed.
    const after = header(...(posted as Response).headers.getSetCookie());
    expect((await cartPageAt('?removed=12', after)).said).toBe(removedFromCart(title));
    expect(
      (await cartPageAt('?updated=12', header(cartCookieAssignment([row(7), row(12)])))).said,
    ).toBe(updatedInCart(title));
  });

  it('says a removed tour it cannot read is "A trail"', async () => {
    const cookie = header(cartCookieAssignment([row(12)]), removedCookieAssignment([40]));
    expect((await cartPageAt('?removed=40', cookie)).said).toBe(removedFromCart());
    expect((await cartPageAt('', cookie)).said).toBeNull();
  });

  it('says nothing the cart does not bear out, and asks the API nothing for a made-up address', async () => {
    const calls = api();
    const cookie = header(cartCookieAssignment([row(12)]), removedCookieAssignment([9]));
    // Tour 12 is in the cart (another tab wrote it back): it was not removed.
    expect((await cartPageAt('?removed=12', cookie)).said).toBeNull();
    // Tour 7 was never removed here, and the cart does not hold it to be updated.
    const asked = calls.calls.length;
    expect((await cartPageAt('?removed=7', cookie)).said).toBeNull();
    expect((await cartPageAt('?updated=7', cookie)).said).toBeNull();
    // (Tour 12's page is kept by the site's server; a tour that is not there would be asked for.)
    expect(calls.calls.slice(asked).filter((call) => call.query.get('id') === '7')).toEqual([]);
  });
});

/** The search route's loader at `/search?${query}` with the browser's `cookie`. */
async function searchPageAt(query: string, cookie: string) {
  const url = new URL(`http://localhost:3000/search?${query}`);
  return searchLoader({
    request: new Request(url, { headers: { Cookie: cookie } }),
    url,
    params: {},
    context: {},
  } as unknown as Parameters<typeof searchLoader>[0]);
}

/** The cart's API, and search's: no trails, no places, no categories. */
function apiWithSearch() {
  const empty = { current_page: 1, last_page: 1, per_page: 12, total: 0, data: [] };
  return fakeApi({
    'GET /api/activity': ({ query }) =>
      query.get('id') === '12'
        ? { body: { data: activity() } }
        : { status: 404, body: { message: 'Not found' } },
    'GET /api/search': { body: { data: { results: empty } } },
    'GET /api/categories/get': { body: { data: [] } },
    'GET /api/locations/get': { body: { data: [] } },
  });
}

describe('the last Remove posted without scripts (ADR 279)', () => {
  it('goes to search, which says what was removed and that the cart is empty, as the snackbar does with scripts', async () => {
    apiWithSearch();
    const posted = await action({
      request: new Request('http://localhost:3000/cart', {
        method: 'POST',
        headers: { Cookie: header(cartCookieAssignment([row(12)])) },
        body: new URLSearchParams({ intent: 'remove', tour: '12' }),
      }),
      params: {},
      context: {},
    } as unknown as Parameters<typeof action>[0]);
    const location = (posted as Response).headers.get('Location')!;
    expect(location).toBe('/search?key=&removed=12');

    const after = header(...(posted as Response).headers.getSetCookie());
    const page = await searchPageAt(location.split('?')[1]!, after);
    expect(page.data.cartEmptied).toBe(emptiedCart(activity().title));
    expect(page.data.cartEmptied).toBe(
      `${activity().title} was removed from your cart. Your cart is empty.`,
    );
    // It speaks of this visitor's cart: no shared cache keeps it.
    expect(new Headers(page.init?.headers).get('Cache-Control')).toBe('no-store');
  });

  it('says only the removal once the cart holds a trail again, and "A trail" for one it cannot read', async () => {
    apiWithSearch();
    const refilled = header(cartCookieAssignment([row(7)]), removedCookieAssignment([12]));
    expect((await searchPageAt('key=&removed=12', refilled)).data.cartEmptied).toBe(
      removedFromCart(activity().title),
    );
    const gone = header(removedCookieAssignment([40]));
    expect((await searchPageAt('key=&removed=40', gone)).data.cartEmptied).toBe(emptiedCart());
  });

  it('says nothing for an address the cookies do not bear out; only such an address is kept from shared caches', async () => {
    const calls = apiWithSearch();
    const page = await searchPageAt('key=&removed=12', header(removedCookieAssignment([9])));
    expect(page.data.cartEmptied).toBeNull();
    // Its answer depends on the visitor's cookies, whatever it says.
    expect(new Headers(page.init?.headers).get('Cache-Control')).toBe('no-store');
    expect(calls.calls.filter((call) => call.path === '/api/activity')).toEqual([]);
    const plain = await searchPageAt('key=', header(removedCookieAssignment([12])));
    expect(plain.data.cartEmptied).toBeNull();
    expect(new Headers(plain.init?.headers).has('Cache-Control')).toBe(false);
  });
});
