// Search in SQL: every filter is a WHERE clause; the keyword is PostgreSQL full text (tsvector +
// GIN); typos are corrected against the catalogue's vocabulary first (vocabulary.ts).
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { rowCount } from '../../db/prepared-statements.ts';
import type { Database } from '../../db/client.ts';
import { lastBookableDate } from '@trails/domain/tour-date';
import { placesLeftSql } from '../bookings/seats.ts';
import { cardColumnsOf, cardsOfIdArray, dealRunsSql, toCard } from '../catalog/cards.ts';
import type { ActivityCard, CardRow } from '../catalog/cards.ts';

export type SearchFilters = {
  /** A to_tsquery text (see vocabulary.ts), not the raw keyword. */
  keywordQuery?: string | undefined;
  locationIds?: number[] | undefined;
  tourType?: number | undefined;
  durationMinHours?: number | undefined;
  durationMaxHours?: number | undefined;
  categoryIds?: number[] | undefined;
  dealsOnly?: boolean;
  /** Only the tours of this running deal (ADR 313). */
  dealId?: number | undefined;
  featuredOnly?: boolean;
  /** Only tours bookable on this local date (lead time and capacity). */
  date?: { date: string; today: string } | undefined;
  priceMinCents?: number | undefined;
  priceMaxCents?: number | undefined;
};

/** A tour's duration in hours (its unit: 1 days, 2 hours, else minutes). */
export const durationHours = sql`(CASE t.duration_unit WHEN 1 THEN t.duration_value * 24 WHEN 2 THEN t.duration_value ELSE t.duration_value / 60.0 END)`;

