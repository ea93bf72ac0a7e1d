/**
 * A responsive image as the apps pass it: `width` and `height` are the intrinsic size, so the
 * browser reserves the box before the file arrives (no layout shift); `srcSet`/`sizes` let it
 * pick the right file for the screen.
 */
export type ImageSource = {
  src: string;
  alt: string;
  width: number;
  height: number;
  srcSet?: string;
  sizes?: string;
};
