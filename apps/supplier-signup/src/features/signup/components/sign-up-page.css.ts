import { style } from '@vanilla-extract/css';
import { vars } from '@trails/ui/theme';
import { mediaQuery } from '@trails/ui/tokens';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaQuery.medium]: { fontSize: vars.fontSize.xxxl } },
});

export const lead = style({ margin: 0, color: vars.color.neutral.textMuted });

// One column on phones; names and passwords side by side from the medium breakpoint.
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {
    [mediaQuery.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const half = style({ minWidth: 0 });

export const wide = style({
  minWidth: 0,
  margin: 0,
  '@media': { [mediaQuery.medium]: { gridColumn: '1 / -1' } },
});

export const aside = style({ margin: 0, color: vars.color.neutral.textMuted });

export const link = style({
  color: vars.color.brand.text,
  textUnderlineOffset: '0.15em',
});
