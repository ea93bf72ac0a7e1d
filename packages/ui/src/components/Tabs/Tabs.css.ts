import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

// A row wider than the screen scrolls, but a phone draws no scroll bar: at 320 px the tour
// page's row ended at 'Excludes' as if there were no more. A shadow inside the edge that has
// more says so (pure CSS, so it needs no script to follow the scroll): the shadows stay put
// (`scroll`), and a page-coloured cover at each end of the content (`local`) moves over them as
// that end comes into view.
const cover = vars.color.neutral.page;
const shade = 'rgba(28, 28, 25, 0.22)';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.neutral.divider}`,
  scrollbarWidth: 'thin',
  background: [
    `linear-gradient(to right, ${cover} 40%, transparent) left center / 32px 100% no-repeat local`,
    `linear-gradient(to left, ${cover} 40%, transparent) right center / 32px 100% no-repeat local`,
    `radial-gradient(farthest-side at 0 50%, ${shade}, transparent) left center / 12px 100% no-repeat scroll`,
    `radial-gradient(farthest-side at 100% 50%, ${shade}, transparent) right center / 12px 100% no-repeat scroll`,
  ].join(', '),
});

// Without scripts a tab would do nothing: the row is not drawn, and every panel is (ADR 281).
export const listNeedsScripts = style({
  '@media': { '(scripting: none)': { display: 'none' } },
});

export const trigger = style({
  flexShrink: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  minHeight: 44,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'none',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.neutral.textMuted,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-state="active"]': {
      color: vars.color.brand.text,
      borderBottomColor: vars.color.brand.solid,
    },
    '&:hover:not([data-disabled])': { color: vars.color.neutral.text },
    '&[data-disabled]': { color: vars.color.neutral.textDisabled, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const panel = style({
  paddingTop: vars.space.lg,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

// `hidden` hides by the browser's own style, which a page's style overrides.
export const panelShownWithoutScripts = style({
  '@media': { '(scripting: none)': { selectors: { '&[hidden]': { display: 'block' } } } },
});

/** A panel's name where there are no tabs to give it: only without scripts. */
export const panelHeading = style({
  display: 'none',
  margin: 0,
  fontSize: vars.fontSize.lg,
  '@media': { '(scripting: none)': { display: 'block' } },
});
