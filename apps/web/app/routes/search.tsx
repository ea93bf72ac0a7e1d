import { data, Link, redirect } from 'react-router';
import {
  MESSAGES,
  pastLastPage,
  searchDatePassed,
  searchDateTooFar,
  searchDateUnreadable,
} from '@trails/domain/messages';
import { tourTypeFromSlug } from '@trails/domain/tour';
import { lastBookableDate, tourDateAt } from '@trails/domain/tour-date';
import { formatLocalDate, formatTrailCount } from '@trails/domain/format';
import type { Route } from './+types/search';
import { emptiedCartSaid } from '../features/cart/api/removal-said.server.ts';
import { searchActivities } from '../features/catalog/api/search-activities.ts';
import { DRAWN_FIRST, TourCarousel } from '../features/catalog/components/tour-carousel.tsx';
import type { WholeRow } from '../features/catalog/components/tour-carousel.tsx';
import { TourGrid } from '../features/catalog/components/tour-grid.tsx';
import { presetQuery } from '../features/tour/booking-preset.ts';
import type { ListedCard } from '../features/catalog/listed-card.ts';
import { listCategories } from '../features/search/api/list-categories.ts';
import { listLocations } from '../features/search/api/list-locations.ts';
import {
  hrefOn,
  isFormQuery,
  locationNamed,
  priceBounds,
  readSearch,
  viewOf,
} from '../features/search/search-params.ts';
import { searchTitle } from '../features/search/search-title.ts';
import { UnknownPlace } from '../features/search/components/unknown-place.tsx';
import type { ApiClient } from '../shared/api/client.ts';
import { readApi } from '../shared/api/server-api.server.ts';
import { deferredPart } from '../shared/components/deferred-part.tsx';
import { HydratedApart } from '../shared/components/hydrated-apart.tsx';
import { Pagination } from '../shared/components/pagination.tsx';
import { noStore } from '../shared/lib/no-store.ts';
import { publicUrlOf, seoMeta } from '../shared/lib/seo.ts';
import * as ui from '../shared/styles/ui.css.ts';
import * as styles from './search.css.ts';
import { carouselHref, SEARCH_CAROUSELS } from './search-carousels.ts';
import type { SearchCarousel } from './search-carousels.ts';

const PAGE_SIZE = 12;

// Hydrated when the visitor comes near (ADR 190, 198), each from the server's HTML, which works
// as a plain form and plain links until then: the filter panel (on a phone, folded until the
// Filters are opened) and, under the carousels, the first page of all trails.
const SearchFilters = deferredPart(() => import('./search-filters.tsx'));
const LowerGrid = deferredPart(() =>
  import('../features/catalog/components/tour-grid.tsx').then(({ TourGrid }) => ({
    default: TourGrid,
  })),
);

/**
 * A carousel as the page sends it (ADR 198): its first cards, and where the rest are — the
 * browser asks for them when the row comes near.
 */
async function firstOfRow(
  api: ApiClient,
  carousel: SearchCarousel,
): Promise<{ tours: ListedCard[]; whole: WholeRow }> {
  const first = await searchActivities(api, { ...carousel.query, limit: DRAWN_FIRST });
  return {
    tours: first.data,
    whole: { href: carouselHref(carousel), size: Math.min(first.total, carousel.query.limit) },
  };
}

/** As much of an unreadable typed date as the page repeats (a date is ten characters). */
const UNREAD_DATE_LENGTH = 20;
/** As much of a typed place the page does not know as it repeats and puts back in the box. */
const UNKNOWN_PLACE_LENGTH = 80;

