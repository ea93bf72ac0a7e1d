// The payment page sends the traveller back to the booking with `?amendment=paid` once an
// amendment's balance is paid. The page says so once, and the parameter leaves the address
// (replaced, not a new history entry) so a reload or a shared link does not say it again.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGES } from '@trails/domain/messages';

const PARAM = 'amendment';

export function useAmendmentReturnNotice(): string | null {
  const [params, setParams] = useSearchParams();
  // Read once: the notice stays after the parameter is gone.
  const [notice] = useState(() =>
    params.get(PARAM) === 'paid' ? MESSAGES.amendmentBalancePaidNotice : null,
  );
  useEffect(() => {
    if (!params.has(PARAM)) return;
    const next = new URLSearchParams(params);
    next.delete(PARAM);
    setParams(next, { replace: true, preventScrollReset: true });
  }, [params, setParams]);
  return notice;
}
