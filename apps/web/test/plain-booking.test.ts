// Book Now and Add to cart posted without scripts (ADR 259): the panel's checks in its words,
// then the API's price; a priced item for the cart, or each refusal at its field.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_MOST_TOURS } from '@trails/domain/cart';
import { MESSAGES } from '@trails/domain/messages';
import { plainBooking } from '../app/features/tour/api/plain-booking.server.ts';
import { browserApi } from '../app/shared/api/client.ts';
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
