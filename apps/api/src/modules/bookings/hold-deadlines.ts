// When an undecided hold is released and its supplier reminded (ADR 152, 206): one rule for the
// hold guard that acts on it and the supplier's mail that states it.
const HOUR_MS = 3600 * 1000;
/** How long before the provider's deadline we release: room for retries and a slow provider. */
export const RELEASE_BEFORE_EXPIRY_HOURS = 12;
/** How long before that release the supplier is reminded. */
export const SUPPLIER_REMINDER_HOURS = 48;

/** How long before its tour starts an undecided hold is released. */
export const RELEASE_BEFORE_START_HOURS = 2;

/**
 * When the supplier is reminded and when the hold is released: 12 hours before the provider's
 * deadline (when it sets one) or two hours before the tour starts, whichever comes first; the
 * reminder 48 hours before that release (at once, when that has passed).
 */
export function holdDeadlines(
  captureBefore: Date | null,
  tourStartsAt: Date,
): { remindAt: Date; releaseAt: Date } {
  const byTour = tourStartsAt.getTime() - RELEASE_BEFORE_START_HOURS * HOUR_MS;
  const byProvider = captureBefore
    ? captureBefore.getTime() - RELEASE_BEFORE_EXPIRY_HOURS * HOUR_MS
    : Number.POSITIVE_INFINITY;
  const releaseAt = new Date(Math.min(byTour, byProvider));
  return { releaseAt, remindAt: new Date(releaseAt.getTime() - SUPPLIER_REMINDER_HOURS * HOUR_MS) };
}
