import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/styles/theme.css.ts';

export const panel = style({
  display: 'grid',
  gap: '12px',
  padding: '16px',
  border: `1px solid ${vars.divider}`,
  borderRadius: vars.radiusLarge,
  boxShadow: vars.shadow,
  background: vars.page,
});
export const form = style({ display: 'grid', gap: '12px' });
export const title = style({ fontSize: '1.25rem', margin: 0 });
export const from = style({ margin: 0, color: vars.textMuted });
export const counts = style({
  display: 'grid',
  gap: '12px',
  gridTemplateColumns: 'repeat(auto-fit, minmax(90px, 1fr))',
});
export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: '1.25rem',
  margin: 0,
});
export const actions = style({ display: 'grid', gap: '8px', gridTemplateColumns: '1fr 1fr' });
