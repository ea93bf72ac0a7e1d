import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../shared/styles/theme.css.ts';

export const headerForm = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-end',
  gap: '8px',
  width: '100%',
});

export const homeForm = style({
  display: 'grid',
  color: vars.text,
  gap: '12px',
  padding: '16px',
  background: vars.page,
  borderRadius: vars.radiusLarge,
  boxShadow: vars.shadow,
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  '@media': { [media.wide]: { gridTemplateColumns: '1fr 1fr 1.5fr auto' } },
});

export const headerBox = style({ flexGrow: 1, minWidth: 0 });

/** The search page's word about a typed place it does not know, with the box to correct it. */
export const placeNotice = style({
  display: 'grid',
  gap: '8px',
  margin: '0 0 16px',
  padding: '8px 12px',
  border: `1px solid ${vars.divider}`,
  borderRadius: vars.radius,
});
