import { style } from '@vanilla-extract/css';
import { vars } from '@trails/ui/theme';
import { mediaQuery } from '@trails/ui/tokens';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.neutral.surfaceSunken,
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.md,
  background: vars.color.brand.solid,
  color: vars.color.brand.onSolid,
});

export const brand = style({
  color: 'inherit',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

export const tagline = style({ fontSize: vars.fontSize.sm });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '40rem',
  marginInline: 'auto',
  padding: vars.space.lg,
  background: vars.color.neutral.surface,
  '@media': {
    [mediaQuery.medium]: {
      marginBlock: vars.space.xxl,
      padding: vars.space.xxl,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.md,
      flex: 'none',
    },
  },
});

export const footer = style({
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.md,
  color: vars.color.neutral.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
