import { data, redirect, useLocation, useNavigate } from 'react-router';
import { deferredPart } from '../shared/components/deferred-part.tsx';
import { RELATED_TOURS_LIMIT, TRUNCATE } from '@trails/domain/constants';
import { formatDate } from '@trails/domain/format';
import { tourDateAt } from '@trails/domain/tour-date';
import { TourGrid } from '../features/catalog/components/tour-grid.tsx';
import type { Route } from './+types/tour';
import { searchActivities } from '../features/catalog/api/search-activities.ts';
import {
  cartCookieAssignment,
  cartFromCookieHeader,
  POSTED_COOKIE,
  removedCookieAssignment,
  removedFromCookieHeader,
  withRow,
} from '../shared/lib/cart-cookie.ts';
import { useCart } from '../features/cart/stores/cart-store.ts';
import { bookableDates } from '../features/tour/api/bookable-dates.server.ts';
import { plainBooking } from '../features/tour/api/plain-booking.server.ts';
import { getActivity } from '../shared/api/get-activity.ts';
import { readPreset } from '../features/tour/booking-preset.ts';
import { BOOKING_PANEL_ID, BookingPanel } from '../features/tour/components/booking-panel.tsx';
import { Breadcrumb, Gallery, TourSummary } from '../features/tour/components/tour-detail.tsx';
import { readApi, visitorApi } from '../shared/api/server-api.server.ts';
import type { ApiClient } from '../shared/api/client.ts';
import type { Activity } from '../shared/api/types.ts';
import { absoluteUrl, publicUrlOf, seoMeta } from '../shared/lib/seo.ts';
import { dealDollars } from '../shared/lib/money.ts';
import * as ui from '../shared/styles/ui.css.ts';
import * as styles from './tour.css.ts';

// The tabs and reviews: hydrated from their own chunk when the visitor comes near, after the
// gallery, the summary and the booking panel (ADR 091, 190).
const TourInfo = deferredPart(() =>
  import('../features/tour/components/tour-info.tsx').then(({ TourInfo }) => ({
    default: TourInfo,
  })),
);

async function tourOf(params: { aid?: string }, api: ApiClient) {
  const id = Number(params.aid);
  if (!Number.isInteger(id) || id < 1) throw data(null, { status: 404 });
  const activity = await getActivity(api, id);
  if (!activity) throw data(null, { status: 404 });
  return activity;
}

/** Added by a plain post (ADR 259), and in the cart still: the panel says so. */
const ADDED = 'added';

export async function loader({ params, request }: Route.LoaderArgs) {
  const api = readApi(request);
  const activity = await tourOf(params, api);
  const url = new URL(request.url);
  const firstCategory = activity.categories?.[0]?.category_id;
  const today = tourDateAt(new Date());
  const [related, bookable] = await Promise.all([
    searchActivities(api, {
      category: firstCategory ? [firstCategory] : undefined,
      limit: RELATED_TOURS_LIMIT + 1,
    }).catch(() => undefined),
    bookableDates(api, activity.id, today),
  ]);
  return {
    activity,
    bookable,
    // The search's date and place the traveller came from, for the booking panel (ADR 251):
    // read here, so the server's panel and the browser's start the same.
    preset: readPreset(
      url.searchParams,
      activity.pickup_locations.map((location) => location.loc_id),
      today,
    ),
    // Each review's date as the page shows it, in Sri Lanka: worked out here, so the phone
    // builds no time-zone formatter while the reviews hydrate (ADR 200).
    reviewDates: activity.clientReviews.map((review) =>
      formatDate(new Date(review.review_datetime)),
    ),
    related: (related?.data ?? [])
      .filter((tour) => tour.id !== activity.id)
      .slice(0, RELATED_TOURS_LIMIT),
    added:
      url.searchParams.has(ADDED) &&
      cartFromCookieHeader(request.headers.get('Cookie')).some(
        (item) => item.activityId === activity.id,
      ),
  };
}

/**
 * Book Now and Add to cart posted without scripts (ADR 259): the item goes into the cart's
 * cookie copy; Book Now goes on to checkout, Add to cart back here saying so (a reload then
 * does not post again). See total (ADR 283) draws the panel again with what was chosen and the
 * party's price, and changes nothing. A refusal draws the panel again with what was chosen and
 * each message at its field. With scripts the panel books and prices in the browser and never
 * posts here.
 */
