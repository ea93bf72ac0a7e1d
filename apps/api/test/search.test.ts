import { sql } from 'drizzle-orm';
import { discountedCents } from '@trails/domain/money';
import { tourDateAt } from '@trails/domain/tour-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import type { Database } from '../src/db/client.ts';
import { addDays } from '../src/modules/pricing/rules.ts';
import { countTours, pageOfTourIds } from '../src/modules/search/repository.ts';
import { forgetTotals } from '../src/modules/search/totals.ts';
import {
  activeTourIds,
  categoryId,
  locationId,
  paidCentsOfT,
  sorted,
  tourId,
} from './support/catalogue.ts';
import { expectContract } from './support/contract.ts';
import { createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Card = {
  id: number;
  title: string;
  tour_type: number;
  sold: number;
  deals: unknown;
  price: { selling_price: number };
  categories: { category_id: number }[];
};
type Results = {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  data: Card[];
};

async function search(query: string): Promise<Results> {
  const response = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  expectContract(response, 'searchActivities');
  return (response.json() as { data: { results: Results } }).data.results;
}

/** Every matching id, over as many pages as it takes. */
async function allIds(query: string): Promise<number[]> {
  const first = await search(`${query}&limit=50`);
  const ids = first.data.map((card) => card.id);
  for (let page = 2; page <= first.last_page; page++) {
    ids.push(...(await search(`${query}&limit=50&page=${page}`)).data.map((card) => card.id));
  }
  expect(ids).toHaveLength(first.total);
  return sorted(ids);
}

async function refused(query: string, field: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
  expect(response.statusCode).toBe(400);
  expectContract(response, 'searchActivities');
  const body = response.json() as { message: string; errors: Record<string, string[]> };
  expect(Object.keys(body.errors)).toContain(field);
  expect(body.message).toContain(field);
}

describe('GET /api/search', () => {
  it('lists every Active tour, best selling first, 12 to a page, never a Pending or Rejected one', async () => {
    const results = await search('');
    const active = await activeTourIds(t.db);
    expect(active.length).toBeGreaterThanOrEqual(40);
    expect(results.total).toBe(active.length);
    expect(results.per_page).toBe(12);
    expect(results.last_page).toBe(Math.ceil(active.length / 12));
    expect(results.data).toHaveLength(12);
    const sold = results.data.map((card) => card.sold);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    expect(await allIds('')).toEqual(active);
  });

  it('finds tours by keyword with full text, best match first', async () => {
    const results = await search('keyword=Knuckles');
    expect(results.total).toBeGreaterThanOrEqual(5);
    expect(results.data[0]!.title).toMatch(/Knuckles/);
  });

  it('tolerates typos in the keyword', async () => {
    for (const [typo, expected] of [
      ['hortn plains', /Horton Plains/],
      ['knuckels', /Knuckles/],
      ['waterfal', /Waterfall|Falls/],
      ['nuwra eliya', /Nuwara Eliya|Pidurutalagala|Moon Plains|Hakgala|Bambarella/],
    ] as const) {
      const results = await search(`keyword=${encodeURIComponent(typo)}`);
      expect(results.total, typo).toBeGreaterThan(0);
      expect(results.data[0]!.title, typo).toMatch(expected);
    }
  });

  it('matches places and categories a tour title does not name', async () => {
    const haputale = await locationId(t.db, 'haputale');
    const ids = await allIds('keyword=Haputale');
    const picksUpThere = await activeTourIds(
      t.db,
      sql`EXISTS (SELECT 1 FROM tour_pickup_locations p WHERE p.tour_id = t.id AND p.location_id = ${haputale})`,
    );
    for (const id of picksUpThere) expect(ids).toContain(id);
  });

  it('answers an empty page for a keyword nothing matches', async () => {
    const results = await search('keyword=zzqxv');
    expect(results).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 12,
      total: 0,
      total_estimated: false,
      data: [],
    });
  });

  it('filters by pick-up locations (any of a comma list)', async () => {
    const kandy = await locationId(t.db, 'kandy');
    const ella = await locationId(t.db, 'ella');
    const expected = await activeTourIds(
      t.db,
      sql`EXISTS (SELECT 1 FROM tour_pickup_locations p WHERE p.tour_id = t.id AND p.location_id IN (${kandy}, ${ella}))`,
    );
    expect(expected.length).toBeGreaterThan(5);
    expect(await allIds(`location=${kandy},${ella}`)).toEqual(expected);
  });

  it('filters by tour type', async () => {
    for (const type of [1, 2, 3]) {
      expect(await allIds(`tour_type=${type}`)).toEqual(
        await activeTourIds(t.db, sql`t.tour_type = ${type}`),
      );
    }
  });

  it('filters by categories (any of a comma list)', async () => {
    const tea = await categoryId(t.db, 'tea');
    const rail = await categoryId(t.db, 'rail');
    const expected = await activeTourIds(
      t.db,
      sql`EXISTS (SELECT 1 FROM tour_categories c WHERE c.tour_id = t.id AND c.category_id IN (${tea}, ${rail}))`,
    );
    const results = await search(`category=${tea},${rail}&limit=3`);
    expect(results.data).toHaveLength(3);
    expect(await allIds(`category=${tea},${rail}`)).toEqual(expected);
  });

  it('filters by duration in hours (days count 24 hours)', async () => {
    const expected = await activeTourIds(
      t.db,
      sql`t.duration_unit = 2 AND t.duration_value BETWEEN 4 AND 6`,
    );
    expect(await allIds('duration_min=4&duration_max=6')).toEqual(expected);
    expect(await allIds('duration_min=25')).toEqual(
      await activeTourIds(t.db, sql`t.duration_unit = 1`),
    );
  });

  it('lists only tours with a running deal, never one whose deal is over', async () => {
    const expected = await activeTourIds(
      t.db,
      sql`EXISTS (SELECT 1 FROM deal_tours dt JOIN deals d ON d.id = dt.deal_id WHERE dt.tour_id = t.id AND d.ends_at > now() AND d.starts_at <= now())`,
    );
    const ids = await allIds('deals=1');
    expect(ids).toEqual(expected);
    const expiredOnly = await activeTourIds(
      t.db,
      sql`EXISTS (SELECT 1 FROM deal_tours dt JOIN deals d ON d.id = dt.deal_id WHERE dt.tour_id = t.id AND d.ends_at < now())
        AND NOT EXISTS (SELECT 1 FROM deal_tours dt JOIN deals d ON d.id = dt.deal_id WHERE dt.tour_id = t.id AND d.ends_at > now())`,
    );
    expect(expiredOnly.length).toBeGreaterThan(0);
    for (const id of expiredOnly) expect(ids).not.toContain(id);
    const results = await search('deals=1&limit=4');
    expect(results.data).toHaveLength(4);
    for (const card of results.data) expect(card.deals).not.toBeNull();
  });

  it("lists one running deal's tours by its id, and none of a deal that is over (ADR 313)", async () => {
    // Each card of the account's Deals & Discounts led to every deal's trails together.
    const running = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT d.id FROM deals d WHERE d.starts_at <= now() AND d.ends_at > now() ORDER BY d.id`,
    );
    expect(running.length).toBeGreaterThan(1);
    const lists: number[][] = [];
    for (const { id } of running) {
      const expected = await activeTourIds(
        t.db,
        sql`EXISTS (SELECT 1 FROM deal_tours dt WHERE dt.tour_id = t.id AND dt.deal_id = ${id})`,
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(await allIds(`deal=${id}`)).toEqual(expected);
      expect((await search(`deal=${id}`)).total).toBe(expected.length);
      lists.push(expected);
    }
    expect(lists[0]).not.toEqual(lists[1]);
    const over = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT d.id FROM deals d WHERE d.ends_at < now() ORDER BY d.id LIMIT 1`,
    );
    expect(await allIds(`deal=${over[0]!.id}`)).toEqual([]);
    // With a keyword too, it narrows the keyword's matches.
    for (const id of await allIds(`deal=${running[0]!.id}&keyword=trek`)) {
      expect(lists[0]).toContain(id);
    }
  });

  it('refuses a deal id that is no id, naming deal', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/search?deal=0' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['deal']);
  });

  it('gives the home page variants: featured, top selling, deals', async () => {
    const featured = await search('featured=1&limit=5');
    expect(featured.data).toHaveLength(5);
    expect(await allIds('featured=1')).toEqual(await activeTourIds(t.db, sql`t.featured`));
    const top = await search('limit=4');
    const bestSellers = await activeTourIds(t.db);
    expect(top.data.map((c) => c.sold)[0]).toBe(
      Math.max(...(await search('limit=50')).data.map((c) => c.sold)),
    );
    expect(bestSellers.length).toBeGreaterThan(4);
  });

  it('filters by a date the tour can still be booked for (lead time and capacity)', async () => {
    const today = tourDateAt(new Date());
    expect((await search(`date=${today}`)).total).toBe(
      (await activeTourIds(t.db, sql`t.lead_time_days <= 0`)).length,
    );
    const inFive = addDays(today, 5);
    const soldOut = await tourId(t.db, 'Horton Plains and World’s End at Dawn');
    const ids = await allIds(`date=${inFive}`);
    expect(ids).not.toContain(soldOut);
    expect(ids).toEqual(
      (await activeTourIds(t.db, sql`t.lead_time_days <= 5`)).filter((id) => id !== soldOut),
    );
  });

  it('lists no tour for a date past the booking horizon, a year ahead (ADR 272)', async () => {
    const today = tourDateAt(new Date());
    expect((await search(`date=${addDays(today, 365)}`)).total).toBe(
      (await activeTourIds(t.db)).length,
    );
    expect((await search(`date=${addDays(today, 366)}`)).total).toBe(0);
    expect((await search(`key=tea&date=${addDays(today, 3 * 365)}`)).total).toBe(0);
  });

  it('filters by price in whole dollars', async () => {
    expect(await allIds('price_min=30&price_max=50')).toEqual(
      await activeTourIds(t.db, sql`${paidCentsOfT} BETWEEN 3000 AND 5000`),
    );
  });

  it('filters by the price a card shows: a running deal’s, not the list price (ADR 278)', async () => {
    const id = await tourId(t.db, 'Kandy to Knuckles Day Trek: Corbett’s Gap');
    const [tour] = await queryRows<{ listed: number; paid: number; place: number }>(
      t.db,
      sql`SELECT t.selling_price_cents AS listed, ${paidCentsOfT} AS paid,
        (SELECT min(p.location_id) FROM tour_pickup_locations p WHERE p.tour_id = t.id) AS place
        FROM tours t WHERE t.id = ${id}`,
    );
    // Listed at $65, $55.25 with its running deal: on either side of $60.
    expect(Number(tour!.listed)).toBeGreaterThan(6000);
    expect(Number(tour!.paid)).toBeLessThan(6000);
    // Without a keyword, with one (its kept matches, ADR 277), and with a place (ADR 269).
    for (const narrowed of ['', 'keyword=corbett&', `location=${tour!.place}&`]) {
      expect(await allIds(`${narrowed}price_max=60`), narrowed).toContain(id);
      expect(await allIds(`${narrowed}price_min=60`), narrowed).not.toContain(id);
    }
    // Its card says the deal, whose price is the one asked for.
    const card = (await search('keyword=corbett&price_max=60')).data.find((c) => c.id === id);
    expect(card?.deals).toMatchObject({ subscription: { deals: { discount: 15 } } });
  });

  it('rounds a deal’s price as the card does when filtering by it, half a cent up (ADR 278)', async () => {
    const id = await tourId(t.db, 'Kandy to Knuckles Day Trek: Corbett’s Gap');
    const [was] = await queryRows<{ cents: number; deal: number; percent: number }>(
      t.db,
      sql`SELECT t.selling_price_cents AS cents, d.id AS deal, d.discount_percent AS percent
        FROM tours t JOIN deal_tours dt ON dt.tour_id = t.id JOIN deals d ON d.id = dt.deal_id
        WHERE t.id = ${id} AND d.starts_at <= now() AND d.ends_at > now()
        ORDER BY d.discount_percent DESC LIMIT 1`,
    );
    // $119.99 at 50 % off is $59.995: the card says $60.00.
    expect(discountedCents(11_999, 50)).toBe(6000);
    await queryRows(t.db, sql`UPDATE tours SET selling_price_cents = 11999 WHERE id = ${id}`);
    await queryRows(t.db, sql`UPDATE deals SET discount_percent = 50 WHERE id = ${was!.deal}`);
    // A write that changes which tours match says so (a keyword's kept matches, ADR 277).
    forgetTotals(t.db);
    try {
      for (const narrowed of ['', 'keyword=corbett&']) {
        expect(await allIds(`${narrowed}price_max=60`), narrowed).toContain(id);
        expect(await allIds(`${narrowed}price_min=60`), narrowed).toContain(id);
        expect(await allIds(`${narrowed}price_max=59`), narrowed).not.toContain(id);
        expect(await allIds(`${narrowed}price_min=61`), narrowed).not.toContain(id);
      }
    } finally {
      await queryRows(
        t.db,
        sql`UPDATE tours SET selling_price_cents = ${Number(was!.cents)} WHERE id = ${id}`,
      );
      await queryRows(
        t.db,
        sql`UPDATE deals SET discount_percent = ${Number(was!.percent)} WHERE id = ${was!.deal}`,
      );
      forgetTotals(t.db);
    }
  });

  it('combines every filter with AND', async () => {
    const kandy = await locationId(t.db, 'kandy');
    const heritage = await categoryId(t.db, 'heritage');
    const expected = await activeTourIds(
      t.db,
      sql`t.tour_type = 1 AND ${paidCentsOfT} <= 4000
        AND EXISTS (SELECT 1 FROM tour_pickup_locations p WHERE p.tour_id = t.id AND p.location_id = ${kandy})
        AND EXISTS (SELECT 1 FROM tour_categories c WHERE c.tour_id = t.id AND c.category_id = ${heritage})`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(
      await allIds(
        `location=${kandy}&category=${heritage}&tour_type=1&price_max=40&duration_max=24`,
      ),
    ).toEqual(expected);
    const withKeyword = await allIds(`keyword=temple&location=${kandy}&category=${heritage}`);
    for (const id of withKeyword)
      expect(expected.concat(await activeTourIds(t.db, sql`t.tour_type <> 1`))).toContain(id);
    expect(await allIds(`featured=1&deals=1&tour_type=3&keyword=zzqxv`)).toEqual([]);
  });

  it('pages: the last page is partial, a page past the end is empty, limit is capped at 50', async () => {
    const total = (await search('')).total;
    const last = Math.ceil(total / 5);
    const lastPage = await search(`limit=5&page=${last}`);
    expect(lastPage.current_page).toBe(last);
    expect(lastPage.data).toHaveLength(total - (last - 1) * 5);
    const past = await search(`limit=5&page=${last + 1}`);
    expect(past.data).toEqual([]);
    expect(past.total).toBe(total);
    expect((await search('limit=50')).data).toHaveLength(Math.min(50, total));
    const pages = [await search('limit=7&page=1'), await search('limit=7&page=2')];
    const ids = pages.flatMap((p) => p.data.map((c) => c.id));
    expect(new Set(ids).size).toBe(14);
  });

  it('refuses bad parameters with a 400 naming the parameter', async () => {
    await refused('limit=51', 'limit');
    await refused('limit=0', 'limit');
    await refused('page=0', 'page');
    await refused('page=abc', 'page');
    await refused('tour_type=4', 'tour_type');
    await refused('category=a,b', 'category');
    await refused('location=1;2', 'location');
    await refused('date=2026-02-30x', 'date');
    await refused('deals=2', 'deals');
    await refused('duration_min=-1', 'duration_min');
    await refused(`keyword=${'x'.repeat(201)}`, 'keyword');
  });
});

