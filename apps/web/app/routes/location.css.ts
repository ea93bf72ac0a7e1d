import { style } from '@vanilla-extract/css';
import { media, vars } from '../shared/styles/theme.css.ts';

export const hero = style({
  display: 'grid',
  gap: '24px',
  marginTop: '24px',
  alignItems: 'center',
  '@media': { [media.wide]: { gridTemplateColumns: '1fr 1fr' } },
});
export const image = style({
  width: '100%',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radiusLarge,
  background: vars.muted,
});
export const social = style({ display: 'flex', gap: '16px', listStyle: 'none', padding: 0 });
