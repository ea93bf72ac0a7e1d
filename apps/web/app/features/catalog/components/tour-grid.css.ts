import { globalStyle, style } from '@vanilla-extract/css';

export const list = style({ display: 'grid', gap: '16px', padding: 0, margin: 0 });
export const item = style({ listStyle: 'none', minWidth: 0 });
globalStyle(`ul:has(> ${item})`, { listStyle: 'none', padding: 0, margin: 0 });
