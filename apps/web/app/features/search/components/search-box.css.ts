import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../shared/styles/theme.css.ts';

export const headerForm = style({
  position: 'relative',
  display: 'flex',
  gap: '8px',
  width: '100%',
});

export const popup = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  zIndex: 1100,
  margin: 0,
  padding: '4px',
  listStyle: 'none',
  background: vars.page,
  border: `1px solid ${vars.divider}`,
  borderRadius: vars.radius,
  boxShadow: vars.shadow,
  maxHeight: '320px',
  overflowY: 'auto',
});

export const option = style({
  display: 'block',
  width: '100%',
  padding: '10px 12px',
  borderRadius: '6px',
  border: 0,
  background: 'transparent',
  textAlign: 'left',
  color: vars.text,
  textDecoration: 'none',
  cursor: 'pointer',
  ':hover': { background: vars.muted },
  ':focus': { background: vars.muted },
});

export const group = style({
  margin: 0,
  padding: '8px 12px 4px',
  fontSize: '0.75rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  color: vars.textMuted,
});

export const homeForm = style({
  display: 'grid',
  color: vars.text,
  gap: '12px',
  padding: '16px',
  background: vars.page,
  borderRadius: vars.radiusLarge,
  boxShadow: vars.shadow,
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  '@media': { [media.wide]: { gridTemplateColumns: '1fr 1fr 1.5fr auto' } },
});

export const anchor = style({ position: 'relative' });