export async function loader({ request, url }: Route.LoaderArgs) {
  const api = readApi(request);
  const presetType = tourTypeFromSlug(url.pathname.slice(1));
  const asked = readSearch(url.searchParams, presetType);
  // A date before today (a plain-HTML form post, an old link) matches no tour: rather than an
  // empty page that does not say why, the search leaves the date out and the page says so.
  const today = tourDateAt(new Date());
  const passed = asked.date !== undefined && asked.date < today;
  // Past the booking horizon no trail runs for the traveller (ADR 272): left out and said, as a
  // past date is.
  const tooFar = asked.date !== undefined && asked.date > lastBookableDate(today);
  const state = passed || tooFar ? { ...asked, date: undefined } : asked;
  const basePath = presetType ? url.pathname : '/search';
  // A date typed as plain HTML that names no day (31/02/2027, 12/2027) was dropped without a word:
  // the redirect below carries it as `unread_date`, and the page says why it lists every date.
  const typedDate = (url.searchParams.get('date') ?? '').trim();
  const unreadDate =
    typedDate !== '' && asked.date === undefined
      ? typedDate.slice(0, UNREAD_DATE_LENGTH)
      : url.searchParams.get('unread_date')?.trim().slice(0, UNREAD_DATE_LENGTH) || undefined;
  if (isFormQuery(url.searchParams)) {
    // A search form sent as plain HTML (before its script ran, or without scripts): its place
    // typed by name becomes the location's id, and the page moves to its own address. The date
    // goes along as asked, even a past one: the page it lands on leaves it out and says so
    // (ADR 216); dropped here, the visitor would never hear why.
    const typedPlace = (url.searchParams.get('pickup') ?? '').trim();
    const named = asked.location.length
      ? undefined
      : locationNamed(await listLocations(api), typedPlace);
    const href = hrefOn(basePath, { ...asked, location: named ? [named.value] : asked.location });
    // A typed place that names no location ("Nowhere") was dropped here without a word, and the
    // page listed every trail as if for it: it goes along as `unknown_place`, as an unreadable
    // date does, so the page says so and puts the text back where the visitor can correct it.
    const unread = new URLSearchParams();
    if (unreadDate) unread.set('unread_date', unreadDate);
    if (typedPlace && !named && !asked.location.length) {
      unread.set('unknown_place', typedPlace.slice(0, UNKNOWN_PLACE_LENGTH));
    }
    throw redirect(unread.size ? `${href}${href.includes('?') ? '&' : '?'}${unread}` : href);
  }
  // Only for a search without a place: once one is chosen, the old text says nothing true.
  const unknownPlace = state.location.length
    ? undefined
    : url.searchParams.get('unknown_place')?.trim().slice(0, UNKNOWN_PLACE_LENGTH) || undefined;
  const view = viewOf(state, presetType !== undefined);
  const price = priceBounds(state);
  const showCarousels = !state.key && view === 'grid';
  const [results, categories, locations, carousels, cartEmptied] = await Promise.all([
    searchActivities(api, {
      keyword: state.key,
      location: state.location,
      tourType: state.type,
      category: state.category,
      durationMin: state.durationMin,
      durationMax: state.durationMax,
      priceMin: state.priceMin !== undefined ? price.min : undefined,
      priceMax: state.priceMax !== undefined ? price.max : undefined,
      deals: state.deals,
      deal: state.deal,
      featured: state.featured,
      date: state.date,
      page: state.page,
      limit: PAGE_SIZE,
    }),
    listCategories(api),
    listLocations(api),
    showCarousels
      ? Promise.all(
          SEARCH_CAROUSELS.map(async (carousel) => ({
            title: carousel.title,
            moreHref: carousel.moreHref,
            ...(await firstOfRow(api, carousel)),
          })),
        )
      : undefined,
    // The last Remove of a cart posted without scripts lands here (ADR 279): said, as the
    // snackbar says it with scripts.
    emptiedCartSaid(url.searchParams, request.headers.get('Cookie'), api),
  ]);
  const title = searchTitle({
    type: state.type,
    locations: state.location
      .map((id) => locations.find((l) => l.value === id)?.label)
      .filter((l): l is string => !!l),
    categories: state.category
      .map((id) => categories.find((c) => c.id === id)?.name)
      .filter((c): c is string => !!c),
  });
  const page = {
    state,
    basePath,
    view,
    title,
    results,
    categories,
    locations,
    carousels,
    canonicalPath: hrefOn(basePath, { ...state, view: undefined }),
    unknownPlace,
    dateNotice: passed
      ? searchDatePassed(formatLocalDate(asked.date!))
      : tooFar
        ? searchDateTooFar(formatLocalDate(asked.date!), formatLocalDate(lastBookableDate(today)))
        : unreadDate
          ? searchDateUnreadable(unreadDate)
          : undefined,
    cartEmptied,
  };
  // An address that may speak of a visitor's cart is theirs alone, whatever it says: never kept
  // by a shared cache (one that kept the answer without the notice would serve it to its owner).
  return data(page, url.searchParams.has('removed') ? { headers: noStore() } : undefined);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return seoMeta(publicUrlOf(matches), {
    title: data.state.key ? `${data.title}: “${data.state.key}”` : data.title,
    description: `${formatTrailCount(data.results.total, data.results.total_estimated)} in Sri Lanka's Central Highlands: compare prices, durations and reviews.`,
    path: data.canonicalPath,
    noindex: data.state.key !== '' || data.results.total === 0,
  });
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const {
    state,
    basePath,
    view,
    title,
    results,
    categories,
    locations,
    carousels,
    dateNotice,
    unknownPlace,
    cartEmptied,
  } = loaderData;
  // A result's link carries the search's date and places to the tour's booking panel (ADR 251).
  const linkQuery = presetQuery(state);
  const viewHref = (next: 'list' | 'grid') =>
    hrefOn(basePath, { ...state, view: next, page: state.page });
  return (
    <div className={ui.container}>
      <div className={styles.layout}>
        <details className={styles.filters}>
          <summary className={styles.filtersSummary}>Filters</summary>
          <SearchFilters
            state={state}
            basePath={basePath}
            categories={categories}
            locations={locations}
          />
        </details>
        <div className={styles.results}>
          <div className={styles.heading}>
            <div>
              <h1 className={styles.title}>{title}</h1>
              <p className={`${ui.muted} ${ui.userText}`} aria-live="polite">
                {formatTrailCount(results.total, results.total_estimated)}
                {state.key ? ` for “${state.key}”` : ''}
                {state.date ? ` on ${formatLocalDate(state.date)}` : ''}
              </p>
            </div>
            {/* No cards, no layout to choose (a tester saw "Grid" marked above "no
                experiences"). */}
            {results.data.length > 0 && (
              <nav aria-label="View" className={styles.viewToggle}>
                <Link
                  to={viewHref('list')}
                  aria-current={view === 'list' ? 'true' : undefined}
                  className={view === 'list' ? styles.viewActive : styles.viewLink}
                  preventScrollReset
                >
                  List
                </Link>
                <Link
                  to={viewHref('grid')}
                  aria-current={view === 'grid' ? 'true' : undefined}
                  className={view === 'grid' ? styles.viewActive : styles.viewLink}
                  preventScrollReset
                >
                  Grid
                </Link>
              </nav>
            )}
          </div>
          {cartEmptied && (
            // Focused as the page loads, as the cart's status line is after a plain post: a
            // screen reader does not read a status that already has its text then.
            <p className={styles.notice} role="status" tabIndex={-1} autoFocus>
              {cartEmptied}
            </p>
          )}
          {unknownPlace && <UnknownPlace typed={unknownPlace} state={state} basePath={basePath} />}
          {dateNotice && (
            <p className={styles.notice} role="status">
              {dateNotice}
            </p>
          )}
          {carousels && (
            <>
              {carousels.map((carousel, index) => (
                <HydratedApart key={carousel.title}>
                  <TourCarousel {...carousel} priorityFirst={index === 0} />
                </HydratedApart>
              ))}
              <h2>All trails</h2>
            </>
          )}
          {results.data.length === 0 && results.total > 0 ? (
            // A page past the last: the trails exist, this page of them does not.
            <p className={styles.empty}>
              {pastLastPage(results.current_page, results.last_page)}{' '}
              <Link to={hrefOn(basePath, { ...state, view: state.view, page: results.last_page })}>
                Go to page {results.last_page}
              </Link>
            </p>
          ) : results.data.length === 0 ? (
            <p className={styles.empty}>{MESSAGES.noSearchResults}</p>
          ) : carousels ? (
            // Below three carousels: screens down on a phone.
            <LowerGrid
              tours={results.data}
              layout={view}
              label="Search results"
              linkQuery={linkQuery}
            />
          ) : (
            <TourGrid
              tours={results.data}
              layout={view}
              label="Search results"
              priorityFirst
              linkQuery={linkQuery}
              // Straight under the h1: an h3 skipped a level (a tester's heading-order finding).
              headingLevel={2}
            />
          )}
          <Pagination
            current={results.current_page}
            last={results.last_page}
            hrefOf={(page) => hrefOn(basePath, { ...state, view: state.view, page })}
          />
        </div>
      </div>
    </div>
  );
}
