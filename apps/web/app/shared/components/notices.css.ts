import { style } from '@vanilla-extract/css';
import { vars } from '@trails/ui/theme';
import { mediaQuery } from '@trails/ui/tokens';

// The snackbar's stand-in when its code cannot load (ADR 275): where and how the snackbar
// shows, at the bottom of the screen, not a line after the footer.
export const plain = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  bottom: 0,
  left: 0,
  right: 0,
  padding: vars.space.lg,
  // Above a phone's home indicator.
  paddingBottom: `calc(${vars.space.lg} + env(safe-area-inset-bottom, 0px))`,
  pointerEvents: 'none',
  '@media': {
    [mediaQuery.medium]: { left: 'auto', width: 420 },
  },
});

export const plainNotice = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  borderLeft: '4px solid currentColor',
  boxShadow: vars.shadow.md,
  overflowWrap: 'anywhere',
  pointerEvents: 'auto',
});
