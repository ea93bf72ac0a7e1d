// The tour card of listings (ActivityCard): one query for a page of ids, in their order.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { pictureOf } from '../media/pictures.ts';
import type { Picture } from '../media/pictures.ts';
import { seoSlug } from '../../http/site-paths.ts';

export type ActivityCard = {
  id: number;
  tour_id: string;
  title: string;
  overview: string;
  tour_type: 1 | 2 | 3;
  duration: 1 | 2 | 3;
  duration_value: number;
  cover_image: string;
  picture: Picture;
  average_rating: number;
  rating_count: number;
  sold: number;
  price: { selling_price: number };
  pricing_basis: 1 | 2;
  sale_type: 1 | 2;
  deals: { subscription: { deals: { discount: number } } } | null;
  categories: { category_id: number; category: { id: number; name: string } }[];
  seo_url: string;
  full_seo_url: string;
};

export type CardRow = {
  id: number;
  tour_code: string;
  title: string;
  overview: string;
  tour_type: number;
  duration_unit: number;
  duration_value: number;
  cover_image: string | null;
  media_width: number | null;
  media_height: number | null;
  media_alt: string | null;
  rating_count: number;
  rating_total: number;
  sold: number;
  selling_price_cents: number;
  pricing_basis: number;
  sale_type: number;
  seo_url: string;
  discount: number | null;
  categories: { id: number; name: string }[] | string | null;
};

/**
 * A deal counts while it runs: started and not yet ended (deal `d`). The search's filters and
 * kept matches use this fragment; the cards' `tour_cards` (migration 0015) and the deals'
 * listing (deals/repository.ts) write the same rule apart: a change to one is a change to all.
 */
export const dealRunsSql = sql`d.starts_at <= now() AND d.ends_at > now()`;

/** The largest running deal's percentage off tour `t` (see dealRunsSql). */
export const activeDiscountSql = sql`(
  SELECT max(d.discount_percent) FROM deal_tours dt JOIN deals d ON d.id = dt.deal_id
  WHERE dt.tour_id = t.id AND ${dealRunsSql})`;

/** A tour's page: always a path inside the site (ADR 184). */
export function fullSeoUrl(seoUrl: string, id: number): string {
  return `/${seoSlug(seoUrl, 'tour')}/details/${id}`;
}

export function averageRating(total: number, count: number): number {
  return count > 0 ? Math.round((total / count) * 100) / 100 : 0;
}

export function dollars(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * The columns of `CardRow` read from a `tour_cards` call aliased `card`, named one by one: a
 * later migration may give the function more columns while other instances still run, and
 * their prepared statements must keep the row they were prepared for (a `*` would change it:
 * "cached plan must not change result type"; ADR 218, 243).
 */
export const cardColumnsOf = sql`card.id, card.tour_code, card.title, card.overview,
      card.tour_type, card.duration_unit, card.duration_value, card.cover_image, card.media_width,
      card.media_height, card.media_alt, card.rating_count, card.rating_total, card.sold,
      card.selling_price_cents, card.pricing_basis, card.sale_type, card.seo_url, card.discount,
      card.categories`;

/**
 * The cards of an int[] expression, in its order, in one statement: a listing passes the
 * subqueries that pick its page, so ids and cards come back together (ADR 199). The card itself
 * is the `tour_cards` function of migration 0015, whose plan the session keeps: a page planned
 * for its words each time no longer plans the cards' joins with them (ADR 243).
 */
export async function cardsOfIdArray(db: Database, idArray: SQL): Promise<ActivityCard[]> {
  const rows = await queryRows<CardRow>(
    db,
    sql`SELECT ${cardColumnsOf} FROM tour_cards(${idArray}) AS card`,
  );
  return rows.map(toCard);
}

/** The cards of these tours, in this order; an id with no tour has no card. */
export async function loadCards(db: Database, ids: readonly number[]): Promise<ActivityCard[]> {
  if (ids.length === 0) return [];
  return cardsOfIdArray(
    db,
    sql`ARRAY[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::integer[]`,
  );
}

export function toCard(row: CardRow): ActivityCard {
  const categories =
    typeof row.categories === 'string'
      ? (JSON.parse(row.categories) as { id: number; name: string }[])
      : (row.categories ?? []);
  const picture = pictureOf({
    name: row.cover_image ?? 'missing',
    width: row.media_width ?? 1920,
    height: row.media_height ?? 1280,
    altText: row.media_alt ?? row.title,
  });
  const id = Number(row.id);
  const discount = row.discount === null ? null : Number(row.discount);
  return {
    id,
    tour_id: row.tour_code,
    title: row.title,
    overview: row.overview,
    tour_type: Number(row.tour_type) as 1 | 2 | 3,
    duration: Number(row.duration_unit) as 1 | 2 | 3,
    duration_value: Number(row.duration_value),
    cover_image: picture.url,
    picture,
    average_rating: averageRating(Number(row.rating_total), Number(row.rating_count)),
    rating_count: Number(row.rating_count),
    sold: Number(row.sold),
    price: { selling_price: dollars(Number(row.selling_price_cents)) },
    pricing_basis: Number(row.pricing_basis) as 1 | 2,
    sale_type: Number(row.sale_type) === 1 ? 1 : 2,
    deals: discount ? { subscription: { deals: { discount } } } : null,
    categories: categories.map((c) => ({
      category_id: c.id,
      category: { id: c.id, name: c.name },
    })),
    seo_url: row.seo_url,
    full_seo_url: fullSeoUrl(row.seo_url, id),
  };
}
