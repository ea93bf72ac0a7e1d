import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const label = style({ fontWeight: vars.fontWeight.medium });

export const output = style({
  color: vars.color.neutral.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  height: 24,
  // A sideways drag moves a thumb; an upward or downward swipe that starts on the (now taller)
  // root still scrolls the page, as elsewhere in the filters.
  touchAction: 'pan-y',
  userSelect: 'none',
  selectors: { '&[data-disabled]': { opacity: 0.6 } },
  // A touch anywhere on the root moves the nearest thumb there: on a touch screen the root is a
  // finger's height (44 px, as buttons are), the track and thumbs drawn as before. At 24 px a
  // tap a little above or below the thumb missed the slider.
  '@media': { '(any-pointer: coarse)': { height: 44 } },
});

export const track = style({
  position: 'relative',
  flexGrow: 1,
  height: 4,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.neutral.border,
});

export const range = style({
  position: 'absolute',
  height: '100%',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand.solid,
});

export const thumb = style({
  display: 'block',
  width: 24,
  height: 24,
  borderRadius: '50%',
  backgroundColor: vars.color.neutral.surface,
  border: `2px solid ${vars.color.brand.solid}`,
  boxShadow: vars.shadow.sm,
  cursor: 'grab',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
