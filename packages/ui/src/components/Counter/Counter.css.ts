import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const counter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const text = style({ display: 'flex', flexDirection: 'column' });

export const label = style({ fontWeight: vars.fontWeight.medium });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.neutral.textMuted });

export const controls = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const value = style({
  minWidth: 40,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'center',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[aria-disabled="true"]': { color: vars.color.neutral.textDisabled },
  },
});
