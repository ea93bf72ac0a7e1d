// What a price and a month's availability are made of, each read in one statement: every read is
// a round trip that waits for a pooled connection, and the booking panel asks for an estimate at
// every change (ADR 234).
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { placesLeftSql } from '../bookings/seats.ts';
import { activeDiscountSql } from '../catalog/cards.ts';

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

type FactsRow = {
  served: boolean;
  left: number | null;
  groups: { maxTravellers: number; priceCents: number }[] | string | null;
  discount: number | null;
};

export async function pricingFactsOf(
  db: Database,
  tourId: number,
  locationId: number,
  date: string | undefined,
): Promise<PricingFacts> {
  // `t` is the tour's row only as the seat rule's alias (placesLeftSql); its columns are the
  // caller's already.
  const left = date === undefined ? sql`NULL::int` : placesLeftSql('t', sql`${date}::date`);
  const rows = await queryRows<FactsRow>(
    db,
    sql`SELECT
      EXISTS (SELECT 1 FROM tour_pickup_locations p
        WHERE p.tour_id = t.id AND p.location_id = ${locationId}) AS served,
      ${left} AS left,
      (SELECT coalesce(json_agg(json_build_object('maxTravellers', g.max_travellers,
          'priceCents', g.price_cents) ORDER BY g.max_travellers), '[]'::json)
        FROM tour_group_prices g WHERE g.tour_id = t.id) AS groups,
      ${activeDiscountSql} AS discount
    FROM tours t WHERE t.id = ${tourId}`,
  );
  const row = rows[0];
  if (!row) return { served: false, left: undefined, groups: [], discountPercent: null };
  const groups = (
    typeof row.groups === 'string' ? JSON.parse(row.groups) : (row.groups ?? [])
  ) as PricingFacts['groups'];
  return {
    served: Boolean(row.served),
    left: row.left === null ? undefined : Number(row.left),
    groups: groups.map((g) => ({
      maxTravellers: Number(g.maxTravellers),
      priceCents: Number(g.priceCents),
    })),
    discountPercent: row.discount === null ? null : Number(row.discount),
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
