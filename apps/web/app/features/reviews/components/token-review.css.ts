import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../shared/styles/theme.css.ts';

export const summary = style({
  display: 'grid',
  gap: '16px',
  alignItems: 'start',
  padding: '16px',
  border: `1px solid ${vars.divider}`,
  borderRadius: vars.radiusLarge,
  marginBottom: '24px',
  '@media': { [media.medium]: { gridTemplateColumns: '200px minmax(0, 1fr)' } },
});

export const cover = style({ width: '100%', height: 'auto', borderRadius: vars.radiusLarge });

export const form = style({ display: 'grid', gap: '20px', maxWidth: '640px' });

export const previews = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '12px',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const preview = style({ display: 'grid', gap: '4px', justifyItems: 'start' });

export const thumbnail = style({
  width: '96px',
  height: '96px',
  objectFit: 'cover',
  borderRadius: vars.radiusLarge,
});

export const error = style({ color: vars.danger, margin: 0 });
