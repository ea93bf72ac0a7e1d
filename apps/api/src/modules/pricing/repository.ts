import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { tourGroupPrices, tourPickupLocations } from '../../db/schema.ts';
import { placesLeftSql } from '../bookings/seats.ts';

export function groupPricesOf(db: Database, tourId: number) {
  return db
    .select({
      maxTravellers: tourGroupPrices.maxTravellers,
      priceCents: tourGroupPrices.priceCents,
    })
    .from(tourGroupPrices)
    .where(eq(tourGroupPrices.tourId, tourId))
    .orderBy(asc(tourGroupPrices.maxTravellers));
}

export function servesLocation(db: Database, tourId: number, locationId: number) {
  return db
    .select({ id: tourPickupLocations.id })
    .from(tourPickupLocations)
    .where(
      and(eq(tourPickupLocations.tourId, tourId), eq(tourPickupLocations.locationId, locationId)),
    )
    .then((rows) => rows.length > 0);
}

export async function activeDiscountOf(db: Database, tourId: number): Promise<number | null> {
  const rows = await queryRows<{ discount: number | null }>(
    db,
    sql`
    SELECT max(d.discount_percent) AS discount FROM deal_tours dt JOIN deals d ON d.id = dt.deal_id
    WHERE dt.tour_id = ${tourId} AND d.starts_at <= now() AND d.ends_at > now()`,
  );
  const value = rows[0]?.discount;
  return value === null || value === undefined ? null : Number(value);
}

/** Places left on a departure date (the one rule of modules/bookings/seats.ts). */
export async function placesLeft(db: Database, tourId: number, date: string): Promise<number> {
  const rows = await queryRows<{ left: number }>(
    db,
    sql`SELECT ${placesLeftSql('t', sql`${date}::date`)} AS left FROM tours t WHERE t.id = ${tourId}`,
  );
  return Number(rows[0]?.left ?? 0);
}
