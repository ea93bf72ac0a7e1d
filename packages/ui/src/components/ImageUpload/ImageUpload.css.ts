import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const dropzone = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: 96,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.neutral.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.neutral.surfaceSunken,
  color: vars.color.brand.text,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.brand.subtle },
    '&[data-dragging="true"]': {
      borderColor: vars.color.brand.solid,
      backgroundColor: vars.color.brand.subtle,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-disabled="true"]': {
      cursor: 'not-allowed',
      color: vars.color.neutral.textDisabled,
      backgroundColor: vars.color.neutral.surfaceMuted,
    },
  },
});

export const previews = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const preview = style({
  position: 'relative',
  width: 96,
  height: 96,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: vars.color.neutral.surfaceMuted,
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const remove = style({
  position: 'absolute',
  top: vars.space.xxs,
  right: vars.space.xxs,
  boxShadow: vars.shadow.sm,
});

export const state = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: 'rgba(255, 255, 255, 0.75)',
  color: vars.color.brand.text,
});

export const failed = style({ color: vars.color.feedback.danger });
