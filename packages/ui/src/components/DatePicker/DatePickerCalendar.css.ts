import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const popover = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  zIndex: vars.zIndex.popover,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.neutral.surface,
  border: `1px solid ${vars.color.neutral.divider}`,
  boxShadow: vars.shadow.lg,
});

/**
 * A day's cell: 40 px, less on a screen too narrow for seven of them, the popover's padding and
 * the page's margins (320 px: 38 px), so the calendar fits the screen (ADR 275).
 */
const dayWidth = 'min(40px, calc((100vw - 48px) / 7))';

// react-day-picker's parts, styled with the theme (its own stylesheet is not loaded).
export const calendar = {
  root: style({ position: 'relative', fontSize: vars.fontSize.sm }),
  months: style({ display: 'flex', gap: vars.space.lg }),
  month: style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }),
  month_caption: style({ display: 'flex', alignItems: 'center', height: 40 }),
  caption_label: style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md }),
  nav: style({
    position: 'absolute',
    top: 0,
    right: 0,
    display: 'flex',
    gap: vars.space.xs,
    zIndex: 1,
  }),
  button_previous: style({}),
  button_next: style({}),
  chevron: style({ width: 20, height: 20, fill: 'currentColor' }),
  month_grid: style({ borderCollapse: 'collapse' }),
  weekday: style({
    width: dayWidth,
    height: 32,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.neutral.textMuted,
    textAlign: 'center',
  }),
  day: style({ padding: 0, textAlign: 'center' }),
  day_button: style({
    width: dayWidth,
    height: 40,
    border: '2px solid transparent',
    borderRadius: '50%',
    background: 'none',
    color: 'inherit',
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.brand.subtle },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
      '&:disabled': { cursor: 'not-allowed' },
    },
  }),
  selected: style({}),
  today: style({}),
  disabled: style({}),
  outside: style({ color: vars.color.neutral.textMuted }),
  hidden: style({ visibility: 'hidden' }),
};

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  padding: 0,
  border: `1px solid ${vars.color.neutral.divider}`,
  borderRadius: '50%',
  background: vars.color.neutral.surface,
  color: vars.color.neutral.text,
  cursor: 'pointer',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': {
      color: vars.color.neutral.textDisabled,
      cursor: 'not-allowed',
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

globalStyle(`${calendar.selected} > button, ${calendar.selected} > button:hover:not(:disabled)`, {
  backgroundColor: vars.color.brand.solid,
  color: vars.color.brand.onSolid,
  fontWeight: vars.fontWeight.bold,
});

globalStyle(`${calendar.today} > button`, {
  borderColor: vars.color.brand.solid,
  fontWeight: vars.fontWeight.bold,
});

// A day that cannot be chosen (past, sold out, beyond the last date) must not look like one that
// can: its own button is struck through (a line on the cell would not reach into the button) and
// drawn in the disabled text colour, which still reads at 4.5:1 (the theme's contrast test).
globalStyle(`${calendar.disabled} > button`, {
  color: vars.color.neutral.textDisabled,
  textDecoration: 'line-through',
  fontWeight: vars.fontWeight.regular,
});

// Today when it cannot be chosen: a dashed grey ring says 'today' without the brand ring that
// marks a choosable day.
globalStyle(`${calendar.today}${calendar.disabled} > button`, {
  borderColor: vars.color.neutral.border,
  borderStyle: 'dashed',
});
