import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../shared/styles/theme.css.ts';

export const categories = style({
  display: 'grid',
  gap: '16px',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [media.wide]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});
export const category = style({
  position: 'relative',
  borderRadius: vars.radiusLarge,
  overflow: 'hidden',
  border: `1px solid ${vars.divider}`,
});
export const categoryImage = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.muted,
});
export const categoryText = style({ padding: '8px 12px 12px' });
export const stretched = style({
  color: vars.text,
  textDecoration: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0 },
});
export const image = style({
  width: '100%',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  background: vars.muted,
});
export const body = style({ padding: '12px 16px 16px' });
export const cardTitle = style({ fontSize: '1.0625rem', margin: '0 0 4px' });
export const small = style({ margin: 0, fontSize: '0.875rem', color: vars.textMuted });
export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: '4px 14px',
  borderRadius: '999px',
  border: `1px solid ${vars.divider}`,
  textDecoration: 'none',
});
