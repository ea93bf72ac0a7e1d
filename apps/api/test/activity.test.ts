import { eq, sql } from 'drizzle-orm';
import { tourDateAt } from '@trails/domain/tour-date';
import { formatLocalDate } from '@trails/domain/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { bookings, tourDepartures, tours } from '../src/db/schema.ts';
import { addDays, lastDayOfMonth } from '../src/modules/pricing/rules.ts';
import { locationId, tourId } from './support/catalogue.ts';
import { expectContract } from './support/contract.ts';
import { createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const today = () => tourDateAt(new Date());

/** A Confirmed, paid booking on one date: it holds its seats (ADR 100). */
function paidBooking(fields: {
  reference: string;
  tourId: number;
  date: string;
  locationId: number;
  adults: number;
  children: number;
}) {
  const { date, ...rest } = fields;
  return {
    ...rest,
    startDate: date,
    endDate: date,
    amountCents: 0,
    contactFirstName: 'A',
    contactLastName: 'B',
    contactEmail: 'a@b.example',
    contactPhone: '1',
    status: 1,
    paymentStatus: 'captured',
  };
}

async function activity(id: number | string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/activity?id=${id}` });
  expectContract(response, 'getActivity');
  return response;
}

describe('GET /api/activity', () => {
  it('gives the full tour with its published field names, images, itinerary, pick-ups and reviews', async () => {
    const id = await tourId(t.db, 'Kandy to Knuckles Day Trek: Corbett’s Gap');
    const response = await activity(id);
    expect(response.statusCode).toBe(200);
    const tour = response.json().data;
    expect(tour).toMatchObject({
      id,
      title: 'Kandy to Knuckles Day Trek: Corbett’s Gap',
      tour_type: 2,
      duration: 2,
      duration_value: 9,
      status: 1,
      supplier_name: 'Knuckles Trail Co.',
      user: {
        supplier_profile: { work_name: 'Knuckles Trail Co.', work_mobile: '+94 77 412 3301' },
      },
      deals: { subscription: { deals: { discount: 15 } } },
      full_seo_url: `/kandy-to-knuckles-day-trek-corbetts-gap/details/${id}`,
      include_adults: 1,
      price: { selling_price: 65 },
    });
    for (const field of ['exclision', 'condtions', 'know', 'inclusion', 'cancel_policy']) {
      expect(tour[field], field).toEqual(expect.any(String));
    }
    expect(tour.images).toHaveLength(3);
    expect(tour.images[0]).toMatchObject({ width: 1920, height: 1280 });
    expect(tour.images[0].srcset).toContain('?w=320 320w');
    expect(tour.itinery.length).toBeGreaterThan(1);
    expect(tour.itinery[0].summery).toEqual(expect.any(String));
    expect(tour.pickup_locations.map((p: { location_name: string }) => p.location_name)).toEqual([
      'Kandy',
      'Matale',
    ]);
    // Each place with its pick-up time (beyond the spec): checkout counts the free-cancellation
    // deadline from it.
    const times = await queryRows<{ time: string }>(
      t.db,
      sql`SELECT to_char(pickup_time, 'HH24:MI') AS time FROM tour_pickup_locations
        WHERE tour_id = ${id} ORDER BY id`,
    );
    expect(tour.pickup_locations.map((p: { pickup_time: string }) => p.pickup_time)).toEqual(
      times.map((row) => row.time),
    );
    expect(tour.available_locations).toEqual(tour.pickup_locations);
    expect(tour.clientReviews.length).toBe(tour.rating_count);
    expect(tour.clientReviews[0].profile.first_name).toEqual(expect.any(String));
    expect(tour.adults.map((o: { id: number }) => o.id)).toEqual([1, 2, 3, 4]);
    expect(tour.children.map((o: { id: number }) => o.id)).toEqual([0, 1, 2, 3, 4]);
  });

  it('numbers the days of an overnight itinerary and offers no infant places where none go', async () => {
    const id = await tourId(t.db, 'Knuckles Five Peaks Camping Expedition');
    const tour = (await activity(id)).json().data;
    expect(tour.tour_type).toBe(3);
    expect(tour.pricing_basis).toBe(2);
    expect(tour.itinery.map((entry: { day: number }) => entry.day)).toEqual([1, 2, 3]);
    expect(tour.include_infants).toBe(0);
    expect(tour.infants).toEqual([]);
  });

  it('answers 404 for an unknown tour and for tours that are not Active', async () => {
    expect((await activity(999_999)).statusCode).toBe(404);
    const pending = await tourId(t.db, 'Kandy Esala Perahera Evening Walk');
    const rejected = await tourId(t.db, 'Aluvihare Rock Temple and Matale Spice Garden');
    for (const id of [pending, rejected]) {
      const response = await activity(id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  /** A new Active tour with nothing around it, offered by a user without a supplier profile. */
  async function bareTour(code: string): Promise<{ id: number; supplierId: number }> {
    const [user] = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT u.id FROM users u WHERE NOT EXISTS (
            SELECT 1 FROM supplier_profiles sp WHERE sp.user_id = u.id) ORDER BY u.id LIMIT 1`,
    );
    const [tour] = await queryRows<{ id: number }>(
      t.db,
      sql`INSERT INTO tours (tour_code, supplier_user_id, title, seo_url, seo_title,
            seo_description, tour_type, duration_value, duration_unit, overview, pricing_basis,
            selling_price_cents, status, include_infants)
          VALUES (${code}, ${user!.id}, 'Bare Ridge Walk', 'bare-ridge-walk', 'Bare', 'Bare walk',
            3, 2, 1, 'Nothing yet.', 1, 4550, 1, false)
          RETURNING id`,
    );
    return { id: Number(tour!.id), supplierId: Number(user!.id) };
  }

  it('gives a tour without pictures, itinerary, pick-ups, reviews or supplier profile empty lists', async () => {
    const { id, supplierId } = await bareTour('BARE-EMPTY');
    const response = await activity(id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id,
      tour_id: 'BARE-EMPTY',
      title: 'Bare Ridge Walk',
      cover_image: '/media/missing?w=960',
      average_rating: 0,
      rating_count: 0,
      price: { selling_price: 45.5 },
      deals: null,
      categories: [],
      images: [],
      itinery: [],
      available_locations: [],
      pickup_locations: [],
      clientReviews: [],
      supplier_name: '',
      user: { id: supplierId, supplier_profile: { work_name: '', work_mobile: null } },
      know_policy: null,
      contact_number: null,
      include_infants: 0,
      infants: [],
      full_seo_url: `/bare-ridge-walk/details/${id}`,
    });
  });

  it('shows the latest 20 reviews, newest first, with whole-millisecond times and their pictures in order', async () => {
    const { id } = await bareTour('BARE-REVIEWS');
    const [reviewer] = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT id FROM users ORDER BY id LIMIT 1`,
    );
    // 22 reviews a day apart (the 3rd and 4th at the same instant: the later id comes first).
    await queryRows(
      t.db,
      sql`INSERT INTO reviews (tour_id, user_id, rating, feedback, reviewed_at)
          SELECT ${id}, ${reviewer!.id}, 1 + n % 5, 'Review ' || n,
            '2026-10-01 08:30:00.123789+00'::timestamptz + (CASE WHEN n = 4 THEN 3 ELSE n END) * interval '1 day'
          FROM generate_series(1, 22) AS n ORDER BY n`,
    );
    const [picture] = await queryRows<{ name: string; width: number }>(
      t.db,
      sql`SELECT name, width FROM media ORDER BY name LIMIT 1`,
    );
    await queryRows(
      t.db,
      sql`INSERT INTO review_images (review_id, media_name)
          SELECT r.id, ${picture!.name} FROM reviews r, generate_series(1, 2)
          WHERE r.tour_id = ${id} AND r.feedback = 'Review 22'`,
    );
    const reviews = (await activity(id)).json().data.clientReviews as {
      review_datetime: string;
      review_feedback: string;
      images: { id: number; name: string; width: number }[];
    }[];
    expect(reviews.map((review) => review.review_feedback)).toEqual([
      ...[22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5].map(
        (n) => `Review ${n}`,
      ),
      'Review 4',
      'Review 3',
    ]);
    expect(reviews[0]!.review_datetime).toBe('2026-10-23T08:30:00.123Z');
    expect(reviews[0]!.images).toHaveLength(2);
    expect(reviews[0]!.images[0]!.id).toBeLessThan(reviews[0]!.images[1]!.id);
    expect(reviews[0]!.images[0]).toMatchObject({ name: picture!.name, width: picture!.width });
    expect(reviews[1]!.images).toEqual([]);
  });

  it('refuses a missing or malformed id with a 400 naming it', async () => {
    for (const query of ['', 'id=abc', 'id=0', 'id=1.5']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/activity?${query}` });
      expect(response.statusCode, query).toBe(400);
      expectContract(response, 'getActivity');
      expect(Object.keys(response.json().errors)).toEqual(['id']);
    }
  });
});

