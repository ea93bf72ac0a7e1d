import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../shared/styles/theme.css.ts';

export const panel = style({ display: 'grid', gap: '16px', alignContent: 'start' });
export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: '8px' });
export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: '4px 12px',
  borderRadius: '999px',
  border: `1px solid ${vars.divider}`,
  color: vars.text,
  textDecoration: 'none',
});
export const tabActive = style([
  tab,
  {
    background: vars.brand,
    color: vars.onBrand,
    borderColor: vars.brand,
    selectors: { '&:hover': { color: vars.onBrand } },
  },
]);
export const group = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: '8px' });
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  minHeight: '32px',
});

/** The two number fields of a range, without scripts. */
export const rangeFields = style({ display: 'flex', flexWrap: 'wrap', gap: '8px 16px' });
globalStyle(`${rangeFields} label`, { display: 'grid', gap: '4px', fontSize: '0.875rem' });
globalStyle(`${rangeFields} input`, { width: '8rem', minHeight: '44px' });
