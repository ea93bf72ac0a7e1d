import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { visuallyHidden } from '../../internal/a11y.css.ts';
import type { ImageSource } from '../../internal/image.ts';
import { useScriptsRunning } from '../../internal/scripts-running.ts';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './ImageGallery.css.ts';

export type { ImageSource } from '../../internal/image.ts';

/** A thumbnail's drawn width (ImageGallery.css.ts). */
const THUMB_WIDTH_PX = 80;

export type ImageGalleryProps = {
  /** Names the gallery, e.g. the tour's title. */
  label: string;
  images: readonly ImageSource[];
  /** Shown when there are no images. */
  emptyText?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** Name of each thumbnail button, default 'Show image {n}'. */
  thumbLabel?: (position: number, image: ImageSource) => string;
  /** How the position is announced, default 'Image {n} of {count}'. */
  positionLabel?: (position: number, count: number) => string;
  /**
   * The first image is likely the page's largest paint (a gallery at the top of a page): asked
   * for at high priority and drawn in the frame it arrives for, not a frame later.
   */
  priority?: boolean;
};

/**
 * A swipeable slider of large images with a row of thumbnails to jump to any of them.
 *
 * The slider is the browser's own scrolling with CSS scroll snap: swiping is native on every
 * phone, and the gallery costs no carousel library on the tour page's first load (it used embla,
 * ~6.5 KB with brotli). The buttons, arrow keys and thumbnails scroll it; where the swipe stops
 * sets the current image.
 *
 * Before the scripts run (and without them) the thumbnails are links to their slides, which the
 * browser scrolls into view, and the Previous and Next buttons, which need a script, are not
 * drawn: a tester's taps on them did nothing on a page without scripts.
 */
export function ImageGallery({
  label,
  images,
  emptyText = 'No images yet',
  previousLabel = 'Previous image',
  nextLabel = 'Next image',
  thumbLabel = (position) => `Show image ${position}`,
  positionLabel = (position, count) => `Image ${position} of ${count}`,
  priority = false,
}: ImageGalleryProps) {
  const id = useId();
  const viewportRef = useRef<HTMLDivElement>(null);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [selected, setSelected] = useState(0);
  const scriptsRunning = useScriptsRunning();
  const last = images.length - 1;
  const slideId = (index: number) => `${id}-slide-${index + 1}`;

  useEffect(() => () => clearTimeout(settle.current), []);

  // Right to left, the slides run leftwards and scrollLeft counts down from 0.
  const rightToLeft = () =>
    viewportRef.current ? getComputedStyle(viewportRef.current).direction === 'rtl' : false;

  const show = (index: number) => {
    const next = Math.min(Math.max(index, 0), last);
    setSelected(next);
    const viewport = viewportRef.current;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    viewport?.scrollTo?.({
      left: (rightToLeft() ? -1 : 1) * next * viewport.clientWidth,
      behavior: smooth ? 'smooth' : 'auto',
    });
  };

  // A swipe (or a scroll by the buttons) has stopped: the image it stopped on is the current one.
  const onScroll = () => {
    clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      const viewport = viewportRef.current;
      if (!viewport?.clientWidth) return;
      setSelected(Math.round(Math.abs(viewport.scrollLeft) / viewport.clientWidth));
    }, 100);
  };

  if (images.length === 0) {
    return (
      <div className={styles.empty} role="img" aria-label={`${label}: ${emptyText}`}>
        <Icon name="image" size="lg" />
        <span aria-hidden>{emptyText}</span>
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const forward = rightToLeft() ? 'ArrowLeft' : 'ArrowRight';
    const back = rightToLeft() ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === back) show(selected - 1);
    else if (event.key === forward) show(selected + 1);
    else return;
    event.preventDefault();
  };

  return (
    <section aria-roledescription="carousel" aria-label={label} className={styles.root}>
      <div className={styles.stage}>
        <div
          ref={viewportRef}
          className={styles.viewport}
          tabIndex={0}
          role="group"
          aria-label={label}
          aria-describedby={`${id}-status`}
          onKeyDown={onKeyDown}
          onScroll={onScroll}
        >
          <div className={styles.container} id={`${id}-slides`}>
            {images.map((image, index) => (
              <div
                key={`${image.src}-${index}`}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={positionLabel(index + 1, images.length)}
                id={slideId(index)}
                data-gallery-slide={index}
              >
                <img
                  className={styles.image}
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes={image.sizes}
                  width={image.width}
                  height={image.height}
                  alt={image.alt}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  decoding={priority && index === 0 ? 'sync' : 'async'}
                  fetchPriority={priority && index === 0 ? 'high' : undefined}
                />
              </div>
            ))}
          </div>
        </div>
        {scriptsRunning && images.length > 1 && (
          <>
            <IconButton
              icon="chevron-left"
              label={previousLabel}
              variant="secondary"
              className={styles.previous}
              aria-controls={`${id}-slides`}
              disabled={selected === 0}
              onClick={() => show(selected - 1)}
            />
            <IconButton
              icon="chevron-right"
              label={nextLabel}
              variant="secondary"
              className={styles.next}
              aria-controls={`${id}-slides`}
              disabled={selected === last}
              onClick={() => show(selected + 1)}
            />
          </>
        )}
      </div>
      <p id={`${id}-status`} className={visuallyHidden} aria-live="polite">
        {positionLabel(selected + 1, images.length)}
      </p>
      {images.length > 1 && (
        <ul className={styles.thumbs}>
          {images.map((image, index) => {
            const thumbnail = (
              <img
                className={styles.thumbImage}
                src={image.src}
                // The smallest rendition fits an 80 px thumbnail; without it each thumbnail
                // loaded the full-size image (in view, so at high priority).
                srcSet={image.srcSet}
                sizes={image.srcSet ? `${THUMB_WIDTH_PX}px` : undefined}
                width={image.width}
                height={image.height}
                alt=""
                loading="lazy"
                decoding="async"
              />
            );
            return (
              <li key={`${image.src}-${index}`}>
                {scriptsRunning ? (
                  <button
                    type="button"
                    className={styles.thumb}
                    aria-label={thumbLabel(index + 1, image)}
                    aria-current={index === selected ? 'true' : undefined}
                    aria-controls={`${id}-slides`}
                    onClick={() => show(index)}
                  >
                    {thumbnail}
                  </button>
                ) : (
                  <a
                    href={`#${slideId(index)}`}
                    className={styles.thumb}
                    aria-label={thumbLabel(index + 1, image)}
                  >
                    {thumbnail}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
