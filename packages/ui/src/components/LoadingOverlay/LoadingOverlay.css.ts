import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const overlay = style({
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  backgroundColor: 'rgba(255, 255, 255, 0.85)',
  color: vars.color.brand.text,
});

export const fullScreen = style({ position: 'fixed' });

export const contained = style({ position: 'absolute' });

export const label = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.neutral.text,
});
