// Page-layout styling of the site. The colours and spacing repeat the UI kit's tokens
// (packages/ui/src/theme/tokens.ts) until the kit exports its theme contract; then `vars`
// here becomes a re-export of the kit's (see ADR 052).
import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';

export const vars = createGlobalTheme(':root', {
  brand: '#1F6B4F',
  brandHover: '#175640',
  brandSubtle: '#E8F3EE',
  onBrand: '#FFFFFF',
  star: '#B7791F',
  page: '#FFFFFF',
  sunken: '#F6F6F3',
  muted: '#EEEEEA',
  border: '#85857C',
  divider: '#DEDED8',
  text: '#1C1C19',
  textMuted: '#5E5E57',
  inverse: '#24292F',
  onInverse: '#FFFFFF',
  danger: '#A3211A',
  dangerSurface: '#FDECEA',
  success: '#17643A',
  successSurface: '#E7F5EC',
  focus: '#1D4ED8',
  radius: '8px',
  radiusLarge: '12px',
  shadow: '0 4px 12px rgba(28, 28, 25, 0.14)',
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
});

export const media = {
  medium: 'screen and (min-width: 640px)',
  wide: 'screen and (min-width: 1024px)',
} as const;

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font,
  color: vars.text,
  background: vars.page,
  lineHeight: 1.5,
});
globalStyle('img', { maxWidth: '100%', height: 'auto', display: 'block' });
globalStyle('a', { color: vars.brand });
globalStyle('a:hover', { color: vars.brandHover });
globalStyle(':focus-visible', { outline: `3px solid ${vars.focus}`, outlineOffset: '2px' });
globalStyle('h1, h2, h3', { lineHeight: 1.2, margin: '0 0 0.5em' });
globalStyle('button, input, select, textarea', { font: 'inherit' });
