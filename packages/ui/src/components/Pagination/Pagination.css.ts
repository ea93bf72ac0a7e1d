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
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: 44,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.neutral.divider}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral.surface,
  color: vars.color.brand.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.brand.subtle },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brand.solid,
      borderColor: vars.color.brand.solid,
      color: vars.color.brand.onSolid,
      fontWeight: vars.fontWeight.bold,
    },
    '&:disabled, &[aria-disabled="true"]': {
      color: vars.color.neutral.textDisabled,
      backgroundColor: vars.color.neutral.surfaceMuted,
      cursor: 'not-allowed',
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const gap = style({
  minWidth: 24,
  textAlign: 'center',
  color: vars.color.neutral.textMuted,
});
