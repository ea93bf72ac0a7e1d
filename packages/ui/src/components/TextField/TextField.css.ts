import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const row = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const withIcon = style({ paddingLeft: 40 });

export const icon = style({
  position: 'absolute',
  left: vars.space.md,
  color: vars.color.neutral.textMuted,
  pointerEvents: 'none',
});
