import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../shared/styles/theme.css.ts';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.divider}`,
  borderRadius: vars.radiusLarge,
  overflow: 'hidden',
  background: vars.page,
  height: '100%',
});
export const listCard = style([card, { '@media': { [media.medium]: { flexDirection: 'row' } } }]);
export const image = style({
  width: '100%',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  background: vars.muted,
  selectors: {
    [`${listCard} &`]: { '@media': { [media.medium]: { width: '240px', flexShrink: 0 } } },
  },
});
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '4px',
  padding: '12px 16px 16px',
  flex: 1,
});
export const meta = style({ margin: 0, fontSize: '0.8125rem', color: vars.textMuted });
export const deal = style({ color: vars.danger, fontWeight: 700 });
export const title = style({ fontSize: '1.0625rem', margin: 0 });
// The whole card is one link target; the link text is the title.
export const link = style({
  color: vars.text,
  textDecoration: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0 },
  ':hover': { textDecoration: 'underline' },
});
export const overview = style({ margin: 0, fontSize: '0.875rem', color: vars.textMuted, flex: 1 });
export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '8px',
  flexWrap: 'wrap',
});
export const rating = style({
  display: 'inline-flex',
  gap: '4px',
  alignItems: 'center',
  fontSize: '0.8125rem',
});
export const price = style({ fontWeight: 700 });
export const from = style({ fontWeight: 400, fontSize: '0.8125rem', color: vars.textMuted });
