import { style } from '@vanilla-extract/css';
import { vars } from '@trails/ui/theme';

export const page = style({
  maxWidth: '28rem',
  margin: `${vars.space.xl} auto`,
  padding: `0 ${vars.space.lg}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const linkButton = style({
  background: 'none',
  border: 0,
  padding: 0,
  color: vars.color.brand.text,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
});

export const social = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const divider = style({
  margin: 0,
  textAlign: 'center',
  color: vars.color.neutral.textMuted,
  fontSize: vars.fontSize.sm,
});

export const note = style({
  margin: 0,
  color: vars.color.neutral.textMuted,
  fontSize: vars.fontSize.sm,
});

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
});
