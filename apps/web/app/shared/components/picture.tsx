import type { ResponsiveImage } from '../api/types.ts';

interface PictureProps {
  /** The API's responsive image, when it sent one. */
  readonly picture?: ResponsiveImage | undefined;
  /** The plain URL to fall back on. */
  readonly src: string;
  readonly alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  readonly sizes: string;
  /** Intrinsic aspect when the API sent no size (width / height). */
  readonly fallbackWidth?: number;
  readonly fallbackHeight?: number;
  /** The largest image of the first screen loads eagerly with high priority (LCP). */
  readonly priority?: boolean;
  readonly className?: string;
}

/** An image with `srcset`, `sizes` and an explicit size, so it never shifts the layout. */
export function Picture({
  picture,
  src,
  alt,
  sizes,
  fallbackWidth = 960,
  fallbackHeight = 640,
  priority = false,
  className,
}: PictureProps) {
  return (
    <img
      className={className}
      src={picture?.url ?? src}
      srcSet={picture?.srcset}
      sizes={picture?.srcset ? sizes : undefined}
      width={picture?.width ?? fallbackWidth}
      height={picture?.height ?? fallbackHeight}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
