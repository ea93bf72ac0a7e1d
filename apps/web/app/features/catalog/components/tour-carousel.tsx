import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CAROUSEL } from '@trails/domain/constants';
import { NEAR } from '../../../shared/components/deferred-part.tsx';
import { carouselRowQuery, useCarouselRow } from '../api/get-carousel-row.ts';
import type { ListedCard } from '../listed-card.ts';
import { TourCard } from './tour-card.tsx';
import * as styles from './tour-carousel.css.ts';

/**
 * How many cards the server draws: a wide screen's row. The rest of a carousel's (up to 16) are
 * off-screen until scrolled to; they are drawn, in a transition, once the row is on screen or the
 * visitor scrolls, swipes or tabs into it — so a page's HTML, its first layout and its hydration
 * carry four cards a row, and a row further down costs nothing until it is reached (a screen
 * reader's cursor scrolls it into view too).
 */
export const DRAWN_FIRST = 4;

/**
 * A row whose page sent only the cards drawn first (ADR 198): where the site answers the whole
 * row (`/search/carousel/{row}`), and how many tours it has. The browser asks for it when the
 * row comes within a screen.
 */
export interface WholeRow {
  readonly href: string;
  readonly size: number;
}

/**
 * A titled row of up to 16 tours that scrolls sideways: one card on small screens, four on wide
 * ones (CSS scroll snap, no script), with a View more link.
 */
export function TourCarousel({
  title,
  tours,
  whole,
  moreHref,
  priorityFirst = false,
}: {
  readonly title: string;
  /** The row's tours, or its first ones when `whole` says where the rest are. */
  readonly tours: readonly ListedCard[];
  readonly whole?: WholeRow | undefined;
  readonly moreHref?: string;
  /** The first card's image is the page's largest paint (the first row of a page). */
  readonly priorityFirst?: boolean;
}) {
  // Near (within a screen): the whole row is asked for, into the page's query cache, before the
  // visitor gets there. Reached (on screen, or used): the row draws it.
  const queryClient = useQueryClient();
  const [reached, setReached] = useState(false);
  const track = useRef<HTMLUListElement>(null);
  const drawAll = () => startTransition(() => setReached(true));
  const needsWhole = whole !== undefined && whole.size > tours.length;
  const wholeHref = needsWhole ? whole.href : undefined;
  useEffect(() => {
    if (!wholeHref) return;
    return whenSeen(track.current, NEAR, () => {
      void queryClient.prefetchQuery(carouselRowQuery(wholeHref));
    });
  }, [queryClient, wholeHref]);
  useEffect(() => whenSeen(track.current, undefined, drawAll), []);
  const wholeRow = useCarouselRow(wholeHref ?? '', wholeHref !== undefined && reached);
  // The whole row is drawn in a transition when it arrives, as the rest of a row always was.
  const wholeTours = useDeferredValue(wholeRow.data);
  if (tours.length === 0) return null;
  const drawn = reached
    ? (wholeTours ?? tours).slice(0, CAROUSEL.maxItems)
    : tours.slice(0, DRAWN_FIRST);
  const id = `carousel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.header}>
        <h2 id={id}>{title}</h2>
        {moreHref && (
          <Link to={moreHref} aria-label={`View more: ${title}`}>
            View more
          </Link>
        )}
      </div>
      <ul
        ref={track}
        className={styles.track}
        tabIndex={0}
        aria-label={title}
        onScroll={reached ? undefined : drawAll}
        onFocus={reached ? undefined : drawAll}
      >
        {drawn.map((tour, index) => (
          <li key={tour.id} className={styles.slide}>
            <TourCard tour={tour} layout="carousel" priority={priorityFirst && index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Calls `then` once the element is within `margin` of the viewport (on screen without one), or
 * at once where nothing can tell; returns the watch's cleanup.
 */
function whenSeen(element: Element | null, margin: string | undefined, then: () => void) {
  if (!element || typeof IntersectionObserver !== 'function') {
    then();
    return undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    margin === undefined ? undefined : { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
