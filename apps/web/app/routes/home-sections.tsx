// The home page below its banner and search bar (ADR 091): in the server's HTML like the rest,
// hydrated after the banner and the search bar from its own chunk (the home route loads it
// with React.lazy), so the first hydration carries the part a visitor sees and uses first.
import { Link } from 'react-router';
import { MESSAGES } from '@trails/domain/messages';
import { TourCarousel } from '../features/catalog/components/tour-carousel.tsx';
import { TourGrid } from '../features/catalog/components/tour-grid.tsx';
import type { ListedCard } from '../features/catalog/listed-card.ts';
import type { FeaturedCategory, LocationPage, TravelInspiration } from '../shared/api/types.ts';
import * as ui from '../shared/styles/ui.css.ts';
import {
  FeaturedCategories,
  InspirationCards,
  LocationTags,
} from '../features/content/components/content-cards.tsx';

export interface HomeSectionsProps {
  readonly featuredCategories: readonly FeaturedCategory[];
  readonly madeForYou: readonly ListedCard[];
  readonly topSelling: readonly ListedCard[];
  readonly deals: readonly ListedCard[];
  readonly inspirations: readonly TravelInspiration[];
  readonly locationPages: readonly LocationPage[];
}

export default function HomeSections({
  featuredCategories,
  madeForYou,
  topSelling,
  deals,
  inspirations,
  locationPages,
}: HomeSectionsProps) {
  return (
    <div className={ui.container}>
      {featuredCategories.length > 0 && (
        <section className={ui.section} aria-labelledby="featured-categories">
          <h2 id="featured-categories">Featured categories</h2>
          <FeaturedCategories items={featuredCategories} />
        </section>
      )}
      <div className={ui.strip}>
        <strong>Free Cancellation</strong>
        <span>Cancel for free up to 24 hours (local time) before your trail starts.</span>
      </div>
      <TourCarousel
        title="Made for you"
        tours={madeForYou}
        moreHref="/search?featured=1&view=list"
      />
      <div className={ui.strip}>
        <strong>Last Minute Booking</strong>
        <span>Book today, walk tomorrow: many trails take bookings up to the day before.</span>
      </div>
      <section className={ui.section} aria-labelledby="top-selling">
        <h2 id="top-selling">Top Selling</h2>
        <TourGrid tours={topSelling} label="Top selling trails" />
      </section>
      {deals.length > 0 && (
        <section className={ui.section} aria-labelledby="deals">
          <h2 id="deals">Deals &amp; Discount</h2>
          <TourGrid tours={deals} label="Trails with a deal" />
          <p>
            <Link to="/search?deals=1&view=list">See every deal</Link>
          </p>
        </section>
      )}
      {inspirations.length > 0 && (
        <section className={ui.section} aria-labelledby="inspirations">
          <h2 id="inspirations">Travel Inspirations</h2>
          <InspirationCards items={inspirations} />
          <p>
            <Link to="/travel-inspiration">More travel inspiration</Link>
          </p>
        </section>
      )}
      {locationPages.length > 0 && (
        <section className={ui.section} aria-labelledby="locations">
          <h2 id="locations">Where trails start</h2>
          <LocationTags pages={locationPages} />
        </section>
      )}
      <p className={ui.muted}>
        {MESSAGES.noAdditionalTaxesAndFees} · {MESSAGES.lowestPriceGuarantee} ·{' '}
        {MESSAGES.globalSupport}
      </p>
    </div>
  );
}
