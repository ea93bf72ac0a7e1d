import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const control = style({ position: 'relative', flexShrink: 0, width: 24, height: 24 });

export const box = style({
  appearance: 'none',
  display: 'block',
  margin: 0,
  width: 24,
  height: 24,
  padding: 0,
  border: `2px solid ${vars.color.neutral.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.neutral.surface,
  color: vars.color.brand.onSolid,
  cursor: 'pointer',
  selectors: {
    '&:checked': {
      backgroundColor: vars.color.brand.solid,
      borderColor: vars.color.brand.solid,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.feedback.danger },
    '&:disabled': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.neutral.surfaceMuted,
      borderColor: vars.color.neutral.textDisabled,
      color: vars.color.neutral.textDisabled,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const label = style({
  paddingTop: 1,
  cursor: 'pointer',
  selectors: { '[data-disabled] &': { color: vars.color.neutral.textDisabled } },
});

/** The tick drawn over a checked box (the box itself is a native, unstyled-by-default input). */
export const tick = style({
  position: 'absolute',
  top: 4,
  left: 4,
  display: 'none',
  pointerEvents: 'none',
  color: vars.color.brand.onSolid,
  selectors: { [`${box}:checked + &`]: { display: 'block' } },
});
