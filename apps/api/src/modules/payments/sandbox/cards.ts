// The sandbox's test cards (documented in apps/api/README.md). Any other well-formed number is
// declined as an unknown card, as a processor's test mode does.
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;

export type CardForm = { cardNumber: string; expiry: string; cvc: string; name: string };
export type CardErrors = Partial<Record<'card_number' | 'expiry' | 'cvc' | 'name', string>>;

/** Field errors of the card form, in the order the page shows them. */
export function cardErrors(card: CardForm, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) errors.card_number = 'Enter the card number.';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) {
    errors.expiry = 'Enter the expiry date as MM/YY.';
  } else {
    const year = 2000 + Number(expiry[2]);
    const month = Number(expiry[1]);
    const endOfMonth = new Date(Date.UTC(year, month, 1));
    if (endOfMonth <= now) errors.expiry = 'This card has expired.';
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit security code.';
  if (!card.name.trim()) errors.name = 'Enter the name on the card.';
  return errors;
}

export function cardOutcome(cardNumber: string): 'approved' | 'declined' {
  return cardNumber.replace(/[\s-]/g, '') === TEST_CARDS.success ? 'approved' : 'declined';
}
