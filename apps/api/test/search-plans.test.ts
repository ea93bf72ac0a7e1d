// The search queries stay on their indexes (ADR 046): plans, not timings, so a busy machine
// cannot make these flaky.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import type { Database } from '../src/db/client.ts';
import { seedScale } from '../src/db/seed/scale.ts';
import {
  countTours,
  estimateTours,
  pageOfCards,
  pageOfCardsCounted,
  pageOfTourIds,
  suggestedTours,
} from '../src/modules/search/repository.ts';
import type { SearchFilters } from '../src/modules/search/repository.ts';
import { searchTours } from '../src/modules/search/service.ts';
import { paidCentsOfT } from './support/catalogue.ts';
import { createTestApp } from './support/harness.ts';
import { recording, searching } from './support/recording.ts';
import type { TestApp } from './support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedScale(t.db, 3000, () => {});
}, 120_000);
afterAll(() => t?.close());

/** The plans of the queries a call makes, instead of running them. */
async function plansOf(run: (db: Database) => Promise<unknown>): Promise<string[]> {
  const plans: string[] = [];
  const explaining = {
    execute: async (query: SQL) => {
      const rows = await queryRows<{ 'QUERY PLAN': string }>(t.db, sql`EXPLAIN ${query}`);
      plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
      return { rows: [] };
    },
  } as unknown as Database;
  await run(explaining);
  return plans;
}

type Results = { total: number; total_estimated: boolean; last_page: number; data: unknown[] };

async function results(query: string): Promise<Results> {
  const response = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.results as Results;
}

async function counted(where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`SELECT count(*)::int AS n FROM tours t WHERE t.status = 1 AND ${where}`,
  );
  return Number(row!.n);
}

