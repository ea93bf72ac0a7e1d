// A keyword's matches are gathered once for a few seconds and its pages picked from them (ADR
// 277): every page must be the one the SQL listing gives (pageIdArray), and what is kept must be
// forgotten with the totals and when its time is up.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import {
  answeredByKeptMatches,
  keywordMatchesOnce,
  MATCHES_TTL_MS,
  pageOfMatches,
} from '../src/modules/search/keyword-matches.ts';
import type { KeywordMatches } from '../src/modules/search/keyword-matches.ts';
import { countTours, pageOfTourIds } from '../src/modules/search/repository.ts';
import type { SearchFilters } from '../src/modules/search/repository.ts';
import { filtersOf, searchTours } from '../src/modules/search/service.ts';
import type { SearchQuery } from '../src/modules/search/service.ts';
import { forgetTotals } from '../src/modules/search/totals.ts';
import { paidCentsOfT } from './support/catalogue.ts';
import { createTestApp } from './support/harness.ts';
import { recording, searching } from './support/recording.ts';
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
    // The oracle is plain SQL over `tours`, written apart from the search's `whereOf`.
    const hours = sql`(CASE t.duration_unit WHEN 1 THEN t.duration_value * 24
      WHEN 2 THEN t.duration_value ELSE t.duration_value / 60.0 END)`;
    for (const query of queries) {
      const filters = await filtersOf(t.db, query, new Date(instant));
      const asked = (value: number | undefined, condition: SQL) =>
        value === undefined ? sql`true` : condition;
      const [row] = await queryRows<{ n: number }>(
        t.db,
        sql`SELECT count(*)::int AS n FROM tours t WHERE t.status = 1
          AND t.search_document @@ to_tsquery('english', ${filters.keywordQuery!})
          AND ${asked(filters.priceMaxCents, sql`${paidCentsOfT} <= ${filters.priceMaxCents}`)}
          AND ${asked(filters.priceMinCents, sql`${paidCentsOfT} >= ${filters.priceMinCents}`)}
          AND ${asked(filters.tourType, sql`t.tour_type = ${filters.tourType}`)}
          AND ${filters.featuredOnly ? sql`t.featured` : sql`true`}
          AND ${asked(filters.durationMinHours, sql`${hours} >= ${filters.durationMinHours}`)}
          AND ${asked(filters.durationMaxHours, sql`${hours} <= ${filters.durationMaxHours}`)}`,
      );
      const { total } = await pageOfMatches(t.db, await kept(filters), filters, 12, 0);
      expect(total, JSON.stringify(query)).toBe(Number(row!.n));
      expect(total, JSON.stringify(query)).toBe(await countTours(t.db, filters));
    }
  });

  it('answer a keyword nothing matches with no card and nothing more asked', async () => {
    const { db: recorded, statements } = recording(t.db);
    const page = await searchTours(recorded, { keyword: 'zzqxv' }, new Date(instant));
    expect(page).toMatchObject({ total: 0, total_estimated: false, data: [] });
    expect(searching(statements)).toHaveLength(1);
  });

  it('are gathered once for concurrent first asks of a keyword', async () => {
    const { db: recorded, statements } = recording(t.db);
    const now = new Date(instant);
    const pages = await Promise.all(
      [1, 2, 3, 1, 2].map((page) => searchTours(recorded, { keyword: 'tea', page, limit: 3 }, now)),
    );
    expect(searching(statements).filter((text) => text.includes('string_agg'))).toHaveLength(1);
    expect(pages[3]).toEqual(pages[0]);
    expect(pages[0]!.data).toHaveLength(3);
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
    // The listing is then read in SQL (ADR 262): its page with its count, after the gathering
    // that found too many; the same first page.
    const { db: recorded, statements } = recording(t.db);
    const page = await searchTours(recorded, { keyword: 'tea' }, new Date(instant), 3);
    const sent = searching(statements);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatch(/SELECT \(SELECT count\(\*\)/);
    const inSql = await pageOfTourIds(t.db, filters, 12, 0);
    expect(page.data.map((card) => card.id)).toEqual(inSql);
  });

  it('drop a withdrawn tour from the total once their time is up, and from a page it is on at once', async () => {
    const search = (at: number) =>
      searchTours(t.db, { keyword: 'tea', limit: 1 }, new Date(instant + at));
    const all = await searchTours(t.db, { keyword: 'tea', limit: 50 }, new Date(instant));
    const onPage = all.data[0]!.id;
    const offPage = all.data.at(-1)!.id;
    expect(offPage).not.toBe(onPage);
    const withdraw = (id: number, status: number) =>
      queryRows(t.db, sql`UPDATE tours SET status = ${status} WHERE id = ${id}`);
    try {
      // Not on the page: the kept total stands for a few seconds, as a kept total's does.
      await withdraw(offPage, 2);
      expect((await search(1000)).total).toBe(all.total);
      expect((await search(MATCHES_TTL_MS)).total).toBe(all.total - 1);
      // Back on sale; kept without it until the totals are forgotten (a write that says so).
      await withdraw(offPage, 1);
      expect((await search(MATCHES_TTL_MS + 1000)).total).toBe(all.total - 1);
      forgetTotals(t.db);
      expect((await search(MATCHES_TTL_MS + 1000)).total).toBe(all.total);
      // On the page: checked as it is now, so gone at once, and the total with it.
      await withdraw(onPage, 2);
      const during = await search(MATCHES_TTL_MS + 2000);
      expect(during.data[0]!.id).not.toBe(onPage);
      expect(during.total).toBe(all.total - 1);
    } finally {
      await withdraw(offPage, 1);
      await withdraw(onPage, 1);
    }
  });

  it('send a page to SQL when one of its tours was repriced out of the filter set since they were gathered', async () => {
    const query = { keyword: 'tea', price_max: 60, limit: 2 };
    const first = await searchTours(t.db, query, new Date(instant));
    expect(first.total).toBeGreaterThan(3);
    const [repriced] = first.data;
    const [was] = await queryRows<{ cents: number }>(
      t.db,
      sql`SELECT selling_price_cents AS cents FROM tours WHERE id = ${repriced!.id}`,
    );
    await queryRows(
      t.db,
      sql`UPDATE tours SET selling_price_cents = 99900 WHERE id = ${repriced!.id}`,
    );
    try {
      // Within the kept seconds: the kept matches still hold the old price, but the page is
      // checked as it is now, so the repriced tour is not listed under $60 and the total is
      // not cut to the short page's length.
      const during = await searchTours(t.db, query, new Date(instant + 1000));
      expect(during.data.map((card) => card.id)).not.toContain(repriced!.id);
      expect(during.total).toBe(first.total - 1);
      expect(during.data).toHaveLength(2);
    } finally {
      await queryRows(
        t.db,
        sql`UPDATE tours SET selling_price_cents = ${Number(was!.cents)} WHERE id = ${repriced!.id}`,
      );
    }
  });

  // Deletes a demo tour for good: the last test of this file's app.
  it('keep a keyword’s total when a tour of its page was deleted since they were gathered', async () => {
    const now = new Date(instant);
    const all = await searchTours(t.db, { keyword: 'tea', limit: 50 }, now);
    const listed = all.data.map((card) => card.id);
    // A tour nobody booked can be deleted (its links go with it); one early in the listing, so
    // a page holding it is full.
    const unbooked = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT t.id FROM tours t WHERE t.id = ANY(${`{${listed.join(',')}}`}::int[])
        AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.tour_id = t.id)`,
    );
    expect(unbooked.length, 'a listed tour nobody booked').toBeGreaterThan(0);
    const position = Math.min(...unbooked.map((row) => listed.indexOf(Number(row.id))));
    const gone = listed[position]!;
    const limit = position + 2;
    expect(limit).toBeLessThanOrEqual(50);
    expect(all.total).toBeGreaterThan(limit);
    await queryRows(t.db, sql`DELETE FROM tours WHERE id = ${gone}`);
    const during = await searchTours(t.db, { keyword: 'tea', limit }, new Date(instant + 1000));
    expect(during.data.map((card) => card.id)).not.toContain(gone);
    expect(during.data).toHaveLength(limit);
    expect(during).toMatchObject({
      total: all.total - 1,
      last_page: Math.ceil((all.total - 1) / limit),
    });
  });
});
