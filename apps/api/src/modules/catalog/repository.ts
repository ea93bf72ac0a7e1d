import { and, eq, sql } from 'drizzle-orm';
import type { alias } from 'drizzle-orm/pg-core';
import { builtOnce } from '../../db/built-once.ts';
import { queryRows } from '../../db/client.ts';
import { rowCount } from '../../db/prepared-statements.ts';
import type { Database } from '../../db/client.ts';
import { tours } from '../../db/schema.ts';
import { cardColumnsOf } from './cards.ts';
import type { CardRow } from './cards.ts';

export const ACTIVE = 1;

/** `tours` under another name in a query, as drizzle's `alias` makes it. */
export type ToursAs<Name extends string> = ReturnType<typeof alias<typeof tours, Name>>;

/**
 * What pricing and checkout read of an Active tour: its prices, who may come, how far ahead it
 * is booked, and the title and sale type an order names. Not the tour's long texts or search
 * document, which no caller reads and every price and checkout would carry. `t` is `tours` or
 * an alias of it (the price's one read names it `t`, pricing/repository.ts).
 */
export function activeTourColumnsOf(t: typeof tours | ToursAs<'t'>) {
  return {
    id: t.id,
    title: t.title,
    saleType: t.saleType,
    pricingBasis: t.pricingBasis,
    adultPriceCents: t.adultPriceCents,
    childPriceCents: t.childPriceCents,
    infantPriceCents: t.infantPriceCents,
    sellingPriceCents: t.sellingPriceCents,
    includeChildren: t.includeChildren,
    includeInfants: t.includeInfants,
    leadTimeDays: t.leadTimeDays,
  };
}

/**
 * Built once per database (ADR 244): every price, calendar month and checkout reads it. Its name
 * makes it a prepared statement on each PostgreSQL connection, as the catalogue's reads are
 * (ADR 218); the text never changes, so the name never meets another text.
 */
const activeTourQuery = builtOnce((db) =>
  db
    .select(activeTourColumnsOf(tours))
    .from(tours)
    .where(and(eq(tours.id, sql.placeholder('id')), eq(tours.status, ACTIVE)))
    .prepare('lt_active_tour'),
);

/** An Active tour as `findActiveTour` answers it. */
export type ActiveTour = Awaited<ReturnType<ReturnType<typeof activeTourQuery>['execute']>>[number];

export async function findActiveTour(db: Database, id: number): Promise<ActiveTour | undefined> {
  const rows = await activeTourQuery(db).execute({ id });
  return rows[0];
}

type Picture = { name: string; width: number; height: number };

/** One row of the tour page (`tourPageOf`): the card's columns, the details and json lists. */
export type TourPageRow = CardRow & {
  supplier_user_id: number;
  adults_age_from: number;
  adults_age_to: number;
  children_age_from: number;
  children_age_to: number;
  infant_age_from: number;
  infant_age_to: number;
  include_adults: boolean;
  include_children: boolean;
  include_infants: boolean;
  max_adults: number;
  max_children: number;
  max_infants: number;
  inclusion: string;
  exclusion: string;
  know_before_you_go: string;
  conditions: string;
  know_policy: string;
  cancel_policy: string;
  contact_number: string | null;
  seo_title: string;
  seo_description: string;
  /** null when the supplier has no profile. */
  supplier: Json<{ work_name: string; work_mobile: string | null }> | null;
  images: Json<(Picture & { id: number; alt_text: string })[]>;
  itinerary: Json<{ title: string; summary: string }[]>;
  pickups: Json<{ id: number; location_id: number; name: string; pickup_time: string }[]>;
  /** The latest reviews first; `reviewed_at` in epoch milliseconds. */
  reviews: Json<
    {
      rating: number;
      feedback: string;
      reviewed_at: number;
      first_name: string;
      last_name: string;
      images: (Picture & { id: number })[];
    }[]
  >;
};

/** A json column: an object from node-postgres, its text from PGlite's worker. */
export type Json<T> = T | string;

/**
 * The whole tour page of an Active tour in one statement (ADR 199): the card's columns, the
 * details, and images, itinerary, pick-ups, supplier and the latest reviews as json
 * subqueries, each on its table's tour index. It was 7 queries in 3 rounds (ADR 046), which
 * PGlite runs one at a time.
 */
export async function tourPageOf(
  db: Database,
  id: number,
  reviewsShown: number,
): Promise<TourPageRow | undefined> {
  const rows = await queryRows<TourPageRow>(
    db,
    sql`SELECT ${cardColumnsOf},
      t.supplier_user_id, t.adults_age_from, t.adults_age_to, t.children_age_from,
      t.children_age_to, t.infant_age_from, t.infant_age_to, t.include_adults, t.include_children,
      t.include_infants, t.max_adults, t.max_children, t.max_infants, t.inclusion, t.exclusion,
      t.know_before_you_go, t.conditions, t.know_policy, t.cancel_policy, t.contact_number,
      t.seo_title, t.seo_description,
      (SELECT json_build_object('work_name', sp.work_name, 'work_mobile', sp.work_mobile)
         FROM users u JOIN supplier_profiles sp ON sp.user_id = u.id
         WHERE u.id = t.supplier_user_id) AS supplier,
      (SELECT coalesce(json_agg(json_build_object('id', ti.id, 'name', ti.media_name,
           'alt_text', ti.alt_text, 'width', im.width, 'height', im.height)
           ORDER BY ti.position, ti.id), '[]'::json)
         FROM tour_images ti JOIN media im ON im.name = ti.media_name
         WHERE ti.tour_id = t.id) AS images,
      (SELECT coalesce(json_agg(json_build_object('title', ii.title, 'summary', ii.summary)
           ORDER BY ii.position, ii.id), '[]'::json)
         FROM tour_itinerary ii WHERE ii.tour_id = t.id) AS itinerary,
      (SELECT coalesce(json_agg(json_build_object('id', tp.id, 'location_id', tp.location_id,
           'name', l.name, 'pickup_time', to_char(tp.pickup_time, 'HH24:MI')) ORDER BY tp.id),
           '[]'::json)
         FROM tour_pickup_locations tp JOIN locations l ON l.id = tp.location_id
         WHERE tp.tour_id = t.id) AS pickups,
      (SELECT coalesce(json_agg(json_build_object('rating', latest.rating,
           'feedback', latest.feedback, 'reviewed_at', latest.reviewed_at,
           'first_name', latest.first_name, 'last_name', latest.last_name,
           'images', latest.images) ORDER BY latest.place), '[]'::json)
         FROM (
           SELECT r.rating, r.feedback, u.first_name, u.last_name,
             -- whole milliseconds, as a Date read by the driver holds them
             floor(extract(epoch FROM r.reviewed_at) * 1000)::bigint AS reviewed_at,
             row_number() OVER (ORDER BY r.reviewed_at DESC, r.id DESC) AS place,
             (SELECT coalesce(json_agg(json_build_object('id', ri.id, 'name', ri.media_name,
                  'width', rm.width, 'height', rm.height) ORDER BY ri.id), '[]'::json)
                FROM review_images ri JOIN media rm ON rm.name = ri.media_name
                WHERE ri.review_id = r.id) AS images
           FROM reviews r JOIN users u ON u.id = r.user_id
           WHERE r.tour_id = t.id
           ORDER BY r.reviewed_at DESC, r.id DESC
           LIMIT ${rowCount(reviewsShown)}
         ) latest) AS reviews
    FROM tours t CROSS JOIN LATERAL tour_cards(ARRAY[t.id]) AS card
    WHERE t.id = ${id} AND t.status = ${ACTIVE}`,
  );
  return rows[0];
}
