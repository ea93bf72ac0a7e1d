// The full tour of spec §3 for the detail page (GET /api/activity).
import { notFound } from '../../http/errors.ts';
import type { OkBody } from '../../http/operations.ts';
import type { Database } from '../../db/client.ts';
import { pictureOf } from '../media/pictures.ts';
import { loadCards } from './cards.ts';
import {
  findActiveTour,
  itineraryOf,
  latestReviewsOf,
  pickupsOf,
  supplierOf,
  tourImagesOf,
} from './repository.ts';

export type Activity = OkBody<'getActivity'>['data'];

const REVIEWS_SHOWN = 20;

function options(include: boolean, max: number, from: number) {
  if (!include) return [];
  return Array.from({ length: max - from + 1 }, (_, i) => ({
    id: from + i,
    label: String(from + i),
  }));
}

function parseJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

export async function getActivity(db: Database, id: number): Promise<Activity> {
  const tour = await findActiveTour(db, id);
  if (!tour) throw notFound('This tour does not exist or is not available.');
  const [card] = await loadCards(db, [id]);
  const [images, itinerary, pickups, supplier, latest] = await Promise.all([
    tourImagesOf(db, id),
    itineraryOf(db, id),
    pickupsOf(db, id),
    supplierOf(db, tour.supplierUserId),
    latestReviewsOf(db, id, REVIEWS_SHOWN),
  ]);
  const pickupLocations = pickups.map((p) => ({
    id: p.id,
    loc_id: p.locationId,
    location_name: p.name,
  }));
  const overnight = tour.tourType === 3;
  return {
    ...card!,
    adults_age_from: tour.adultsAgeFrom,
    adults_age_to: tour.adultsAgeTo,
    children_age_from: tour.childrenAgeFrom,
    children_age_to: tour.childrenAgeTo,
    infant_age_from: tour.infantAgeFrom,
    infant_age_to: tour.infantAgeTo,
    inclusion: tour.inclusion,
    exclision: tour.exclusion,
    know: tour.knowBeforeYouGo,
    condtions: tour.conditions,
    know_policy: tour.knowPolicy || null,
    cancel_policy: tour.cancelPolicy,
    contact_number: tour.contactNumber,
    images: images.map((image) => {
      const picture = pictureOf(image);
      return {
        id: image.id,
        url: picture.url,
        alt_text: image.altText || null,
        width: picture.width,
        height: picture.height,
        srcset: picture.srcset,
      };
    }),
    itinery: itinerary.map((entry, index) => ({
      summery: entry.summary,
      title: entry.title,
      day: overnight ? index + 1 : null,
    })),
    available_locations: pickupLocations,
    pickup_locations: pickupLocations,
    supplier_name: supplier?.workName ?? '',
    seo_title: tour.seoTitle,
    seo_description: tour.seoDescription,
    user: {
      id: tour.supplierUserId,
      supplier_profile: {
        work_name: supplier?.workName ?? '',
        work_mobile: supplier?.workMobile ?? null,
      },
    },
    include_adults: tour.includeAdults ? 1 : 0,
    include_children: tour.includeChildren ? 1 : 0,
    include_infants: tour.includeInfants ? 1 : 0,
    adults: options(tour.includeAdults, tour.maxAdults, 1),
    children: options(tour.includeChildren, tour.maxChildren, 0),
    infants: options(tour.includeInfants, tour.maxInfants, 0),
    clientReviews: latest.map((review) => ({
      profile: { first_name: review.firstName, last_name: review.lastName },
      review_datetime: review.reviewedAt.toISOString(),
      review_rating: review.rating,
      review_feedback: review.feedback,
      images: parseJson(review.images).map((image) => {
        const picture = pictureOf(image);
        return {
          id: image.id,
          name: image.name,
          url: picture.url,
          width: picture.width,
          height: picture.height,
          srcset: picture.srcset,
        };
      }),
    })),
    status: 1,
  };
}
