import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/tokens.ts';
import { vars } from '../../theme/vars.css.ts';

export const viewport = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  bottom: 0,
  left: 0,
  right: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
  '@media': {
    [mediaQuery.medium]: { left: 'auto', width: 420 },
  },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.sm} ${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  borderLeft: '4px solid currentColor',
  boxShadow: vars.shadow.md,
  selectors: {
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  },
});

export const icon = style({ marginTop: 2 });

export const message = style({ flexGrow: 1, margin: 0, paddingTop: 2, overflowWrap: 'anywhere' });

export const close = style({ color: 'inherit' });
