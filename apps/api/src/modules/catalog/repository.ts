import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  media,
  locations,
  reviews,
  supplierProfiles,
  tourImages,
  tourItinerary,
  tourPickupLocations,
  tours,
  users,
} from '../../db/schema.ts';

export const ACTIVE = 1;

export function findActiveTour(db: Database, id: number) {
  return db
    .select()
    .from(tours)
    .where(and(eq(tours.id, id), eq(tours.status, ACTIVE)))
    .then((rows) => rows[0]);
}

export function tourImagesOf(db: Database, tourId: number) {
  return db
    .select({
      id: tourImages.id,
      name: tourImages.mediaName,
      altText: tourImages.altText,
      width: media.width,
      height: media.height,
    })
    .from(tourImages)
    .innerJoin(media, eq(media.name, tourImages.mediaName))
    .where(eq(tourImages.tourId, tourId))
    .orderBy(asc(tourImages.position), asc(tourImages.id));
}

export function itineraryOf(db: Database, tourId: number) {
  return db
    .select()
    .from(tourItinerary)
    .where(eq(tourItinerary.tourId, tourId))
    .orderBy(asc(tourItinerary.position));
}

export function pickupsOf(db: Database, tourId: number) {
  return db
    .select({
      id: tourPickupLocations.id,
      locationId: tourPickupLocations.locationId,
      name: locations.name,
      pickupTime: tourPickupLocations.pickupTime,
    })
    .from(tourPickupLocations)
    .innerJoin(locations, eq(locations.id, tourPickupLocations.locationId))
    .where(eq(tourPickupLocations.tourId, tourId))
    .orderBy(asc(tourPickupLocations.id));
}

export function supplierOf(db: Database, userId: number) {
  return db
    .select({
      id: users.id,
      workName: supplierProfiles.workName,
      workMobile: supplierProfiles.workMobile,
    })
    .from(users)
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .then((rows) => rows[0]);
}

export function latestReviewsOf(db: Database, tourId: number, limit: number) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      feedback: reviews.feedback,
      reviewedAt: reviews.reviewedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      images: sql<{ id: number; name: string; width: number; height: number }[] | string>`(
        SELECT coalesce(json_agg(json_build_object('id', ri.id, 'name', ri.media_name,
          'width', m.width, 'height', m.height) ORDER BY ri.id), '[]'::json)
        FROM review_images ri JOIN media m ON m.name = ri.media_name WHERE ri.review_id = ${reviews.id})`,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.tourId, tourId))
    .orderBy(desc(reviews.reviewedAt), desc(reviews.id))
    .limit(limit);
}
