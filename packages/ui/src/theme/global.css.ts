// Base styles the apps load once (`import '@trails/ui/theme.css'`): box sizing, the system font,
// body colours and a visible focus ring.
import { globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.neutral.text,
  backgroundColor: vars.color.neutral.page,
});

globalStyle('img, svg', { maxWidth: '100%' });

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
