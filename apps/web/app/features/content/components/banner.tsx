import { useEffect, useState } from 'react';
import { BANNER_AUTOPLAY_MS } from '@trails/domain/constants';
import type { Slider } from '../../../shared/api/types.ts';
import { Picture } from '../../../shared/components/picture.tsx';
import * as styles from './banner.css.ts';

/** The home banner: slides with a headline that move on every 5 seconds, with a pause control. */
export function Banner({
  slides,
  children,
}: {
  readonly slides: readonly Slider[];
  readonly children?: React.ReactNode;
}) {
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  useEffect(() => {
    if (!playing || slides.length < 2) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(
      () => setCurrent((index) => (index + 1) % slides.length),
      BANNER_AUTOPLAY_MS,
    );
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
        </div>
      ))}
      <div className={styles.content}>
        <h1 className={styles.headline}>
          {slide?.title ?? 'Guided trails in the Central Highlands'}
        </h1>
        {slide?.sub_text && <p className={styles.subText}>{slide.sub_text}</p>}
        {children}
      </div>
      {slides.length > 1 && (
        <button type="button" className={styles.pause} onClick={() => setPlaying((on) => !on)}>
          {playing ? 'Pause slides' : 'Play slides'}
        </button>
      )}
    </section>
  );
}