describe('POST /api/activity/cost', () => {
  async function cost(body: object | string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/activity/cost',
      headers: { 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
    expectContract(response, 'estimateCost');
    return response;
  }

  async function priced(body: object) {
    const response = await cost(body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      amount: number;
      amount_formatted: string;
      min_date: string;
      status?: string;
      message?: string;
    };
  }

  it('prices per person: adults, children and infants at their own prices', async () => {
    const id = await tourId(t.db, 'Udawattakele Forest Reserve Bird Walk');
    const [tour] = await t.db.select().from(tours).where(eq(tours.id, id));
    const kandy = await locationId(t.db, 'kandy');
    const answer = await priced({ aid: id, pul: kandy, na: 2, nc: 1, ni: 1 });
    const cents = 2 * tour!.adultPriceCents! + tour!.childPriceCents! + tour!.infantPriceCents!;
    expect(answer).toEqual({
      amount: cents / 100,
      amount_formatted: `$${(cents / 100).toFixed(2)}`,
      min_date: addDays(today(), 1),
    });
    expect(answer.amount).toBe(73);
  });

  it('answers from the tour as it is now, request after request (its read is built once, ADR 244)', async () => {
    const id = await tourId(t.db, 'Udawattakele Forest Reserve Bird Walk');
    const kandy = await locationId(t.db, 'kandy');
    const [before] = await t.db.select().from(tours).where(eq(tours.id, id));
    // More than five runs: PostgreSQL may then keep one generic plan for the statement.
    for (let i = 0; i < 7; i++) {
      expect((await priced({ aid: id, pul: kandy, na: 1 })).amount).toBe(
        before!.adultPriceCents! / 100,
      );
    }
    try {
      await t.db.update(tours).set({ adultPriceCents: 4_100 }).where(eq(tours.id, id));
      expect((await priced({ aid: id, pul: kandy, na: 1 })).amount).toBe(41);
      await t.db.update(tours).set({ status: 0 }).where(eq(tours.id, id));
      expect((await cost({ aid: id, pul: kandy, na: 1 })).statusCode).toBe(404);
    } finally {
      await t.db
        .update(tours)
        .set({ adultPriceCents: before!.adultPriceCents, status: before!.status })
        .where(eq(tours.id, id));
    }
  });

  it('prices per group by the smallest group size the party fits', async () => {
    const id = await tourId(t.db, 'Kandy Cooking Class and Market Walk');
    const kandy = await locationId(t.db, 'kandy');
    expect((await priced({ aid: id, pul: kandy, na: 2 })).amount).toBe(70);
    expect((await priced({ aid: id, pul: kandy, na: 2, nc: 1, ni: 2 })).amount).toBe(150);
    const tooMany = await priced({ aid: id, pul: kandy, na: 4, nc: 3 });
    expect(tooMany).toEqual({
      status: 'error',
      message: 'This tour takes groups of up to 6 travellers',
      field: 'na',
    });
  });

  it('applies a running deal and ignores one that is over', async () => {
    const knuckles = await tourId(t.db, 'Kandy to Knuckles Day Trek: Corbett’s Gap');
    const kandy = await locationId(t.db, 'kandy');
    expect(await priced({ aid: knuckles, pul: kandy, na: 2 })).toMatchObject({
      amount: 110.5,
      amount_formatted: '$110.50',
    });
    // Tea country week (10 %) runs; Early riser sunrises (20 %) is over.
    const lipton = await tourId(t.db, 'Lipton’s Seat Sunrise and Dambatenne Factory');
    const haputale = await locationId(t.db, 'haputale');
    expect((await priced({ aid: lipton, pul: haputale, na: 1 })).amount).toBe(30.6);
  });

  it('gives min_date from the lead time, with or without a date', async () => {
    const id = await tourId(t.db, 'Meemure Village and Lakegala Overnight Trek');
    const meemure = await locationId(t.db, 'meemure');
    const answer = await priced({ aid: id, pul: meemure, na: 1, pud: addDays(today(), 3) });
    expect(answer.min_date).toBe(addDays(today(), 3));
    expect((await priced({ aid: id, pul: meemure, na: 1 })).min_date).toBe(addDays(today(), 3));
  });

  it('answers status error with a message for no adults, an early date, an unserved location, infants where none go', async () => {
    const id = await tourId(t.db, 'Meemure Village and Lakegala Overnight Trek');
    const meemure = await locationId(t.db, 'meemure');
    const ella = await locationId(t.db, 'ella');
    expect(await priced({ aid: id, pul: meemure, na: 0, nc: 2 })).toEqual({
      status: 'error',
      message: 'Please select number of adults',
      field: 'na',
    });
    expect(await priced({ aid: id, pul: meemure, na: 1, pud: addDays(today(), 2) })).toEqual({
      status: 'error',
      message: `The first available date is ${formatLocalDate(addDays(today(), 3))}`,
      field: 'pud',
    });
    // A well-formed date PostgreSQL cannot hold is still just too early, never a 500.
    expect(await priced({ aid: id, pul: meemure, na: 1, pud: '0000-01-01' })).toEqual({
      status: 'error',
      message: `The first available date is ${formatLocalDate(addDays(today(), 3))}`,
      field: 'pud',
    });
    expect(await priced({ aid: id, pul: ella, na: 1 })).toEqual({
      status: 'error',
      message: 'This tour does not pick up from the selected location',
      field: 'pul',
    });
    expect(await priced({ aid: id, pul: meemure, na: 1, ni: 1 })).toEqual({
      status: 'error',
      message: 'This tour does not take infants',
      field: 'ni',
    });
  });

  it('refuses a date without capacity: sold out, closed, or fewer places than travellers', async () => {
    const horton = await tourId(t.db, 'Horton Plains and World’s End at Dawn');
    const nuwara = await locationId(t.db, 'nuwara-eliya');
    expect(await priced({ aid: horton, pul: nuwara, na: 1, pud: addDays(today(), 5) })).toEqual({
      status: 'error',
      message: 'This date is sold out',
      field: 'pud',
    });
    expect(
      (await priced({ aid: horton, pul: nuwara, na: 1, pud: addDays(today(), 6) })).amount,
    ).toBe(75);

    const sriPada = await tourId(t.db, 'Adam’s Peak Night Pilgrimage Climb');
    const dalhousie = await locationId(t.db, 'dalhousie');
    const nearlyFull = { aid: sriPada, pul: dalhousie, pud: addDays(today(), 6) };
    expect(await priced({ ...nearlyFull, na: 2 })).toEqual({
      status: 'error',
      message: 'Only 1 place is left on this date',
      field: 'pud',
    });
    expect((await priced({ ...nearlyFull, na: 1, ni: 1 })).amount).toBe(55);
  });

  it('refuses a date past the booking horizon, a year ahead, and prices its last day (ADR 272)', async () => {
    const id = await tourId(t.db, 'Udawattakele Forest Reserve Bird Walk');
    const kandy = await locationId(t.db, 'kandy');
    const anyDate = await priced({ aid: id, pul: kandy, na: 1 });
    const last = addDays(today(), 365);
    expect(await priced({ aid: id, pul: kandy, na: 1, pud: last })).toEqual(anyDate);
    const refused = {
      status: 'error',
      message: `Bookings open a year ahead: the last available date is ${formatLocalDate(last)}`,
      field: 'pud',
    };
    expect(await priced({ aid: id, pul: kandy, na: 1, pud: addDays(today(), 366) })).toEqual(
      refused,
    );
    // A year typed wrong, and the last date PostgreSQL holds: refused, never priced or a 500.
    expect(await priced({ aid: id, pul: kandy, na: 1, pud: addDays(today(), 9 * 365) })).toEqual(
      refused,
    );
    expect(await priced({ aid: id, pul: kandy, na: 1, pud: '9999-12-31' })).toEqual(refused);
  });

  it('counts paid or reserved Pending and Confirmed bookings against the daily capacity', async () => {
    const id = await tourId(t.db, 'Ella Gap Night Walk and Fireflies');
    const ella = await locationId(t.db, 'ella');
    const date = addDays(today(), 9);
    const booking = paidBooking({
      reference: 'LT-TEST-1',
      tourId: id,
      date,
      locationId: ella,
      adults: 4,
      children: 4,
    });
    const inHalfAnHour = new Date(Date.now() + 30 * 60_000);
    const aMinuteAgo = new Date(Date.now() - 60_000);
    await t.db.insert(bookings).values([
      booking,
      {
        ...booking,
        reference: 'LT-TEST-2',
        adults: 4,
        children: 1,
        status: 0,
        paymentStatus: 'awaiting_payment',
        reservedUntil: inHalfAnHour,
      },
      { ...booking, reference: 'LT-TEST-3', status: 3 },
      { ...booking, reference: 'LT-TEST-4', paymentStatus: 'declined' },
      {
        ...booking,
        reference: 'LT-TEST-5',
        status: 0,
        paymentStatus: 'awaiting_payment',
        reservedUntil: aMinuteAgo,
      },
    ]);
    // 14 places: 8 captured + 5 reserved and unpaid; the Canceled, the declined and the expired
    // reservation free their places.
    expect(await priced({ aid: id, pul: ella, na: 2, pud: date })).toEqual({
      status: 'error',
      message: 'Only 1 place is left on this date',
      field: 'pud',
    });
    expect((await priced({ aid: id, pul: ella, na: 1, pud: date })).amount).toBe(18);
  });

  it('answers 404 for an unknown or inactive tour', async () => {
    const pending = await tourId(t.db, 'Kandy Esala Perahera Evening Walk');
    for (const aid of [999_999, pending]) {
      const response = await cost({ aid, pul: 1, na: 1 });
      expect(response.statusCode).toBe(404);
    }
  });

  it('refuses malformed requests with a 400 naming the field', async () => {
    const cases: [object | string, string][] = [
      [{ pul: 1, na: 1 }, 'aid'],
      [{ aid: 1, na: 1 }, 'pul'],
      [{ aid: 1, pul: 1, na: 5 }, 'na'],
      [{ aid: 1, pul: 1, nc: -1 }, 'nc'],
      [{ aid: '1', pul: 1 }, 'aid'],
      [{ aid: 1, pul: 1, pud: '22/11/2026' }, 'pud'],
      [{ aid: 1, pul: 1, price: 1 }, 'price'],
    ];
    for (const [body, field] of cases) {
      const response = await cost(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().errors), JSON.stringify(body)).toContain(field);
    }
    const broken = await cost('{"aid": 1,');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('The request body is not valid JSON.');
  });
});

