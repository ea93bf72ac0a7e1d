import { useScriptsRunning } from '../../../shared/lib/use-scripts-running.ts';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatLocalDate, formatParty } from '@trails/domain/format';
import { parseDisplayDate } from '@trails/domain/tour-date';
import { MESSAGES, totalPricedFor } from '@trails/domain/messages';
import { centsFromDollars } from '@trails/domain/money';
import {
  pickupDateChoiceError,
  travellerCount,
  validateBookingPanel,
} from '@trails/domain/validation/booking-panel';
import type { Activity, CartItem } from '../../../shared/api/types.ts';
import { cartActivityOf } from '../../../shared/api/cart-activity.ts';
import { CheckoutLink } from '../../../shared/components/checkout-link.tsx';
import { isOffline } from '../../../shared/lib/connection.ts';
import { FavouriteButton } from '../../../shared/components/favourite-button.tsx';
import { dismissNotice, notify } from '../../../shared/components/notices.tsx';
import { FromPrice } from '../../../shared/components/from-price.tsx';
import { dayOf, lastBookableDay, localDateOf } from '../../../shared/lib/days.ts';
import { usd } from '../../../shared/lib/money.ts';
import * as ui from '../../../shared/styles/ui.css.ts';
import type { CostAnswer, PartyField } from '../../../shared/api/estimate-cost.ts';
import { useFieldErrors } from '../../../shared/forms/use-field-errors.ts';
import { changedBeforeScripts } from '../../../shared/forms/changed-before-scripts.ts';
import { costEstimateOptions, useCostEstimate } from '../../../shared/api/use-cost-estimate.ts';
import { useMinDate, useSoldOutDays } from '../../../shared/api/use-tour-dates.ts';
import { NO_PRESET } from '../booking-preset.ts';
import {
  ADD_TO_CART,
  BOOK_NOW,
  PANEL_FIELDS,
  refusalOfCheck,
  SEE_TOTAL,
} from '../../../shared/forms/plain-booking-fields.ts';
import type { PanelPosted } from '../../../shared/forms/plain-booking-fields.ts';
import type { BookableDates, BookingPreset } from '../booking-preset.ts';
import * as styles from './booking-panel.css.ts';
import { Button } from '@trails/ui/button';
import { Select } from '@trails/ui/select';
import { DatePicker } from '@trails/ui/date-picker';

/** The panel's anchor: the page an Add to cart posted without scripts returns to scrolls to it. */
export const BOOKING_PANEL_ID = 'book';

export type AddToCart = (item: CartItem) => 'added' | 'duplicate' | 'full';

interface BookingPanelProps {
  readonly activity: Activity;
  /** Puts an item in the cart; answers 'duplicate' when the tour is already there, 'full' when
   * the cart has no room (ADR 263). */
  readonly onAdd: AddToCart;
  /** Puts an item in the place of its tour's item in the cart (Book Now of a tour there). */
  readonly onReplace: (item: CartItem) => void;
  /** The tours already in the cart (adding one again is refused). */
  readonly cartActivityIds: readonly number[];
  /** After Book Now has put the item in the cart. */
  readonly onBookNow: () => void;
  /** The date and place of the search the traveller came from (ADR 251). */
  readonly preset?: BookingPreset;
  /**
   * The tour's first and last bookable dates, as the server knew them: the date's hint and the
   * calendar's bounds before a place is chosen, and without scripts.
   */
  readonly bookable?: BookableDates | undefined;
  /**
   * A plain post's answer: the panel starts as posted, with its refusal's messages (ADR 259) or
   * See total's price (ADR 283).
   */
  readonly posted?: PanelPosted | undefined;
  /** A plain post added this tour to the cart (ADR 259). */
  readonly added?: boolean;
}

/** The panel's fields in the form's order. */
const PARTY_FIELDS: readonly PartyField[] = ['location', 'date', 'adults', 'children', 'infants'];

/** The tour's count options, always starting at 0: a count can be taken back to none. */
function countOptions(options: readonly { id: number; label: string }[], fallbackMax: number) {
  const list =
    options.length > 0
      ? options
      : Array.from({ length: fallbackMax + 1 }, (_, id) => ({ id, label: String(id) }));
  return list.some((option) => option.id === 0) ? list : [{ id: 0, label: '0' }, ...list];
}

/**
 * Pick-up location, date, adults, children and infants, a live total from the cost estimate,
 * Add to cart and Book Now, favourite and share (spec §2, rules of §5).
 */
