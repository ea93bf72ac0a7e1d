import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const skeleton = style({
  display: 'block',
  backgroundColor: vars.color.neutral.surfaceMuted,
  animation: `${pulse} 1.6s ease-in-out infinite`,
});

export const shape = styleVariants({
  text: { height: '1em', borderRadius: vars.radius.sm },
  rect: { borderRadius: vars.radius.md },
  circle: { borderRadius: '50%' },
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
