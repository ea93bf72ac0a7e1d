import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@trails/ui/theme';
import { mediaQuery } from '@trails/ui/tokens';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  textAlign: 'center',
  paddingBlock: vars.space.xl,
});

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.pill,
});

export const badge = styleVariants({
  success: [
    badgeBase,
    { background: vars.color.feedback.successSurface, color: vars.color.feedback.successText },
  ],
  danger: [
    badgeBase,
    { background: vars.color.feedback.dangerSurface, color: vars.color.feedback.dangerText },
  ],
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaQuery.medium]: { fontSize: vars.fontSize.xxxl } },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.neutral.textMuted,
  maxWidth: '36rem',
});

export const action = style({ width: '100%', maxWidth: '20rem' });
