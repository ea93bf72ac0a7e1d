import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { favourites, tours } from '../../db/schema.ts';
import { ACTIVE } from '../catalog/repository.ts';

/** The user's favourites of tours that are still listed, newest first. */
export function favouritesOf(db: Database, userId: number) {
  return db
    .select({ id: favourites.id, tourId: favourites.tourId })
    .from(favourites)
    .innerJoin(tours, eq(tours.id, favourites.tourId))
    .where(and(eq(favourites.userId, userId), eq(tours.status, ACTIVE)))
    .orderBy(desc(favourites.createdAt), desc(favourites.id));
}

export async function isListedTour(db: Database, tourId: number): Promise<boolean> {
  const rows = await db
    .select({ id: tours.id })
    .from(tours)
    .where(and(eq(tours.id, tourId), eq(tours.status, ACTIVE)));
  return rows.length > 0;
}

/** Adding twice keeps one favourite (favourites_user_tour_key). */
export async function addFavourite(db: Database, userId: number, tourId: number) {
  await db.insert(favourites).values({ userId, tourId }).onConflictDoNothing();
}

export async function removeFavourite(db: Database, userId: number, tourId: number) {
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.tourId, tourId)))
    .returning({ id: favourites.id });
  return removed.length > 0;
}
