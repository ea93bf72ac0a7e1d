// Shared look of modal surfaces: Dialog and ConfirmDialog.
import { keyframes, style } from '@vanilla-extract/css';
import { mediaQuery } from '../theme/tokens.ts';
import { vars } from '../theme/vars.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  backgroundColor: vars.color.neutral.overlay,
  animation: `${fadeIn} 150ms ease-out`,
});

export const panel = style({
  position: 'fixed',
  zIndex: vars.zIndex.dialog,
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: `calc(100vw - ${vars.space.xl})`,
  maxHeight: `calc(100vh - ${vars.space.xl})`,
  overflowY: 'auto',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.neutral.surface,
  boxShadow: vars.shadow.lg,
  animation: `${fadeIn} 150ms ease-out`,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const width = {
  sm: style({ '@media': { [mediaQuery.medium]: { width: 400 } } }),
  md: style({ '@media': { [mediaQuery.medium]: { width: 560 } } }),
  lg: style({ '@media': { [mediaQuery.medium]: { width: 800 } } }),
};

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({ margin: 0, color: vars.color.neutral.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
