// The traveller's forms on one amendment: Pay its balance (ADR 219) and withdraw it (ADR 294).
// Both are real forms posted to the booking route's action, so they work before scripts run.
import { useFetcher, useParams } from 'react-router';
import { Button } from '@trails/ui/button';
import { formatUsd } from '@trails/domain/format';
import { centsFromDollars } from '@trails/domain/money';
import type { Booking } from '../api/get-my-booking.ts';
import type { BookingActionResult } from '../actions.ts';
import { useOneSendAtATime } from '../hooks/use-one-send-at-a-time.ts';
import { useActionResult } from '../hooks/use-action-result.ts';

export type Amendment = NonNullable<Booking['ammendments']>[number];

export const usd = (dollars: number) => formatUsd(centsFromDollars(dollars));

/**
 * An unpaid balance's Pay: a form posted to the route's action, which sends the browser to the
 * payment page — the open one, or a new one when the last was declined or abandoned (ADR 219).
 * `place` keeps two Pay buttons of one amendment (the table's, the waiting request's) apart, so
 * one answer is said once.
 */
export function PayBalance({
  amendment,
  place = 'table',
}: {
  readonly amendment: Amendment;
  readonly place?: 'table' | 'request';
}) {
  const { bid } = useParams();
  const fetcher = useFetcher<BookingActionResult>({
    key: `amendment-${amendment.id}-pay${place === 'table' ? '' : `-${place}`}`,
  });
  useActionResult(fetcher.data, fetcher.state === 'idle', Number(bid));
  const oneSendAtATime = useOneSendAtATime(fetcher);
  return (
    <fetcher.Form method="post" onSubmit={oneSendAtATime}>
      <input type="hidden" name="intent" value="pay-amendment" />
      <input type="hidden" name="amendment" value={amendment.id} />
      <Button type="submit" disabled={fetcher.state !== 'idle'}>
        Pay {usd(amendment.balance_amount)}
      </Button>
    </fetcher.Form>
  );
}

/** Withdraws the traveller's waiting request (ADR 294): no confirmation, it changes no booking. */
export function WithdrawAmendment({
  amendment,
  bookingId,
}: {
  readonly amendment: Amendment;
  readonly bookingId: number;
}) {
  const fetcher = useFetcher<BookingActionResult>({ key: `amendment-${amendment.id}-withdraw` });
  useActionResult(fetcher.data, fetcher.state === 'idle', bookingId);
  const oneSendAtATime = useOneSendAtATime(fetcher);
  return (
    <fetcher.Form method="post" onSubmit={oneSendAtATime}>
      <input type="hidden" name="intent" value="withdraw-amendment" />
      <input type="hidden" name="amendment" value={amendment.id} />
      <Button type="submit" variant="secondary" loading={fetcher.state !== 'idle'}>
        Withdraw this request
      </Button>
    </fetcher.Form>
  );
}
