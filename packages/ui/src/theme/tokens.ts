// The raw values of the Lanka Trails theme. `vars.css.ts` turns them into CSS variables;
// `contrast.test.ts` proves that every text/background pair meets WCAG 2.2 AA.

export const color = {
  brand: {
    solid: '#1F6B4F',
    solidHover: '#175640',
    onSolid: '#FFFFFF',
    subtle: '#E8F3EE',
    text: '#1F6B4F',
  },
  accent: {
    // Stars and highlights: graphics need 3:1 against the page (WCAG 1.4.11).
    star: '#B7791F',
    starEmpty: '#85857C',
  },
  neutral: {
    page: '#FFFFFF',
    surface: '#FFFFFF',
    surfaceSunken: '#F6F6F3',
    surfaceMuted: '#EEEEEA',
    border: '#85857C',
    divider: '#DEDED8',
    text: '#1C1C19',
    textMuted: '#5E5E57',
    textDisabled: '#6B6B63',
    overlay: 'rgba(28, 28, 25, 0.6)',
    inverse: '#24292F',
    onInverse: '#FFFFFF',
  },
  // The six booking status colours (spec §4): Pending, Confirmed, Rejected, Canceled,
  // Completed, Dispute. Each is a solid background for white text.
  status: {
    grey: '#5B6169',
    green: '#1E7B34',
    purple: '#6E3FA3',
    dark: '#24292F',
    teal: '#0E7069',
    red: '#B42318',
    onStatus: '#FFFFFF',
  },
  feedback: {
    infoText: '#1D4ED8',
    infoSurface: '#EAF1FD',
    successText: '#17643A',
    successSurface: '#E7F5EC',
    warningText: '#7A4B00',
    warningSurface: '#FFF4D6',
    dangerText: '#A3211A',
    dangerSurface: '#FDECEA',
    danger: '#B42318',
  },
  focus: '#1D4ED8',
} as const;

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const font = {
  // System fonts only: nothing is downloaded.
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  xxl: '1.5rem',
  xxxl: '2rem',
} as const;

export const fontWeight = { regular: '400', medium: '500', bold: '700' } as const;

export const lineHeight = { tight: '1.2', normal: '1.5' } as const;

export const radius = { none: '0', sm: '4px', md: '8px', lg: '12px', pill: '999px' } as const;

export const shadow = {
  sm: '0 1px 2px rgba(28, 28, 25, 0.12)',
  md: '0 4px 12px rgba(28, 28, 25, 0.14)',
  lg: '0 12px 32px rgba(28, 28, 25, 0.2)',
} as const;

export const zIndex = {
  base: '0',
  sticky: '100',
  overlay: '900',
  dialog: '1000',
  popover: '1100',
  toast: '1200',
  tooltip: '1300',
} as const;

/** Minimum widths in px. The carousel shows 1 item below `medium` and 4 from `wide` on. */
export const breakpoints = { small: 0, medium: 640, wide: 1024 } as const;

/** Media queries for `@media` blocks in `.css.ts` files (CSS variables cannot be used there). */
export const mediaQuery = {
  medium: `screen and (min-width: ${breakpoints.medium}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

export const tokens = {
  color,
  space,
  font,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  shadow,
  zIndex,
} as const;
