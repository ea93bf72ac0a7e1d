import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: 'background-color 120ms, border-color 120ms, color 120ms',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brand.solid,
        color: vars.color.brand.onSolid,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.brand.solidHover },
        },
      },
      secondary: {
        backgroundColor: vars.color.neutral.surface,
        color: vars.color.brand.text,
        borderColor: vars.color.brand.solid,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.brand.subtle },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.brand.text,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.brand.subtle },
        },
      },
      danger: {
        backgroundColor: vars.color.feedback.danger,
        color: vars.color.status.onStatus,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.feedback.dangerText },
        },
      },
    },
    size: {
      // On a touch screen every button is at least 44 px tall (`any-pointer`: some phones report a
      // fine primary pointer, and a touch laptop is touched too), the size a finger hits without
      // aiming (the kit's fields, tabs and pages are too); a mouse keeps the compact sizes.
      sm: {
        minHeight: 32,
        padding: `0 ${vars.space.md}`,
        fontSize: vars.fontSize.sm,
        '@media': { '(any-pointer: coarse)': { minHeight: 44 } },
      },
      md: {
        minHeight: 40,
        padding: `0 ${vars.space.lg}`,
        fontSize: vars.fontSize.md,
        '@media': { '(any-pointer: coarse)': { minHeight: 44 } },
      },
      lg: { minHeight: 48, padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' } },
    disabled: {
      true: {
        backgroundColor: vars.color.neutral.surfaceMuted,
        borderColor: vars.color.neutral.surfaceMuted,
        color: vars.color.neutral.textDisabled,
      },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false, disabled: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
