import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.neutral.divider}`,
  scrollbarWidth: 'thin',
});

export const trigger = style({
  flexShrink: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  minHeight: 44,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'none',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.neutral.textMuted,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-state="active"]': {
      color: vars.color.brand.text,
      borderBottomColor: vars.color.brand.solid,
    },
    '&:hover:not([data-disabled])': { color: vars.color.neutral.text },
    '&[data-disabled]': { color: vars.color.neutral.textDisabled, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const panel = style({
  paddingTop: vars.space.lg,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