export async function action({ params, request }: Route.ActionArgs) {
  // Another site's page cannot post here: React Router refuses an action whose Origin is not
  // this site's (400) before it runs, as for every form of the site.
  const activity = await tourOf(params, readApi(request));
  const cookie = request.headers.get('Cookie');
  const cart = cartFromCookieHeader(cookie);
  const answer = await plainBooking(
    visitorApi(request),
    activity,
    await request.formData(),
    cart.map((item) => item.activityId),
  );
  if (answer.kind === 'refused') return data(answer.refusal, { status: 400 });
  // Only a price: no cookie, and the page answered as it is (a reload asks the price again,
  // which books nothing).
  if (answer.kind === 'total') return data(answer.total);
  // The item joins the cart's copy (checkout draws it without scripts), or takes its tour's
  // place there (Book Now of a tour in the cart), and the list of posted rows the browser's cart
  // takes once scripts run: a new tour is added, a tour it holds takes the posted choices
  // (ADR 265). A tour removed by a plain post before is no longer removed.
  const headers = new Headers();
  const item = answer.item;
  const posted = cartFromCookieHeader(cookie, POSTED_COOKIE);
  headers.append('Set-Cookie', cartCookieAssignment(withRow(cart, item)));
  headers.append('Set-Cookie', cartCookieAssignment(withRow(posted, item), POSTED_COOKIE));
  const removed = removedFromCookieHeader(cookie);
  if (removed.includes(item.activityId)) {
    headers.append(
      'Set-Cookie',
      removedCookieAssignment(removed.filter((id) => id !== item.activityId)),
    );
  }
  if (answer.kind === 'checkout') return redirect('/checkout', { headers });
  const url = new URL(request.url);
  url.searchParams.set(ADDED, '1');
  return redirect(`${url.pathname}${url.search}#${BOOKING_PANEL_ID}`, { headers });
}

function productJsonLd(activity: Activity, publicUrl: string): Record<string, unknown> {
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: activity.title,
    description: activity.seo_description ?? activity.overview,
    sku: activity.tour_id,
    image: activity.images.map((image) => absoluteUrl(publicUrl, image.url)),
    brand: { '@type': 'Brand', name: activity.supplier_name },
    offers: {
      '@type': 'Offer',
      // The price a traveller pays today: a running deal's percentage off, as the API prices it.
      price: dealDollars(activity.price.selling_price, activity.deals?.subscription.deals.discount),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: absoluteUrl(publicUrl, activity.full_seo_url),
    },
  };
  if (activity.clientReviews.length > 0 && activity.rating_count > 0) {
    product.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: activity.average_rating.toFixed(1),
      reviewCount: activity.rating_count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return product;
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { activity } = loaderData;
  const publicUrl = publicUrlOf(matches);
  return seoMeta(publicUrl, {
    title: activity.seo_title || activity.title,
    description: activity.seo_description || activity.overview,
    path: activity.full_seo_url,
    image: activity.images[0]?.url ?? activity.cover_image,
    type: 'product',
    jsonLd: productJsonLd(activity, publicUrl),
  });
}

export default function Tour({ loaderData, actionData }: Route.ComponentProps) {
  const { activity, bookable, preset, reviewDates, related, added } = loaderData;
  const add = useCart((state) => state.add);
  const update = useCart((state) => state.update);
  const cartItems = useCart((state) => state.items);
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <div className={ui.container}>
      <Breadcrumb activity={activity} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <Gallery activity={activity} />
          <TourSummary activity={activity} />
        </div>
        <div className={styles.aside}>
          {/* A panel of its own for each tour and address: the route stays mounted from one
              tour to the next (a related tour's link), and a place chosen for the last tour is
              no pick-up of this one. Keyed by the address, not the preset: data reloaded after
              midnight may drop a preset date, and must not start the panel again. */}
          <BookingPanel
            key={`${activity.id}${search}`}
            activity={activity}
            preset={preset}
            bookable={bookable}
            posted={actionData}
            // A refusal posted from the page an earlier Add to cart came back to says only why.
            added={added && !actionData}
            onAdd={add}
            onReplace={(item) => update(item.activity.id, item)}
            cartActivityIds={cartItems.map((item) => item.activity.id)}
            onBookNow={() => void navigate('/checkout')}
          />
        </div>
        <div className={styles.main}>
          <TourInfo activity={activity} reviewDates={reviewDates} />
        </div>
      </div>
      {related.length > 0 && (
        <section className={ui.section} aria-labelledby="related-tours">
          <h2 id="related-tours">Related tours</h2>
          <TourGrid
            tours={related}
            limits={{ title: TRUNCATE.relatedTitle, overview: TRUNCATE.relatedOverview }}
            label="Related tours"
          />
        </section>
      )}
    </div>
  );
}
