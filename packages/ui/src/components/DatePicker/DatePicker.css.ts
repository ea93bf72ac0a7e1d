import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

// The field's own parts; the calendar's styles load with the calendar (DatePickerCalendar.css.ts).
export const wrapper = style({ position: 'relative', display: 'flex', gap: vars.space.xs });

export const input = style({ flexGrow: 1, minWidth: 0 });

export const calendarButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 48,
  padding: 0,
  border: `1px solid ${vars.color.neutral.divider}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral.surface,
  color: vars.color.neutral.text,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { color: vars.color.neutral.textDisabled, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});