describe('GET /api/activity/availability', () => {
  async function availability(query: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/activity/availability?${query}`,
    });
    expectContract(response, 'getActivityAvailability');
    return response;
  }
  const monthOf = (date: string) => date.slice(0, 7);

  it('lists the dates the estimate calls sold out, and the same first bookable date', async () => {
    const id = await tourId(t.db, 'Ella Gap Night Walk and Fireflies');
    const ella = await locationId(t.db, 'ella');
    const date = addDays(today(), 12);
    const booking = {
      reference: 'LT-AVAIL-1',
      tourId: id,
      startDate: date,
      endDate: date,
      locationId: ella,
      adults: 10,
      children: 4,
      amountCents: 0,
      contactFirstName: 'A',
      contactLastName: 'B',
      contactEmail: 'a@b.example',
      contactPhone: '1',
      status: 0,
      // A paid booking holds its seats (ADR 100); an unpaid one only within its reservation.
      paymentStatus: 'captured',
    };
    await t.db.insert(bookings).values(booking);

    const response = await availability(`id=${id}&month=${monthOf(date)}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as { data: { min_date: string; sold_out: string[] } };
    expect(data.sold_out).toEqual([date]);
    const estimate = await t.app.inject({
      method: 'POST',
      url: '/api/activity/cost',
      payload: { aid: id, pul: ella, na: 1, pud: date },
    });
    expect(estimate.json()).toEqual({
      status: 'error',
      message: 'This date is sold out',
      field: 'pud',
    });
    const open = await t.app.inject({
      method: 'POST',
      url: '/api/activity/cost',
      payload: { aid: id, pul: ella, na: 1 },
    });
    expect(data.min_date).toBe(open.json().min_date);

    // A Canceled booking frees the date again.
    await t.db.update(bookings).set({ status: 3 }).where(eq(bookings.reference, 'LT-AVAIL-1'));
    const freed = (await availability(`id=${id}&month=${monthOf(date)}`)).json();
    expect(freed.data.sold_out).toEqual([]);
  });

  it('counts a departure’s own capacity, to the last day of the month', async () => {
    const id = await tourId(t.db, 'Ella Gap Night Walk and Fireflies');
    // The last day of a month at least a fortnight away (past any lead time), and the day before:
    // the day before the 1st of the month after.
    const later = new Date(`${addDays(today(), 45)}T00:00:00Z`);
    const last = new Date(Date.UTC(later.getUTCFullYear(), later.getUTCMonth() + 1, 0))
      .toISOString()
      .slice(0, 10);
    const dayBefore = addDays(last, -1);
    await t.db.insert(tourDepartures).values([
      // Sold elsewhere: no place left on the last day.
      { tourId: id, departureDate: last, capacity: 6, booked: 6 },
      // A larger departure than the daily capacity: a full day's bookings leave places.
      { tourId: id, departureDate: dayBefore, capacity: 40, booked: 0 },
    ]);
    await t.db.insert(bookings).values(
      paidBooking({
        reference: 'LT-AVAIL-2',
        tourId: id,
        date: dayBefore,
        locationId: await locationId(t.db, 'ella'),
        adults: 14,
        children: 0,
      }),
    );
    try {
      const { data } = (await availability(`id=${id}&month=${monthOf(last)}`)).json() as {
        data: { sold_out: string[] };
      };
      expect(data.sold_out).toEqual([last]);
    } finally {
      await t.db.delete(bookings).where(eq(bookings.reference, 'LT-AVAIL-2'));
      await t.db.delete(tourDepartures).where(eq(tourDepartures.tourId, id));
    }
  });

  it('names no date past the booking horizon (ADR 272)', async () => {
    const id = await tourId(t.db, 'Ella Gap Night Walk and Fireflies');
    const last = addDays(today(), 365);
    const past = addDays(today(), 366);
    // Both sold elsewhere: the last bookable day is named sold out; the day after is not
    // bookable at all, and the calendar stops before it.
    await t.db.insert(tourDepartures).values([
      { tourId: id, departureDate: last, capacity: 6, booked: 6 },
      { tourId: id, departureDate: past, capacity: 6, booked: 6 },
    ]);
    try {
      const soldOut = async (month: string) =>
        ((await availability(`id=${id}&month=${month}`)).json() as { data: { sold_out: string[] } })
          .data.sold_out;
      expect(await soldOut(monthOf(last))).toEqual([last]);
      expect(await soldOut(monthOf(past))).not.toContain(past);
    } finally {
      await t.db.delete(tourDepartures).where(eq(tourDepartures.tourId, id));
    }
  });

  it('knows how long each month is', () => {
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
    expect(lastDayOfMonth('2027-02')).toBe('2027-02-28');
    expect(lastDayOfMonth('2100-02')).toBe('2100-02-28');
    expect(lastDayOfMonth('2026-12')).toBe('2026-12-31');
    expect(lastDayOfMonth('2027-04')).toBe('2027-04-30');
    expect(lastDayOfMonth('0001-01')).toBe('0001-01-31');
  });

  it('names no date before the first bookable one', async () => {
    const sriPada = await tourId(t.db, 'Adam’s Peak Night Pilgrimage Climb');
    const past = (await availability(`id=${sriPada}&month=2020-01`)).json();
    expect(past.data.sold_out).toEqual([]);
    expect(past.data.min_date > '2020-01-31').toBe(true);
  });

  it('answers 404 for an unknown tour and 400 naming a malformed field', async () => {
    expect((await availability('id=999999&month=2027-01')).statusCode).toBe(404);
    for (const [query, field] of [
      ['id=1&month=2027-13', 'month'],
      ['id=1&month=27-01', 'month'],
      ['month=2027-01', 'id'],
      ['id=x&month=2027-01', 'id'],
    ] as const) {
      const response = await availability(query);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().errors), query).toContain(field);
    }
  });
});
