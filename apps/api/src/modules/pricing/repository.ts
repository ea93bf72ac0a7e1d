// What a price and a month's availability are made of, each read in one statement: every read is
// a round trip that waits for a pooled connection, and the booking panel asks for an estimate at
// every change (ADR 234).
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { builtOnce } from '../../db/built-once.ts';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { tours } from '../../db/schema.ts';
import { placesLeftSql } from '../bookings/seats.ts';
import { activeDiscountSql } from '../catalog/cards.ts';
import { ACTIVE, activeTourColumnsOf } from '../catalog/repository.ts';
import type { ActiveTour } from '../catalog/repository.ts';

/** What a tour's price for a party, place and date depends on, besides the tour's own row. */
export type PricingFacts = {
  /** The tour picks up at the asked place. */
  served: boolean;
  /** Places left on the asked date; undefined when no date was asked. */
  left: number | undefined;
  /** A group-priced tour's price steps, smallest party first. */
  groups: { maxTravellers: number; priceCents: number }[];
  /** The best running deal's percentage, if any. */
  discountPercent: number | null;
};

/** An Active tour and what its price depends on, read together (`tourPricingOf`). */
export type TourPricing = { tour: ActiveTour; facts: PricingFacts };

const t = alias(tours, 't');
const date = sql`${sql.placeholder('date')}::date`;

/**
 * The price's one read (ADR 282): the Active tour's row and its facts in one statement, built
 * once per database and prepared on each connection as the tour's own read is (ADR 218, 244).
 * It was two round trips one after the other (the tour, then its facts), and a checkout waits
 * for each in a busy event loop's queue.
 */
const tourPricingQuery = builtOnce((db: Database) =>
  db
    .select({
      ...activeTourColumnsOf(t),
      served: sql<boolean>`EXISTS (SELECT 1 FROM tour_pickup_locations p
        WHERE p.tour_id = t.id AND p.location_id = ${sql.placeholder('location')})`,
      // No date asked, no count: NULL, where the seat rule alone would answer the capacity.
      left: sql<number | null>`CASE WHEN ${date} IS NULL THEN NULL
        ELSE ${placesLeftSql('t', date)} END`,
      groups: sql<FactsRow['groups']>`(SELECT coalesce(json_agg(json_build_object(
          'maxTravellers', g.max_travellers, 'priceCents', g.price_cents)
          ORDER BY g.max_travellers), '[]'::json)
        FROM tour_group_prices g WHERE g.tour_id = t.id)`,
      discount: sql<number | null>`${activeDiscountSql}`,
    })
    .from(t)
    .where(and(eq(t.id, sql.placeholder('id')), eq(t.status, ACTIVE)))
    .prepare('lt_tour_pricing'),
);

type FactsRow = {
  groups: { maxTravellers: number; priceCents: number }[] | string | null;
};

/**
 * The Active tour `tourId` and what its price for `locationId` and `date` depends on; undefined
 * when no Active tour has that id. `date` must be one PostgreSQL reads (the caller hands only a
 * bookable one); its places are counted only when it is given.
 */
export async function tourPricingOf(
  db: Database,
  tourId: number,
  locationId: number,
  date: string | undefined,
): Promise<TourPricing | undefined> {
  const rows = await tourPricingQuery(db).execute({
    id: tourId,
    location: locationId,
    date: date ?? null,
  });
  const row = rows[0];
  if (!row) return undefined;
  const { served, left, groups, discount, ...tour } = row;
  const steps = (typeof groups === 'string' ? JSON.parse(groups) : (groups ?? [])) as {
    maxTravellers: number;
    priceCents: number;
  }[];
  return {
    tour,
    facts: {
      served: Boolean(served),
      left: left === null ? undefined : Number(left),
      groups: steps.map((g) => ({
        maxTravellers: Number(g.maxTravellers),
        priceCents: Number(g.priceCents),
      })),
      discountPercent: discount === null ? null : Number(discount),
    },
  };
}

/**
 * The dates from `from` to `until` (inclusive, YYYY-MM-DD) with no place left on a tour, by the
 * seat rule of modules/bookings/seats.ts, earliest first: a month of the date picker in one
 * statement, where it was a read per day (31 round trips).
 */
export async function soldOutDates(
  db: Database,
  tourId: number,
  from: string,
  until: string,
): Promise<string[]> {
  const rows = await queryRows<{ date: string }>(
    db,
    sql`SELECT day.date::text AS date
    FROM tours t,
      LATERAL (SELECT generate_series(${from}::date, ${until}::date, interval '1 day')::date AS date) day
    WHERE t.id = ${tourId} AND ${placesLeftSql('t', sql`day.date`)} <= 0
    ORDER BY day.date`,
  );
  return rows.map((row) => row.date);
}
