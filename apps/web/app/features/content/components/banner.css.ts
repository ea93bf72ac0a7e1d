import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../shared/styles/theme.css.ts';

export const banner = style({
  position: 'relative',
  minHeight: '520px',
  display: 'grid',
  alignItems: 'center',
  // No `overflow: hidden` here: the search bar's suggestion list hangs below the banner and must
  // show whole over the page under it. Each slide clips its own picture instead.
  background: vars.inverse,
  '@media': { [media.wide]: { minHeight: '480px' } },
});
export const slide = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  opacity: 0,
  transition: 'opacity 600ms ease',
  // Darkens the picture under the headline. A translucent layer rather than `filter:
  // brightness()` on the image: a filter on a screen-sized picture is slow to draw on phones
  // without a fast GPU.
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, background: 'rgb(0 0 0 / 45%)' },
  },
});
export const slideActive = style([slide, { opacity: 1 }]);
export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
// Positioned, so it is drawn over the slides, but without a z-index of its own: a stacking
// context here would keep the search bar's lists (the kit's popover layer) under the pause
// button and under whatever the page draws below the banner.
export const content = style({
  position: 'relative',
  width: '100%',
  maxWidth: '1200px',
  margin: '0 auto',
  padding: '32px 16px 64px',
  color: vars.onInverse,
});
export const headline = style({
  margin: '0 0 0.5em',
  lineHeight: 1.2,
  fontWeight: 700,
  fontSize: '2rem',
  maxWidth: '20ch',
  '@media': { [media.wide]: { fontSize: '2.75rem' } },
});
export const subText = style({ fontSize: '1.125rem', marginTop: 0 });
/** One grid cell holding every slide's caption, so it is as tall as the tallest. */
export const captions = style({ display: 'grid' });
export const caption = style({ gridArea: '1 / 1' });
export const captionSizer = style({ gridArea: '1 / 1', visibility: 'hidden' });
export const pause = style({
  position: 'absolute',
  right: '16px',
  bottom: '12px',
  zIndex: 2,
  minHeight: '36px',
  padding: '4px 12px',
  borderRadius: '999px',
  border: `1px solid ${vars.onInverse}`,
  background: 'rgba(28, 28, 25, 0.7)',
  color: vars.onInverse,
  cursor: 'pointer',
});
