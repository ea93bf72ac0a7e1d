import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/tokens.ts';
import { vars } from '../../theme/vars.css.ts';

const wide = mediaQuery.medium;

export const wrapper = style({ width: '100%', overflowX: 'auto' });

export const table = style({
  display: 'block',
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@media': { [wide]: { display: 'table' } },
});

export const caption = style({
  display: 'block',
  textAlign: 'left',
  padding: `${vars.space.sm} 0`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  '@media': { [wide]: { display: 'table-caption' } },
});

// On small screens the header row is hidden and each row becomes a card whose cells carry
// their column name.
export const head = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  '@media': {
    [wide]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clip: 'auto',
    },
  },
});

export const body = style({
  display: 'block',
  '@media': { [wide]: { display: 'table-row-group' } },
});

export const row = style({
  display: 'block',
  marginBottom: vars.space.md,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.neutral.divider}`,
  borderRadius: vars.radius.md,
  '@media': {
    [wide]: {
      display: 'table-row',
      margin: 0,
      padding: 0,
      border: 'none',
      borderBottom: `1px solid ${vars.color.neutral.divider}`,
    },
  },
});

export const headerCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.neutral.textMuted,
  backgroundColor: vars.color.neutral.surfaceSunken,
  borderBottom: `2px solid ${vars.color.neutral.divider}`,
});

export const cell = style({
  display: 'flex',
  gap: vars.space.md,
  justifyContent: 'space-between',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  overflowWrap: 'anywhere',
  selectors: {
    '&::before': {
      content: 'attr(data-label)',
      fontWeight: vars.fontWeight.bold,
      color: vars.color.neutral.textMuted,
    },
  },
  '@media': {
    [wide]: {
      display: 'table-cell',
      padding: `${vars.space.sm} ${vars.space.md}`,
      verticalAlign: 'middle',
      selectors: { '&::before': { content: 'none' } },
    },
  },
});

export const alignEnd = style({ '@media': { [wide]: { textAlign: 'right' } } });

export const empty = style({
  display: 'block',
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.neutral.textMuted,
  '@media': { [wide]: { display: 'table-cell' } },
});
