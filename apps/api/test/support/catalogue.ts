// Looks up seeded rows by their natural keys, so tests never depend on serial ids.
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/client.ts';

export async function locationId(db: Database, slug: string): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM locations WHERE slug = ${slug}`,
  );
  if (!rows[0]) throw new Error(`no location ${slug}`);
  return Number(rows[0].id);
}

export async function categoryId(db: Database, slug: string): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM categories WHERE slug = ${slug}`,
  );
  if (!rows[0]) throw new Error(`no category ${slug}`);
  return Number(rows[0].id);
}

export async function tourId(db: Database, title: string): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM tours WHERE title = ${title}`,
  );
  if (!rows[0]) throw new Error(`no tour ${title}`);
  return Number(rows[0].id);
}

/** Ids of Active tours matching a condition written in plain SQL over `t` (the oracle). */
export async function activeTourIds(db: Database, condition = sql`true`): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT t.id FROM tours t WHERE t.status = 1 AND ${condition} ORDER BY t.id`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * The price tour `t`'s card shows, in cents, in plain SQL (the oracle): its running deal's
 * (the largest, rounded half up), else its list price.
 */
export const paidCentsOfT = sql`coalesce((SELECT round(t.selling_price_cents::numeric
    * (100 - max(d.discount_percent)) / 100)
  FROM deal_tours dt JOIN deals d ON d.id = dt.deal_id
  WHERE dt.tour_id = t.id AND d.starts_at <= now() AND d.ends_at > now()), t.selling_price_cents)`;

export function sorted(ids: number[]): number[] {
  return [...ids].sort((a, b) => a - b);
}
