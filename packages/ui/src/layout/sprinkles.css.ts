// Atomic, responsive layout props on the theme's spacing scale. `Box` spreads them; apps may
// call `sprinkles()` in their own components for layout-only styling.
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaQuery } from '../theme/tokens.ts';
import { vars } from '../theme/vars.css.ts';

const columns = Object.fromEntries(
  [1, 2, 3, 4, 5, 6].map((count) => [count, `repeat(${count}, minmax(0, 1fr))`]),
) as Record<1 | 2 | 3 | 4 | 5 | 6, string>;

const responsive = defineProperties({
  conditions: {
    small: {},
    medium: { '@media': mediaQuery.medium },
    wide: { '@media': mediaQuery.wide },
  },
  defaultCondition: 'small',
  responsiveArray: ['small', 'medium', 'wide'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gridTemplateColumns: columns,
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: { ...vars.space, auto: 'auto' },
    marginRight: { ...vars.space, auto: 'auto' },
    width: { auto: 'auto', full: '100%' },
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colours = defineProperties({
  properties: {
    color: {
      text: vars.color.neutral.text,
      muted: vars.color.neutral.textMuted,
      brand: vars.color.brand.text,
      danger: vars.color.feedback.danger,
      inverse: vars.color.neutral.onInverse,
    },
    background: {
      page: vars.color.neutral.page,
      surface: vars.color.neutral.surface,
      sunken: vars.color.neutral.surfaceSunken,
      muted: vars.color.neutral.surfaceMuted,
      brandSubtle: vars.color.brand.subtle,
      inverse: vars.color.neutral.inverse,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
  },
});

export const sprinkles = createSprinkles(responsive, colours);

export type Sprinkles = Parameters<typeof sprinkles>[0];
