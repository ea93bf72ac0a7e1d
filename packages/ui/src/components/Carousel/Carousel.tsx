import {
  Children,
  useEffect,
  useId,
  useMemo,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { visuallyHidden } from '../../internal/a11y.css.ts';
import { cx } from '../../internal/cx.ts';
import { useEmblaState } from '../../internal/use-embla-state.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Carousel.css.ts';

export const DEFAULT_AUTOPLAY_DELAY = 5_000;

export type CarouselProps = {
  /** Names the carousel, e.g. 'Top Selling'. */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** `single` (a banner) or `cards` (1 on small screens, 2 on medium, 4 on wide). */
  layout?: 'single' | 'cards';
  /** Moves on by itself: `true` every 5 s, or a delay in ms. A pause button is shown. */
  autoplay?: boolean | number;
  loop?: boolean;
  previousLabel?: string;
  nextLabel?: string;
  pauseLabel?: string;
  playLabel?: string;
  /** How a slide is named, default '{n} of {count}'. */
  slideLabel?: (position: number, count: number) => string;
};

/**
 * Slides that scroll sideways: swipe or drag, the arrow keys, or the previous/next buttons.
 * Autoplay pauses while the pointer or focus is inside, and can be stopped (WCAG 2.2.2).
 */
export function Carousel({
  label,
  children,
  layout = 'cards',
  autoplay = false,
  loop = false,
  previousLabel = 'Previous',
  nextLabel = 'Next',
  pauseLabel = 'Pause',
  playLabel = 'Play',
  slideLabel = (position, count) => `${position} of ${count}`,
}: CarouselProps) {
  const id = useId();
  const delay = autoplay === true ? DEFAULT_AUTOPLAY_DELAY : autoplay || 0;
  const plugins = useMemo(
    () =>
      delay > 0
        ? [
            Autoplay({
              delay,
              stopOnInteraction: false,
              stopOnMouseEnter: true,
              stopOnFocusIn: true,
            }),
          ]
        : [],
    [delay],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop, align: 'start' }, plugins);
  const state = useEmblaState(api);
  const slides = Children.toArray(children);
  // Autoplay runs unless the user stopped it, or the pointer or focus is inside the carousel.
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const player = api?.plugins().autoplay;
    if (!player) return;
    if (stopped || hovered || focused) player.stop();
    else player.play();
  }, [api, stopped, hovered, focused]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      api?.scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      api?.scrollNext();
    }
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={styles.root}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        ref={viewportRef}
        className={styles.viewport}
        tabIndex={0}
        aria-label={label}
        role="group"
        aria-describedby={`${id}-status`}
        onKeyDown={onKeyDown}
        data-carousel-viewport
      >
        <div className={styles.container} id={`${id}-slides`}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index + 1, slides.length)}
              className={cx(styles.slide, styles.layout[layout])}
              data-carousel-slide={index}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <p
          id={`${id}-status`}
          className={visuallyHidden}
          aria-live={state.playing ? 'off' : 'polite'}
        >
          {state.count > 0 && slideLabel(state.selected + 1, state.count)}
        </p>
        {delay > 0 && (
          <IconButton
            icon={stopped ? 'play' : 'pause'}
            label={stopped ? playLabel : pauseLabel}
            variant="secondary"
            size="sm"
            onClick={() => setStopped((value) => !value)}
          />
        )}
        <IconButton
          icon="chevron-left"
          label={previousLabel}
          variant="secondary"
          size="sm"
          aria-controls={`${id}-slides`}
          disabled={!state.canPrevious}
          onClick={() => api?.scrollPrev()}
        />
        <IconButton
          icon="chevron-right"
          label={nextLabel}
          variant="secondary"
          size="sm"
          aria-controls={`${id}-slides`}
          disabled={!state.canNext}
          onClick={() => api?.scrollNext()}
        />
      </div>
    </section>
  );
}
