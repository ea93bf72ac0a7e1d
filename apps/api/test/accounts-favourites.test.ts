// Favourites, deals and the reviews list of the account area: (auth) calls where a user only
// ever sees their own objects.
import { eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { bookings, favourites, reviews, tours } from '../src/db/schema.ts';
import { bearer, logIn, registerAccount } from './support/accounts.ts';
import { activeTourIds } from './support/catalogue.ts';
import { expectContract } from './support/contract.ts';
import { createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

let t: TestApp;
let nimal: string;
let kasun: string;
let tourA: number;
let tourB: number;
let hiddenTour: number;

beforeAll(async () => {
  t = await createTestApp({ captchaProvider: 'off' });
  nimal = await logIn(t, await registerAccount(t));
  kasun = await logIn(t, await registerAccount(t));
  [tourA, tourB] = (await activeTourIds(t.db)) as [number, number];
  const [hidden] = await t.db.select({ id: tours.id }).from(tours).where(ne(tours.status, 1));
  hiddenTour = hidden!.id;
});
afterAll(() => t?.close());

function get(url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
}

async function userIdOf(token: string): Promise<number> {
  return (await get('/api/account/profile', token)).json().data.id;
}

describe('favourites', () => {
  it('starts empty', async () => {
    const response = await get('/api/account/favourites', nimal);
    expect(response.statusCode).toBe(200);
    expectContract(response, 'listFavourites');
    expect(response.json()).toEqual({ data: [] });
  });

  it('adds a tour once, however often it is added, and lists it with its card, newest first', async () => {
    for (const id of [tourA, tourB, tourB]) {
      const response = await get(`/api/account/favourites/add/${id}`, nimal);
      expect(response.statusCode).toBe(200);
      expectContract(response, 'addFavourite');
      expect(response.json()).toEqual({ message: 'Item added to favorites' });
    }
    const response = await get('/api/account/favourites', nimal);
    expectContract(response, 'listFavourites');
    const list = response.json().data as { id: number; activity: { id: number; title: string } }[];
    expect(list.map((f) => f.activity.id)).toEqual([tourB, tourA]);
    expect(list[0]!.activity.title).toEqual(expect.any(String));
    const rows = await t.db.select().from(favourites).where(eq(favourites.tourId, tourB));
    expect(rows).toHaveLength(1);
  });

  it('keeps one user’s favourites from another', async () => {
    expect((await get('/api/account/favourites', kasun)).json()).toEqual({ data: [] });
    const response = await get(`/api/account/favourites/remove/${tourA}`, kasun);
    expect(response.statusCode).toBe(404);
    expect((await get('/api/account/favourites', nimal)).json().data).toHaveLength(2);
  });

  it('answers 404 for an unknown tour or one that is not listed', async () => {
    for (const id of [999_999, hiddenTour]) {
      const response = await get(`/api/account/favourites/add/${id}`, nimal);
      expect(response.statusCode, String(id)).toBe(404);
      expectContract(response, 'addFavourite');
    }
  });

  it('answers 400 for an id that is not a number', async () => {
    expect((await get('/api/account/favourites/add/abc', nimal)).statusCode).toBe(400);
  });

  it('removes a favourite, and answers 404 for one that is not there', async () => {
    const response = await get(`/api/account/favourites/remove/${tourA}`, nimal);
    expect(response.statusCode).toBe(200);
    expectContract(response, 'removeFavourite');
    expect(response.json()).toEqual({ message: 'Item removed' });
    const again = await get(`/api/account/favourites/remove/${tourA}`, nimal);
    expect(again.statusCode).toBe(404);
    expectContract(again, 'removeFavourite');
    expect(
      (await get('/api/account/favourites', nimal))
        .json()
        .data.map((f: { activity: { id: number } }) => f.activity.id),
    ).toEqual([tourB]);
  });

  it('stops listing a favourite whose tour is no longer listed', async () => {
    const account = await logIn(t, await registerAccount(t));
    await get(`/api/account/favourites/add/${tourA}`, account);
    await t.db.update(tours).set({ status: 0 }).where(eq(tours.id, tourA));
    try {
      expect((await get('/api/account/favourites', account)).json().data).toEqual([]);
    } finally {
      await t.db.update(tours).set({ status: 1 }).where(eq(tours.id, tourA));
    }
  });

  it('needs a token for each call', async () => {
    for (const url of [
      '/api/account/favourites',
      `/api/account/favourites/add/${tourA}`,
      `/api/account/favourites/remove/${tourA}`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(401);
    }
  });
});

describe('GET /api/account/all/deals', () => {
  it('lists the deals running now with how many listed tours each covers', async () => {
    const response = await get('/api/account/all/deals', nimal);
    expect(response.statusCode).toBe(200);
    expectContract(response, 'listDeals');
    const deals = response.json().data as {
      id: number;
      title: string;
      discount: number;
      num_activities: number;
      image: string;
    }[];
    const expected = await queryRows<{ id: number; title: string; n: number }>(
      t.db,
      sql`SELECT d.id, d.title, (SELECT count(*)::int FROM deal_tours dt JOIN tours t ON t.id = dt.tour_id
            WHERE dt.deal_id = d.id AND t.status = 1) AS n
          FROM deals d WHERE d.starts_at <= now() AND d.ends_at > now()`,
    );
    expect(deals.length).toBe(expected.length);
    expect(deals.length).toBeGreaterThan(0);
    for (const row of expected) {
      const deal = deals.find((d) => d.title === row.title);
      expect(deal?.num_activities).toBe(Number(row.n));
      // Its id leads to its own trails (`/api/search?deal=`, ADR 313).
      expect(deal?.id).toBe(Number(row.id));
      expect(deal?.image).toMatch(/^\/media\//);
    }
  });

  it('needs a token', async () => {
    expect((await get('/api/account/all/deals')).statusCode).toBe(401);
  });
});

describe('GET /api/account/reviews', () => {
  let serial = 0;
  async function booking(userId: number, tourId: number, status: number) {
    serial += 1;
    const [row] = await t.db
      .insert(bookings)
      .values({
        reference: `LT-TEST-${serial}`,
        userId,
        tourId,
        startDate: '2026-10-01',
        endDate: '2026-10-01',
        adults: 2,
        amountCents: 9000,
        contactFirstName: 'Nimal',
        contactLastName: 'Perera',
        contactEmail: 'nimal@example.com',
        contactPhone: '+94 77 000 0000',
        status,
        paymentStatus: 'captured',
      })
      .returning({ id: bookings.id });
    return row!.id;
  }

  it('is empty for a new user', async () => {
    const response = await get('/api/account/reviews', kasun);
    expect(response.statusCode).toBe(200);
    expectContract(response, 'listMyReviews');
    expect(response.json()).toEqual({ data: { reviews: [] } });
  });

  it('lists the caller’s completed bookings with their review, and nobody else’s', async () => {
    const me = await userIdOf(nimal);
    const other = await userIdOf(kasun);
    const reviewed = await booking(me, tourA, 4);
    const open = await booking(me, tourB, 4);
    await booking(me, tourB, 1); // confirmed, not yet taken place
    await booking(other, tourA, 4);
    const [supplier] = await t.db
      .select({ id: tours.supplierUserId })
      .from(tours)
      .where(eq(tours.id, tourA));
    await t.db.insert(reviews).values({
      tourId: tourA,
      bookingId: reviewed,
      userId: me,
      supplierUserId: supplier!.id,
      rating: 5,
      feedback: 'Mist over the ridge at sunrise.',
    });

    const response = await get('/api/account/reviews', nimal);
    expectContract(response, 'listMyReviews');
    const entries = response.json().data.reviews as {
      booking_id: number;
      supplier_id: number;
      activity: { id: number };
      reviews: { rating: number; feedback: string }[];
    }[];
    expect(entries.map((e) => e.booking_id).sort()).toEqual([reviewed, open].sort());
    const withReview = entries.find((e) => e.booking_id === reviewed)!;
    expect(withReview.activity.id).toBe(tourA);
    expect(withReview.supplier_id).toBe(supplier!.id);
    expect(withReview.reviews).toEqual([
      { id: expect.any(Number), rating: 5, feedback: 'Mist over the ridge at sunrise.' },
    ]);
    expect(entries.find((e) => e.booking_id === open)!.reviews).toEqual([]);

    const theirs = (await get('/api/account/reviews', kasun)).json().data.reviews;
    expect(theirs).toHaveLength(1);
    expect(theirs[0].booking_id).not.toBe(reviewed);
  });

  it('needs a token', async () => {
    expect((await get('/api/account/reviews')).statusCode).toBe(401);
  });
});
