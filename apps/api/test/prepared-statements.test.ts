// The catalogue's reads are prepared once per connection and reuse their plan (ADR 218), except
// a keyword's, and a connection never keeps more than PREPARED_PER_CONNECTION of them. PostgreSQL only: PGlite runs
// every statement unnamed through its own driver, and `pg_prepared_statements` is a server's view.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../src/config.ts';
import { queryRows } from '../src/db/client.ts';
import type { Database } from '../src/db/client.ts';
import { PREPARED_PER_CONNECTION } from '../src/db/prepared-statements.ts';
import { seedScale } from '../src/db/seed/scale.ts';
import { pageOfCards } from '../src/modules/search/repository.ts';
import { createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

type Prepared = { statement: string; generic_plans: number; custom_plans: number };

/** The statements this connection has prepared (the view shows the session's own). */
function preparedHere(db: Database): Promise<Prepared[]> {
  return queryRows<Prepared>(
    db,
    sql`SELECT statement, generic_plans::int AS generic_plans, custom_plans::int AS custom_plans
      FROM pg_prepared_statements`,
  );
}

describe.skipIf(!testDatabaseUrl())('statements prepared on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedScale(t.db, 500, () => {});
  }, 120_000);
  afterAll(() => t?.close());

  it('plans a search page once and reuses the plan; a keyword page is planned for its words each time', async () => {
    // A transaction keeps every statement on one connection, the one the view describes.
    const prepared = await t.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      for (let run = 0; run < 8; run++) {
        expect(await pageOfCards(db, {}, 4, 0)).toHaveLength(4);
        await pageOfCards(db, { keywordQuery: '(tea) & (estate)' }, 12, 0);
      }
      return preparedHere(db);
    });
    const bySales = prepared.find((p) => p.statement.includes('LIMIT 4 OFFSET 0'));
    // Eight runs, and from the sixth on PostgreSQL runs the plan it keeps.
    expect(bySales).toBeDefined();
    expect(bySales!.generic_plans + bySales!.custom_plans).toBe(8);
    expect(bySales!.generic_plans).toBeGreaterThan(0);
    expect(prepared.filter((p) => p.statement.includes('@@'))).toEqual([]);
  });

  it(`keeps at most ${PREPARED_PER_CONNECTION} statements a connection, and answers the rest unnamed`, async () => {
    const texts = PREPARED_PER_CONNECTION + 40;
    const { answers, prepared } = await t.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const answers: number[] = [];
      // Each text is new (the number is in the text), each has one parameter.
      for (let i = 0; i < texts; i++) {
        const [row] = await queryRows<{ n: number }>(
          db,
          sql`SELECT ${i}::int + ${sql.raw(String(i))} AS n`,
        );
        answers.push(Number(row!.n));
      }
      return { answers, prepared: await preparedHere(db) };
    });
    expect(answers).toEqual(Array.from({ length: texts }, (_, i) => 2 * i));
    // The connection is full (it had room for some of these), and the last texts ran unnamed.
    expect(prepared.length).toBe(PREPARED_PER_CONNECTION);
    expect(prepared.some((p) => p.statement.includes(`+ ${texts - 1} AS n`))).toBe(false);
  });
});
