import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  vars: {
    // The widget's own colours, matched to the kit's theme.
    '--altcha-color-base': vars.color.neutral.surface,
    '--altcha-color-base-content': vars.color.neutral.text,
    '--altcha-border-color': vars.color.neutral.border,
    '--altcha-color-primary': vars.color.brand.solid,
    '--altcha-color-primary-content': vars.color.brand.onSolid,
    '--altcha-color-error': vars.color.feedback.danger,
    '--altcha-border-radius': vars.radius.md,
    '--altcha-max-width': '100%',
  },
});

export const error = style({
  margin: 0,
  color: vars.color.feedback.dangerText,
  fontSize: vars.fontSize.sm,
});
