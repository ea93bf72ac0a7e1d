import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/tokens.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const viewport = style({
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const container = style({
  display: 'flex',
  touchAction: 'pan-y pinch-zoom',
  marginLeft: `calc(${vars.space.lg} * -1)`,
});

export const slide = style({ minWidth: 0, paddingLeft: vars.space.lg });

// Slides per view: a banner shows one; a row of cards one on small screens, two on medium and
// four on wide ones (spec §9).
export const layout = styleVariants({
  single: { flex: '0 0 100%' },
  cards: {
    flex: '0 0 100%',
    '@media': {
      [mediaQuery.medium]: { flex: '0 0 50%' },
      [mediaQuery.wide]: { flex: '0 0 25%' },
    },
  },
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});
