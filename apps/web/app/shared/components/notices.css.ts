import { style, styleVariants } from '@vanilla-extract/css';
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

export const plainTone = styleVariants({
  info: { backgroundColor: vars.color.feedback.infoSurface, color: vars.color.feedback.infoText },
  success: {
    backgroundColor: vars.color.feedback.successSurface,
    color: vars.color.feedback.successText,
  },
  warning: {
    backgroundColor: vars.color.feedback.warningSurface,
    color: vars.color.feedback.warningText,
  },
  danger: {
    backgroundColor: vars.color.feedback.dangerSurface,
    color: vars.color.feedback.dangerText,
  },
});
