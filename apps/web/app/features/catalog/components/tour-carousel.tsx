import { startTransition, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CAROUSEL } from '@trails/domain/constants';
import type { ListedCard } from '../listed-card.ts';
import { TourCard } from './tour-card.tsx';
import * as styles from './tour-carousel.css.ts';

/**
 * How many cards the server draws: a wide screen's row. The rest of a carousel's (up to 16) are
 * off-screen until scrolled to; they are drawn, in a transition, once the row is on screen or the
 * visitor scrolls, swipes or tabs into it — so the search page's HTML, its first layout and its
 * hydration carry 12 cards instead of 48, and a row further down costs nothing until it is
 * reached (a screen reader's cursor scrolls it into view too).
 */
const DRAWN_FIRST = 4;

/**
 * A titled row of up to 16 tours that scrolls sideways: one card on small screens, four on wide
 * ones (CSS scroll snap, no script), with a View more link.
 */
export function TourCarousel({
  title,
  tours,
  moreHref,
  priorityFirst = false,
}: {
  readonly title: string;
  readonly tours: readonly ListedCard[];
  readonly moreHref?: string;
  /** The first card's image is the page's largest paint (the first row of a page). */
  readonly priorityFirst?: boolean;
}) {
  const [interactive, setInteractive] = useState(false);
  const track = useRef<HTMLUListElement>(null);
  const drawAll = () => startTransition(() => setInteractive(true));
  useEffect(() => {
    const element = track.current;
    if (!element || typeof IntersectionObserver !== 'function') return drawAll();
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      drawAll();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  if (tours.length === 0) return null;
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
        onScroll={interactive ? undefined : drawAll}
        onFocus={interactive ? undefined : drawAll}
      >
        {tours.slice(0, interactive ? CAROUSEL.maxItems : DRAWN_FIRST).map((tour, index) => (
          <li key={tour.id} className={styles.slide}>
            <TourCard tour={tour} layout="carousel" priority={priorityFirst && index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
