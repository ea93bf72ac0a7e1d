// The search queries stay on their indexes (ADR 046): plans, not timings, so a busy machine
// cannot make these flaky.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import type { Database } from '../src/db/client.ts';
import { seedScale } from '../src/db/seed/scale.ts';
import { pageOfCards, pageOfTourIds, suggestedTours } from '../src/modules/search/repository.ts';
import type { SearchFilters } from '../src/modules/search/repository.ts';
import { createTestApp } from './support/harness.ts';
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

describe('search query plans', () => {
  it('reads the best sellers from the tours_sold index instead of sorting every tour', async () => {
    const filters: SearchFilters = {};
    const [plan] = await plansOf((db) => pageOfTourIds(db, filters, 4, 0));
    expect(plan).toContain('tours_sold');
    expect(plan).not.toMatch(/Sort/);
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

  it('keeps the full-text index free of a pending list, so keyword search can use it', async () => {
    const [index] = await queryRows<{ options: string[] | null }>(
      t.db,
      sql`SELECT reloptions AS options FROM pg_class WHERE oid = to_regclass('tours_search_document')`,
    );
    expect(index?.options).toContain('fastupdate=false');
  });
});
