import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
  justifyContent: 'center',
  margin: '24px 0',
});

const cell = {
  minWidth: '44px',
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '0 12px',
  borderRadius: vars.radius,
} as const;

export const link = style({ ...cell, border: `1px solid ${vars.divider}`, textDecoration: 'none' });
export const current = style({
  ...cell,
  background: vars.brand,
  color: vars.onBrand,
  fontWeight: 700,
});
