import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const row = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const select = style({
  appearance: 'none',
  paddingRight: 40,
  cursor: 'pointer',
});

export const chevron = style({
  position: 'absolute',
  right: vars.space.md,
  pointerEvents: 'none',
  color: vars.color.neutral.textMuted,
});
