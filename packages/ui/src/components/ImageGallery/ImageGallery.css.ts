import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const stage = style({ position: 'relative' });

export const viewport = style({
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.neutral.surfaceMuted,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&::-webkit-scrollbar': { display: 'none' },
  },
});

export const container = style({ display: 'flex' });

export const slide = style({ flex: '0 0 100%', minWidth: 0, scrollSnapAlign: 'start' });

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
});

const arrow = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  boxShadow: vars.shadow.md,
} as const;

export const previous = style({ ...arrow, left: vars.space.sm });
export const next = style({ ...arrow, right: vars.space.sm });

export const thumbs = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  overflowX: 'auto',
});

export const thumb = style({
  display: 'block',
  flexShrink: 0,
  width: 80,
  padding: 0,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: 'none',
  cursor: 'pointer',
  opacity: 0.7,
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.brand.solid, opacity: 1 },
    '&:hover': { opacity: 1 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const thumbImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
});

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.neutral.surfaceMuted,
  color: vars.color.neutral.textMuted,
});
