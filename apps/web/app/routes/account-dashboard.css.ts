import { style } from '@vanilla-extract/css';
import { vars } from '@trails/ui/theme';

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
