import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../shared/styles/theme.css.ts';

export const layout = style({
  display: 'grid',
  gap: '24px',
  marginTop: '24px',
  '@media': { [media.wide]: { gridTemplateColumns: '280px minmax(0, 1fr)' } },
});
// On phones the filters fold away above the results; on wide screens they are always open.
export const filters = style({
  border: `1px solid ${vars.divider}`,
  borderRadius: vars.radiusLarge,
  padding: '0 12px',
  '@media': { [media.wide]: { border: 0, padding: 0 } },
});
export const filtersSummary = style({
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
  fontWeight: 700,
  cursor: 'pointer',
  '@media': { [media.wide]: { display: 'none' } },
});
globalStyle(`${filters}[open]`, { paddingBottom: '12px' });
globalStyle(`${filters}::details-content`, {
  '@media': { [media.wide]: { contentVisibility: 'visible', display: 'block', height: 'auto' } },
});
export const results = style({ minWidth: 0 });
export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: '12px',
  marginBottom: '16px',
});
export const title = style({ fontSize: '1.5rem', margin: 0 });
export const viewToggle = style({ display: 'flex', gap: '4px' });
export const viewLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: '0 14px',
  borderRadius: vars.radius,
  border: `1px solid ${vars.divider}`,
  textDecoration: 'none',
  color: vars.text,
});
export const viewActive = style([
  viewLink,
  {
    background: vars.brand,
    color: vars.onBrand,
    borderColor: vars.brand,
    selectors: { '&:hover': { color: vars.onBrand } },
  },
]);
export const empty = style({ fontSize: '1.125rem', padding: '32px 0' });
/** A word about the search itself (a past date left out), above the results. */
export const notice = style({
  margin: '0 0 16px',
  padding: '8px 12px',
  border: `1px solid ${vars.divider}`,
  borderRadius: vars.radius,
});
