// The payment page sends the traveller back to the booking with `?amendment=paid` once an
// amendment's balance is paid, `?amendment=declined` when the card was refused and
// `?amendment=cancelled` when they left without paying. The page says which once, and the
// parameter leaves the address (replaced, not a new history entry) so a reload or a shared link
// does not say it again.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGES } from '@trails/domain/messages';

const PARAM = 'amendment';

const NOTICES: Readonly<Record<string, string>> = {
  paid: MESSAGES.amendmentBalancePaidNotice,
  declined: MESSAGES.amendmentPaymentDeclinedNotice,
  cancelled: MESSAGES.amendmentPaymentCancelledNotice,
};

export function useAmendmentReturnNotice(): string | null {
  const [params, setParams] = useSearchParams();
  // Read once: the notice stays after the parameter is gone.
  const [notice] = useState(() => {
    const outcome = params.get(PARAM);
    return outcome !== null && Object.hasOwn(NOTICES, outcome) ? NOTICES[outcome]! : null;
  });
  useEffect(() => {
    if (!params.has(PARAM)) return;
    const next = new URLSearchParams(params);
    next.delete(PARAM);
    setParams(next, { replace: true, preventScrollReset: true });
  }, [params, setParams]);
  return notice;
}
