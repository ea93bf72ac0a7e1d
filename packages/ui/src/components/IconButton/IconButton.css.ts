import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css.ts';

export const iconButton = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    cursor: 'pointer',
    selectors: {
      '&:disabled': {
        cursor: 'not-allowed',
        color: vars.color.neutral.textDisabled,
        backgroundColor: vars.color.neutral.surfaceMuted,
      },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
      '&[aria-pressed="true"]': { color: vars.color.feedback.danger },
    },
  },
  variants: {
    variant: {
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.neutral.text,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.neutral.surfaceMuted },
        },
      },
      secondary: {
        backgroundColor: vars.color.neutral.surface,
        color: vars.color.brand.text,
        borderColor: vars.color.neutral.border,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.brand.subtle } },
      },
      primary: {
        backgroundColor: vars.color.brand.solid,
        color: vars.color.brand.onSolid,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.brand.solidHover } },
      },
    },
    // At least 24×24 px (WCAG 2.2 target size); 44 px by default for touch.
    size: {
      // 44 px on a touch screen too, as the kit's buttons (ADR 274): a dialog's close button.
      sm: {
        width: 32,
        height: 32,
        '@media': { '(any-pointer: coarse)': { width: 44, height: 44 } },
      },
      md: { width: 44, height: 44 },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export const count = style({
  position: 'absolute',
  top: -2,
  right: -2,
  minWidth: 20,
  height: 20,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.status.red,
  color: vars.color.status.onStatus,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '20px',
  textAlign: 'center',
  pointerEvents: 'none',
});
