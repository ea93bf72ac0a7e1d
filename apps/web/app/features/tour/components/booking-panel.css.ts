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
/**
 * The total and, until scripts run, See total beside it (ADR 283). As tall as that button with
 * scripts too, so the panel does not move when they take it away.
 */
export const totalRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  minHeight: 32,
  '@media': { '(any-pointer: coarse)': { minHeight: 44 } },
});
export const total = style({
  display: 'flex',
  flex: 1,
  justifyContent: 'space-between',
  fontSize: '1.25rem',
  margin: 0,
});
export const pricedFor = style({ margin: 0, color: vars.textMuted, fontSize: '0.875rem' });
export const actions = style({ display: 'grid', gap: '8px', gridTemplateColumns: '1fr 1fr' });
