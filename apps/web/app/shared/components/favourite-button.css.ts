import { style } from '@vanilla-extract/css';

/** The heart's form takes no box of its own: the button sits in the card or panel as before. */
export const form = style({ display: 'contents' });
