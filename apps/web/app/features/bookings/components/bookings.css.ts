import { style } from '@vanilla-extract/css';
import { mediaQuery } from '@trails/ui/tokens';
import { vars } from '@trails/ui/theme';
import { userText } from '../../../shared/styles/ui.css.ts';

export const heading = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const notice = style({ margin: 0, color: vars.color.neutral.textMuted });

export const titleCell = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
});

export const alert = style({ color: vars.color.feedback.dangerText, flexShrink: 0 });

export const summary = style({
  display: 'grid',
  // One column no wider than the page on a phone: an `auto` column grows to its widest
  // unbreakable content, and the cover image, drawn at the column's width, with it.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [mediaQuery.medium]: { gridTemplateColumns: '18rem 1fr', alignItems: 'start' } },
});

export const cover = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  display: 'block',
});

// The names take what they need, up to 40% of the list; beyond that they wrap. At 320 px the
// longest name on one line ('Pax (adults/children/infants)', ~200 px) left the values too little
// room, and the status badge and the booking reference pushed the page past the screen.
export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const factName = style({ color: vars.color.neutral.textMuted });

// Names, hotels and remarks the traveller typed.
export const factValue = style([userText, { margin: 0 }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const thread = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const message = style([
  userText,
  {
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.neutral.surfaceSunken,
    maxWidth: '40rem',
  },
]);

export const ownMessage = style({ alignSelf: 'flex-end', background: vars.color.brand.subtle });

export const removed = style({ fontStyle: 'italic', color: vars.color.neutral.textMuted });

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.neutral.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const panel = style({
  border: `1px solid ${vars.color.neutral.divider}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

// The e-ticket (ADR 170): a card with the QR code beside the facts a guide checks.
export const ticket = style({
  border: `2px solid ${vars.color.brand.subtle}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '44rem',
});

export const ticketHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const ticketTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const ticketBody = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mediaQuery.medium]: { gridTemplateColumns: '11rem 1fr', alignItems: 'start' } },
});

export const qr = style({
  width: '11rem',
  height: '11rem',
  display: 'block',
  background: 'white',
  borderRadius: vars.radius.md,
});

export const travellerList = style({ margin: 0, paddingLeft: '1.2em' });

/** The dashboard's 'Recent' card. */
export const recent = style({
  display: 'grid',
  gap: '8px',
  padding: '16px',
  border: `1px solid ${vars.color.neutral.divider}`,
  borderRadius: vars.radius.lg,
  maxWidth: '480px',
});

/** The Recent card when the bookings could not be loaded: the message, then 'Try again'. */
export const loadError = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

/**
 * A link that stands alone (My Bookings' View, a booking's way back): a target a finger can take
 * (WCAG 2.5.8, 24 px); a line of text made them 19–21 px tall (a tester's finding).
 */
export const targetLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  minWidth: 24,
});
