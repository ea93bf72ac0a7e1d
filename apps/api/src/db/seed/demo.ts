// The demo catalogue loader. Idempotent: it runs once per database (marked in seed_runs) inside
// one transaction, so a crash half-way leaves nothing behind. Deterministic: the same rows every
// time, with dates relative to `now` (deals running, reviews in the past).
import { eq } from 'drizzle-orm';
import { tourDateAt } from '@trails/domain/tour-date';
import type { Database } from '../client.ts';
import { addDays } from '../../modules/pricing/rules.ts';
import * as t from '../schema.ts';
import { SCENE_HEIGHT, SCENE_WIDTH, prng } from '../../modules/media/scene.ts';
import type { SceneKind } from '../../modules/media/scene.ts';
import { refreshSearchWords } from '../../modules/search/vocabulary.ts';
import { CATEGORIES, LOCATIONS, REVIEWERS, REVIEW_TEXTS, SUPPLIERS, TOURS } from './catalogue.ts';
import type { TourSeed } from './catalogue.ts';
import {
  FEATURED_CATEGORIES,
  INSPIRATIONS,
  INSTAGRAM_POSTS,
  SITE_CONTENT,
  SITE_SETTINGS,
  SLIDERS,
} from './content.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type SeedResult = { seeded: boolean; tours: number };

export async function seedDemo(db: Database, now = new Date()): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    // Two servers starting on one database: the second waits on the marker row, then skips.
    const marked = await tx
      .insert(t.seedRuns)
      .values({ name: 'demo' })
      .onConflictDoNothing()
      .returning({ name: t.seedRuns.name });
    if (marked.length === 0) return { seeded: false, tours: 0 };
    const tours = await load(tx, now);
    return { seeded: true, tours };
  });
}

