import { keyframes, style, styleVariants } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});

export const size = styleVariants({
  sm: { width: 16, height: 16 },
  md: { width: 24, height: 24 },
  lg: { width: 40, height: 40, borderWidth: 3 },
});
