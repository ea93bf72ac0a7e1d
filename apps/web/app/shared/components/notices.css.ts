import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const region = style({
  position: 'fixed',
  insetInline: '16px',
  bottom: '16px',
  zIndex: 1200,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '8px',
  pointerEvents: 'none',
});

const base = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  maxWidth: '480px',
  width: '100%',
  padding: '8px 8px 8px 16px',
  borderRadius: '8px',
  boxShadow: vars.shadow,
  background: vars.inverse,
  color: vars.onInverse,
});

export const notice = styleVariants({
  info: [base],
  success: [base, { background: vars.success }],
  error: [base, { background: vars.danger }],
});

export const close = style({
  marginLeft: 'auto',
  minWidth: '36px',
  minHeight: '36px',
  border: 0,
  borderRadius: '999px',
  background: 'transparent',
  color: 'inherit',
  fontSize: '1.25rem',
  cursor: 'pointer',
});

export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
});
