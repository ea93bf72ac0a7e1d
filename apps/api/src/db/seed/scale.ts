// Synthetic tours for benchmarks (`seed --scale N`): N extra Active tours made in SQL with
// generate_series, so 100,000 rows take seconds, not minutes. Idempotent: it tops the synthetic
// tours up to N (codes SYN-…), never adds twice. Needs the demo catalogue (places, suppliers).
import { sql } from 'drizzle-orm';
import { queryRows } from '../client.ts';
import type { Database } from '../client.ts';
import { refreshSearchWords } from '../../modules/search/vocabulary.ts';

const CHUNK = 10_000;

const ADJECTIVES = [
  'Misty',
  'Hidden',
  'Ancient',
  'Emerald',
  'Sunrise',
  'Wild',
  'Quiet',
  'Golden',
  'Highland',
  'Cloud Forest',
  'Royal',
  'Old Estate',
];
const SUBJECTS = [
  'Ridge',
  'Waterfall',
  'Tea Estate',
  'Temple',
  'Valley',
  'River',
  'Peak',
  'Village',
  'Lake',
  'Forest',
  'Railway',
  'Cave',
];
const KINDS = ['Trail', 'Trek', 'Walk', 'Hike', 'Ride', 'Loop', 'Expedition', 'Discovery'];

function textArray(values: string[]) {
  return sql.raw(`ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`);
}

export async function countSyntheticTours(db: Database): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM tours WHERE tour_code LIKE 'SYN-%'`,
  );
  return Number(rows[0]?.n ?? 0);
}

export async function seedScale(
  db: Database,
  wanted: number,
  log: (line: string) => void = () => {},
) {
  const existing = await countSyntheticTours(db);
  for (let from = existing + 1; from <= wanted; from += CHUNK) {
    const to = Math.min(wanted, from + CHUNK - 1);
    // One statement per chunk: the tours and their categories, pick-ups and images together.
    await db.execute(sql`
      WITH loc AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(name ORDER BY id) AS names FROM locations),
           cat AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(name ORDER BY id) AS names FROM categories),
           sup AS (SELECT array_agg(user_id ORDER BY user_id) AS ids FROM supplier_profiles),
           img AS (SELECT array_agg(name ORDER BY name) AS names FROM media WHERE name LIKE 'tour-%'),
           n AS (SELECT i FROM generate_series(${from}::int, ${to}::int) AS i),
           ins AS (
             INSERT INTO tours (tour_code, supplier_user_id, title, seo_url, seo_title, seo_description,
               tour_type, duration_value, duration_unit, overview, pricing_basis, adult_price_cents,
               child_price_cents, infant_price_cents, selling_price_cents, sale_type, status, featured,
               sold, lead_time_days, daily_capacity, cover_image, rating_count, rating_total, keywords)
             SELECT
               'SYN-' || lpad(i::text, 7, '0'),
               sup.ids[1 + (i % array_length(sup.ids, 1))],
               t.title,
               'syn-' || i,
               t.title || ' | Lanka Trails',
               'A synthetic benchmark tour starting from ' || loc.names[1 + (i % array_length(loc.ids, 1))],
               1 + (i % 3),
               CASE i % 3 WHEN 2 THEN 1 + (i % 3) ELSE 2 + (i % 8) END,
               CASE i % 3 WHEN 2 THEN 1 ELSE 2 END,
               'Walk ' || lower(t.title) || ' with a local guide from ' || loc.names[1 + (i % array_length(loc.ids, 1))]
                 || ': ' || cat.names[1 + (i % array_length(cat.ids, 1))] || ' in the Central Highlands of Sri Lanka.',
               1,
               t.price, (t.price * 6 / 1000) * 100, 0, t.price,
               1 + (i % 2), 1, (i % 97) = 0,
               (i * 7919) % 1000, 1 + (i % 3), 12,
               img.names[1 + (i % array_length(img.names, 1))],
               i % 7, (i % 7) * (3 + (i % 3)),
               loc.names[1 + (i % array_length(loc.ids, 1))] || ' ' || cat.names[1 + (i % array_length(cat.ids, 1))]
             FROM n, loc, cat, sup, img,
               LATERAL (SELECT (${textArray(ADJECTIVES)})[1 + (i % ${ADJECTIVES.length})] || ' '
                            || (${textArray(SUBJECTS)})[1 + ((i / ${ADJECTIVES.length}) % ${SUBJECTS.length})] || ' '
                            || (${textArray(KINDS)})[1 + ((i / ${ADJECTIVES.length * SUBJECTS.length}) % ${KINDS.length})]
                            || ' ' || i AS title,
                            (1500 + (i * 37) % 20000) AS price) AS t
             RETURNING id, tour_code, cover_image, title
           ),
           numbered AS (SELECT ins.*, substr(tour_code, 5)::int AS i FROM ins),
           c AS (
             INSERT INTO tour_categories (tour_id, category_id, position)
             SELECT numbered.id, cat.ids[1 + (numbered.i % array_length(cat.ids, 1))], 0 FROM numbered, cat
             RETURNING 1
           ),
           p AS (
             INSERT INTO tour_pickup_locations (tour_id, location_id, pickup_time)
             SELECT numbered.id, loc.ids[1 + (numbered.i % array_length(loc.ids, 1))], '07:00' FROM numbered, loc
             RETURNING 1
           )
      INSERT INTO tour_images (tour_id, media_name, alt_text, position)
      SELECT id, cover_image, title, 0 FROM numbered
    `);
    log(`synthetic tours ${from}–${to}`);
  }
  await refreshSearchWords(db);
  // A bulk load leaves the planner without statistics and, where autovacuum is off (PGlite has
  // none), the visibility map unset: index-only scans and counts then read the heap (ADR 046).
  await db.execute(sql`VACUUM (ANALYZE)`);
  return Math.max(0, wanted - existing);
}
