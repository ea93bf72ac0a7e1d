import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css.ts';

const solid = (backgroundColor: string, color: string = vars.color.status.onStatus) => ({
  backgroundColor,
  color,
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    borderRadius: vars.radius.pill,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  variants: {
    tone: {
      grey: solid(vars.color.status.grey),
      green: solid(vars.color.status.green),
      purple: solid(vars.color.status.purple),
      dark: solid(vars.color.status.dark),
      teal: solid(vars.color.status.teal),
      red: solid(vars.color.status.red),
      brand: solid(vars.color.brand.solid, vars.color.brand.onSolid),
      neutral: solid(vars.color.neutral.surfaceMuted, vars.color.neutral.text),
      info: solid(vars.color.feedback.infoSurface, vars.color.feedback.infoText),
      success: solid(vars.color.feedback.successSurface, vars.color.feedback.successText),
      warning: solid(vars.color.feedback.warningSurface, vars.color.feedback.warningText),
      danger: solid(vars.color.feedback.dangerSurface, vars.color.feedback.dangerText),
    },
    size: {
      sm: { padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.fontSize.xs },
      md: { padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});
