import type { ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import type { ImageSource } from '../../internal/image.ts';
import * as styles from './Card.css.ts';

export type { ImageSource } from '../../internal/image.ts';

export type CardProps = {
  title: ReactNode;
  /** Makes the whole card open this address (the title is the link). */
  href?: string;
  /** The picture at the top (grid) or side (list), sized to avoid layout shift. */
  image?: ImageSource;
  /** `eager` for cards above the fold (default `lazy`). */
  imageLoading?: 'lazy' | 'eager';
  /** Over the picture, e.g. a discount Badge. */
  badge?: ReactNode;
  /** A row of facts under the title: duration, rating, type. */
  meta?: ReactNode;
  /** Body text, e.g. the overview. */
  children?: ReactNode;
  /** Buttons or the price at the bottom; they stay clickable over the card link. */
  actions?: ReactNode;
  layout?: 'grid' | 'list';
  /** The title's heading level, to fit the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/** A tour, deal, favourite or inspiration as a card, in a grid or a list. */
export function Card({
  title,
  href,
  image,
  imageLoading = 'lazy',
  badge,
  meta,
  children,
  actions,
  layout = 'grid',
  headingLevel = 3,
  className,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx(styles.card, styles.layout[layout], className)}>
      {(image || badge) && (
        <div className={cx(styles.media, styles.mediaLayout[layout])}>
          {image && (
            <img
              className={styles.image}
              src={image.src}
              srcSet={image.srcSet}
              sizes={image.sizes}
              width={image.width}
              height={image.height}
              alt={image.alt}
              loading={imageLoading}
              decoding="async"
            />
          )}
          {badge && <div className={styles.badge}>{badge}</div>}
        </div>
      )}
      <div className={styles.body}>
        <Heading className={styles.title}>
          {href ? (
            <a href={href} className={styles.link} data-card-link>
              {title}
            </a>
          ) : (
            title
          )}
        </Heading>
        {meta && <div className={styles.meta}>{meta}</div>}
        {children && <div className={styles.description}>{children}</div>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </article>
  );
}
