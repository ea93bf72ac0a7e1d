import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const wrapper = style({ position: 'relative' });

export const withIcon = style({ paddingLeft: 40 });

export const icon = style({
  position: 'absolute',
  left: vars.space.md,
  top: 12,
  color: vars.color.neutral.textMuted,
  pointerEvents: 'none',
});

export const popup = style({
  position: 'absolute',
  zIndex: vars.zIndex.popover,
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  maxHeight: 320,
  overflowY: 'auto',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.neutral.divider}`,
  backgroundColor: vars.color.neutral.surface,
  boxShadow: vars.shadow.lg,
});

export const listbox = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const groupLabel = style({
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.neutral.textMuted,
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-active="true"]': {
      backgroundColor: vars.color.brand.subtle,
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: -2,
    },
    '&:hover': { backgroundColor: vars.color.brand.subtle },
  },
});

export const optionDescription = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral.textMuted,
});

export const message = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  color: vars.color.neutral.textMuted,
});
