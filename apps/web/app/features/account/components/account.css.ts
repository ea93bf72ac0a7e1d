import { style } from '@vanilla-extract/css';
import { mediaQuery } from '@trails/ui/tokens';
import { vars } from '@trails/ui/theme';
import { userText } from '../../../shared/styles/ui.css.ts';

export const shell = style({
  maxWidth: '72rem',
  margin: `${vars.space.xl} auto`,
  padding: `0 ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [mediaQuery.medium]: { gridTemplateColumns: '14rem 1fr', alignItems: 'start' } },
});

export const menu = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQuery.medium]: { flexDirection: 'column' } },
});

export const menuLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.neutral.text,
  textDecoration: 'none',
  background: 'none',
  border: 0,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  width: '100%',
  selectors: {
    '&:hover': { background: vars.color.neutral.surfaceSunken },
    '&[aria-current="page"]': {
      background: vars.color.brand.subtle,
      color: vars.color.brand.text,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

// Headings may greet the traveller by the name they typed.
export const heading = style([userText, { margin: 0, fontSize: vars.fontSize.xxl }]);

export const subheading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const cards = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.neutral.divider}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.neutral.surface,
});

export const cardImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  display: 'block',
});

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  flex: 1,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const muted = style({
  margin: 0,
  color: vars.color.neutral.textMuted,
  fontSize: vars.fontSize.sm,
});

export const cardFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: 'auto',
});

export const price = style({ fontWeight: vars.fontWeight.bold });

export const discount = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.feedback.dangerSurface,
  color: vars.color.feedback.dangerText,
  fontWeight: vars.fontWeight.bold,
});

export const empty = style({
  margin: 0,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.neutral.surfaceSunken,
  color: vars.color.neutral.textMuted,
  textAlign: 'center',
});

export const settings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '32rem',
});

export const settingRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const settingField = style({ flex: 1, minWidth: 0 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// A list entry may hold a traveller's review.
export const listItem = style([
  userText,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: vars.space.lg,
    border: `1px solid ${vars.color.neutral.divider}`,
    borderRadius: vars.radius.lg,
  },
]);

/** A setting that is not being edited reads as text, not as an open input. */
export const readOnlyInput = style({
  selectors: {
    '&[readonly]': { background: vars.color.neutral.surfaceSunken, cursor: 'default' },
  },
});

/** Photos of a review in the review modal. */
export const photos = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const photo = style({ objectFit: 'cover', borderRadius: vars.radius.md });
