import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

/**
 * Columns when the table's own box has room for them, cards below (ADR 225). The screen's width
 * says little: a table beside a side menu has about half of a 1024px screen, and squeezing its
 * columns into that broke every value. 44rem holds My Bookings' eight columns, each at its
 * longest word.
 */
const wide = '(min-width: 44rem)';

// The box the cells measure (`@container`); it scrolls sideways only if one word is wider still.
export const wrapper = style({ width: '100%', overflowX: 'auto', containerType: 'inline-size' });

export const table = style({
  display: 'block',
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@container': { [wide]: { display: 'table' } },
});

export const caption = style({
  display: 'block',
  textAlign: 'left',
  padding: `${vars.space.sm} 0`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  '@container': { [wide]: { display: 'table-caption' } },
});

// On small screens the header row is hidden and each row becomes a card whose cells carry
// their column name.
export const head = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  '@container': {
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
  '@container': { [wide]: { display: 'table-row-group' } },
});

export const row = style({
  display: 'block',
  marginBottom: vars.space.md,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.neutral.divider}`,
  borderRadius: vars.radius.md,
  '@container': {
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
  padding: vars.space.sm,
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
  // A card is as narrow as its box: one long word breaks anywhere rather than widen it.
  overflowWrap: 'anywhere',
  selectors: {
    // The column's name beside a long value: it keeps its width ('Title', never 'Titl' over
    // 'e'); the value wraps instead, breaking anywhere like the cell's other text.
    '&::before': {
      content: 'attr(data-label)',
      flexShrink: 0,
      fontWeight: vars.fontWeight.bold,
      color: vars.color.neutral.textMuted,
    },
  },
  '@container': {
    [wide]: {
      display: 'table-cell',
      padding: vars.space.sm,
      verticalAlign: 'middle',
      // In columns, `anywhere` would let every column shrink to a letter's width, and a table
      // short of room then splits words and values ('Udawa' over 'ttakele', '05/12/2' over
      // '026'). `break-word` keeps each word's width as its column's least: text wraps between
      // words, and a word longer than the room scrolls the table inside its wrapper.
      overflowWrap: 'break-word',
      selectors: { '&::before': { content: 'none' } },
    },
  },
});

// One value that must read whole; its column keeps the width the value needs (see `nowrap`).
export const nowrap = style({ whiteSpace: 'nowrap' });

export const alignEnd = style({ '@container': { [wide]: { textAlign: 'right' } } });

export const empty = style({
  display: 'block',
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.neutral.textMuted,
  '@container': { [wide]: { display: 'table-cell' } },
});
