// The payment page sends the traveller back to the booking with `?amendment=paid` once an
// amendment's balance is paid, `?amendment=declined` when the card was refused and
// `?amendment=cancelled` when they left without paying. The page says which once, and the
// parameter leaves the address (replaced, not a new history entry) so a reload or a shared link
// does not say it again.
//
// `paid` says what became of the money: an amendment that no longer waits (rejected, lapsed at its
// tour date, withdrawn by a cancellation — the traveller paid on a page left open) is not applied
// and its money goes back (ADR 220, 223), so "paid, the supplier decides" would not be true.
// Nor is it for one the supplier approved before the traveller landed (the payment page can be
// slow to send them back, the supplier quick): that one says the booking has the new details.
//
// A declined card is an alert (something went wrong and the traveller has to act, as the
// checkout's own decline is); the other outcomes are a status.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AmendmentStatus } from '@trails/domain/booking-status';
import { MESSAGES } from '@trails/domain/messages';

const PARAM = 'amendment';

const NOTICES: Readonly<Record<string, string>> = {
  paid: MESSAGES.amendmentBalancePaidNotice,
  declined: MESSAGES.amendmentPaymentDeclinedNotice,
  cancelled: MESSAGES.amendmentPaymentCancelledNotice,
};

/** What the page knows of the booking's amendments (oldest first, as the API lists them). */
type AmendmentSeen = { readonly status: number; readonly balance_amount: number };

/** What the page says, and whether it is an alert (`role="alert"`) rather than a status. */
export type AmendmentReturnNotice = { readonly text: string; readonly alert: boolean };

/**
 * The notice for an outcome. The payment page's way back names no amendment; a booking has at
 * most one waiting, and the one just paid is its latest with a balance to pay.
 */
export function amendmentReturnNotice(
  outcome: string | null,
  amendments: readonly AmendmentSeen[] | undefined,
): AmendmentReturnNotice | null {
  const text = noticeText(outcome, amendments);
  return text === null ? null : { text, alert: outcome === 'declined' };
}

function noticeText(
  outcome: string | null,
  amendments: readonly AmendmentSeen[] | undefined,
): string | null {
  if (outcome === null || !Object.hasOwn(NOTICES, outcome)) return null;
  if (outcome === 'paid') {
    const paid = amendments?.findLast((a) => a.balance_amount > 0);
    // Not found (the page knows no amendments yet) or still waiting: the supplier decides.
    if (paid === undefined || paid.status === AmendmentStatus.Pending) {
      return MESSAGES.amendmentBalancePaidNotice;
    }
    return paid.status === AmendmentStatus.Confirmed
      ? MESSAGES.amendmentPaidApprovedNotice
      : MESSAGES.amendmentPaidNotAppliedNotice;
  }
  return NOTICES[outcome]!;
}

export function useAmendmentReturnNotice(
  amendments: readonly AmendmentSeen[] | undefined,
): AmendmentReturnNotice | null {
  const [params, setParams] = useSearchParams();
  // Read once: the notice stays after the parameter is gone.
  const [outcome] = useState(() => params.get(PARAM));
  useEffect(() => {
    if (!params.has(PARAM)) return;
    const next = new URLSearchParams(params);
    next.delete(PARAM);
    setParams(next, { replace: true, preventScrollReset: true });
  }, [params, setParams]);
  return amendmentReturnNotice(outcome, amendments);
}