function intList(ids: number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

export function keywordMatch(query: string): SQL {
  return sql`t.search_document @@ to_tsquery('english', ${query})`;
}

/**
 * The keyword's query for ranking, computed once per statement (an InitPlan). Written inline, a
 * prepared statement's generic plan computes `to_tsquery` again for every match it ranks: 9.2
 * instead of 5.4 ms for 917 matches of "tea estate" (ADR 218).
 */
export function keywordOnce(query: string): SQL {
  return sql`(SELECT to_tsquery('english', ${query}))`;
}

/**
 * The running deals of tour `t`, as a FROM and WHERE to go on with: started and not yet ended,
 * the rule of `activeDiscountSql` (catalog/cards.ts), which says where else it is written.
 */
const runningDealsOfT = sql`deal_tours dt JOIN deals d ON d.id = dt.deal_id
  WHERE dt.tour_id = t.id AND ${dealRunsSql}`;

/**
 * The tours on a running deal whose card price (its largest deal's, rounded half up as
 * `discountedCents` in @trails/domain/money rounds it) compares to `cents` by `op`, as one
 * int[] computed once per statement. Deals are few: the list is short, and the planner
 * estimates a tour's membership as rare, where a correlated `EXISTS` beside an `OR` was taken
 * for half the catalogue and turned exact totals into estimates (a reviewer's finding).
 * `numeric` before multiplying: an int product overflows past $214,748.
 */
function dealtTours(op: '<=' | '>' | '>=' | '<', cents: number): SQL {
  return sql`ARRAY(SELECT dt.tour_id FROM deal_tours dt JOIN deals d ON d.id = dt.deal_id
    JOIN tours p ON p.id = dt.tour_id
    WHERE ${dealRunsSql}
    GROUP BY dt.tour_id, p.selling_price_cents
    HAVING round(p.selling_price_cents::numeric * (100 - max(d.discount_percent)) / 100)
      ${sql.raw(op)} ${cents})`;
}

/**
 * Tour `t`'s card price compared to `cents` (ADR 278): a tour on a running deal by its deal's
 * price, any other by its list price. Every tour on a running deal is in exactly one of the
 * two lists, whatever its discount.
 */
function cardPriceIs(op: '<=' | '>=', cents: number): SQL {
  const not = op === '<=' ? '>' : '<';
  return sql`((t.selling_price_cents ${sql.raw(op)} ${cents} AND t.id <> ALL(${dealtTours(not, cents)}))
    OR t.id = ANY(${dealtTours(op, cents)}))`;
}

/**
 * How a filter on places and categories is written. `exists` lets a page walk the sales order
 * and probe each tour's places until it has its cards. `ids` reads the asked places' and
 * categories' tours from their indexes first and keeps the tours in both (a tour listed at two
 * of the places is still one tour): for a count, which visits every match anyway, the planner
 * otherwise read the whole catalogue to hash-join it (4.7 ms of database time for 186 matches
 * at 10,000 tours, 270 ms at 100,000; ADR 230).
 */
type LinkForm = 'exists' | 'ids';

export function whereOf(filters: SearchFilters, links: LinkForm = 'exists'): SQL {
  const conditions: SQL[] = [sql`t.status = 1`];
  if (filters.keywordQuery) conditions.push(keywordMatch(filters.keywordQuery));
  if (filters.tourType !== undefined) conditions.push(sql`t.tour_type = ${filters.tourType}`);
  const locationIds = filters.locationIds?.length ? filters.locationIds : undefined;
  const categoryIds = filters.categoryIds?.length ? filters.categoryIds : undefined;
  if (links === 'ids' && (locationIds || categoryIds)) {
    const linked = [
      locationIds &&
        sql`SELECT p.tour_id FROM tour_pickup_locations p WHERE p.location_id IN (${intList(locationIds)})`,
      categoryIds &&
        sql`SELECT c.tour_id FROM tour_categories c WHERE c.category_id IN (${intList(categoryIds)})`,
    ].filter((part) => part !== undefined);
    conditions.push(sql`t.id = ANY(ARRAY(${sql.join(linked, sql` INTERSECT `)}))`);
  } else {
    if (locationIds) {
      conditions.push(
        sql`EXISTS (SELECT 1 FROM tour_pickup_locations p WHERE p.tour_id = t.id AND p.location_id IN (${intList(locationIds)}))`,
      );
    }
    if (categoryIds) {
      conditions.push(
        sql`EXISTS (SELECT 1 FROM tour_categories c WHERE c.tour_id = t.id AND c.category_id IN (${intList(categoryIds)}))`,
      );
    }
  }
  if (filters.dealsOnly) {
    conditions.push(sql`EXISTS (SELECT 1 FROM ${runningDealsOfT})`);
  }
  if (filters.dealId !== undefined) {
    conditions.push(sql`EXISTS (SELECT 1 FROM ${runningDealsOfT} AND d.id = ${filters.dealId})`);
  }
  if (filters.featuredOnly) conditions.push(sql`t.featured`);
  if (filters.durationMinHours !== undefined) {
    conditions.push(sql`${durationHours} >= ${filters.durationMinHours}`);
  }
  if (filters.durationMaxHours !== undefined) {
    conditions.push(sql`${durationHours} <= ${filters.durationMaxHours}`);
  }
  // The price the tour's card shows (ADR 278): a running deal's, else the list price.
  if (filters.priceMinCents !== undefined)
    conditions.push(cardPriceIs('>=', filters.priceMinCents));
  if (filters.priceMaxCents !== undefined)
    conditions.push(cardPriceIs('<=', filters.priceMaxCents));
  if (filters.date) {
    const { date, today } = filters.date;
    conditions.push(sql`${date}::date >= ${today}::date + t.lead_time_days`);
    // Bookings open a year ahead (ADR 272): past that, no tour is bookable on the date.
    if (date > lastBookableDate(today)) conditions.push(sql`false`);
    conditions.push(sql`${placesLeftSql('t', sql`${date}::date`)} > 0`);
  }
  return sql.join(conditions, sql` AND `);
}

/**
 * The rows a filter set reads: with a keyword, the search's narrow copy of each tour
 * (`tour_search`, ADR 262), where every match's document and sales are read without stepping
 * over the tour's wide text; without one, `tours` itself, whose sales indexes a listing walks.
 * Both have every column `whereOf` names: a filter on a new column adds it to `tour_search` and
 * to its trigger in the same migration.
 */
function rowsOf(filters: SearchFilters): SQL {
  return filters.keywordQuery ? sql`tour_search` : sql`tours`;
}

export async function countTours(db: Database, filters: SearchFilters): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ${rowsOf(filters)} t WHERE ${whereOf(filters, 'ids')}`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * The planner's estimate of how many tours match `filters`: planning only, no row read, so its
 * cost does not grow with the catalogue (ADR 204). PostgreSQL and PGlite answer `EXPLAIN (FORMAT
 * JSON)` the same way; the driver may hand back the JSON parsed or as text.
 */
export async function estimateTours(db: Database, filters: SearchFilters): Promise<number> {
  const rows = await queryRows<{ 'QUERY PLAN': unknown }>(
    db,
    sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${rowsOf(filters)} t WHERE ${whereOf(filters)}`,
  );
  const cell = rows[0]?.['QUERY PLAN'];
  const plans = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return Math.max(0, Math.round(Number(plans[0].Plan['Plan Rows'])));
}