export function BookingPanel({
  activity,
  onAdd,
  onReplace,
  onBookNow,
  cartActivityIds,
  preset = NO_PRESET,
  bookable,
  posted,
  added = false,
}: BookingPanelProps) {
  const id = useId();
  const refused = posted && 'errors' in posted ? posted : undefined;
  const pricedPost = posted && 'amount' in posted ? posted : undefined;
  // A plain post's answer starts the panel as it was posted; else the search's preset does.
  const postedDate = posted ? parseDisplayDate(posted.values.date) : undefined;
  const start = posted
    ? { ...posted.values, locationId: posted.values.location, date: postedDate }
    : {
        locationId: preset.locationId,
        date: preset.date,
        adults: activity.include_adults === 1 ? 1 : 0,
        children: 0,
        infants: 0,
      };
  const [locationId, setLocationId] = useState<number | undefined>(start.locationId);
  const [date, setDate] = useState<string | undefined>(start.date);
  // The date box's text: a date the box cannot read is said as such, not as a missing date.
  const [dateText, setDateText] = useState(
    posted ? posted.values.date : preset.date ? formatLocalDate(preset.date) : '',
  );
  const [month, setMonth] = useState<string | undefined>(start.date?.slice(0, 7));
  const [adults, setAdults] = useState(start.adults);
  const [children, setChildren] = useState(start.children);
  const [infants, setInfants] = useState(start.infants);
  // A plain post's refusal: the page loads with focus on the first field to fix (ADR 258, 259).
  const firstRefused = PARTY_FIELDS.find((field) => refused?.errors[field] !== undefined);
  // A refusal about no one field, until the panel changes: a plain post's, or the cart's (in
  // it already, or full: ADR 263), which a notice alone said for a few seconds only.
  const [postedMessage, setPostedMessage] = useState(refused?.message);

  // The share sheet (or the copied address) needs scripts: without them, no Share button. The
  // live total needs them too: until they run, See total asks the route instead (ADR 283).
  const scriptsRun = useScriptsRunning();
  const queryClient = useQueryClient();
  const party = { activityId: activity.id, locationId, date, adults, children, infants };
  const estimate = useCostEstimate(party);
  const answer = estimate.data;
  // A pricing error shows its message and clears the amount (spec §8).
  const amountOf = (priced: CostAnswer | undefined) =>
    priced?.ok && date ? priced.estimate.amount : undefined;
  const amount = amountOf(answer);
  // See total's price, posted without scripts (ADR 283): shown while the panel shows the party it
  // is the price of and has no answer of its own (never, without scripts). Once a field changes
  // with scripts, the live total takes over; a changed party is never given the posted price.
  const postedTotal =
    pricedPost &&
    !answer &&
    locationId === pricedPost.values.location &&
    date === postedDate &&
    adults === pricedPost.values.adults &&
    children === pricedPost.values.children &&
    infants === pricedPost.values.infants
      ? pricedPost.amount
      : undefined;
  const total = amount ?? postedTotal;
  // Without scripts nothing redraws that total when a field changes: it says what it priced.
  const pricedPlace = activity.pickup_locations.find(
    (place) => place.loc_id === pricedPost?.values.location,
  );
  const pricedFor =
    pricedPost && postedTotal !== undefined && postedDate && pricedPlace
      ? totalPricedFor(
          formatParty(pricedPost.values),
          formatLocalDate(postedDate),
          pricedPlace.location_name,
        )
      : undefined;
  // The last party's price stays while this one's is on its way; it is never this party's.
  const updating = estimate.isPlaceholderData;
  // Offline, the query holds the price's request until the connection is back ('paused').
  const waitsForConnection = estimate.fetchStatus === 'paused';
  // The estimate's first date once a place is chosen (a page kept open past midnight learns the
  // new one), else the server's.
  const minDate = useMinDate(activity.id, locationId) ?? bookable?.first;
  const lastDay = useMemo(
    () => (bookable ? dayOf(bookable.last) : minDate ? lastBookableDay() : undefined),
    [bookable, minDate],
  );
  const soldOut = useSoldOutDays(activity.id, month);
  const pricingError = answer && !answer.ok ? answer.message : undefined;
  // The field a refusal of the price is about (ADR 257): said there, not under the total.
  const pricingField = answer && !answer.ok ? answer.field : undefined;
  // What Book Now and Add to cart refused, at its field and focused (ADR 258).
  const panel = useRef<HTMLElement>(null);
  // A place, a date and a party chosen before the scripts ran stay chosen (forms first): read
  // from the panel's form before this first pass draws the state it started with over them (a
  // tester's place and party went back to none and 1). The date box keeps its own text, but the
  // panel did not know it: it priced no date and Add to cart asked for one the box showed.
  useLayoutEffect(() => {
    const chosen = changedBeforeScripts(panel.current?.querySelector('form'));
    const count = (field: 'adults' | 'children' | 'infants') => {
      const value = chosen[PANEL_FIELDS[field]];
      return value === undefined ? undefined : travellerCount(Number(value));
    };
    const place = chosen[PANEL_FIELDS.location];
    if (place !== undefined) setLocationId(Number(place) || undefined);
    const typed = chosen[PANEL_FIELDS.date];
    if (typed !== undefined) {
      // yyyy-mm-dd, as the state keeps it; undefined while the text names no day.
      const day = parseDisplayDate(typed);
      setDate(day);
      setDateText(typed);
      if (day) setMonth(day.slice(0, 7));
    }
    const [a, c, i] = [count('adults'), count('children'), count('infants')];
    if (a !== undefined) setAdults(a);
    if (c !== undefined) setChildren(c);
    if (i !== undefined) setInfants(i);
  }, []);
  const {
    errors,
    refuse,
    say,
    changed: fieldChanged,
  } = useFieldErrors<PartyField>(refused?.errors);
  const changed = (field: PartyField) => {
    fieldChanged(field);
    setPostedMessage(undefined);
  };
  const errorAt = (field: PartyField) =>
    errors[field] ?? (pricingField === field ? pricingError : undefined);

  useEffect(() => {
    if (!pricingError) return;
    const shown = notify(pricingError, 'error');
    // The notice belongs to this answer: a corrected date, place or party takes it away at once,
    // so notices never pile up over the fields being corrected (the line under the form stays).
    return () => dismissNotice(shown);
  }, [pricingError]);
  useEffect(() => {
    if (estimate.isError) notify(MESSAGES.couldNotLoadData, 'error');
  }, [estimate.isError]);

  /**
   * This party's price: the one shown, or, when the shown one is the last party's (a count changed
   * a moment ago), this party's once it comes. A tap on Book Now then must not put the old price in
   * the cart (checkout would refuse it as changed). 'unpriced' when asking failed (the panel's own
   * notice says so) or the party changed meanwhile (the panel prices the new one): nothing to add.
   */
  const currentAmount = async (): Promise<number | undefined | 'unpriced'> => {
    if (!updating || locationId === undefined) return amount;
    // Waiting offline would carry the tap out whenever the connection comes back, minutes later
    // and on whatever page: say why nothing happens instead, and let the traveller tap again.
    if (!onlineManager.isOnline()) {
      notify(MESSAGES.priceWaitsForConnection, 'error');
      return 'unpriced';
    }
    try {
      return amountOf(await queryClient.fetchQuery(costEstimateOptions(party)));
    } catch {
      return 'unpriced';
    }
  };

  // A second tap while the first waits for the price is the same tap: one item, one checkout.
  const waiting = useRef(false);
  const once = (action: () => Promise<void>) => async () => {
    if (waiting.current) return;
    waiting.current = true;
    try {
      await action();
    } finally {
      waiting.current = false;
    }
  };

  const item = async (bookNow: boolean): Promise<CartItem | undefined> => {
    const price = await currentAmount();
    if (price === 'unpriced') return undefined;
    const result = validateBookingPanel({
      activityId: activity.id,
      pickupLocation: locationId,
      pickupDate: date,
      adults,
      children,
      infants,
      estimateCents: price === undefined ? undefined : centsFromDollars(price),
      // Book Now goes on to checkout even when the tour is in the cart already.
      cartActivityIds,
      bookNow,
    });
    if (!result.ok) {
      const { at, said } = refusalOfCheck(result.firstError, dateText);
      notify(said, 'error');
      // A refused price is already said at its field: focus goes there to correct it.
      if (at) refuse(panel.current, { [at]: said });
      else if (result.firstError.field === 'estimate' && pricingField) refuse(panel.current, {});
      else if (result.firstError.field === 'cart') setPostedMessage(said);
      return undefined;
    }
    return {
      user_id: null,
      from_date: date!,
      amount: price!,
      location_id: locationId!,
      adults: travellerCount(adults),
      children: travellerCount(children),
      infants: travellerCount(infants),
      activity: cartActivityOf(activity),
      bookNow,
    };
  };

  const addToCart = once(async () => {
    const next = await item(false);
    if (!next) return;
    const added = onAdd(next);
    if (added === 'duplicate') notify(MESSAGES.alreadyInCart, 'error');
    else if (added === 'full') notify(MESSAGES.cartFull, 'error');
    else notify(MESSAGES.addedToCart, 'success');
  });

  const bookNow = once(async () => {
    const next = await item(true);
    if (!next) return;
    // Already in the cart: the panel's choices take its place, and on to checkout (Book Now
    // books what the panel shows). Full: the panel's check said so already, unless another
    // tab filled the cart meanwhile.
    const added = onAdd(next);
    if (added === 'full') {
      notify(MESSAGES.cartFull, 'error');
      return;
    }
    if (added === 'duplicate') onReplace(next);
    // Checkout's page cannot load without a connection: the router would reload into the
    // browser's offline page (ADR 271). The trail is in the cart; say where it waits.
    if (isOffline()) {
      notify(MESSAGES.bookNowWaitsForConnection, 'error');
      return;
    }
    onBookNow();
  });

  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title: activity.title, url });
      } catch {
        // The visitor closed the share sheet: nothing to say.
      }
      return;
    }
    try {
      // No clipboard where the page is not a secure context (plain http): the call throws.
      await navigator.clipboard.writeText(url);
      notify(MESSAGES.linkCopied, 'success');
    } catch {
      notify(MESSAGES.linkNotCopied, 'error');
    }
  };

  const counter = (
    field: 'adults' | 'children' | 'infants',
    label: string,
    hint: string | undefined,
    value: number,
    set: (value: number) => void,
    options: readonly { id: number; label: string }[],
  ) => (
    <Select
      label={hint ? `${label} (${hint})` : label}
      name={PANEL_FIELDS[field]}
      autoFocus={firstRefused === field}
      value={String(value)}
      onChange={(event) => {
        set(Number(event.target.value));
        changed(field);
      }}
      options={options.map((option) => ({ value: String(option.id), label: option.label }))}
      error={errorAt(field)}
    />
  );

  const ages = (from: number | null, to: number | null) =>
    from !== null && to !== null ? `${from}–${to} yrs` : undefined;

  return (
    <section
      ref={panel}
      id={BOOKING_PANEL_ID}
      className={styles.panel}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        Book this trail
      </h2>
      <p className={styles.from}>
        from{' '}
        <strong>
          <FromPrice
            sellingPrice={activity.price.selling_price}
            discount={activity.deals?.subscription.deals.discount}
          />
        </strong>{' '}
        {activity.pricing_basis === 2 ? 'a group' : 'a person'}
      </p>
      {activity.pricing_basis === 2 && (
        <p className={styles.from}>
          One price for the whole party, a step up for a larger one: the total below is your
          party&apos;s.
        </p>
      )}
      {/* A real form (ADR 259): with scripts the panel books in the browser; without them, or
          tapped before they ran, the form posts to the tour's route, which books the same way. */}
      <form
        method="post"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          if (submitter?.getAttribute('value') === BOOK_NOW) void bookNow();
          else if (submitter?.getAttribute('value') === ADD_TO_CART) void addToCart();
        }}
        onKeyDown={(event) => {
          // Enter in the date box is not Book Now: a phone's Go key would leave for checkout
          // before the party is chosen. Without scripts Enter posts, as any form's does, with
          // the first submit button, See total (ADR 283): the party is priced, nothing booked.
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
            event.preventDefault();
          }
        }}
      >
        <Select
          label="Pick-up location"
          name={PANEL_FIELDS.location}
          autoFocus={firstRefused === 'location'}
          placeholder="Choose a pick-up location"
          value={locationId === undefined ? '' : String(locationId)}
          onChange={(event) => {
            setLocationId(Number(event.target.value) || undefined);
            changed('location');
          }}
          options={activity.pickup_locations.map((location) => ({
            value: String(location.loc_id),
            label: location.location_name,
          }))}
          error={errorAt('location')}
        />
        <DatePicker
          label="Pick-up date"
          name={PANEL_FIELDS.date}
          autoFocus={firstRefused === 'date'}
          {...(start.date ? { defaultValue: dayOf(start.date) } : {})}
          // A posted date the box could not read is shown as it was typed, with its message.
          {...(posted && !postedDate ? { defaultText: posted.values.date } : {})}
          hint={minDate ? `Earliest date ${formatLocalDate(minDate)}` : undefined}
          minDate={minDate ? dayOf(minDate) : undefined}
          // Bookings open a year ahead (ADR 272); the estimate refuses a date typed past it.
          // Known with the first bookable date: reading today's date in Sri Lanka builds an
          // Intl formatter, which a tour page's first load does without (ADR 200).
          {...(lastDay ? { maxDate: lastDay } : {})}
          disabledDays={soldOut}
          onMonthShown={(shown) => setMonth(localDateOf(shown).slice(0, 7))}
          error={errorAt('date')}
          onValueChange={(day, text) => {
            const error = pickupDateChoiceError({ pickupLocation: locationId });
            if (error) {
              notify(error, 'error');
              // Said too at the place, the field to fill first; focus stays in the date box.
              say('location', error);
              return false;
            }
            setDate(day && localDateOf(day));
            setDateText(text);
            changed('date');
            return true;
          }}
        />
        <div className={styles.counts}>
          {activity.include_adults === 1 &&
            counter(
              'adults',
              'Adults',
              ages(activity.adults_age_from, activity.adults_age_to),
              adults,
              setAdults,
              countOptions(activity.adults, 10),
            )}
          {activity.include_children === 1 &&
            counter(
              'children',
              'Children',
              ages(activity.children_age_from, activity.children_age_to),
              children,
              setChildren,
              countOptions(activity.children, 10),
            )}
          {activity.include_infants === 1 &&
            counter(
              'infants',
              'Infants',
              ages(activity.infant_age_from, activity.infant_age_to),
              infants,
              setInfants,
              countOptions(activity.infants, 10),
            )}
        </div>
        <div className={styles.totalRow}>
          {/* Busy while a changed party's price is on its way: the price is read once it comes,
            not 'Updating...' on every change of a count. */}
          <p
            className={styles.total}
            aria-live="polite"
            aria-busy={updating}
            // See total's answer loads with focus here, as a refusal's loads at its field (ADR
            // 283): the total is read out, and on a phone the panel, far below the gallery, comes
            // into view (an anchor in the address would stop autofocus).
            {...(pricedPost ? { tabIndex: -1, autoFocus: true } : {})}
            aria-describedby={!scriptsRun && pricedFor ? `${id}-priced-for` : undefined}
          >
            Total{' '}
            <strong data-testid="booking-total">
              {updating ? MESSAGES.updating : total !== undefined ? usd(total) : '—'}
            </strong>
          </p>
          {/* The live total needs scripts: until they run (or for good, without them) this asks
            the route for the party's price (ADR 283). First of the form's submit buttons, so
            Enter in the date box prices the party rather than leaving for checkout. Drawn by
            the server and by the first pass that hydrates it; gone once scripts run. */}
          {!scriptsRun && (
            <Button
              type="submit"
              name={PANEL_FIELDS.intent}
              value={SEE_TOTAL}
              variant="secondary"
              size="sm"
            >
              {pricedPost ? MESSAGES.updateTotal : MESSAGES.seeTotal}
            </Button>
          )}
        </div>
        {!scriptsRun && pricedFor && (
          <p id={`${id}-priced-for`} className={styles.pricedFor}>
            {pricedFor}
          </p>
        )}
        {waitsForConnection && <p className={ui.fieldError}>{MESSAGES.priceWaitsForConnection}</p>}
        {pricingError && !pricingField && (
          <p className={ui.fieldError} role="alert">
            {pricingError}
          </p>
        )}
        {postedMessage && (
          <p
            className={ui.fieldError}
            role="alert"
            // A plain post's refusal about no one field loads with focus here, as one about a
            // field loads with focus on it: on a phone the panel is far below the gallery, and
            // the message was out of sight (an anchor in the address would stop autofocus).
            tabIndex={-1}
            autoFocus={postedMessage === refused?.message && !firstRefused}
          >
            {postedMessage}
            {/* Refused by the spec's rule, the party chosen here would be lost: the cart's
                own form for this trail changes it (a tester's finding). */}
            {postedMessage === MESSAGES.alreadyInCart && (
              <>
                {' '}
                <Link to={`/cart?edit=${activity.id}`}>Change it in your cart</Link>
              </>
            )}
          </p>
        )}
        {added && (
          <p role="status">
            {MESSAGES.addedToCart}. <Link to="/cart">See your cart</Link> or{' '}
            <CheckoutLink>go to checkout</CheckoutLink>
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" name={PANEL_FIELDS.intent} value={BOOK_NOW}>
            Book Now
          </Button>
          <Button type="submit" name={PANEL_FIELDS.intent} value={ADD_TO_CART} variant="secondary">
            Add to cart
          </Button>
        </div>
      </form>
      <div className={styles.actions}>
        <FavouriteButton activityId={activity.id} />
        {scriptsRun && (
          <Button variant="ghost" icon="share" onClick={() => void share()}>
            Share
          </Button>
        )}
      </div>
    </section>
  );
}
