import { useScriptsRunning } from '../../../shared/lib/use-scripts-running.ts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { BANNER_AUTOPLAY_MS } from '@trails/domain/constants';
import type { Slider } from '../../../shared/api/types.ts';
import { Picture } from '../../../shared/components/picture.tsx';
import * as styles from './banner.css.ts';

const subscribeToNothing = () => () => undefined;

/**
 * The home banner: slides with a headline that move on every 5 seconds, with a pause control.
 * Only the first slide's image is in the server HTML (it is the page's largest paint); once the
 * page is interactive the next slide's image loads ahead of its turn (the browser keeps it), so
 * the first load does not spend a phone's bandwidth on pictures nobody sees yet (ADR 057).
 */
export function Banner({
  slides,
  children,
}: {
  readonly slides: readonly Slider[];
  readonly children?: React.ReactNode;
}) {
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const scriptsRun = useScriptsRunning();
  const [moved, setMoved] = useState(false);
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const count = Math.max(slides.length, 1);
  const next = (current + 1) % count;
  const previous = (current - 1 + count) % count;
  // The current slide, the one fading out, and (once interactive) the one coming next.
  const drawn = (index: number) =>
    index === current || (moved && index === previous) || (hydrated && index === next);
  useEffect(() => {
    if (!playing || slides.length < 2) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      setCurrent((index) => (index + 1) % slides.length);
      setMoved(true);
    }, BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing, slides.length]);

  const slide = slides[current];
  return (
    <section className={styles.banner} aria-roledescription="carousel" aria-label="Highlights">
      {slides.map((item, index) => (
        <div
          key={item.image_name}
          className={index === current ? styles.slideActive : styles.slide}
          aria-hidden={index !== current}
        >
          {drawn(index) && (
            <Picture
              className={styles.image}
              picture={item.picture}
              src={item.image_name}
              alt=""
              sizes="100vw"
              fallbackWidth={1920}
              fallbackHeight={800}
              priority={index === 0}
            />
          )}
        </div>
      ))}
      <div className={styles.content}>
        {/* Every slide's headline takes the same space, the tallest one's: the search bar below
            must not move under a finger every five seconds when a headline wraps to another
            number of lines (it showed as layout shift on phones). The others are invisible
            stand-ins for their height; only the current one is read. */}
        <div className={styles.captions}>
          <div className={styles.caption}>
            <h1 className={styles.headline}>
              {slide?.title ?? 'Guided trails in the Central Highlands'}
            </h1>
            {slide?.sub_text && <p className={styles.subText}>{slide.sub_text}</p>}
          </div>
          {slides.map(
            (item, index) =>
              index !== current && (
                <div key={item.image_name} className={styles.captionSizer} aria-hidden="true">
                  <p className={styles.headline}>{item.title}</p>
                  {item.sub_text && <p className={styles.subText}>{item.sub_text}</p>}
                </div>
              ),
          )}
        </div>
        {children}
      </div>
      {/* Without scripts the slides do not change: nothing to pause. */}
      {slides.length > 1 && scriptsRun && (
        <button type="button" className={styles.pause} onClick={() => setPlaying((on) => !on)}>
          {playing ? 'Pause slides' : 'Play slides'}
        </button>
      )}
    </section>
  );
}