/**
 * How many matches of a keyword are ranked by relevance: the best selling ones. Past them the
 * listing goes on by sales, so pages stay consistent and a keyword matching a quarter of a huge
 * catalogue does not rank every row (ARCHITECTURE §4, ADR 042).
 */
export const RANKED_CANDIDATES = 1000;

// `sold` is NOT NULL, so `sold DESC NULLS LAST` is the same order as `sold DESC`; spelled out, it
// matches the `tours_sold` index (status, sold DESC NULLS LAST, id), which a plain `sold DESC`
// (NULLS FIRST) cannot use: the "top selling" page read 4 index entries instead of sorting every
// Active tour (ADR 046).

/**
 * A page of tour ids as one int[] expression, best keyword match first (among the ranked
 * candidates), then best selling. Each part is an `ARRAY(subquery)` that keeps its subquery's
 * order, so the cards can be read in the same statement (`cardsOfIdArray`, ADR 199).
 */
export function pageIdArray(
  filters: SearchFilters,
  limit: number,
  offset: number,
  window = RANKED_CANDIDATES,
): SQL {
  const where = whereOf(filters);
  const bySales = (take: number, skip: number) =>
    sql`ARRAY(SELECT t.id FROM tours t WHERE ${where} ORDER BY t.sold DESC NULLS LAST, t.id LIMIT ${rowCount(take)} OFFSET ${rowCount(skip)})`;
  if (!filters.keywordQuery || offset >= window) return bySales(limit, offset);
  const ranked = sql`ARRAY(SELECT c.id FROM (
            SELECT t.id, t.sold, t.search_document FROM ${rowsOf(filters)} t WHERE ${where}
            ORDER BY t.sold DESC NULLS LAST, t.id LIMIT ${rowCount(window)}
          ) c
          ORDER BY ts_rank(c.search_document, ${keywordOnce(filters.keywordQuery)}) DESC,
            c.sold DESC, c.id
          LIMIT ${rowCount(Math.min(limit, window - offset))} OFFSET ${rowCount(offset)})`;
  // A page that crosses the end of the ranked window goes on by sales. With fewer matches than
  // the window, the by-sales part past the window is empty.
  const more = offset + limit - window;
  return more > 0 ? sql`(${ranked} || ${bySales(more, window)})` : ranked;
}

/** A page of tour ids (see pageIdArray). */
export async function pageOfTourIds(
  db: Database,
  filters: SearchFilters,
  limit: number,
  offset: number,
  window = RANKED_CANDIDATES,
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT unnest(${pageIdArray(filters, limit, offset, window)}) AS id`,
  );
  return rows.map((row) => Number(row.id));
}

/** A page of cards: its ids and their cards in one statement. */
export function pageOfCards(
  db: Database,
  filters: SearchFilters,
  limit: number,
  offset: number,
): Promise<ActivityCard[]> {
  return cardsOfIdArray(db, pageIdArray(filters, limit, offset));
}

/**
 * A page of cards, and how many tours match its filter set up to `upTo` (at most `upTo + 1`,
 * which says "more than `upTo`"), in one statement (ADR 262). A filter set searched for the
 * first time needs its total as well as its page; counted apart, the total cost two more round
 * trips (the planner's estimate, then the count), each parsed and planned, and on a busy server
 * those were much of the answer's time. The count stops after `upTo + 1` matches, but a filter
 * checked tour by tour may read many tours to find them: the caller uses this only for a keyword
 * narrowed by the tour's own columns (searchTours). `matches` is undefined when the page has no
 * card (the count rides on the cards' rows): the caller counts apart then.
 */
export async function pageOfCardsCounted(
  db: Database,
  filters: SearchFilters,
  limit: number,
  offset: number,
  upTo: number,
): Promise<{ cards: ActivityCard[]; matches: number | undefined }> {
  // An uncorrelated subquery in the select list runs once per statement (an InitPlan).
  const rows = await queryRows<CardRow & { matches: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM (
        SELECT 1 FROM ${rowsOf(filters)} t WHERE ${whereOf(filters)} LIMIT ${rowCount(upTo + 1)}
      ) m) AS matches, ${cardColumnsOf}
    FROM tour_cards(${pageIdArray(filters, limit, offset)}) AS card`,
  );
  return {
    cards: rows.map(toCard),
    matches: rows.length > 0 ? Number(rows[0]!.matches) : undefined,
  };
}

