import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  minHeight: 32,
  paddingLeft: vars.space.md,
  paddingRight: vars.space.xxs,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.brand.solid}`,
  backgroundColor: vars.color.brand.subtle,
  color: vars.color.brand.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const plain = style({ paddingRight: vars.space.md });

export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.neutral.surface },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.neutral.textDisabled },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0 },
  },
});
