import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/styles/theme.css.ts';

export const form = style({
  // The sending overlay covers the form.
  position: 'relative',
  display: 'grid',
  gap: '8px',
  alignContent: 'start',
  justifyItems: 'stretch',
});
export const lightForm = style([
  form,
  { padding: '16px', background: vars.brandSubtle, borderRadius: vars.radiusLarge },
]);
export const title = style({ fontSize: '1.125rem', margin: 0 });