async function load(tx: Tx, now: Date): Promise<number> {
  const random = prng(20261122);
  const mediaRows: (typeof t.media.$inferInsert)[] = [];
  let sceneSeed = 1;
  const scene = (name: string, kind: SceneKind, altText: string): string => {
    mediaRows.push({
      name,
      kind: 'scene',
      recipe: JSON.stringify({ kind, seed: sceneSeed++ }),
      width: SCENE_WIDTH,
      height: SCENE_HEIGHT,
      altText,
    });
    return name;
  };

  // Media first (everything else references it); names are filled in as rows are planned.
  const locationImages = LOCATIONS.map((l) => scene(`location-${l.slug}`, l.scene, l.pageTitle));
  const sliderImages = SLIDERS.map((s, i) => scene(`slider-${i + 1}`, s.scene, s.title));
  const featuredImages = FEATURED_CATEGORIES.map((f) =>
    scene(`featured-${slugify(f.title)}`, f.scene, f.title),
  );
  const inspirationImages = INSPIRATIONS.map((x) =>
    scene(`inspiration-${slugify(x.title)}`, x.scene, x.title),
  );
  const instagramImages = INSTAGRAM_POSTS.map((p, i) =>
    scene(`insta-${i + 1}`, p.scene, p.caption),
  );
  const tourImageNames = TOURS.map((tour) => {
    const slug = slugify(tour.title).slice(0, 60);
    const kinds: SceneKind[] = [tour.scene, secondScene(tour), thirdScene(tour)];
    return kinds.map((kind, i) =>
      scene(`tour-${slug}-${i + 1}`, kind, `${tour.title}, view ${i + 1}`),
    );
  });
  const dealImages = [
    scene('deal-knuckles', 'peaks', 'Knuckles Range treks'),
    scene('deal-tea-country', 'tea', 'Tea country week'),
    scene('deal-early-risers', 'lake', 'Early riser sunrises'),
  ];
  for (let i = 0; i < mediaRows.length; i += 100) {
    await tx.insert(t.media).values(mediaRows.slice(i, i + 100));
  }

  // Places and categories.
  const locationRows = await tx
    .insert(t.locations)
    .values(LOCATIONS.map((l) => ({ name: l.name, slug: l.slug, district: l.district })))
    .returning({ id: t.locations.id, slug: t.locations.slug, name: t.locations.name });
  const locationBySlug = new Map(locationRows.map((l) => [l.slug, l]));
  await tx.insert(t.locationPages).values(
    LOCATIONS.map((l, i) => ({
      locationId: locationBySlug.get(l.slug)!.id,
      title: l.pageTitle,
      description: l.description,
      seoTitle: `${l.pageTitle} | Lanka Trails`,
      seoDescription: l.description.slice(0, 155),
      seoUrl: slugify(l.pageTitle),
      imageName: locationImages[i]!,
      imageAlt: `${l.name}, ${l.district} district`,
      isTag: true,
      position: i,
    })),
  );
  const categoryRows = await tx
    .insert(t.categories)
    .values(CATEGORIES.map((c) => ({ name: c.name, slug: c.slug })))
    .returning({ id: t.categories.id, slug: t.categories.slug, name: t.categories.name });
  const categoryBySlug = new Map(categoryRows.map((c) => [c.slug, c]));

  // People: suppliers and the clients who wrote the reviews. None of them can log in.
  const supplierRows = await tx
    .insert(t.users)
    .values(
      SUPPLIERS.map((s) => ({
        email: s.email,
        firstName: s.firstName,
        lastName: s.lastName,
        phone: s.workMobile,
        userType: 2,
        status: 1,
        emailVerifiedAt: now,
      })),
    )
    .returning({ id: t.users.id });
  await tx.insert(t.supplierProfiles).values(
    SUPPLIERS.map((s, i) => ({
      userId: supplierRows[i]!.id,
      workName: s.workName,
      workMobile: s.workMobile,
      workAddress: s.workAddress,
      workRegNumber: `PV ${40210 + i * 37}`,
      contactName: `${s.firstName} ${s.lastName}`,
      contactMobilePhone: s.workMobile,
      contactAddress: s.workAddress,
    })),
  );
  const reviewerRows = await tx
    .insert(t.users)
    .values(
      REVIEWERS.map(([first, last]) => ({
        email: `${slugify(first)}.${slugify(last)}@travellers.example`,
        firstName: first,
        lastName: last,
        userType: 3,
        status: 1,
      })),
    )
    .returning({ id: t.users.id, firstName: t.users.firstName, lastName: t.users.lastName });

  // Tours.
  const tourValues = TOURS.map((tour, index) => {
    const pickups = tour.pickups.map((slug) => locationBySlug.get(slug)!);
    const cats = tour.categories.map((slug) => categoryBySlug.get(slug)!);
    const perGroup = Array.isArray(tour.price);
    const adultCents = perGroup ? null : (tour.price as number) * 100;
    const groupCents = perGroup
      ? (tour.price as [number, number][]).map(([, usd]) => usd * 100)
      : [];
    const infantsWelcome = tour.type !== 3 && !tour.categories.includes('adventure');
    const status = index === TOURS.length - 1 ? 0 : index === 10 ? 2 : 1;
    return {
      tourCode: `LT-${pickups[0]!.slug.slice(0, 3).toUpperCase()}-${String(index + 1).padStart(3, '0')}`,
      supplierUserId: supplierRows[tour.supplier]!.id,
      title: tour.title,
      seoUrl: slugify(tour.title),
      seoTitle: `${tour.title} | Lanka Trails`,
      seoDescription: tour.overview.slice(0, 155),
      tourType: tour.type,
      durationValue: tour.duration[0],
      durationUnit: tour.duration[1],
      overview: tour.overview,
      inclusion: inclusionFor(tour),
      exclusion: exclusionFor(tour),
      knowBeforeYouGo: knowFor(tour),
      conditions: conditionsFor(tour),
      knowPolicy: 'Operated by a licensed local supplier. Minimum age and fitness as listed.',
      cancelPolicy:
        'Free cancellation up to 24 hours before the start (local time, Asia/Colombo). Later cancellations are a request to the operator.',
      contactNumber: SUPPLIERS[tour.supplier]!.workMobile,
      childrenAgeFrom: infantsWelcome ? 4 : 8,
      includeInfants: infantsWelcome,
      maxInfants: infantsWelcome ? 4 : 0,
      pricingBasis: perGroup ? 2 : 1,
      adultPriceCents: adultCents,
      childPriceCents: adultCents === null ? null : Math.round((adultCents * 0.6) / 100) * 100,
      infantPriceCents: adultCents === null ? null : 0,
      sellingPriceCents: adultCents ?? Math.min(...groupCents),
      saleType: tour.onAvailability ? 2 : 1,
      status,
      featured: tour.featured ?? false,
      sold: tour.sold,
      leadTimeDays: tour.lead ?? 1,
      dailyCapacity: tour.type === 3 ? 8 : 14,
      coverImage: tourImageNames[index]![0]!,
      keywords: [...pickups.map((p) => p.name), ...cats.map((c) => c.name)].join(' '),
      createdAt: new Date(now.getTime() - (TOURS.length - index) * DAY_MS),
    } satisfies typeof t.tours.$inferInsert;
  });
  const tourRows = await tx.insert(t.tours).values(tourValues).returning({ id: t.tours.id });

  const tourCategoryRows: (typeof t.tourCategories.$inferInsert)[] = [];
  const imageRows: (typeof t.tourImages.$inferInsert)[] = [];
  const itineraryRows: (typeof t.tourItinerary.$inferInsert)[] = [];
  const pickupRows: (typeof t.tourPickupLocations.$inferInsert)[] = [];
  const groupRows: (typeof t.tourGroupPrices.$inferInsert)[] = [];
  TOURS.forEach((tour, index) => {
    const tourId = tourRows[index]!.id;
    tour.categories.forEach((slug, position) =>
      tourCategoryRows.push({ tourId, categoryId: categoryBySlug.get(slug)!.id, position }),
    );
    tourImageNames[index]!.forEach((mediaName, position) =>
      imageRows.push({
        tourId,
        mediaName,
        altText: `${tour.title}, view ${position + 1}`,
        position,
      }),
    );
    itineraryFor(tour).forEach((entry, position) =>
      itineraryRows.push({ tourId, position, ...entry }),
    );
    const early = tour.categories.includes('sunrise');
    tour.pickups.forEach((slug, i) =>
      pickupRows.push({
        tourId,
        locationId: locationBySlug.get(slug)!.id,
        pickupTime:
          tour.pickupAt?.[i] ?? (early ? `0${3 + i}:30` : `0${7 + i}:${i % 2 ? '30' : '00'}`),
      }),
    );
    if (Array.isArray(tour.price)) {
      for (const [maxTravellers, usd] of tour.price) {
        groupRows.push({ tourId, maxTravellers, priceCents: usd * 100 });
      }
    }
  });
  await tx.insert(t.tourCategories).values(tourCategoryRows);
  await tx.insert(t.tourImages).values(imageRows);
  await tx.insert(t.tourItinerary).values(itineraryRows);
  await tx.insert(t.tourPickupLocations).values(pickupRows);
  await tx.insert(t.tourGroupPrices).values(groupRows);

  // A few sold-out and nearly full departures, so the calendar has something to refuse.
  // Departure dates are Asia/Colombo calendar dates (a UTC date is a day behind after 18:30 UTC).
  const soonDate = (days: number) => addDays(tourDateAt(now), days);
  await tx.insert(t.tourDepartures).values([
    { tourId: tourRows[12]!.id, departureDate: soonDate(5), capacity: 14, booked: 14 },
    { tourId: tourRows[17]!.id, departureDate: soonDate(6), capacity: 14, booked: 13 },
    { tourId: tourRows[24]!.id, departureDate: soonDate(4), capacity: 0, booked: 0 },
  ]);

  // Deals: two running, one over (it must not discount anything).
  const dealRows = await tx
    .insert(t.deals)
    .values([
      {
        title: 'Knuckles Range treks',
        imageName: dealImages[0]!,
        discountPercent: 15,
        startsAt: new Date(now.getTime() - 20 * DAY_MS),
        endsAt: new Date(now.getTime() + 120 * DAY_MS),
      },
      {
        title: 'Tea country week',
        imageName: dealImages[1]!,
        discountPercent: 10,
        startsAt: new Date(now.getTime() - 5 * DAY_MS),
        endsAt: new Date(now.getTime() + 60 * DAY_MS),
      },
      {
        title: 'Early riser sunrises',
        imageName: dealImages[2]!,
        discountPercent: 20,
        startsAt: new Date(now.getTime() - 90 * DAY_MS),
        endsAt: new Date(now.getTime() - 30 * DAY_MS),
      },
    ])
    .returning({ id: t.deals.id });
  const dealTourRows: (typeof t.dealTours.$inferInsert)[] = [];
  TOURS.forEach((tour, index) => {
    const tourId = tourRows[index]!.id;
    if (tour.supplier === 0 && tour.categories.includes('hiking')) {
      dealTourRows.push({ dealId: dealRows[0]!.id, tourId });
    }
    if (tour.categories.includes('tea') && tour.type !== 3) {
      dealTourRows.push({ dealId: dealRows[1]!.id, tourId });
    }
    if (tour.categories.includes('sunrise')) dealTourRows.push({ dealId: dealRows[2]!.id, tourId });
  });
  await tx.insert(t.dealTours).values(dealTourRows);

  // Reviews on most tours (a few new ones have none yet).
  const reviewRows: (typeof t.reviews.$inferInsert)[] = [];
  const ratings = new Map<number, { count: number; total: number }>();
  TOURS.forEach((tour, index) => {
    if (index % 9 === 8 || tour.sold === 0) return;
    const tourId = tourRows[index]!.id;
    const count = 2 + Math.floor(random() * 5);
    for (let r = 0; r < count; r++) {
      const [rating, feedback] = REVIEW_TEXTS[Math.floor(random() * REVIEW_TEXTS.length)]!;
      const reviewer = reviewerRows[Math.floor(random() * reviewerRows.length)]!;
      reviewRows.push({
        tourId,
        userId: reviewer.id,
        supplierUserId: supplierRows[tour.supplier]!.id,
        rating,
        feedback,
        reviewedAt: new Date(now.getTime() - (3 + Math.floor(random() * 200)) * DAY_MS),
      });
      const sum = ratings.get(tourId) ?? { count: 0, total: 0 };
      ratings.set(tourId, { count: sum.count + 1, total: sum.total + rating });
    }
  });
  await tx.insert(t.reviews).values(reviewRows);
  for (const [tourId, { count, total }] of ratings) {
    await tx
      .update(t.tours)
      .set({ ratingCount: count, ratingTotal: total })
      .where(eq(t.tours.id, tourId));
  }

  // Site content.
  await tx.insert(t.sliders).values(
    SLIDERS.map((s, i) => ({
      imageName: sliderImages[i]!,
      title: s.title,
      subText: s.subText,
      position: i,
    })),
  );
  await tx.insert(t.featuredCategories).values(
    FEATURED_CATEGORIES.map((f, i) => ({
      imageName: featuredImages[i]!,
      title: f.title,
      description: f.description,
      categoryIds: f.categories.map((slug) => categoryBySlug.get(slug)!.id).join(','),
      position: i,
    })),
  );
  await tx.insert(t.travelInspirations).values(
    INSPIRATIONS.map((x, i) => ({
      imageName: inspirationImages[i]!,
      title: x.title,
      description: x.description,
      position: i,
    })),
  );
  await tx.insert(t.instagramPosts).values(
    INSTAGRAM_POSTS.map((p, i) => ({
      imageName: instagramImages[i]!,
      caption: p.caption,
      link: `https://www.instagram.com/p/lankatrails${i + 1}/`,
      position: i,
    })),
  );
  await tx.insert(t.siteContent).values(
    Object.entries(SITE_CONTENT).map(([key, c]) => ({
      key,
      body: c.body,
      metaTitle: c.metaTitle,
      metaDescription: c.metaDescription,
    })),
  );
  const featuredIds = TOURS.flatMap((tour, i) => (tour.featured ? [tourRows[i]!.id] : []));
  await tx
    .insert(t.siteSettings)
    .values([
      ...Object.entries(SITE_SETTINGS).map(([key, value]) => ({ key, value })),
      { key: 'featured', value: featuredIds.join(',') },
    ]);
  await refreshSearchWords(tx);
  return tourRows.length;
}

