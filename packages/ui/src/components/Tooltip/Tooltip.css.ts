import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const content = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: 280,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.neutral.inverse,
  color: vars.color.neutral.onInverse,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.md,
});

export const arrow = style({ fill: vars.color.neutral.inverse });
