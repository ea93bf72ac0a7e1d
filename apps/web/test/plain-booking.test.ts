// Book Now, Add to cart and See total posted without scripts (ADR 259, 283): the panel's checks
// in its words, then the API's price; a priced item for the cart, the party's total, or each
// refusal at its field.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_MOST_TOURS } from '@trails/domain/cart';
import { MESSAGES } from '@trails/domain/messages';
import { plainBooking } from '../app/features/tour/api/plain-booking.server.ts';
import { action } from '../app/routes/tour.tsx';
import { browserApi } from '../app/shared/api/client.ts';
import {
  cartCookieAssignment,
  cartFromCookieHeader,
  POSTED_COOKIE,
} from '../app/shared/lib/cart-cookie.ts';
import { activity } from './builders.ts';
import { costAnswer } from './cost-answer.ts';
import { fakeApi } from './fake-api.ts';

afterEach(() => vi.unstubAllGlobals());

/** The API's estimate: $45 a head; at most two adults; 2027-01-20 sold out. */
function pricing() {
  return fakeApi({ 'POST /api/activity/cost': costAnswer({ mostAdults: 2 }) });
}

function form(fields: Record<string, string>): FormData {
  const posted = new FormData();
  for (const [name, value] of Object.entries(fields)) posted.set(name, value);
  return posted;
}

const full = { location: '4', date: '15/01/2027', adults: '2', children: '1', infants: '0' };

describe('a plain post of the booking panel', () => {
  it('puts the priced item in the cart and goes on to checkout (Book Now) or says it was added', async () => {
    const api = pricing();
    const booked = await plainBooking(
      browserApi(),
      activity(),
      form({ ...full, intent: 'book-now' }),
      [],
    );
    expect(booked).toEqual({
      kind: 'checkout',
      item: {
        activityId: 12,
        startDate: '2027-01-15',
        locationId: 4,
        adults: 2,
        children: 1,
        infants: 0,
        amount: 135,
      },
    });
    expect(api.calls[0]?.body).toEqual({ aid: 12, pul: 4, pud: '2027-01-15', na: 2, nc: 1, ni: 0 });
    const added = await plainBooking(
      browserApi(),
      activity(),
      form({ ...full, intent: 'add-to-cart' }),
      [3],
    );
    expect(added).toMatchObject({ kind: 'added', item: { activityId: 12, amount: 135 } });
  });

  it("refuses in the panel's order, each at its field, keeping what was chosen", async () => {
    const api = pricing();
    const refusalOf = async (fields: Record<string, string>) => {
      const answer = await plainBooking(browserApi(), activity(), form(fields), []);
      expect(answer.kind).toBe('refused');
      return answer.kind === 'refused' ? answer.refusal : undefined;
    };
    // A place this tour does not pick up at is no place chosen.
    expect(await refusalOf({ ...full, location: '99' })).toMatchObject({
      errors: { location: MESSAGES.pickupLocationRequired },
      values: { location: undefined, date: '15/01/2027', adults: 2, children: 1 },
    });
    expect((await refusalOf({ ...full, date: '' }))?.errors).toEqual({
      date: MESSAGES.pickupDateRequired,
    });
    expect((await refusalOf({ ...full, date: '31/02/2027' }))?.errors).toEqual({
      date: 'There is no 31/02/2027: enter a date as dd/mm/yyyy',
    });
    expect((await refusalOf({ ...full, adults: '0' }))?.errors).toEqual({
      adults: MESSAGES.adultsRequired,
    });
    // Nothing was priced for a form the panel itself refuses.
    expect(api.calls).toHaveLength(0);
    // The API's refusals, at the field they name.
    expect((await refusalOf({ ...full, adults: '3' }))?.errors).toEqual({
      adults: 'At most 2 adults',
    });
    expect((await refusalOf({ ...full, date: '20/01/2027' }))?.errors).toEqual({
      date: 'This date is sold out',
    });
  });

  it("refuses adding a tour the cart has; Book Now goes on to checkout with the panel's choices for it", async () => {
    pricing();
    const added = await plainBooking(
      browserApi(),
      activity(),
      form({ ...full, intent: 'add-to-cart' }),
      [12],
    );
    expect(added).toMatchObject({
      kind: 'refused',
      refusal: { errors: {}, message: MESSAGES.alreadyInCart },
    });
    const booked = await plainBooking(
      browserApi(),
      activity(),
      form({ ...full, intent: 'book-now' }),
      [12],
    );
    expect(booked).toEqual({
      kind: 'checkout',
      item: {
        activityId: 12,
        startDate: '2027-01-15',
        locationId: 4,
        adults: 2,
        children: 1,
        infants: 0,
        amount: 135,
      },
    });
  });

  it('refuses a 21st tour in words instead of losing it from the cookie copy (ADR 263)', async () => {
    pricing();
    // The cookie copy keeps CART_MOST_TOURS rows: a 21st row was written, then never read back.
    const fullCart = Array.from({ length: CART_MOST_TOURS }, (_, n) => n + 100);
    for (const intent of ['add-to-cart', 'book-now']) {
      expect(
        await plainBooking(browserApi(), activity(), form({ ...full, intent }), fullCart),
      ).toMatchObject({
        kind: 'refused',
        refusal: { errors: {}, message: MESSAGES.cartFull, values: { adults: 2 } },
      });
    }
    // A tour of the full cart still goes on to checkout with Book Now.
    expect(
      await plainBooking(browserApi(), activity(), form({ ...full, intent: 'book-now' }), [
        ...fullCart.slice(1),
        12,
      ]),
    ).toMatchObject({ kind: 'checkout', item: { activityId: 12, amount: 135 } });
  });

  it('says a price that could not be asked, and adds nothing', async () => {
    fakeApi({
      'POST /api/activity/cost': { status: 500, body: { message: 'Internal server error.' } },
    });
    const answer = await plainBooking(
      browserApi(),
      activity(),
      form({ ...full, intent: 'book-now' }),
      [],
    );
    expect(answer).toMatchObject({ kind: 'refused', refusal: { errors: {} } });
    expect(answer.kind === 'refused' && answer.refusal.message).toBeTruthy();
  });
});

