// A cart item's edit form (spec §4): a new date, pick-up and party, priced again before the item
// changes. A form that posts to the cart's route without scripts (ADR 265); with the browser's
// cart loaded it prices and changes the item in the page. Each refusal is said at its field
// (ADR 258).
import { useEffect, useMemo, useRef, useState } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { cartQuantityOptions } from '@trails/domain/cart';
import { formatLocalDate } from '@trails/domain/format';
import { MESSAGES } from '@trails/domain/messages';
import { parseDisplayDate } from '@trails/domain/tour-date';
import { Button } from '@trails/ui/button';
import { DatePicker, notADateMessage } from '@trails/ui/date-picker';
import { Select } from '@trails/ui/select';
import { browserApi } from '../../../shared/api/client.ts';
import { estimateCost } from '../../../shared/api/estimate-cost.ts';
import { useMinDate, useSoldOutDays } from '../../../shared/api/use-tour-dates.ts';
import { dayOf, lastBookableDay, localDateOf } from '../../../shared/lib/days.ts';
import type { PartyField } from '../../../shared/api/estimate-cost.ts';
import { dismissNotice, notify } from '../../../shared/components/notices.tsx';
import { changedBeforeScripts } from '../../../shared/forms/changed-before-scripts.ts';
import { PANEL_FIELDS } from '../../../shared/forms/plain-booking-fields.ts';
import { useFieldErrors } from '../../../shared/forms/use-field-errors.ts';
import type { FieldErrors } from '../../../shared/forms/use-field-errors.ts';
import { CART_FIELDS, UPDATE } from '../api/plain-cart-fields.ts';
import type { CartRefusal } from '../api/plain-cart-fields.ts';
import { useCart } from '../stores/cart-store.ts';
import type { CartItem } from '../stores/cart-store.ts';
import * as styles from './cart-page.css.ts';

const QUANTITIES = cartQuantityOptions().map((count) => ({
  value: String(count),
  label: String(count),
}));

/** The edit form's fields in the order they are drawn: the first refused one is focused. */
const EDIT_FIELDS: readonly PartyField[] = ['date', 'location', 'adults', 'children', 'infants'];

