// The full tour of spec §3 for the detail page (GET /api/activity).
import { API_MESSAGES } from '@trails/domain/messages';
import { notFound } from '../../http/errors.ts';
import type { OkBody } from '../../http/operations.ts';
import type { Database } from '../../db/client.ts';
import { pictureOf } from '../media/pictures.ts';
import { toCard } from './cards.ts';
import { tourPageOf } from './repository.ts';

export type Activity = OkBody<'getActivity'>['data'];

const REVIEWS_SHOWN = 20;

function options(include: boolean, max: number, from: number) {
  if (!include) return [];
  return Array.from({ length: max - from + 1 }, (_, i) => ({
    id: from + i,
    label: String(from + i),
  }));
}

/** A json column: node-postgres gives the object, PGlite's worker may give its text. */
function parseJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

export async function getActivity(db: Database, id: number): Promise<Activity> {
  const tour = await tourPageOf(db, id, REVIEWS_SHOWN);
  if (!tour) throw notFound(API_MESSAGES.tourNotAvailable);
  const card = toCard(tour);
  const supplier = tour.supplier === null ? null : parseJson(tour.supplier);
  const pickupLocations = parseJson(tour.pickups).map((p) => ({
    id: Number(p.id),
    loc_id: Number(p.location_id),
    location_name: p.name,
    pickup_time: p.pickup_time,
  }));
  const overnight = Number(tour.tour_type) === 3;
  const includeAdults = Boolean(tour.include_adults);
  const includeChildren = Boolean(tour.include_children);
  const includeInfants = Boolean(tour.include_infants);
  return {
    ...card,
    adults_age_from: Number(tour.adults_age_from),
    adults_age_to: Number(tour.adults_age_to),
    children_age_from: Number(tour.children_age_from),
    children_age_to: Number(tour.children_age_to),
    infant_age_from: Number(tour.infant_age_from),
    infant_age_to: Number(tour.infant_age_to),
    inclusion: tour.inclusion,
    exclision: tour.exclusion,
    know: tour.know_before_you_go,
    condtions: tour.conditions,
    know_policy: tour.know_policy || null,
    cancel_policy: tour.cancel_policy,
    contact_number: tour.contact_number,
    images: parseJson(tour.images).map((image) => {
      const picture = pictureOf(image);
      return {
        id: Number(image.id),
        url: picture.url,
        alt_text: image.alt_text || null,
        width: picture.width,
        height: picture.height,
        srcset: picture.srcset,
      };
    }),
    itinery: parseJson(tour.itinerary).map((entry, index) => ({
      summery: entry.summary,
      title: entry.title,
      day: overnight ? index + 1 : null,
    })),
    available_locations: pickupLocations,
    pickup_locations: pickupLocations,
    supplier_name: supplier?.work_name ?? '',
    seo_title: tour.seo_title,
    seo_description: tour.seo_description,
    user: {
      id: Number(tour.supplier_user_id),
      supplier_profile: {
        work_name: supplier?.work_name ?? '',
        work_mobile: supplier?.work_mobile ?? null,
      },
    },
    include_adults: includeAdults ? 1 : 0,
    include_children: includeChildren ? 1 : 0,
    include_infants: includeInfants ? 1 : 0,
    adults: options(includeAdults, Number(tour.max_adults), 1),
    children: options(includeChildren, Number(tour.max_children), 0),
    infants: options(includeInfants, Number(tour.max_infants), 0),
    clientReviews: parseJson(tour.reviews).map((review) => ({
      profile: { first_name: review.first_name, last_name: review.last_name },
      review_datetime: new Date(Number(review.reviewed_at)).toISOString(),
      review_rating: Number(review.rating),
      review_feedback: review.feedback,
      images: review.images.map((image) => {
        const picture = pictureOf(image);
        return {
          id: Number(image.id),
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
