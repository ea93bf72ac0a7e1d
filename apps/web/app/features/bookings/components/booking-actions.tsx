// Amend Tour and Cancel Tour (spec §2: only for a Pending or Confirmed booking; Amend Tour also
// only until the tour starts, ADR 226). Both are real forms posted through the route's action
// (ADR 123). While an amendment waits, its place says what it waits for (the traveller's payment
// of a higher price, or the supplier) and offers to withdraw it (ADR 294). Before the traveller
// confirms a cancellation, the page says what it will do — free and immediate until the
// deadline, a request after it — with the deadline in the traveller's own time zone and in Sri
// Lanka's (ADR 121).
import { useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '@trails/ui/button';
import { Select } from '@trails/ui/select';
import { DatePicker } from '@trails/ui/date-picker';
import { tourDateAt } from '@trails/domain/tour-date';
import {
  BookingStatus,
  isAmendable,
  isCancellable,
  isBookingStatus,
} from '@trails/domain/booking-status';
import { tourStart } from '@trails/domain/cancellation';
import { TOUR_TIME_ZONE } from '@trails/domain/constants';
import { dayOf, lastBookableDay, localDateOf } from '../../../shared/lib/days.ts';
import type { Booking } from '../api/get-my-booking.ts';
import { useTourOptions } from '../api/get-tour-options.ts';
import { AmendedPrice, bookedParty, partyOf } from './amended-price.tsx';
import type { AmendedParty } from './amended-price.tsx';
import type { BookingActionResult } from '../actions.ts';
import { useActionResult } from '../hooks/use-action-result.ts';
import { useOneSendAtATime } from '../hooks/use-one-send-at-a-time.ts';
import { PayBalance, usd, WithdrawAmendment } from './amendment-forms.tsx';
import type { Amendment } from './amendment-forms.tsx';
import * as styles from './bookings.css.ts';

const FORMAT: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** The deadline as the traveller's browser reads it, and in Sri Lanka. */
export function deadlineTexts(deadline: string, localZone?: string) {
  const instant = new Date(deadline);
  const local = new Intl.DateTimeFormat('en-GB', {
    ...FORMAT,
    ...(localZone ? { timeZone: localZone } : {}),
    timeZoneName: 'short',
  }).format(instant);
  const colombo = new Intl.DateTimeFormat('en-GB', { ...FORMAT, timeZone: TOUR_TIME_ZONE }).format(
    instant,
  );
  return { local: `${local} (your time)`, colombo: `${colombo} (Sri Lanka time)` };
}

function CancelTour({ booking }: { readonly booking: Booking }) {
  const fetcher = useFetcher<BookingActionResult>({ key: `booking-${booking.id}-cancel` });
  useActionResult(fetcher.data, fetcher.state === 'idle', booking.id);
  const oneSendAtATime = useOneSendAtATime(fetcher);
  const cancellation = booking.cancellation;
  if (cancellation?.requested_at) {
    return (
      <p className={styles.notice}>
        Your cancellation request was sent; the supplier decides it and we mail you the answer.
      </p>
    );
  }
  const deadline = cancellation ? deadlineTexts(cancellation.deadline) : null;
  return (
    <details className={styles.panel}>
      <summary>Cancel Tour</summary>
      {deadline && cancellation?.free ? (
        <p>
          Free cancellation until {deadline.local} — {deadline.colombo}. Cancelling now cancels the
          booking at once and gives your money back: a hold on your card is released, a charge is
          refunded.
        </p>
      ) : (
        deadline && (
          <p>
            The free-cancellation deadline ({deadline.local} — {deadline.colombo}) has passed.
            Cancelling now sends a request to the supplier, who decides; your booking stays as it is
            until then.
          </p>
        )
      )}
      <fetcher.Form method="post" onSubmit={oneSendAtATime}>
        <input type="hidden" name="intent" value="cancel" />
        <Button type="submit" variant="danger" loading={fetcher.state !== 'idle'}>
          {cancellation?.free ? 'Yes, cancel my booking' : 'Send cancellation request'}
        </Button>
      </fetcher.Form>
    </details>
  );
}

/**
 * The request that waits. A higher price not paid yet waits for the traveller, not the supplier:
 * the supplier can approve it only once it is paid (ADR 219). Withdrawing it (ADR 294) keeps the
 * booking as it is; a balance already paid comes back.
 */
function WaitingAmendment({
  booking,
  amendment,
}: {
  readonly booking: Booking;
  readonly amendment: Amendment;
}) {
  const balance = amendment.balance_amount;
  const unpaid = balance > 0 && !amendment.balance_paid;
  return (
    <div className={styles.panel}>
      {unpaid ? (
        <p className={styles.notice}>
          Your amendment request is waiting for your payment of {usd(balance)}: the supplier can
          approve the change only once it is paid. Until then your booking stays as it is.
        </p>
      ) : (
        <p className={styles.notice}>
          Your amendment request is waiting for the supplier&apos;s decision; we mail you the
          answer.
        </p>
      )}
      <p className={styles.notice}>
        To ask for a different change, withdraw this request first
        {balance > 0 && amendment.balance_paid
          ? `: the ${usd(balance)} you paid for it comes back to your card.`
          : '.'}
      </p>
      {amendment.id !== undefined && (
        <div className={styles.actions}>
          {unpaid && <PayBalance amendment={amendment} place="request" />}
          <WithdrawAmendment amendment={amendment} bookingId={booking.id} />
        </div>
      )}
    </div>
  );
}

function options(list: readonly { id: number; label: string }[], fallbackMax: number) {
  const source = list.length
    ? list
    : Array.from({ length: fallbackMax + 1 }, (_, id) => ({ id, label: String(id) }));
  return source.map((option) => ({ value: String(option.id), label: option.label }));
}

function AmendTour({ booking }: { readonly booking: Booking }) {
  const fetcher = useFetcher<BookingActionResult>({ key: `booking-${booking.id}-amend` });
  useActionResult(fetcher.data, fetcher.state === 'idle', booking.id);
  const oneSendAtATime = useOneSendAtATime(fetcher);
  const tour = useTourOptions(booking.activity_id);
  const [party, setParty] = useState<AmendedParty>(() => bookedParty(booking));
  const form = useRef<HTMLFormElement>(null);
  // A field's error belongs to the answer about what it held: once the traveller changes the
  // field, its error goes (a corrected date still said "The first available date is …").
  const [changed, setChanged] = useState<{ answer: unknown; fields: ReadonlySet<string> }>({
    answer: undefined,
    fields: new Set(),
  });
  const changedFields = changed.answer === fetcher.data ? changed.fields : new Set<string>();
  const fieldChanged = (field: string) =>
    setChanged({ answer: fetcher.data, fields: new Set([...changedFields, field]) });
  const answered = fetcher.data && !fetcher.data.ok ? (fetcher.data.errors ?? {}) : {};
  const errors = Object.fromEntries(
    Object.entries(answered).filter(([field]) => !changedFields.has(field)),
  ) as typeof answered;
  const locations = (tour.data?.locations ?? []).map((l) => ({
    value: String(l.loc_id),
    label: l.location_name,
  }));
  if (!locations.some((l) => l.value === String(booking.location_id)) && booking.location_id) {
    locations.unshift({
      value: String(booking.location_id),
      label: booking.pickup?.location_name ?? '',
    });
  }
  // One request at a time (the API refuses a second while one waits): say what it waits for,
  // and offer to withdraw it to ask for another change.
  const waiting = booking.ammendments?.find(
    (amendment) => amendment.status === BookingStatus.Pending,
  );
  if (waiting) return <WaitingAmendment booking={booking} amendment={waiting} />;
  return (
    <details className={styles.panel}>
      <summary>Amend Tour</summary>
      <p className={styles.notice}>
        Choose a new date, pick-up or party. We price the change; a higher price comes with a
        payment link for the difference, a lower one is refunded once the supplier approves.
      </p>
      <fetcher.Form
        ref={form}
        method="post"
        className={styles.form}
        onSubmit={oneSendAtATime}
        onChange={(event) => {
          setParty(partyOf(event.currentTarget));
          const field = (event.target as { name?: unknown }).name;
          if (typeof field === 'string' && field) fieldChanged(field);
        }}
      >
        <input type="hidden" name="intent" value="amend" />
        <input type="hidden" name="aid" value={booking.activity_id} />
        {/* The site's own date box, as on the tour page: dd/mm/yyyy however the browser's
            locale writes dates (the browser's date field showed 12/20/2026 to a US phone), with
            its calendar; it posts the text as typed or picked. */}
        <DatePicker
          name="pud"
          label="Pick-up date"
          required
          defaultValue={dayOf(booking.start_date)}
          minDate={dayOf(tourDateAt(new Date()))}
          maxDate={lastBookableDay()}
          error={errors.pud?.[0]}
          onValueChange={(day) => {
            // A day picked on the calendar changes no field the form hears: price it here.
            const current = form.current ? partyOf(form.current) : party;
            setParty({ ...current, date: day ? localDateOf(day) : '' });
            fieldChanged('pud');
          }}
        />
        <Select
          name="pul"
          label="Pick-up location"
          required
          defaultValue={String(booking.location_id ?? '')}
          options={locations}
          error={errors.pul?.[0]}
        />
        <Select
          name="na"
          label="Adults"
          defaultValue={String(booking.num_adults)}
          options={options(tour.data?.adults ?? [], 4).filter((o) => o.value !== '0')}
          error={errors.na?.[0]}
        />
        <Select
          name="nc"
          label="Children"
          defaultValue={String(booking.num_children)}
          options={options(tour.data?.children ?? [], 4)}
          error={errors.nc?.[0]}
        />
        <Select
          name="ni"
          label="Infants"
          defaultValue={String(booking.num_infants)}
          options={options(tour.data?.infants ?? [], 4)}
          error={errors.ni?.[0]}
        />
        <AmendedPrice booking={booking} party={party} />
        <div>
          <Button type="submit" loading={fetcher.state !== 'idle'}>
            Request amendment
          </Button>
        </div>
      </fetcher.Form>
    </details>
  );
}

/**
 * Whether the booking's tour has started (its date and pick-up time, Sri Lanka): the API refuses
 * an amendment from then on (ADR 226), so the page does not offer one. The browser's clock only
 * hides the form; the API's refusal stays the rule.
 */
export function tourHasStarted(booking: Booking, now: number = Date.now()): boolean {
  return now >= tourStart(booking.start_date, booking.pickup?.pickup_time).getTime();
}

/** The two buttons of a Pending or Confirmed booking; nothing for the other statuses. */
export function BookingActions({ booking }: { readonly booking: Booking }) {
  if (!isBookingStatus(booking.status)) return null;
  // A cancellation request waiting for the supplier: the API refuses an amendment meanwhile (a
  // tester priced one, then met the refusal), so none is offered; one already waiting still
  // shows, with its Pay and Withdraw.
  const cancelling = Boolean(booking.cancellation?.requested_at);
  const waiting = booking.ammendments?.some((a) => a.status === BookingStatus.Pending) ?? false;
  const amendable =
    isAmendable(booking.status) && !tourHasStarted(booking) && (!cancelling || waiting);
  const cancellable = isCancellable(booking.status);
  if (!amendable && !cancellable) return null;
  return (
    <div className={styles.section}>
      {amendable && <AmendTour booking={booking} />}
      {cancellable && <CancelTour booking={booking} />}
    </div>
  );
}
