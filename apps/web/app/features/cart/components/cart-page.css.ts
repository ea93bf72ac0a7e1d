import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../../shared/styles/theme.css.ts';

export const layout = style({
  display: 'grid',
  gap: '24px',
  // Each column as tall as its content: a short cart's one item is not stretched to the height
  // of the total's box beside it.
  alignItems: 'start',
  '@media': { [media.wide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '16px',
});
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '12px',
  padding: '16px',
  border: `1px solid ${vars.divider}`,
  borderRadius: vars.radiusLarge,
  '@media': { [media.medium]: { gridTemplateColumns: 'auto 120px 1fr' } },
});
export const badge = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: '8px',
  borderRadius: vars.radius,
  background: vars.brand,
  color: vars.onBrand,
  minWidth: '64px',
  height: 'fit-content',
});
export const image = style({
  display: 'none',
  borderRadius: vars.radius,
  objectFit: 'cover',
  width: '120px',
  height: '80px',
  '@media': { [media.medium]: { display: 'block' } },
});
export const details = style({ minWidth: 0 });
export const name = style({ fontSize: '1.125rem' });
export const price = style({ fontWeight: 700, fontSize: '1.125rem', margin: '4px 0' });
export const actions = style({ display: 'flex', gap: '8px', flexWrap: 'wrap' });
export const edit = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gap: '12px',
  padding: '12px',
  background: vars.sunken,
  borderRadius: vars.radius,
  // Wide enough for "New date (dd/mm/yyyy)" on one line: at 140px the date's label wrapped and
  // its row of fields was ragged on a desktop; never wider than the form (a 320px phone).
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(180px, 100%), 1fr))',
  // Labels in line at the top: a message under one field lengthens its own cell only (aligned
  // at the bottom, it pushed the fields beside it down; a tester's finding).
  alignItems: 'start',
});
/** The edit form's Update, on a row of its own under the fields. */
export const editActions = style({ gridColumn: '1 / -1' });
export const summary = style({
  padding: '16px',
  border: `1px solid ${vars.divider}`,
  borderRadius: vars.radiusLarge,
  height: 'fit-content',
  display: 'grid',
  gap: '8px',
});
export const total = style({
  fontSize: '1.25rem',
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
});
export const promises = style({ margin: 0, paddingLeft: '20px' });
export const empty = style({ display: 'grid', gap: '12px', justifyItems: 'start' });
export const table = style({ width: '100%', borderCollapse: 'collapse', textAlign: 'left' });
globalStyle(`${table} th, ${table} td`, {
  padding: '8px',
  borderBottom: `1px solid ${vars.divider}`,
  verticalAlign: 'top',
});
/** A refusal of the edit form about no one field, said across the form's top. */
export const refusal = style({ gridColumn: '1 / -1', margin: 0, color: vars.danger });
/** An item whose date can no longer be booked (ADR 275): said under its price. */
export const unbookable = style({ margin: 0, color: vars.danger, fontWeight: 600 });
/** A row whose tour cannot be shown: its sentence and Remove across the item's width. */
export const unread = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gap: '8px',
  justifyItems: 'start',
});
/** What the last change did (ADR 268): a line under the heading, taking no room while empty. */
export const status = style({
  margin: '0 0 16px',
  color: vars.success,
  selectors: { '&:empty': { margin: 0 } },
});
