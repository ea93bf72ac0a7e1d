// Page-layout classes of the site: containers, grids, strips and text helpers (ADR 052).
import { style } from '@vanilla-extract/css';
import { media, vars } from './theme.css.ts';

export const container = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: '0 16px',
});

export const section = style({ margin: '32px 0' });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: '4px', minWidth: 0 });
export const label = style({ fontWeight: 600, fontSize: '0.875rem' });
export const input = style({
  minHeight: '44px',
  padding: '8px 12px',
  border: `1px solid ${vars.border}`,
  borderRadius: vars.radius,
  background: vars.page,
  color: vars.text,
  width: '100%',
});
export const fieldError = style({ color: vars.danger, fontSize: '0.875rem', margin: 0 });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.divider}`,
  borderRadius: vars.radiusLarge,
  overflow: 'hidden',
  background: vars.page,
});

export const grid = style({
  display: 'grid',
  gap: '16px',
  gridTemplateColumns: '1fr',
  '@media': {
    [media.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const muted = style({ color: vars.textMuted });

export const strip = style({
  background: vars.brandSubtle,
  borderRadius: vars.radiusLarge,
  padding: '16px 24px',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 24px',
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const prose = style({ maxWidth: '72ch' });

/** A content page: the container with room above its title. */
export const page = style([container, { paddingTop: '24px' }]);

/**
 * Text a visitor wrote or brought in the address (reviews, messages, names, remarks, a searched
 * keyword): one long word breaks anywhere rather than widening the page past a phone's screen.
 * `anywhere`, not `break-word`, so the word no longer sets its box's smallest width in a flex
 * or grid row either.
 */
export const userText = style({ overflowWrap: 'anywhere' });
