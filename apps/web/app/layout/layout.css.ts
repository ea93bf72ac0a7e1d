import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../shared/styles/theme.css.ts';

/** The narrowest phones (320–359 px), where the header's row is tight. */
const narrow = '(max-width: 359.98px)';

export const header = style({
  borderBottom: `1px solid ${vars.divider}`,
  background: vars.page,
  position: 'relative',
  zIndex: 1000,
});
export const headerInner = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"logo nav" "search search"',
  alignItems: 'center',
  gap: '8px 16px',
  paddingTop: '8px',
  paddingBottom: '8px',
  '@media': {
    [narrow]: { columnGap: '8px' },
    [media.wide]: { gridTemplateColumns: 'auto 1fr auto', gridTemplateAreas: '"logo search nav"' },
  },
});
export const logo = style({
  gridArea: 'logo',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '8px',
  fontWeight: 800,
  fontSize: '1.25rem',
  color: vars.brand,
  textDecoration: 'none',
  minHeight: '44px',
  // One line: "Lanka / Trails" on two lines at 320–370 px read as two words stacked (a
  // tester's finding). Below 360 px the name and the gaps beside it are a little smaller, so
  // the logo, Help, the account and the cart fit on one row at 320 px.
  whiteSpace: 'nowrap',
  '@media': { [narrow]: { fontSize: '1.0625rem', gap: '6px' } },
});
export const headerSearch = style({ gridArea: 'search', maxWidth: '560px', width: '100%' });
export const headerNav = style({
  gridArea: 'nav',
  display: 'flex',
  alignItems: 'center',
  gap: '4px',
  justifySelf: 'end',
});
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: '0 12px',
  color: vars.text,
  '@media': { [narrow]: { padding: '0 8px' } },
});
export const iconLink = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  color: vars.text,
  borderRadius: '999px',
  ':hover': { background: vars.muted, color: vars.text },
});
export const cartCount = style({
  position: 'absolute',
  top: '2px',
  right: '0',
  minWidth: '20px',
  height: '20px',
  padding: '0 5px',
  borderRadius: '999px',
  background: vars.brand,
  color: vars.onBrand,
  fontSize: '0.75rem',
  fontWeight: 700,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});

// Focused from script only (focusableOnce: a closed dialog's landing place), where an outline
// around the whole page would say nothing.
export const main = style({
  minHeight: '60vh',
  paddingBottom: '48px',
  selectors: { '&:focus': { outline: 'none' } },
});

export const footer = style({
  background: vars.sunken,
  borderTop: `1px solid ${vars.divider}`,
  padding: '32px 0 48px',
  marginTop: '48px',
});
export const footerGrid = style({
  display: 'grid',
  gap: '32px',
  '@media': { [media.wide]: { gridTemplateColumns: '1fr 1.3fr 1fr' } },
});
export const footerColumn = style({ display: 'grid', gap: '8px', alignContent: 'start' });
export const footerTitle = style({ fontSize: '1.25rem', margin: 0 });
export const footerLinks = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 16px',
});
globalStyle(`${footerLinks} a`, {
  display: 'inline-flex',
  minHeight: '32px',
  alignItems: 'center',
});
export const skipLink = style({
  position: 'absolute',
  left: '-9999px',
  top: '8px',
  zIndex: 2000,
  background: vars.page,
  padding: '8px 12px',
  ':focus': { left: '8px' },
});
