import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const icon = style({ color: vars.color.feedback.warningText, flexShrink: 0 });

export const heading = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
