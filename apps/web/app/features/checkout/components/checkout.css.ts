import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../../shared/styles/theme.css.ts';

export const layout = style({
  display: 'grid',
  gap: '24px',
  alignItems: 'start',
  '@media': { [media.wide]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const item = style({
  display: 'grid',
  gap: '16px',
  padding: '16px',
  border: `1px solid ${vars.divider}`,
  borderRadius: vars.radiusLarge,
  marginBottom: '24px',
});

export const group = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '12px',
  minWidth: 0,
});

export const legend = style({
  fontWeight: 700,
  fontSize: '1.0625rem',
  padding: 0,
  marginBottom: '4px',
});

export const fields = style({
  display: 'grid',
  gap: '12px',
  '@media': { [media.medium]: { gridTemplateColumns: '1fr 1fr' } },
});

export const choices = style({ display: 'flex', gap: '16px', flexWrap: 'wrap' });
export const choice = style({
  display: 'inline-flex',
  gap: '8px',
  alignItems: 'center',
  minHeight: '44px',
});

// Each pick-up type shows only its own fields. Drawn by CSS from the chosen radio, so the form
// is right before its scripts run, and without them (forms first, ADR 095).
export const pickup = style({});
export const pickupFields = style({ display: 'none' });
for (const type of ['hotel', 'airport', 'other'] as const) {
  globalStyle(
    `${pickup}:has(input[value="${type}"]:checked) ${pickupFields}[data-pickup="${type}"]`,
    { display: 'grid' },
  );
}

// 'Same as Lead Traveler' folds the contact fields away: the lead traveller is the contact.
export const contact = style({});
export const contactFields = style({});
globalStyle(`${contact}:has(input[data-same-as-lead]:checked) ${contactFields}`, {
  display: 'none',
});

export const summary = style({
  display: 'grid',
  gap: '12px',
  padding: '16px',
  border: `1px solid ${vars.divider}`,
  borderRadius: vars.radiusLarge,
  '@media': { [media.wide]: { position: 'sticky', top: '16px' } },
});

export const reviewList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '12px',
});
export const reviewItem = style({
  display: 'grid',
  gap: '4px',
  paddingBottom: '12px',
  borderBottom: `1px solid ${vars.divider}`,
});
export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontWeight: 700,
  fontSize: '1.125rem',
});
export const note = style({ margin: 0, fontSize: '0.9375rem' });
/** An item whose date can no longer be booked (ADR 275). */
export const unbookable = style({ margin: 0, color: vars.danger, fontWeight: 600 });
export const alert = style({
  padding: '12px 16px',
  borderRadius: vars.radius,
  border: `1px solid ${vars.danger}`,
  color: vars.text,
  margin: '0 0 16px',
});
export const status = style([alert, { borderColor: vars.divider }]);
export const confirmStep = style([summary, { marginBottom: '24px', borderColor: vars.divider }]);
export const policyButton = style({
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});
