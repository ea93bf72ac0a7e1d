// Shared look of labelled form controls: TextField, TextArea, Select, DatePicker, Combobox.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.neutral.text,
});

export const required = style({ color: vars.color.feedback.danger, marginLeft: vars.space.xxs });

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral.textMuted,
});

export const error = style({
  margin: 0,
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.feedback.danger,
});

export const control = style({
  width: '100%',
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.neutral.text,
  backgroundColor: vars.color.neutral.surface,
  border: `1px solid ${vars.color.neutral.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&::placeholder': { color: vars.color.neutral.textMuted, opacity: 1 },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: 0,
      borderColor: vars.color.focus,
    },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.feedback.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.feedback.danger}`,
    },
    '&:disabled, &[data-disabled]': {
      backgroundColor: vars.color.neutral.surfaceMuted,
      color: vars.color.neutral.textDisabled,
      cursor: 'not-allowed',
    },
  },
});