describe('GET /api/search/get', () => {
  type Suggestions = {
    locations: { value: number; label: string }[];
    activities: { id: number; title: string; tour_type: number; full_seo_url: string }[];
  };
  async function suggest(query: string): Promise<Suggestions> {
    const response = await t.app.inject({ method: 'GET', url: `/api/search/get?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    expectContract(response, 'getSearchSuggestions');
    return (response.json() as { data: Suggestions }).data;
  }

  it('suggests matching locations and tours grouped by half day, full day, overnight', async () => {
    const answer = await suggest('key=ella');
    expect(answer.locations.map((l) => l.label)).toContain('Ella');
    expect(answer.activities.length).toBeGreaterThan(0);
    const types = answer.activities.map((a) => a.tour_type);
    expect(types).toEqual([...types].sort());
    for (const type of [1, 2, 3]) {
      expect(types.filter((x) => x === type).length).toBeLessThanOrEqual(5);
    }
    expect(answer.activities[0]!.full_seo_url).toMatch(/^\/[a-z0-9-]+\/details\/\d+$/);
  });

  it('tolerates typos', async () => {
    const answer = await suggest('key=knuckels');
    expect(answer.activities.some((a) => /Knuckles/.test(a.title))).toBe(true);
    expect((await suggest('key=nuwra')).locations.map((l) => l.label)).toContain('Nuwara Eliya');
  });

  it('without a keyword suggests the best sellers of each type and no location', async () => {
    const answer = await suggest('');
    expect(answer.locations).toEqual([]);
    expect(new Set(answer.activities.map((a) => a.tour_type))).toEqual(new Set([1, 2, 3]));
  });

  it('narrows to a pick-up location and a date', async () => {
    const ella = await locationId(t.db, 'ella');
    const answer = await suggest(`key=walk&location=${ella}`);
    const ellaTours = await activeTourIds(
      t.db,
      sql`EXISTS (SELECT 1 FROM tour_pickup_locations p WHERE p.tour_id = t.id AND p.location_id = ${ella})`,
    );
    for (const a of answer.activities) expect(ellaTours).toContain(a.id);
    expect((await suggest(`key=ella&date=${tourDateAt(new Date())}`)).activities).toEqual([]);
  });

  it('refuses a bad date or location list', async () => {
    for (const query of ['date=tomorrow', 'location=x']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/search/get?${query}` });
      expect(response.statusCode).toBe(400);
      expectContract(response, 'getSearchSuggestions');
    }
  });
});

