import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: '50%',
  backgroundColor: vars.color.brand.subtle,
  color: vars.color.brand.text,
  fontWeight: vars.fontWeight.bold,
  userSelect: 'none',
});

export const size = styleVariants({
  sm: { width: 32, height: 32, fontSize: vars.fontSize.xs },
  md: { width: 48, height: 48, fontSize: vars.fontSize.md },
  lg: { width: 72, height: 72, fontSize: vars.fontSize.xl },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
