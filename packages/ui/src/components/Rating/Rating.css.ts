import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const display = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const stars = style({ position: 'relative', display: 'inline-flex', lineHeight: 0 });

export const empty = style({ display: 'inline-flex', color: vars.color.accent.starEmpty });

export const filled = style({
  position: 'absolute',
  inset: 0,
  display: 'inline-flex',
  overflow: 'hidden',
  color: vars.color.accent.star,
  whiteSpace: 'nowrap',
});

export const value = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({ color: vars.color.neutral.textMuted, fontSize: vars.fontSize.sm });

export const starSize = styleVariants({
  sm: { width: 16, height: 16, flexShrink: 0 },
  md: { width: 20, height: 20, flexShrink: 0 },
  lg: { width: 32, height: 32, flexShrink: 0 },
});

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const legend = style({
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const options = style({ display: 'inline-flex', gap: vars.space.xxs });

export const option = style({
  position: 'relative',
  display: 'inline-flex',
  padding: vars.space.xxs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: vars.color.accent.starEmpty,
  selectors: {
    '&[data-lit="true"]': { color: vars.color.accent.star },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}` },
    '&:has(input:disabled)': { cursor: 'not-allowed' },
  },
});

export const radio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});