describe("a search total past 1,000 matches is the planner's estimate (ADR 204)", () => {
  it('estimates a large listing within reason, and says so', async () => {
    const exact = await counted(sql`true`);
    expect(exact).toBeGreaterThan(1000);
    const page = await results('limit=12');
    expect(page.total_estimated).toBe(true);
    expect(page.total).toBeGreaterThan(exact * 0.8);
    expect(page.total).toBeLessThan(exact * 1.25);
    expect(page.last_page).toBe(Math.ceil(page.total / 12));
  });

  it('estimates a price bound near its count, so a sparse one is counted exactly (ADR 278)', async () => {
    // Tours on a running deal are compared by their deal's price: the planner must still see
    // the bound as about as narrow as the list prices make it.
    for (const filters of [{ priceMaxCents: 2000 }, { priceMinCents: 90_000 }] as SearchFilters[]) {
      const exact = await countTours(t.db, filters);
      expect(exact, JSON.stringify(filters)).toBeLessThan(600);
      const estimate = await estimateTours(t.db, filters);
      expect(estimate, JSON.stringify(filters)).toBeLessThan(exact * 2 + 100);
    }
  });

  it('counts a filter set the planner puts under 1,000 exactly', async () => {
    const page = await results('tour_type=3&price_max=60');
    expect(page.total_estimated).toBe(false);
    expect(page.total).toBe(await counted(sql`t.tour_type = 3 AND ${paidCentsOfT} <= 6000`));
  });

  /** The Active tours' least common word in more than 1,100 of them, and how many. */
  async function commonWord(): Promise<{ word: string; exact: number }> {
    // The synthetic tours all name a place: a word in well over a thousand of them.
    const [word] = await queryRows<{ word: string; n: number }>(
      t.db,
      sql`SELECT word, ndoc AS n FROM ts_stat('SELECT search_document FROM tours WHERE status = 1')
        WHERE ndoc > 1100 ORDER BY ndoc LIMIT 1`,
    );
    expect(word, 'a word in more than 1,100 Active tours').toBeDefined();
    const exact = await counted(sql`t.search_document @@ to_tsquery('english', ${word!.word})`);
    return { word: word!.word, exact };
  }

  it('counts a keyword matching past 1,000 exactly from its kept matches (ADR 277)', async () => {
    const { word, exact } = await commonWord();
    const page = await results(`keyword=${encodeURIComponent(word)}&price_max=100000`);
    expect(page).toMatchObject({ total: exact, total_estimated: false });
    expect(page.data).toHaveLength(12);
  });

  it('estimates a keyword matching past what is kept, counted with its page, never under what it counted (ADR 262)', async () => {
    const { word, exact } = await commonWord();
    // Kept matches of at most 1,000: past them the listing is read in SQL.
    const keptMatchesMax = 1000;
    const page = await searchTours(
      t.db,
      { keyword: word, price_max: 100_000 },
      new Date(),
      keptMatchesMax,
    );
    expect(page.total_estimated).toBe(true);
    expect(page.total).toBeGreaterThan(1000);
    expect(page.total).toBeLessThan(exact * 1.5);
    expect(page.data).toHaveLength(12);
    // The count stopped past 1,000 inside the page's statement; then only the estimate.
    const { db: recorded, statements } = recording(t.db);
    await searchTours(recorded, { keyword: word, price_max: 99_999 }, new Date(), keptMatchesMax);
    const sent = searching(statements);
    expect(sent).toHaveLength(3);
    expect(sent[0]).toMatch(/string_agg/);
    expect(sent[1]).toMatch(/SELECT \(SELECT count\(\*\)/);
    expect(sent[2]).toMatch(/^EXPLAIN/);
  });

  it('makes the total exact on the last page, which is not full', async () => {
    const exact = await counted(sql`true`);
    // A page size that leaves the last page part full.
    const limit = [50, 49, 48].find((size) => exact % size !== 0)!;
    const last = Math.ceil(exact / limit);
    const page = await results(`limit=${limit}&page=${last}`);
    expect(page.data.length).toBe(exact - (last - 1) * limit);
    expect(page).toMatchObject({ total: exact, total_estimated: false, last_page: last });
  });
});

describe('search query plans', () => {
  it('reads the best sellers from the tours_sold index instead of sorting every tour', async () => {
    const filters: SearchFilters = {};
    const [plan] = await plansOf((db) => pageOfTourIds(db, filters, 4, 0));
    expect(plan).toContain('tours_sold');
    expect(plan).not.toMatch(/Sort/);
  });

  it('reads the featured best sellers from tours_featured in order, skipping no tour', async () => {
    const [plan] = await plansOf((db) => pageOfTourIds(db, { featuredOnly: true }, 5, 0));
    expect(plan).toContain('tours_featured');
    expect(plan).not.toMatch(/Filter: featured|Sort/);
  });

  it('reads the page and its cards in one statement that still walks tours_sold', async () => {
    const plans = await plansOf((db) => pageOfCards(db, {}, 12, 228));
    expect(plans).toHaveLength(1);
    expect(plans[0]).toContain('tours_sold');
    // The only sort left is the page's own order (a dozen rows), never the tours by sales.
    expect(plans[0]).not.toMatch(/Sort Key: t\.sold/);
  });

  it('reads the best sellers of each type for the suggestions from tours_type_sold, not every tour', async () => {
    const [plan] = await plansOf((db) => suggestedTours(db, {}, 5));
    expect(plan).toContain('tours_type_sold');
    expect(plan).not.toMatch(/Seq Scan on tours/);
    expect(plan).not.toMatch(/Sort Key: t\.tour_type, t\.sold/);
  });

  it("ranks a keyword's matches with its query computed once, also in a kept (generic) plan", async () => {
    // A prepared read runs PostgreSQL's generic plan from its sixth run (ADR 218). There the
    // keyword is a parameter, and written inline to_tsquery ran again for every match ranked.
    const plan = await t.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      let query: SQL | undefined;
      await pageOfTourIds(
        { execute: async (q: SQL) => ((query = q), { rows: [] }) } as unknown as Database,
        { keywordQuery: '(tea) & (estate)' },
        12,
        0,
      );
      // EXPLAIN of a statement with parameters plans it with their values; a prepared
      // statement's generic plan has to be asked for.
      const { sql: text, params } = new PgDialect().sqlToQuery(query!);
      await db.execute(sql.raw(`PREPARE ranked_probe AS ${text}`));
      await db.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        db,
        // EXECUTE's arguments cannot be bound parameters: the probe's own values, as literals.
        sql.raw(
          `EXPLAIN EXECUTE ranked_probe(${params
            .map((param) =>
              typeof param === 'number' ? param : `'${String(param).replaceAll("'", "''")}'`,
            )
            .join(', ')})`,
        ),
      );
      await db.execute(sql`DEALLOCATE ranked_probe`);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    const rankedBy = plan.split('\n').find((line) => line.includes('Sort Key: (ts_rank('));
    expect(rankedBy).toBeDefined();
    expect(rankedBy).not.toContain('to_tsquery');
  });

  it('counts a places-and-categories filter from their own indexes, not by reading every tour', async () => {
    const [kandy, ella] = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT id FROM locations ORDER BY id LIMIT 2`,
    );
    const [tea, rail] = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT id FROM categories ORDER BY id LIMIT 2`,
    );
    const filters: SearchFilters = {
      locationIds: [kandy!.id, ella!.id],
      categoryIds: [tea!.id, rail!.id],
      priceMaxCents: 15_000,
    };
    const [plan] = await plansOf((db) => countTours(db, filters));
    expect(plan).not.toMatch(/Seq Scan on tours/);
    // From each index, only or through a bitmap: which one depends on how much of the link
    // tables VACUUM could mark all-visible, and a transaction open in another test's database
    // holds that back (a CI run got the bitmap form). Either reads only the asked places' rows.
    expect(plan).toMatch(
      /(Index Only Scan using|Bitmap Index Scan on) tour_pickup_locations_location/,
    );
    expect(plan).toMatch(/(Index Only Scan using|Bitmap Index Scan on) tour_categories_category/);
    // The same count as the EXISTS form's.
    expect(await countTours(t.db, filters)).toBe(
      await counted(
        sql`${paidCentsOfT} <= 15000
          AND EXISTS (SELECT 1 FROM tour_pickup_locations p WHERE p.tour_id = t.id AND p.location_id IN (${kandy!.id}, ${ella!.id}))
          AND EXISTS (SELECT 1 FROM tour_categories c WHERE c.tour_id = t.id AND c.category_id IN (${tea!.id}, ${rail!.id}))`,
      ),
    );
  });

  it('keeps the full-text indexes free of a pending list, so keyword search can use them', async () => {
    for (const name of ['tours_search_document', 'tour_search_document']) {
      const [index] = await queryRows<{ options: string[] | null }>(
        t.db,
        sql`SELECT reloptions AS options FROM pg_class WHERE oid = to_regclass(${name})`,
      );
      expect(index?.options, name).toContain('fastupdate=false');
    }
  });

  it("reads a keyword page's and count's matches from the narrow copy, not from tours (ADR 262)", async () => {
    const filters: SearchFilters = { keywordQuery: '(tea) & (estate)', priceMaxCents: 20_000 };
    for (const [plan] of [
      await plansOf((db) => pageOfTourIds(db, filters, 12, 0)),
      await plansOf((db) => countTours(db, filters)),
      await plansOf((db) => pageOfCardsCounted(db, filters, 12, 0, 1000)),
    ]) {
      expect(plan).toMatch(/Bitmap Index Scan on tour_search_document/);
      expect(plan).not.toMatch(/on tours t\b/);
    }
  });
});

describe("a location page's count is its place's search total (ADR 245)", () => {
  it('is estimated past 1,000 tours, as the search for the place says, in the tags and on the page', async () => {
    // Kandy becomes a pick-up of every Active tour: well past 1,000 at this scale.
    const [kandy] = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT id FROM locations WHERE slug = 'kandy'`,
    );
    const [before] = await queryRows<{ last: number }>(
      t.db,
      sql`SELECT max(id) AS last FROM tour_pickup_locations`,
    );
    await t.db.execute(
      sql`INSERT INTO tour_pickup_locations (tour_id, location_id, pickup_time)
        SELECT t.id, ${kandy!.id}, '07:00' FROM tours t WHERE t.status = 1
        ON CONFLICT (tour_id, location_id) DO NOTHING`,
    );
    try {
      await t.db.execute(sql`ANALYZE tour_pickup_locations`);
      const exact = await counted(sql`true`);
      const tags = await t.app.inject({ method: 'GET', url: '/api/locationsPages/tags' });
      const page = (
        tags.json().data as {
          id: number;
          location: number;
          aktivity_count: number;
          aktivity_count_estimated: boolean;
        }[]
      ).find((tag) => tag.location === kandy!.id)!;
      expect(page.aktivity_count_estimated).toBe(true);
      expect(page.aktivity_count).toBeGreaterThan(exact * 0.8);
      expect(page.aktivity_count).toBeLessThan(exact * 1.25);
      const search = await results(`location=${kandy!.id}`);
      expect(search).toMatchObject({ total: page.aktivity_count, total_estimated: true });
      const one = await t.app.inject({ method: 'GET', url: `/api/location/page?id=${page.id}` });
      expect(one.json().data).toMatchObject({
        aktivity_count: page.aktivity_count,
        aktivity_count_estimated: true,
      });
      expect(one.json().data.activities).toHaveLength(24);
    } finally {
      await t.db.execute(sql`DELETE FROM tour_pickup_locations WHERE id > ${before!.last}`);
    }
  });
});
