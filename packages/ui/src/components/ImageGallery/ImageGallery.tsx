import { useId, type KeyboardEvent } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { visuallyHidden } from '../../internal/a11y.css.ts';
import type { ImageSource } from '../../internal/image.ts';
import { useEmblaState } from '../../internal/use-embla-state.ts';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './ImageGallery.css.ts';

export type { ImageSource } from '../../internal/image.ts';

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
};

/** A swipeable slider of large images with a row of thumbnails to jump to any of them. */
export function ImageGallery({
  label,
  images,
  emptyText = 'No images yet',
  previousLabel = 'Previous image',
  nextLabel = 'Next image',
  thumbLabel = (position) => `Show image ${position}`,
  positionLabel = (position, count) => `Image ${position} of ${count}`,
}: ImageGalleryProps) {
  const id = useId();
  const [viewportRef, api] = useEmblaCarousel({ loop: false });
  const state = useEmblaState(api);

  if (images.length === 0) {
    return (
      <div className={styles.empty} role="img" aria-label={`${label}: ${emptyText}`}>
        <Icon name="image" size="lg" />
        <span aria-hidden>{emptyText}</span>
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') api?.scrollPrev();
    else if (event.key === 'ArrowRight') api?.scrollNext();
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
        >
          <div className={styles.container} id={`${id}-slides`}>
            {images.map((image, index) => (
              <div
                key={`${image.src}-${index}`}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={positionLabel(index + 1, images.length)}
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
                  decoding="async"
                />
              </div>
            ))}
          </div>
        </div>
        {images.length > 1 && (
          <>
            <IconButton
              icon="chevron-left"
              label={previousLabel}
              variant="secondary"
              className={styles.previous}
              aria-controls={`${id}-slides`}
              disabled={!state.canPrevious}
              onClick={() => api?.scrollPrev()}
            />
            <IconButton
              icon="chevron-right"
              label={nextLabel}
              variant="secondary"
              className={styles.next}
              aria-controls={`${id}-slides`}
              disabled={!state.canNext}
              onClick={() => api?.scrollNext()}
            />
          </>
        )}
      </div>
      <p id={`${id}-status`} className={visuallyHidden} aria-live="polite">
        {state.count > 0 && positionLabel(state.selected + 1, images.length)}
      </p>
      {images.length > 1 && (
        <ul className={styles.thumbs}>
          {images.map((image, index) => (
            <li key={`${image.src}-${index}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={thumbLabel(index + 1, image)}
                aria-current={index === state.selected ? 'true' : undefined}
                aria-controls={`${id}-slides`}
                onClick={() => api?.scrollTo(index)}
              >
                <img
                  className={styles.thumbImage}
                  src={image.src}
                  width={image.width}
                  height={image.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
