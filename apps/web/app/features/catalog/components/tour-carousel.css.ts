import { style } from '@vanilla-extract/css';
import { media } from '../../../shared/styles/theme.css.ts';

export const section = style({ margin: '32px 0' });
export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: '16px',
});
export const track = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '85%',
  gap: '16px',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  padding: '4px 0 12px',
  margin: 0,
  listStyle: 'none',
  '@media': {
    [media.medium]: { gridAutoColumns: 'calc((100% - 16px) / 2)' },
    [media.wide]: { gridAutoColumns: 'calc((100% - 48px) / 4)' },
  },
});
export const slide = style({ scrollSnapAlign: 'start', minWidth: 0 });