/**
 * A page of cards of a filter set narrowed by places or categories (no keyword), and how many
 * tours match it, in one statement (ADR 269). The matches are gathered from the places' and
 * categories' own indexes first (the `ids` form a count already used), counted, and the page is
 * their best selling. For a filter set of a few hundred matches this is a few milliseconds where
 * walking the catalogue by sales and probing each tour's places and categories (`pageOfCards`)
 * took 10–20 ms at 10,000 tours: the matches are sparse along the sales order. Its cost grows
 * with the asked places' and categories' tours, not with the page, so the caller uses it only
 * when the planner expects at most ESTIMATED_PAST matches (`linkedTotalAndPage`, service.ts).
 * `matches` is undefined when the page has no card (a page past the end): the caller counts
 * apart then.
 */
export async function pageOfCardsByLinks(
  db: Database,
  filters: SearchFilters,
  limit: number,
  offset: number,
): Promise<{ cards: ActivityCard[]; matches: number | undefined }> {
  const rows = await queryRows<CardRow & { matches: number }>(
    db,
    sql`WITH m AS MATERIALIZED (
        SELECT t.id, t.sold FROM tours t WHERE ${whereOf(filters, 'ids')}
      )
      SELECT (SELECT count(*)::int FROM m) AS matches, ${cardColumnsOf}
      FROM tour_cards(ARRAY(SELECT m.id FROM m ORDER BY m.sold DESC NULLS LAST, m.id
        LIMIT ${rowCount(limit)} OFFSET ${rowCount(offset)})) AS card`,
  );
  return {
    cards: rows.map(toCard),
    matches: rows.length > 0 ? Number(rows[0]!.matches) : undefined,
  };
}

/**
 * How many of a type's best selling matches the suggestions rank by relevance. The box shows
 * five per type: ranking the best fifty is plenty, and finding them stops after fifty matches
 * on the `tours_type_sold` walk instead of gathering every match of a common keyword (at
 * 100,000 tours 'ella' matched thousands per type: 125 ms a call with 1,000 candidates, 4.5 ms
 * with 50; ADR 204).
 */
export const SUGGESTION_CANDIDATES = 50;

/** The tour types of the contract (1 day tour, 2 activity, 3 overnight): one suggestion group each. */
const TOUR_TYPES = sql`(VALUES (1::smallint), (2::smallint), (3::smallint)) AS types(tour_type)`;

/**
 * Suggestions: the best few tours of each type, for the grouped keyword box. Each type reads its
 * own best sellers from `tours_type_sold` (status, tour_type, sold, id) and stops after its
 * candidates, instead of numbering every matching tour of every type (ADR 199).
 */
export async function suggestedTours(db: Database, filters: SearchFilters, perType: number) {
  // With a keyword, relevance is ranked among each type's best selling candidates only; without
  // one the order is by sales alone, so the first `perType` are the answer.
  const score = filters.keywordQuery
    ? sql`ts_rank(c.search_document, ${keywordOnce(filters.keywordQuery)})`
    : sql`0`;
  const candidates = filters.keywordQuery ? Math.max(SUGGESTION_CANDIDATES, perType) : perType;
  return queryRows<{ id: number; title: string; tour_type: number; seo_url: string }>(
    db,
    sql`SELECT s.id, s.title, s.tour_type, s.seo_url FROM ${TOUR_TYPES}
    CROSS JOIN LATERAL (
      SELECT c.id, c.title, c.tour_type, c.seo_url,
        row_number() OVER (ORDER BY ${score} DESC, c.sold DESC, c.id) AS n
      FROM (
        SELECT t.id, t.title, t.tour_type, t.seo_url, t.sold, t.search_document
        FROM tours t WHERE ${whereOf(filters)} AND t.tour_type = types.tour_type
        ORDER BY t.sold DESC NULLS LAST, t.id LIMIT ${rowCount(candidates)}
      ) c
    ) s WHERE s.n <= ${rowCount(perType)} ORDER BY s.tour_type, s.n`,
  );
}

export async function suggestedLocations(db: Database, keyword: string, limit: number) {
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`
    SELECT id, name FROM locations
    WHERE name ILIKE ${`%${escapeLike(keyword)}%`} OR ${keyword.toLowerCase()} <% lower(name)
    ORDER BY (name ILIKE ${`${escapeLike(keyword)}%`}) DESC, word_similarity(${keyword.toLowerCase()}, lower(name)) DESC, name
    LIMIT ${limit}`,
  );
  return rows;
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