describe("a plain post of the booking panel's See total (ADR 283)", () => {
  it("answers the party's price and what was chosen, whatever the cart holds", async () => {
    const api = pricing();
    // A tour in the cart, or a full cart, still has a price to show: See total books nothing.
    for (const cart of [[], [12], Array.from({ length: CART_MOST_TOURS }, (_, n) => n + 100)]) {
      expect(
        await plainBooking(browserApi(), activity(), form({ ...full, intent: 'see-total' }), cart),
      ).toEqual({
        kind: 'total',
        total: {
          values: { location: 4, date: '15/01/2027', adults: 2, children: 1, infants: 0 },
          amount: 135,
        },
      });
    }
    expect(api.calls[0]?.body).toEqual({ aid: 12, pul: 4, pud: '2027-01-15', na: 2, nc: 1, ni: 0 });
  });

  it('refuses as Book Now does, each at its field, keeping what was chosen', async () => {
    pricing();
    const refusalOf = async (fields: Record<string, string>) => {
      const answer = await plainBooking(
        browserApi(),
        activity(),
        form({ ...fields, intent: 'see-total' }),
        [],
      );
      const bookNow = await plainBooking(
        browserApi(),
        activity(),
        form({ ...fields, intent: 'book-now' }),
        [],
      );
      expect(answer).toEqual(bookNow);
      expect(answer.kind).toBe('refused');
      return answer.kind === 'refused' ? answer.refusal : undefined;
    };
    expect(await refusalOf({ ...full, location: '' })).toEqual({
      values: { location: undefined, date: '15/01/2027', adults: 2, children: 1, infants: 0 },
      errors: { location: MESSAGES.pickupLocationRequired },
    });
    expect((await refusalOf({ ...full, adults: '3' }))?.errors).toEqual({
      adults: 'At most 2 adults',
    });
    expect((await refusalOf({ ...full, date: '20/01/2027' }))?.errors).toEqual({
      date: 'This date is sold out',
    });
  });
});

/** Tour 12 and its price, as the tour route's action asks them. */
function tourApi() {
  return fakeApi({
    'GET /api/activity': ({ query }) =>
      query.get('id') === '12'
        ? { body: { data: activity() } }
        : { status: 404, body: { message: 'Not found' } },
    'POST /api/activity/cost': costAnswer({ mostAdults: 2 }),
  });
}

/** The tour route's action for a post of `fields`, from a browser whose cart holds tour 7. */
function postToTour(fields: Record<string, string>) {
  const cookie = [
    cartCookieAssignment([
      {
        activityId: 7,
        startDate: '2027-01-15',
        locationId: 3,
        adults: 1,
        children: 0,
        infants: 0,
        amount: 45,
      },
    ]),
  ]
    .map((assignment) => assignment.split(';')[0])
    .join('; ');
  return action({
    request: new Request('http://localhost:3000/kandy-temple-and-lake-walk/details/12', {
      method: 'POST',
      headers: { Cookie: cookie },
      body: new URLSearchParams(fields),
    }),
    params: { aid: '12' },
    context: {},
  } as unknown as Parameters<typeof action>[0]);
}

describe("the tour page's action for See total (ADR 283)", () => {
  it('draws the page again with the total and what was chosen, and sets no cookie', async () => {
    tourApi();
    const answer = await postToTour({ ...full, intent: 'see-total' });
    // The page itself, not a redirect: nothing to reload into, nothing went into the cart.
    expect(answer).not.toBeInstanceOf(Response);
    expect(answer).toMatchObject({
      data: {
        values: { location: 4, date: '15/01/2027', adults: 2, children: 1, infants: 0 },
        amount: 135,
      },
    });
    const init = 'init' in answer ? answer.init : undefined;
    expect(init?.status ?? 200).toBe(200);
    const headers = new Headers(init?.headers);
    expect(headers.get('Set-Cookie')).toBeNull();
  });

  it('says a refusal at its field, as Book Now does, with 400 and no cookie', async () => {
    tourApi();
    const answer = await postToTour({ ...full, adults: '3', intent: 'see-total' });
    expect(answer).not.toBeInstanceOf(Response);
    expect(answer).toMatchObject({
      data: { errors: { adults: 'At most 2 adults' }, values: { adults: 3 } },
      init: { status: 400 },
    });
    const init = 'init' in answer ? answer.init : undefined;
    expect(new Headers(init?.headers).get('Set-Cookie')).toBeNull();
  });

  it('still puts an Add to cart into the cookie copy (the other intents are as they were)', async () => {
    tourApi();
    const answer = await postToTour({ ...full, intent: 'add-to-cart' });
    expect(answer).toBeInstanceOf(Response);
    const after = (answer as Response).headers
      .getSetCookie()
      .map((assignment) => assignment.split(';')[0])
      .join('; ');
    expect(cartFromCookieHeader(after).map((row) => row.activityId)).toEqual([7, 12]);
    expect(cartFromCookieHeader(after, POSTED_COOKIE).map((row) => row.activityId)).toEqual([12]);
  });
});
