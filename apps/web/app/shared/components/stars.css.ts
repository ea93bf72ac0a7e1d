import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const on = style({ color: vars.star });
export const off = style({ color: vars.border });