export function EditPanel({
  item,
  inBrowser,
  focusFirst,
  refusal,
  onUpdating,
  onDone,
}: {
  readonly item: CartItem;
  readonly inBrowser: boolean;
  /** Opened by the page's address (an Edit sent without scripts): its first field has focus. */
  readonly focusFirst: boolean;
  /** An Update sent without scripts and refused: the form starts as it was sent. */
  readonly refusal: CartRefusal | undefined;
  /** An Update is sent (checked here first, then priced). */
  readonly onUpdating?: (() => void) | undefined;
  readonly onDone: () => void;
}) {
  const update = useCart((state) => state.update);
  // The fields keep what is typed in them (uncontrolled): what a traveller typed before the
  // page's scripts took over stays, where a re-render of a controlled field wrote the item's
  // values back over it (a tester's date and party were lost so). Update reads the form.
  const sent = refusal?.values;
  const initial = {
    date: sent ? sent.date : formatLocalDate(item.from_date),
    location: String(sent?.location ?? item.location_id),
    adults: String(sent ? sent.adults : item.adults),
    children: String(sent ? sent.children : item.children),
    infants: String(sent ? sent.infants : item.infants),
  };
  const [busy, setBusy] = useState(false);
  // What the calendar needs: the first bookable date from the place chosen now, and the
  // sold-out days of the month it shows (the item's month first).
  const initialDay = parseDisplayDate(initial.date);
  const [placeId, setPlaceId] = useState<number | undefined>(Number(initial.location) || undefined);
  const [month, setMonth] = useState<string | undefined>(initialDay?.slice(0, 7));
  const minDate = useMinDate(item.activity.id, placeId);
  const soldOut = useSoldOutDays(item.activity.id, month);
  const lastDay = useMemo(() => lastBookableDay(), []);
  // Each refusal about a field is said at that field and focused, not in a 5-second notice
  // (ADR 258); a plain post's refusal starts the form with its messages (ADR 265).
  const { errors, refuse: refuseIn, changed } = useFieldErrors<PartyField>(refusal?.errors);
  const form = useRef<HTMLFormElement>(null);
  // A place chosen before the scripts took over (the form drawn open by the server) is the one
  // the first bookable date is asked for; the select itself keeps it (uncontrolled).
  useEffect(() => {
    const place = changedBeforeScripts(form.current)[PANEL_FIELDS.location];
    if (place !== undefined) setPlaceId(Number(place) || undefined);
  }, []);
  const refuse = (found: FieldErrors<PartyField>) => refuseIn(form.current, found);
  // Where focus starts when the server drew this form open: the first field refused, else the
  // message of a refusal about no one field, else (Edit sent without scripts) the date.
  const firstRefused = EDIT_FIELDS.find((field) => refusal?.errors[field] !== undefined);
  const focused: PartyField | undefined =
    firstRefused ?? (focusFirst && !refusal?.message ? 'date' : undefined);

  const apply = async (posted: FormData) => {
    const read = (field: keyof typeof PANEL_FIELDS) =>
      String(posted.get(PANEL_FIELDS[field]) ?? '');
    const date = read('date');
    const locationId = Number(read('location'));
    const [adults, children, infants] = [read('adults'), read('children'), read('infants')].map(
      (count) => Number(count) || 0,
    ) as [number, number, number];
    const localDate = parseDisplayDate(date);
    const found: Partial<Record<PartyField, string>> = {};
    // An empty box is a date not chosen; text is a date the box cannot read, said as such
    // (ADR 248).
    if (!localDate) found.date = date.trim() ? notADateMessage(date) : MESSAGES.pickupDateRequired;
    if (adults < 1) found.adults = MESSAGES.adultsRequired;
    if (!localDate || found.adults) {
      refuse(found);
      return;
    }
    // A new price is needed and there is no connection to ask for it: said plainly at once, not
    // "Could not load data" after a wait (a tester's finding). The form keeps what was typed.
    if (!onlineManager.isOnline()) {
      notify(MESSAGES.updateWaitsForConnection, 'error');
      return;
    }
    setBusy(true);
    const progress = notify(MESSAGES.updating);
    try {
      const answer = await estimateCost(browserApi(), {
        activityId: item.activity.id,
        date: localDate,
        locationId,
        adults,
        children,
        infants,
      });
      if (!answer.ok) {
        // The API names the field a refusal is about (ADR 257); a failure names none.
        if (answer.field) refuse({ [answer.field]: answer.message });
        else notify(answer.message, 'error');
        return;
      }
      if (answer.estimate.amount <= 0) {
        notify(MESSAGES.bookingFormIncorrect, 'error');
        return;
      }
      // Removed while its price was asked (a Remove tapped meanwhile): nothing to change or say.
      if (!useCart.getState().items.some((held) => held.activity.id === item.activity.id)) return;
      update(item.activity.id, {
        from_date: localDate,
        location_id: locationId,
        adults,
        children,
        infants,
        amount: answer.estimate.amount,
      });
      onDone();
    } catch {
      // The connection went while the price was asked.
      notify(
        onlineManager.isOnline() ? MESSAGES.couldNotLoadData : MESSAGES.updateWaitsForConnection,
        'error',
      );
    } finally {
      // The answer came: 'Updating...' goes, leaving the result (or the field's message) alone.
      dismissNotice(progress);
      setBusy(false);
    }
  };

  const counter = (field: 'adults' | 'children' | 'infants', label: string) => (
    <Select
      label={label}
      name={PANEL_FIELDS[field]}
      defaultValue={initial[field]}
      onChange={() => changed(field)}
      options={QUANTITIES}
      error={errors[field]}
      autoFocus={focused === field}
    />
  );

  return (
    <form
      ref={form}
      method="post"
      action="/cart"
      className={styles.edit}
      aria-label={`Change ${item.activity.name}`}
      onSubmit={(event) => {
        // Before the browser's cart is loaded the form posts, and the server changes the
        // cart's cookie copy (ADR 265).
        if (!inBrowser) return;
        event.preventDefault();
        onUpdating?.();
        void apply(new FormData(event.currentTarget));
      }}
    >
      <input type="hidden" name={CART_FIELDS.intent} value={UPDATE} />
      <input type="hidden" name={CART_FIELDS.tour} value={item.activity.id} />
      {refusal?.message && (
        // A refusal about no one field (a price that failed): said here, and focused.
        <p role="alert" tabIndex={-1} autoFocus={!firstRefused} className={styles.refusal}>
          {refusal.message}
        </p>
      )}
      {/* The booking panel's date box and calendar (ADR 273): the first bookable date from the
          chosen place, the sold-out days of the month shown, and the booking horizon. */}
      <DatePicker
        label="New date (dd/mm/yyyy)"
        name={PANEL_FIELDS.date}
        {...(initialDay ? { defaultValue: dayOf(initialDay) } : { defaultText: initial.date })}
        hint={minDate ? `Earliest date ${formatLocalDate(minDate)}` : undefined}
        minDate={minDate ? dayOf(minDate) : undefined}
        maxDate={lastDay}
        disabledDays={soldOut}
        onMonthShown={(shown) => setMonth(localDateOf(shown).slice(0, 7))}
        // Braced: an answer of false would refuse the change (the box would go back).
        onValueChange={() => {
          changed('date');
        }}
        error={errors.date}
        autoFocus={focused === 'date'}
        calendarLabel={`Choose a new date for ${item.activity.name} on the calendar`}
      />
      <Select
        label="Pick-up location"
        name={PANEL_FIELDS.location}
        defaultValue={initial.location}
        onChange={(event) => {
          setPlaceId(Number(event.target.value) || undefined);
          changed('location');
        }}
        options={item.activity.pickup_locations.map((location) => ({
          value: String(location.loc_id),
          label: location.location_name,
        }))}
        error={errors.location}
        autoFocus={focused === 'location'}
      />
      {counter('adults', 'Adults')}
      {counter('children', 'Children')}
      {counter('infants', 'Infants')}
      <div className={styles.editActions}>
        <Button type="submit" loading={busy}>
          Update
        </Button>
      </div>
    </form>
  );
}
