// The dialog's surface is shared with ConfirmDialog (../../internal/overlay.css.ts).
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
