// A keyword's matches are gathered once for a few seconds and its pages picked from them (ADR
// 277): every page must be the one the SQL listing gives (pageIdArray), and what is kept must be
// forgotten with the totals and when its time is up.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import {
  answeredByKeptMatches,
  keywordMatchesOnce,
  MATCHES_TTL_MS,
  pageOfMatches,
} from '../src/modules/search/keyword-matches.ts';
import type { KeywordMatches } from '../src/modules/search/keyword-matches.ts';
import { pageOfTourIds } from '../src/modules/search/repository.ts';
import type { SearchFilters } from '../src/modules/search/repository.ts';
import { filtersOf, searchTours } from '../src/modules/search/service.ts';
import type { SearchQuery } from '../src/modules/search/service.ts';
import { forgetTotals } from '../src/modules/search/totals.ts';
import { createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let instant = Date.parse('2026-12-01T06:00:00Z');
afterEach(() => {
  instant += 60_000; // each test starts with nothing kept
});

async function kept(filters: SearchFilters, now = new Date(instant)): Promise<KeywordMatches> {
  const matches = await keywordMatchesOnce(t.db, filters.keywordQuery!, now);
  if (matches === 'too many') throw new Error('the demo catalogue is kept whole');
  return matches;
}

/** The page the SQL listing gives, and the page picked from the kept matches. */
async function bothPages(query: SearchQuery, limit: number, offset: number, window: number) {
  const filters = await filtersOf(t.db, query, new Date(instant));
  const inSql = await pageOfTourIds(t.db, filters, limit, offset, window);
  const picked = await pageOfMatches(t.db, await kept(filters), filters, limit, offset, window);
  return { inSql, picked: picked.ids, total: picked.total };
}

describe("a keyword's kept matches", () => {
  const queries: SearchQuery[] = [
    { keyword: 'tea' },
    { keyword: 'waterfal' },
    { keyword: 'ella hike' },
    { keyword: 'tea', price_max: 90 },
    { keyword: 'tea', price_min: 40, price_max: 150 },
    { keyword: 'kandy', tour_type: 1 },
    { keyword: 'tea', duration_min: 4, duration_max: 30 },
    { keyword: 'tea', featured: 1 },
  ];

  it('give every page the SQL listing gives: ranked within the window, then by sales', async () => {
    let compared = 0;
    for (const query of queries) {
      // A small window, so pages before it, across its end and past it are all compared.
      for (const window of [1000, 5]) {
        for (const [limit, offset] of [
          [12, 0],
          [3, 3],
          [4, 4],
          [12, 12],
        ] as const) {
          const { inSql, picked } = await bothPages(query, limit, offset, window);
          expect(picked, `${JSON.stringify(query)} window ${window} at ${offset}`).toEqual(inSql);
          compared += inSql.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('count every match of the filter set exactly', async () => {
    for (const query of queries) {
      const filters = await filtersOf(t.db, query, new Date(instant));
      const [row] = await queryRows<{ n: number }>(
        t.db,
        sql`SELECT count(*)::int AS n FROM ${sql.raw('tours')} t WHERE t.status = 1
          AND t.search_document @@ to_tsquery('english', ${filters.keywordQuery!})
          AND (${filters.priceMaxCents ?? null}::int IS NULL OR t.selling_price_cents <= ${filters.priceMaxCents ?? null}::int)
          AND (${filters.priceMinCents ?? null}::int IS NULL OR t.selling_price_cents >= ${filters.priceMinCents ?? null}::int)
          AND (${filters.tourType ?? null}::int IS NULL OR t.tour_type = ${filters.tourType ?? null}::int)
          AND (${filters.featuredOnly === true} = false OR t.featured)
          AND (${filters.durationMinHours ?? null}::numeric IS NULL OR (CASE t.duration_unit WHEN 1 THEN t.duration_value * 24 WHEN 2 THEN t.duration_value ELSE t.duration_value / 60.0 END) >= ${filters.durationMinHours ?? null}::numeric)
          AND (${filters.durationMaxHours ?? null}::numeric IS NULL OR (CASE t.duration_unit WHEN 1 THEN t.duration_value * 24 WHEN 2 THEN t.duration_value ELSE t.duration_value / 60.0 END) <= ${filters.durationMaxHours ?? null}::numeric)`,
      );
      const { total } = await pageOfMatches(t.db, await kept(filters), filters, 12, 0);
      expect(total, JSON.stringify(query)).toBe(Number(row!.n));
    }
  });

  it('answer a keyword narrowed by the tour’s own columns only', async () => {
    const now = new Date(instant);
    const filtersFor = (query: SearchQuery) => filtersOf(t.db, query, now);
    expect(answeredByKeptMatches(await filtersFor({ keyword: 'tea', price_max: 90 }))).toBe(true);
    expect(answeredByKeptMatches(await filtersFor({ keyword: 'tea', featured: 0 }))).toBe(true);
    expect(answeredByKeptMatches(await filtersFor({ keyword: 'tea', location: '1' }))).toBe(false);
    expect(answeredByKeptMatches(await filtersFor({ keyword: 'tea', category: '2' }))).toBe(false);
    expect(answeredByKeptMatches(await filtersFor({ keyword: 'tea', deals: 1 }))).toBe(false);
    expect(answeredByKeptMatches(await filtersFor({ keyword: 'tea', date: '2027-01-10' }))).toBe(
      false,
    );
    expect(answeredByKeptMatches(await filtersFor({ price_max: 90 }))).toBe(false);
  });

  it('are not kept for a keyword matching more than the most kept', async () => {
    const filters = await filtersOf(t.db, { keyword: 'tea' }, new Date(instant));
    const all = await kept(filters);
    expect(all.ids.length).toBeGreaterThan(3);
    const few = await keywordMatchesOnce(t.db, filters.keywordQuery!, new Date(instant), 3);
    expect(few).toBe('too many');
    // The listing is then read in SQL, with the same first page.
    const page = await searchTours(t.db, { keyword: 'tea' }, new Date(instant), 3);
    const inSql = await pageOfTourIds(t.db, filters, 12, 0);
    expect(page.data.map((card) => card.id)).toEqual(inSql);
  });

  it('drop a tour taken off sale once their time is up, or at once when the totals are forgotten', async () => {
    const total = async (at: number) =>
      (await searchTours(t.db, { keyword: 'tea' }, new Date(instant + at))).total;
    const before = await total(0);
    const [tour] = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT t.id FROM tours t WHERE t.status = 1
        AND t.search_document @@ to_tsquery('english', 'tea') ORDER BY t.id LIMIT 1`,
    );
    await queryRows(t.db, sql`UPDATE tours SET status = 2 WHERE id = ${tour!.id}`);
    try {
      // Kept: the same total for a few seconds, as a kept total and the public cache say.
      expect(await total(1000)).toBe(before);
      expect(await total(MATCHES_TTL_MS)).toBe(before - 1);
      // Back on sale; kept without it until the totals are forgotten (a write that says so).
      await queryRows(t.db, sql`UPDATE tours SET status = 1 WHERE id = ${tour!.id}`);
      expect(await total(MATCHES_TTL_MS + 1000)).toBe(before - 1);
      forgetTotals(t.db);
      expect(await total(MATCHES_TTL_MS + 1000)).toBe(before);
    } finally {
      await queryRows(t.db, sql`UPDATE tours SET status = 1 WHERE id = ${tour!.id}`);
    }
  });
});
