import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const link = style({
  color: vars.color.brand.text,
  // A target a finger can take (WCAG 2.5.8, 24 px): the line of small text was 21 px tall.
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const current = style({
  color: vars.color.neutral.text,
  fontWeight: vars.fontWeight.medium,
  maxWidth: '40ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const separator = style({ color: vars.color.neutral.textMuted });
