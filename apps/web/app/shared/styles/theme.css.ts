// The site's page-layout styles use the UI kit's theme contract (`@trails/ui/theme`); these
// short names point at the kit's variables, so the site has no colour or size of its own.
import { globalStyle } from '@vanilla-extract/css';
import { vars as kit } from '@trails/ui/theme';
import { mediaQuery } from '@trails/ui/tokens';

export const vars = {
  brand: kit.color.brand.solid,
  brandHover: kit.color.brand.solidHover,
  brandSubtle: kit.color.brand.subtle,
  onBrand: kit.color.brand.onSolid,
  star: kit.color.accent.star,
  page: kit.color.neutral.page,
  sunken: kit.color.neutral.surfaceSunken,
  muted: kit.color.neutral.surfaceMuted,
  border: kit.color.neutral.border,
  divider: kit.color.neutral.divider,
  text: kit.color.neutral.text,
  textMuted: kit.color.neutral.textMuted,
  inverse: kit.color.neutral.inverse,
  onInverse: kit.color.neutral.onInverse,
  danger: kit.color.feedback.dangerText,
  dangerSurface: kit.color.feedback.dangerSurface,
  success: kit.color.feedback.successText,
  successSurface: kit.color.feedback.successSurface,
  focus: kit.color.focus,
  radius: kit.radius.md,
  radiusLarge: kit.radius.lg,
  shadow: kit.shadow.md,
  font: kit.font.body,
} as const;

export const media = { medium: mediaQuery.medium, wide: mediaQuery.wide } as const;

// Page-level defaults beyond the kit's base styles (`@trails/ui/theme.css`, loaded by root).
globalStyle('img', { maxWidth: '100%', height: 'auto', display: 'block' });
// Zero specificity (:where), so a link drawn as a kit button keeps the button's colours on hover.
globalStyle(':where(a)', { color: vars.brand });
globalStyle(':where(a:hover)', { color: vars.brandHover });
globalStyle('h1, h2, h3', { lineHeight: 1.2, margin: '0 0 0.5em' });
globalStyle('button, input, select, textarea', { font: 'inherit' });
