import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { bookings, tourDepartures, tourGroupPrices, tourPickupLocations } from '../../db/schema.ts';

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

/** Places left on a departure date: its own capacity row if any, else the daily capacity. */
export async function placesLeft(
  db: Database,
  tourId: number,
  date: string,
  dailyCapacity: number,
) {
  const departure = await db
    .select()
    .from(tourDepartures)
    .where(and(eq(tourDepartures.tourId, tourId), eq(tourDepartures.departureDate, date)))
    .then((rows) => rows[0]);
  if (departure) return departure.capacity - departure.booked;
  const taken = await db
    .select({ n: sql<number>`coalesce(sum(${bookings.adults} + ${bookings.children}), 0)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.tourId, tourId),
        eq(bookings.startDate, date),
        inArray(bookings.status, [0, 1]),
      ),
    );
  return dailyCapacity - Number(taken[0]?.n ?? 0);
}