describe("the keyword search's copy of each tour (tour_search, ADR 262)", () => {
  /** Runs `check` in a transaction that is rolled back, so the file's other tests see no change. */
  async function inRolledBack(check: (db: Database) => Promise<void>) {
    const rollback = new Error('rollback');
    await expect(
      t.db.transaction(async (tx) => {
        await check(tx as unknown as Database);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  }

  /** Rows where the copy and the tour disagree (or one has no other). */
  async function differing(db: Database): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM tours t FULL JOIN tour_search s ON s.id = t.id
        WHERE (t.id, t.sold, t.status, t.tour_type, t.featured, t.duration_unit, t.duration_value,
          t.selling_price_cents, t.lead_time_days, t.daily_capacity, t.search_document)
        IS DISTINCT FROM (s.id, s.sold, s.status, s.tour_type, s.featured, s.duration_unit,
          s.duration_value, s.selling_price_cents, s.lead_time_days, s.daily_capacity,
          s.search_document)`,
    );
    return row!.n;
  }

  it('follows every write of a tour: a new word in its title, a withdrawal, a sale, a deletion', async () => {
    expect(await differing(t.db)).toBe(0);
    await inRolledBack(async (db) => {
      const [tour] = await queryRows<{ id: number }>(
        db,
        sql`SELECT id FROM tours WHERE status = 1 ORDER BY id LIMIT 1`,
      );
      const id = tour!.id;
      const found = () => pageOfTourIds(db, { keywordQuery: 'zqxvridge' }, 12, 0);
      expect(await found()).toEqual([]);

      await db.execute(sql`UPDATE tours SET title = title || ' Zqxvridge' WHERE id = ${id}`);
      expect(await found()).toEqual([id]);
      expect(await countTours(db, { keywordQuery: 'zqxvridge' })).toBe(1);

      await db.execute(sql`UPDATE tours SET status = 0 WHERE id = ${id}`);
      expect(await found()).toEqual([]);
      expect(await countTours(db, { keywordQuery: 'zqxvridge' })).toBe(0);

      await db.execute(
        sql`UPDATE tours SET status = 1, sold = sold + 7, selling_price_cents = 1234,
          featured = NOT featured, daily_capacity = 3 WHERE id = ${id}`,
      );
      expect(await found()).toEqual([id]);
      expect(await differing(db)).toBe(0);

      await db.execute(sql`DELETE FROM tours WHERE id = ${id}`);
      expect(await found()).toEqual([]);
      expect(await differing(db)).toBe(0);
    });
  });
});