function secondScene(tour: TourSeed): SceneKind {
  if (tour.categories.includes('waterfalls') && tour.scene !== 'waterfall') return 'waterfall';
  if (tour.categories.includes('tea') && tour.scene !== 'tea') return 'tea';
  return tour.scene === 'forest' ? 'peaks' : 'forest';
}

function thirdScene(tour: TourSeed): SceneKind {
  if (tour.categories.includes('rail') && tour.scene !== 'rail') return 'rail';
  if (tour.categories.includes('heritage') && tour.scene !== 'temple') return 'temple';
  return tour.scene === 'lake' ? 'river' : 'lake';
}

function list(items: string[]): string {
  return `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

function inclusionFor(tour: TourSeed): string {
  const items = [
    'Licensed English-speaking guide',
    'Pick-up and drop-off at your hotel in the pick-up town',
  ];
  if (tour.type !== 1) items.push('Lunch and drinking water');
  if (tour.type === 3) items.push('Accommodation and all meals', 'Porter support on the trail');
  if (tour.categories.includes('heritage')) items.push('Entrance tickets');
  return list([...items, ...tour.highlights.slice(0, 1)]);
}

function exclusionFor(tour: TourSeed): string {
  const items = ['Tips for the guide and driver', 'Personal travel insurance'];
  if (tour.type === 1) items.push('Meals other than the snacks mentioned');
  return list(items);
}

function knowFor(tour: TourSeed): string {
  const items = [
    'Wear walking shoes with a good grip',
    'Bring a rain jacket: showers are common in the hills',
  ];
  if (tour.categories.includes('heritage')) items.push('Cover shoulders and knees in temples');
  if (tour.categories.includes('sunrise'))
    items.push('Early start: bring a head torch and a warm layer');
  if (tour.categories.includes('adventure')) items.push('You must be able to swim');
  return list(items);
}

function conditionsFor(tour: TourSeed): string {
  const items = ['Minimum one adult per booking', 'Operators may change the route in bad weather'];
  if (tour.type === 3)
    items.push('A reasonable level of fitness is needed for several days of walking');
  return list(items);
}

function itineraryFor(tour: TourSeed): { label: string; title: string; summary: string }[] {
  if (tour.type === 3) {
    const days = tour.duration[0];
    return Array.from({ length: days }, (_, d) => ({
      label: `Day ${d + 1}`,
      title:
        d === 0 ? 'Arrival and first walk' : d === days - 1 ? 'Summit and return' : 'On the trail',
      summary: tour.highlights[d] ?? tour.highlights[tour.highlights.length - 1]!,
    }));
  }
  const times = tour.categories.includes('sunrise')
    ? ['04:00', '06:00', '08:00', '10:00']
    : ['08:00', '09:30', '11:30', '13:30'];
  return [
    {
      label: times[0]!,
      title: 'Pick-up',
      summary: 'Your guide meets you at your hotel in the pick-up town.',
    },
    ...tour.highlights.map((highlight, i) => ({
      label: times[i + 1] ?? '',
      title: highlight,
      summary: `${highlight}. ${i === 0 ? tour.overview : 'Time for photographs and a rest.'}`,
    })),
  ];
}
