import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/tokens.ts';
import { vars } from '../../theme/vars.css.ts';

export const card = style({
  position: 'relative',
  display: 'flex',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.neutral.surface,
  border: `1px solid ${vars.color.neutral.divider}`,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&:has(a[data-card-link]:hover)': { boxShadow: vars.shadow.md },
    '&:has(a[data-card-link]:focus-visible)': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: 2,
    },
  },
});

export const layout = styleVariants({
  grid: { flexDirection: 'column', height: '100%' },
  list: {
    flexDirection: 'column',
    '@media': { [mediaQuery.medium]: { flexDirection: 'row' } },
  },
});

export const media = style({
  position: 'relative',
  flexShrink: 0,
  backgroundColor: vars.color.neutral.surfaceMuted,
});

export const mediaLayout = styleVariants({
  grid: {},
  list: { '@media': { [mediaQuery.medium]: { width: '38%', maxWidth: 320 } } },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
});

export const badge = style({ position: 'absolute', top: vars.space.sm, left: vars.space.sm });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.sm,
  padding: vars.space.lg,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: vars.color.neutral.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    // The whole card is the link's target; actions sit above it.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.neutral.textMuted,
  fontSize: vars.fontSize.sm,
});

export const description = style({ margin: 0, color: vars.color.neutral.text });

export const actions = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingTop: vars.space.sm,
});
