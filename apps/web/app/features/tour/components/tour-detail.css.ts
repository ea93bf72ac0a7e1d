import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../../shared/styles/theme.css.ts';
import { userText } from '../../../shared/styles/ui.css.ts';

export const breadcrumb = style({ margin: '16px 0', fontSize: '0.875rem' });

export const gallery = style({ display: 'grid', gap: '8px' });

export const summary = style({ display: 'grid', gap: '8px', margin: '16px 0' });
export const category = style({
  // The '+N more' tooltip is placed against the whole line, so it stays inside it.
  position: 'relative',
  margin: 0,
  color: vars.textMuted,
  display: 'flex',
  gap: '8px',
  alignItems: 'center',
});
export const title = style({
  fontSize: '1.75rem',
  margin: 0,
  '@media': { [media.wide]: { fontSize: '2rem' } },
});
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 20px',
  alignItems: 'center',
  margin: 0,
});
globalStyle(`${facts} dt`, { fontSize: '0.75rem', color: vars.textMuted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600 });
export const stars = style({ display: 'inline-flex', gap: '4px', alignItems: 'center' });
export const tooltipAnchor = style({ display: 'inline-block' });
export const more = style({
  border: `1px solid ${vars.divider}`,
  borderRadius: '999px',
  background: vars.page,
  padding: '2px 8px',
  cursor: 'help',
  color: vars.text,
  minHeight: '28px',
});
// Not drawn until asked for: a hidden (visibility) tooltip still widens the page it overflows,
// and on a phone that made the whole tour page scroll sideways and put the booking panel's
// notices past the screen's edge (found by the tester, 2026-11-29). Drawn, it sits under the
// category line and wraps inside it. `aria-describedby` reads it either way.
export const tooltip = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  zIndex: 1300,
  width: 'max-content',
  maxWidth: '100%',
  padding: '6px 10px',
  borderRadius: vars.radius,
  background: vars.inverse,
  color: vars.onInverse,
  fontSize: '0.8125rem',
  display: 'none',
  selectors: {
    [`${tooltipAnchor}:hover &, ${tooltipAnchor}:focus-within &`]: { display: 'block' },
  },
});

export const tabsBlock = style({ margin: '24px 0' });
export const panelTitle = style({ fontSize: '1.125rem', marginTop: '16px' });
export const steps = style({ paddingLeft: '20px', display: 'grid', gap: '8px' });
export const days = style({ listStyle: 'none', padding: 0, display: 'grid', gap: '16px' });
export const day = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '12px',
  alignItems: 'start',
});
export const dayTitle = style({ fontSize: '1rem', margin: 0 });

export const reviews = style({ margin: '32px 0' });
export const reviewList = style({ listStyle: 'none', padding: 0, display: 'grid', gap: '16px' });
// A traveller's name and words.
export const review = style([
  userText,
  { borderBottom: `1px solid ${vars.divider}`, paddingBottom: '16px' },
]);
export const reviewer = style({ display: 'flex', gap: '12px', margin: 0 });
export const reviewImages = style({ display: 'flex', gap: '8px', listStyle: 'none', padding: 0 });
