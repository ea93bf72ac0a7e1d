import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  categories,
  featuredCategories,
  instagramPosts,
  locationPages,
  locations,
  media,
  siteContent,
  siteSettings,
  sliders,
  travelInspirations,
} from '../../db/schema.ts';

export const siteTexts = (db: Database) => db.select().from(siteContent);
export const settings = (db: Database) => db.select().from(siteSettings);

const picture = {
  name: media.name,
  width: media.width,
  height: media.height,
  altText: media.altText,
};

export const allSliders = (db: Database) =>
  db
    .select({ title: sliders.title, subText: sliders.subText, image: picture })
    .from(sliders)
    .innerJoin(media, eq(media.name, sliders.imageName))
    .orderBy(asc(sliders.position), asc(sliders.id));

export const allFeaturedCategories = (db: Database) =>
  db
    .select({
      title: featuredCategories.title,
      description: featuredCategories.description,
      categoryIds: featuredCategories.categoryIds,
      image: picture,
    })
    .from(featuredCategories)
    .innerJoin(media, eq(media.name, featuredCategories.imageName))
    .orderBy(asc(featuredCategories.position), asc(featuredCategories.id));

export const allInstagramPosts = (db: Database) =>
  db
    .select({
      id: instagramPosts.id,
      caption: instagramPosts.caption,
      link: instagramPosts.link,
      image: picture,
    })
    .from(instagramPosts)
    .innerJoin(media, eq(media.name, instagramPosts.imageName))
    .orderBy(asc(instagramPosts.position), asc(instagramPosts.id));

export const allLocations = (db: Database) =>
  db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .orderBy(asc(locations.name));

export const allCategories = (db: Database) =>
  db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.name));

export const countInspirations = (db: Database) =>
  db
    .select({ n: count() })
    .from(travelInspirations)
    .then((rows) => Number(rows[0]?.n ?? 0));

export const pageOfInspirations = (db: Database, limit: number, offset: number) =>
  db
    .select({
      id: travelInspirations.id,
      title: travelInspirations.title,
      description: travelInspirations.description,
      image: picture,
    })
    .from(travelInspirations)
    .innerJoin(media, eq(media.name, travelInspirations.imageName))
    .orderBy(asc(travelInspirations.position), asc(travelInspirations.id))
    .limit(limit)
    .offset(offset);

const pageColumns = {
  id: locationPages.id,
  locationId: locationPages.locationId,
  locationName: locations.name,
  locationSlug: locations.slug,
  title: locationPages.title,
  description: locationPages.description,
  seoTitle: locationPages.seoTitle,
  seoDescription: locationPages.seoDescription,
  seoUrl: locationPages.seoUrl,
  imageAlt: locationPages.imageAlt,
  imageName: locationPages.imageName,
  imageWidth: media.width,
  imageHeight: media.height,
};

export const tagPages = (db: Database) =>
  db
    .select(pageColumns)
    .from(locationPages)
    .innerJoin(locations, eq(locations.id, locationPages.locationId))
    .leftJoin(media, eq(media.name, locationPages.imageName))
    .where(eq(locationPages.isTag, true))
    .orderBy(asc(locationPages.position), asc(locationPages.id));

export const locationPage = (db: Database, id: number) =>
  db
    .select(pageColumns)
    .from(locationPages)
    .innerJoin(locations, eq(locations.id, locationPages.locationId))
    .leftJoin(media, eq(media.name, locationPages.imageName))
    .where(eq(locationPages.id, id))
    .then((rows) => rows[0]);

export type LocationPageRow = NonNullable<Awaited<ReturnType<typeof locationPage>>>;
