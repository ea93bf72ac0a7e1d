// Site content, settings, banners, categories, locations, location pages and inspirations.
import { API_MESSAGES } from '@trails/domain/messages';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { OkBody } from '../../http/operations.ts';
import { pictureOf } from '../media/pictures.ts';
import { suggestedLocations } from '../search/repository.ts';
import { placeTotal, placeTours, settledTotal } from '../search/service.ts';
import type { Page, TourTotal } from '../search/service.ts';
import * as repo from './repository.ts';
import type { LocationPageRow } from './repository.ts';
import { seoSlug } from '../../http/site-paths.ts';

export const INSPIRATIONS_PER_PAGE = 6;
export const LOCATION_PAGE_TOURS = 24;
export const LOCATION_SEARCH_LIMIT = 20;

type Section = 'about' | 'privacy' | 'cookie' | 'disclaimer' | 'guidelines';

export async function siteContent(db: Database): Promise<OkBody<'getSiteContent'>['data']> {
  const rows = new Map((await repo.siteTexts(db)).map((row) => [row.key, row]));
  const section = (key: Section) => {
    const row = rows.get(key);
    return {
      content: row?.body ?? '',
      meta_title: row?.metaTitle ?? '',
      meta_description: row?.metaDescription ?? '',
    };
  };
  return {
    about: section('about'),
    privacy: section('privacy'),
    cookie: section('cookie'),
    disclaimer: section('disclaimer'),
    guidelines: section('guidelines'),
  };
}

export async function siteSettings(db: Database): Promise<OkBody<'getSiteSettings'>['data']> {
  const values = new Map((await repo.settings(db)).map((row) => [row.key, row.value]));
  return {
    title: values.get('title') ?? 'Lanka Trails',
    description: values.get('description') ?? '',
    keywords: values.get('keywords') ?? '',
    featured: (values.get('featured') ?? '').split(',').filter(Boolean).map(Number),
  };
}

export async function sliders(db: Database) {
  return (await repo.allSliders(db)).map((slide) => {
    const picture = pictureOf(slide.image, 1920);
    return { image_name: picture.url, picture, title: slide.title, sub_text: slide.subText };
  });
}

export async function featuredCategories(db: Database) {
  const [tiles, categories] = await Promise.all([
    repo.allFeaturedCategories(db),
    repo.allCategories(db),
  ]);
  const byId = new Map(categories.map((c) => [c.id, c]));
  return tiles.map((tile) => {
    const picture = pictureOf(tile.image, 640);
    return {
      image_name: picture.url,
      picture,
      title: tile.title,
      description: tile.description,
      categories: tile.categoryIds
        .split(',')
        .map(Number)
        .flatMap((id) => byId.get(id) ?? []),
    };
  });
}

export async function instagramPosts(db: Database) {
  return (await repo.allInstagramPosts(db)).map((post) => ({
    id: String(post.id),
    image_url: pictureOf(post.image, 640).url,
    permalink: post.link,
    caption: post.caption,
  }));
}

export async function locationOptions(db: Database) {
  return (await repo.allLocations(db)).map((l) => ({ value: l.id, label: l.name }));
}

export async function searchLocationOptions(db: Database, keyword: string) {
  const found = await suggestedLocations(db, keyword.trim(), LOCATION_SEARCH_LIMIT);
  return found.map((l) => ({ value: Number(l.id), label: l.name }));
}

export const categoryList = (db: Database) => repo.allCategories(db);

function pageAnswer(row: LocationPageRow, tours: TourTotal) {
  const picture = pictureOf({
    name: row.imageName ?? 'missing',
    width: row.imageWidth ?? 1920,
    height: row.imageHeight ?? 1280,
    altText: row.imageAlt,
  });
  return {
    id: row.id,
    location: row.locationId,
    title: row.title,
    description: row.description,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    seo_url: row.seoUrl,
    // Always a path inside the site (ADR 184).
    full_seo_url: `/${seoSlug(row.locationSlug, 'sri-lanka')}/${seoSlug(row.seoUrl, 'page')}/location/${row.id}`,
    image_alt: row.imageAlt,
    image_name: picture.url,
    picture,
    location_data: { name: row.locationName },
    aktivity_count: tours.total,
    aktivity_count_estimated: tours.estimated,
  };
}

export async function locationPageTags(db: Database, now: Date) {
  const rows = await repo.tagPages(db);
  const totals = await Promise.all(rows.map((row) => placeTotal(db, row.locationId, now)));
  return rows.map((row, index) => pageAnswer(row, totals[index]!));
}

export async function locationPage(db: Database, id: number, now: Date) {
  const row = await repo.locationPage(db, id);
  if (!row) throw notFound(API_MESSAGES.noSuchLocationPage);
  const [kept, activities] = await Promise.all([
    placeTotal(db, row.locationId, now),
    placeTours(db, row.locationId, LOCATION_PAGE_TOURS),
  ]);
  // As a search's first page does (ADR 204): a page that is not full holds every tour of the
  // place, so its count is exact and fresh, whatever the kept total says (ADR 245).
  const total = settledTotal(kept, 0, LOCATION_PAGE_TOURS, activities.length);
  return { ...pageAnswer(row, total), activities };
}

export async function inspirations(db: Database, page: number) {
  const total = await repo.countInspirations(db);
  const offset = (page - 1) * INSPIRATIONS_PER_PAGE;
  const rows =
    offset < total ? await repo.pageOfInspirations(db, INSPIRATIONS_PER_PAGE, offset) : [];
  const answer: Page<{
    id: number;
    image_url: string;
    picture: ReturnType<typeof pictureOf>;
    title: string;
    description: string;
  }> = {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / INSPIRATIONS_PER_PAGE)),
    per_page: INSPIRATIONS_PER_PAGE,
    total,
    data: rows.map((row) => {
      const picture = pictureOf(row.image, 640);
      return {
        id: row.id,
        image_url: picture.url,
        picture,
        title: row.title,
        description: row.description,
      };
    }),
  };
  return answer;
}
