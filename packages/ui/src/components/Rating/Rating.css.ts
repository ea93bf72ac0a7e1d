import { createVar, fallbackVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const display = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

// The Icon kit's star (24 × 24, stroke 2, round joins): an outline for the empty row, a filled
// one for the average. A mask takes the row's colour from `background-color`, so the theme's
// star colours apply; in forced-colours mode the row keeps them (it is an image, named by its
// label).
const STAR = 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9L12 3z';
const starMask = (fill: boolean) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='${STAR}' fill='${fill ? 'black' : 'none'}' stroke='black' stroke-width='2' stroke-linejoin='round'/></svg>`,
  )}")`;

const row = (mask: string) =>
  ({
    maskImage: mask,
    WebkitMaskImage: mask,
    maskRepeat: 'repeat-x',
    WebkitMaskRepeat: 'repeat-x',
    maskSize: 'auto 100%',
    WebkitMaskSize: 'auto 100%',
    maskPosition: 'left center',
    WebkitMaskPosition: 'left center',
  }) as const;

const stars = style({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  forcedColorAdjust: 'none',
});

/** A row of five stars at the size's height (its two layers inside). */
export const starRow = styleVariants({
  sm: [stars, { width: 80, height: 16 }],
  md: [stars, { width: 100, height: 20 }],
  lg: [stars, { width: 160, height: 32 }],
});

/** The five outlines. (Not a mask on the row itself: it would clip the filled layer too.) */
export const empty = style({
  position: 'absolute',
  inset: 0,
  backgroundColor: vars.color.accent.starEmpty,
  ...row(starMask(false)),
});

/** The average, filled from the left over the outlines. */
export const filled = style({
  position: 'absolute',
  inset: '0 auto 0 0',
  backgroundColor: vars.color.accent.star,
  ...row(starMask(true)),
});

export const value = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({ color: vars.color.neutral.textMuted, fontSize: vars.fontSize.sm });

export const starSize = styleVariants({
  sm: { width: 16, height: 16, flexShrink: 0 },
  md: { width: 20, height: 20, flexShrink: 0 },
  lg: { width: 32, height: 32, flexShrink: 0 },
});

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const legend = style({
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const options = style({ display: 'inline-flex', gap: vars.space.xxs });

// A lit star is the kit's filled star: the outline's shape, filled, without its stroke (as the
// `star-filled` icon draws it). Set on the option, read by its icon.
const starFill = createVar();
const starStroke = createVar();
const lit = {
  color: vars.color.accent.star,
  vars: { [starFill]: 'currentColor', [starStroke]: 'none' },
} as const;

export const option = style({
  position: 'relative',
  display: 'inline-flex',
  padding: vars.space.xxs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: vars.color.accent.starEmpty,
  selectors: {
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}` },
    '&:has(input:disabled)': { cursor: 'not-allowed' },
  },
});

globalStyle(
  // The chosen star and those before it, read from the radios themselves: a tap shows without
  // scripts too (a post's answer redraws the form with its choice checked as well).
  [
    `${options}:not([data-hovered]) > ${option}:has(input:checked)`,
    `${options}:not([data-hovered]) > ${option}:has(~ ${option} input:checked)`,
    // While a pointer is over the stars (scripts follow it): up to the one under it.
    `${options}[data-hovered] > ${option}[data-lit="true"]`,
  ].join(', '),
  lit,
);

export const star = style({
  fill: fallbackVar(starFill, 'none'),
  stroke: fallbackVar(starStroke, 'currentColor'),
});

export const radio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});
