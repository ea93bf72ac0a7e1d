import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/styles/theme.css.ts';

export const form = style({ display: 'grid', gap: '8px', alignContent: 'start' });
export const lightForm = style([
  form,
  { padding: '16px', background: vars.brandSubtle, borderRadius: vars.radiusLarge },
]);
export const title = style({ fontSize: '1.125rem', margin: 0 });
// On the dark footer the danger red is too dark: errors are shown on a light chip.
export const error = style({
  margin: 0,
  fontSize: '0.875rem',
  color: vars.danger,
  background: vars.dangerSurface,
  padding: '2px 8px',
  borderRadius: '4px',
  justifySelf: 'start',
});
export const submit = style({
  minHeight: '44px',
  padding: '8px 16px',
  borderRadius: vars.radius,
  border: 0,
  background: vars.brand,
  color: vars.onBrand,
  fontWeight: 600,
  cursor: 'pointer',
  justifySelf: 'start',
  ':hover': { background: vars.brandHover },
});
