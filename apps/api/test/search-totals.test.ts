// A filter set's total is counted once for a few seconds (ADR 199): the pages of a listing share
// it, and a change shows in the total once the app's clock has moved past TOTAL_TTL_MS.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import type { Database } from '../src/db/client.ts';
import { filtersOf, searchTours } from '../src/modules/search/service.ts';
import { KEPT_MATCHES_MAX, MATCHES_TTL_MS } from '../src/modules/search/keyword-matches.ts';
import { forgetTotals, keptTotal, TOTAL_TTL_MS, totalKey } from '../src/modules/search/totals.ts';
import { activeTourIds, paidCentsOfT } from './support/catalogue.ts';
import { createTestApp } from './support/harness.ts';
import { recording, searching } from './support/recording.ts';
import type { TestApp } from './support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let instant = Date.parse('2026-11-28T06:00:00Z');
afterEach(() => {
  instant += 60_000; // each test starts with nothing counted
});

function clockAt(at: number) {
  t.app.clock.now = () => new Date(at);
}

async function featured(query = ''): Promise<{ total: number; ids: number[] }> {
  const response = await t.app.inject({ method: 'GET', url: `/api/search?featured=1${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const results = response.json().data.results as { total: number; data: { id: number }[] };
  return { total: results.total, ids: results.data.map((card) => card.id) };
}

/** An Active tour that is not featured, made the best selling featured one (and put back). */
async function featureOne(): Promise<{ id: number; undo: () => Promise<void> }> {
  const [id] = await activeTourIds(t.db, sql`NOT t.featured`);
  const [was] = await queryRows<{ sold: number }>(
    t.db,
    sql`SELECT sold FROM tours WHERE id = ${id!}`,
  );
  await queryRows(t.db, sql`UPDATE tours SET featured = true, sold = 1000000 WHERE id = ${id!}`);
  return {
    id: id!,
    undo: async () => {
      await queryRows(
        t.db,
        sql`UPDATE tours SET featured = false, sold = ${Number(was!.sold)} WHERE id = ${id!}`,
      );
    },
  };
}

describe('the total of a filter set', () => {
  it('is counted once for a few seconds while the page itself stays fresh', async () => {
    clockAt(instant);
    const before = await featured('&limit=5');
    const { id, undo } = await featureOne();
    try {
      // Same filters, another page size: the total is the one already counted …
      const soon = await featured('&limit=4');
      expect(soon.total).toBe(before.total);
      // … while the page already shows the newly featured best seller.
      expect(soon.ids).toHaveLength(4);
      expect(soon.ids[0]).toBe(id);
      expect(before.ids).not.toContain(id);

      // A page that is not full is the last one, and tells the exact total at once (ADR 204).
      expect((await featured()).total).toBe(before.total + 1);

      clockAt(instant + TOTAL_TTL_MS - 1);
      expect((await featured('&limit=4')).total).toBe(before.total);
      clockAt(instant + TOTAL_TTL_MS);
      expect((await featured('&limit=4')).total).toBe(before.total + 1);
    } finally {
      await undo();
    }
  });

  it('is counted again at once after forgetTotals (a write that changes which tours match)', async () => {
    clockAt(instant);
    const before = await featured('&limit=4');
    const { undo } = await featureOne();
    try {
      expect((await featured('&limit=4')).total).toBe(before.total);
      forgetTotals(t.db);
      expect((await featured('&limit=4')).total).toBe(before.total + 1);
    } finally {
      await undo();
    }
  });

  it('keys filter sets by what they select, not how the query spelt them', () => {
    expect(totalKey({ locationIds: [7, 1, 7], categoryIds: [3, 2] })).toBe(
      totalKey({ locationIds: [1, 7], categoryIds: [2, 3], dealsOnly: false }),
    );
    expect(totalKey({ locationIds: [] })).toBe(totalKey({}));
    expect(totalKey({ locationIds: [1] })).not.toBe(totalKey({ categoryIds: [1] }));
    expect(totalKey({ priceMinCents: 100 })).not.toBe(totalKey({ priceMaxCents: 100 }));
    expect(totalKey({ keywordQuery: 'tea & estate' })).not.toBe(totalKey({ keywordQuery: 'tea' }));
  });

  it('of a keyword is counted from its matches, kept a few seconds: a new page or price costs only the cards (ADR 277)', async () => {
    const { db: recorded, statements } = recording(t.db);
    const query = { keyword: 'tea', price_max: 500, limit: 5 };
    const now = new Date(instant);
    const matchingUnder = (dollars: number) =>
      activeTourIds(
        t.db,
        sql`t.search_document @@ to_tsquery('english', 'tea') AND ${paidCentsOfT} <= ${dollars * 100}`,
      );

    // The keyword's matches, the ranks of its best selling ones, then the page's cards.
    const first = await searchTours(recorded, query, now);
    expect(searching(statements)).toHaveLength(3);
    const matching = await matchingUnder(500);
    expect(matching.length).toBeGreaterThan(first.per_page);
    expect(first).toMatchObject({ total: matching.length, total_estimated: false });

    statements.length = 0;
    const second = await searchTours(recorded, { ...query, page: 2 }, now);
    expect(searching(statements)).toHaveLength(1);
    expect(second.total).toBe(matching.length);
    const shown = [...first.data, ...second.data].map((card) => card.id);
    expect(new Set(shown).size).toBe(shown.length);
    for (const id of shown) expect(matching).toContain(id);

    // A traveller moving the price asks a new filter set of the same keyword: its cards only.
    statements.length = 0;
    const cheaper = await searchTours(recorded, { ...query, price_max: 300 }, now);
    expect(searching(statements)).toHaveLength(1);
    const matchingCheaper = await matchingUnder(300);
    expect(cheaper.total).toBe(matchingCheaper.length);
    for (const card of cheaper.data) expect(matchingCheaper).toContain(card.id);

    // Past the few seconds the matches are gathered again.
    statements.length = 0;
    await searchTours(recorded, query, new Date(instant + MATCHES_TTL_MS));
    expect(searching(statements)).toHaveLength(3);
  });

  // Both ways a keyword narrowed by its own columns is read: its kept matches (ADR 277), and in
  // SQL with its count (ADR 262), for a keyword matching more than are kept (here, one).
  for (const [way, keptMatchesMax] of [
    ['from its kept matches', KEPT_MATCHES_MAX],
    ['in SQL', 1],
  ] as const) {
    it(`of a new filter set is still right on a page past its end, which has no card to carry it (${way})`, async () => {
      const page = await searchTours(
        { execute: (query: SQL) => t.db.execute(query) } as unknown as Database,
        { keyword: 'tea', price_max: 400, page: 40 },
        new Date(instant),
        keptMatchesMax,
      );
      const matching = await activeTourIds(
        t.db,
        sql`t.search_document @@ to_tsquery('english', 'tea') AND ${paidCentsOfT} <= 40000`,
      );
      expect(matching.length).toBeGreaterThan(1);
      expect(page.data).toEqual([]);
      expect(page).toMatchObject({ total: matching.length, total_estimated: false });
    });

    it(`of a keyword nothing matches is 0 from its empty first page, with nothing more asked (${way})`, async () => {
      const { db: recorded, statements } = recording(t.db);
      const page = await searchTours(
        recorded,
        { keyword: 'tea', price_max: 1 },
        new Date(instant),
        keptMatchesMax,
      );
      expect(page).toMatchObject({ total: 0, total_estimated: false, data: [] });
      // In SQL, the kept matches' gathering that found too many comes first.
      expect(searching(statements)).toHaveLength(keptMatchesMax === 1 ? 2 : 1);
    });
  }

  it('of a new filter set of places and categories is counted with its page: two statements, and a kept one adds none (ADR 269)', async () => {
    const [place] = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT location_id AS id FROM tour_pickup_locations GROUP BY location_id
        ORDER BY count(*) DESC, location_id LIMIT 1`,
    );
    const [category] = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT category_id AS id FROM tour_categories GROUP BY category_id
        ORDER BY count(*) DESC, category_id LIMIT 1`,
    );
    const rows = await queryRows<{ id: number; cents: number }>(
      t.db,
      // The price the card shows, which the price filter asks (ADR 278).
      sql`SELECT t.id, ${paidCentsOfT} AS cents FROM tours t WHERE t.status = 1
        AND EXISTS (SELECT 1 FROM tour_pickup_locations p WHERE p.tour_id = t.id
          AND p.location_id = ${place!.id})
        AND EXISTS (SELECT 1 FROM tour_categories c WHERE c.tour_id = t.id
          AND c.category_id = ${category!.id})
        ORDER BY t.sold DESC NULLS LAST, t.id`,
    );
    const bestSelling = rows.map((row) => Number(row.id));
    expect(bestSelling.length).toBeGreaterThan(2);
    const query = { location: String(place!.id), category: String(category!.id), limit: 2 };
    const { db: recorded, statements } = recording(t.db);
    const now = new Date(instant);

    // The planner's estimate, then the page and its count in one statement (before: the
    // estimate and a page by sales, then the count).
    const first = await searchTours(recorded, query, now);
    expect(searching(statements)).toHaveLength(2);
    expect(first).toMatchObject({ total: bestSelling.length, total_estimated: false });
    expect(first.data.map((card) => card.id)).toEqual(bestSelling.slice(0, 2));

    statements.length = 0;
    const second = await searchTours(recorded, { ...query, page: 2 }, now);
    expect(searching(statements)).toHaveLength(1);
    expect(second.total).toBe(bestSelling.length);
    expect(second.data.map((card) => card.id)).toEqual(bestSelling.slice(2, 4));

    // Another new filter set at the same place and category (a price moved): the places' and
    // categories' estimate is kept, so the page and its count are the one statement (ADR 276).
    statements.length = 0;
    // The dearest of them left out, so the narrower set is gathered and counted for itself.
    const dearest = Math.max(...rows.map((row) => Number(row.cents)));
    // In whole dollars, as the filter takes it: under the dearest.
    const priceMax = Math.ceil(dearest / 100) - 1;
    const cheaperIds = rows
      .filter((row) => Number(row.cents) <= priceMax * 100)
      .map((row) => Number(row.id));
    expect(cheaperIds.length).toBeGreaterThan(0);
    expect(cheaperIds.length).toBeLessThan(bestSelling.length);
    const cheaper = await searchTours(recorded, { ...query, price_max: priceMax }, now);
    expect(searching(statements)).toHaveLength(1);
    expect(cheaper).toMatchObject({ total: cheaperIds.length, total_estimated: false });
    expect(cheaper.data.map((card) => card.id)).toEqual(cheaperIds.slice(0, 2));

    // Past its end, a new filter set's page has no card to carry the count: counted apart.
    const pastTheEnd = Math.ceil(bestSelling.length / query.limit) + 1;
    const past = await searchTours(
      recorded,
      { ...query, price_max: 100_000, page: pastTheEnd },
      now,
    );
    expect(past).toMatchObject({ data: [], total: bestSelling.length, total_estimated: false });
    // A filter set nothing matches: 0, from its empty first page.
    const none = await searchTours(recorded, { ...query, price_max: 1 }, now);
    expect(none).toMatchObject({ data: [], total: 0, total_estimated: false });
  });

  it('counted with its page is not kept when the totals were forgotten meanwhile', async () => {
    // The write that forgets totals lands while the page and its count are being read.
    const during = {
      execute: async (query: SQL) => {
        const answer = await t.db.execute(query);
        forgetTotals(during);
        return answer;
      },
    } as unknown as Database;
    const query = { keyword: 'tea', price_max: 450 };
    const filters = await filtersOf(during, query, new Date(instant));
    // A keyword read in SQL (more matches than are kept, here one): the form that keeps a total.
    await searchTours(during, query, new Date(instant), 1);
    expect(keptTotal(during, filters, new Date(instant))).toBeUndefined();
    // The same read without the write keeps it: the line above could fail.
    const quiet = { execute: (sent: SQL) => t.db.execute(sent) } as unknown as Database;
    await searchTours(quiet, query, new Date(instant), 1);
    expect(keptTotal(quiet, filters, new Date(instant))).toBeDefined();
  });
});
