import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const textarea = style({ resize: 'vertical', minHeight: 120 });

export const counter = style({
  margin: 0,
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const counterFull = style({
  color: vars.color.feedback.danger,
  fontWeight: vars.fontWeight.bold,
});
