import { style } from '@vanilla-extract/css';
import { media } from '../shared/styles/theme.css.ts';

export const layout = style({
  display: 'grid',
  gap: '24px',
  '@media': {
    [media.wide]: { gridTemplateColumns: 'minmax(0, 1fr) 360px', gridTemplateRows: 'auto 1fr' },
  },
});
export const main = style({ minWidth: 0, '@media': { [media.wide]: { gridColumn: 1 } } });
export const aside = style({
  '@media': {
    [media.wide]: {
      gridColumn: 2,
      gridRow: '1 / span 2',
      position: 'sticky',
      top: '16px',
      alignSelf: 'start',
    },
  },
});
