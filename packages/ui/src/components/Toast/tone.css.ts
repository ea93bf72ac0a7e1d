import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

// A notice's colours by tone, in a module of their own: the snackbar's stand-in, drawn when the
// snackbar's code cannot load, shows its notices in the same colours (ADR 275).
export const tone = styleVariants({
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
