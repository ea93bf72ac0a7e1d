import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { cartQuantityOptions } from '@trails/domain/cart';
import { cartDateBadge, formatLocalDate } from '@trails/domain/format';
import { MESSAGES } from '@trails/domain/messages';
import { parseDisplayDate } from '@trails/domain/tour-date';
import { durationLabel, isDurationUnit } from '@trails/domain/tour';
import { browserApi } from '../../../shared/api/client.ts';
import { estimateCost } from '../../../shared/api/estimate-cost.ts';
import type { PartyField } from '../../../shared/api/estimate-cost.ts';
import { dismissNotice, notify } from '../../../shared/components/notices.tsx';
import { useFieldErrors } from '../../../shared/forms/use-field-errors.ts';
import type { FieldErrors } from '../../../shared/forms/use-field-errors.ts';
import { usd } from '../../../shared/lib/money.ts';
import { SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../../../shared/lib/site.ts';
import * as ui from '../../../shared/styles/ui.css.ts';
import { useCartHydration } from '../hooks/use-cart-hydration.ts';
import { useCart } from '../stores/cart-store.ts';
import type { CartItem } from '../stores/cart-store.ts';
import * as styles from './cart-page.css.ts';
import { CART_FIELDS, REMOVE, UPDATE } from '../api/plain-cart-fields.ts';
import type { CartRefusal } from '../api/plain-cart-fields.ts';
import { PANEL_FIELDS } from '../../../shared/forms/plain-booking-fields.ts';
import { Button } from '@trails/ui/button';
import { Select } from '@trails/ui/select';
import { TextField } from '@trails/ui/text-field';
import { notADateMessage } from '@trails/ui/date-picker';

const QUANTITIES = cartQuantityOptions().map((count) => ({
  value: String(count),
  label: String(count),
}));

/** A row of the cookie copy whose tour could not be read now (gone, or no answer). */
const UNREAD_TOUR =
  'A trail in your cart cannot be shown now: it may no longer be available. Remove it, or reload this page later.';

/** The cart page (spec §2 Cart), drawn first from the cart's cookie copy (ADR 265). */
export function CartPage({
  serverItems = [],
  unread = [],
  postedIds = [],
  editing = null,
  refusal,
}: {
  /** The cart's cookie copy, as the server read it: the page until the browser's cart loads. */
  readonly serverItems?: readonly CartItem[];
  /** Tours of the copy the server could not read: each drawn with its Remove. */
  readonly unread?: readonly number[];
  /** The plain posts' tours the browser's cart has not taken yet (ADR 259). */
  readonly postedIds?: readonly number[];
  /** The tour whose Edit was sent without scripts (`?edit=`): its form is drawn open. */
  readonly editing?: number | null;
  /** An Update sent without scripts and refused: its item's form is drawn as it was sent. */
  readonly refusal?: CartRefusal | undefined;
}) {
  const hydrated = useCartHydration();
  const stored = useCart((state) => state.items);
  // Until the browser's cart has taken a plain post's items, an empty browser cart does not
  // hide them (as at checkout); their forms still post.
  const posted = serverItems.filter((item) => postedIds.includes(item.activity.id));
  const fromStore = hydrated && (stored.length > 0 || posted.length === 0);
  const items = fromStore ? stored : hydrated ? posted : serverItems;
  const unreadIds = hydrated ? [] : unread;
  const navigate = useNavigate();
  const hadItems = useRef(false);

  useEffect(() => {
    if (!hydrated) return;
    if (stored.length > 0) hadItems.current = true;
    // A cart that becomes empty sends the visitor back to search (spec §4).
    else if (hadItems.current) void navigate('/search?key=');
  }, [hydrated, stored.length, navigate]);

  const total = items.reduce((sum, item) => sum + item.amount, 0);
  const openAtFirst = refusal?.activityId ?? editing;
  // A refused Update of an item the page cannot draw (its tour is gone): said at the top.
  const unplaced =
    refusal && !items.some((item) => item.activity.id === refusal.activityId)
      ? (refusal.message ?? Object.values(refusal.errors)[0])
      : undefined;

  return (
    <div className={ui.page}>
      <h1>Your cart</h1>
      {unplaced && (
        <p role="alert" tabIndex={-1} autoFocus className={styles.refusal}>
          {unplaced}
        </p>
      )}
      {items.length === 0 && unreadIds.length === 0 ? (
        <div className={styles.empty}>
          <p>{MESSAGES.cartEmpty}</p>
          <Button asChild>
            <Link to="/search?key=">Find a trail</Link>
          </Button>
        </div>
      ) : (
        <div className={styles.layout}>
          <ol className={styles.list} aria-label="Cart items">
            {items.map((item, index) => (
              <CartLine
                key={`${item.activity.id}`}
                item={item}
                index={index}
                inBrowser={fromStore}
                openAtFirst={openAtFirst === item.activity.id}
                refusal={refusal?.activityId === item.activity.id ? refusal : undefined}
              />
            ))}
            {unreadIds.map((id) => (
              <li key={`unread-${id}`} className={styles.item}>
                <div className={styles.unread}>
                  <p>{UNREAD_TOUR}</p>
                  <RemoveForm activityId={id} label="Remove the trail that cannot be shown" />
                </div>
              </li>
            ))}
          </ol>
          <aside className={styles.summary} aria-label="Cart total">
            <p className={styles.total}>
              Total <strong data-testid="cart-total">{usd(total)}</strong>
            </p>
            <p className={ui.muted}>{MESSAGES.noAdditionalTaxesAndFees}</p>
            <Button asChild fullWidth>
              <Link to="/checkout">Check out</Link>
            </Button>
            <ul className={styles.promises}>
              <li>{MESSAGES.lowestPriceGuarantee}</li>
              <li>{MESSAGES.globalSupport}</li>
            </ul>
            <p>
              Call us: <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a>
            </p>
          </aside>
        </div>
      )}
    </div>
  );
}

/** '1 adult', '3 adults', '0 children'. */
function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function CartLine({
  item,
  index,
  inBrowser,
  openAtFirst,
  refusal,
}: {
  readonly item: CartItem;
  readonly index: number;
  /** The browser's cart is loaded: its forms change it here instead of posting. */
  readonly inBrowser: boolean;
  readonly openAtFirst: boolean;
  readonly refusal: CartRefusal | undefined;
}) {
  const remove = useCart((state) => state.remove);
  const [editing, setEditing] = useState(openAtFirst);
  // The server's reasons to draw the form open (an Edit or a refused Update sent without
  // scripts) hold for its first opening only: reopened later, the form starts from the item.
  const [firstOpening, setFirstOpening] = useState(openAtFirst);
  const close = () => {
    setEditing(false);
    setFirstOpening(false);
  };
  const editButton = useRef<HTMLButtonElement>(null);
  const badge = cartDateBadge(item.from_date);
  const { activity } = item;
  const location = activity.pickup_locations.find((loc) => loc.loc_id === item.location_id);
  return (
    <li className={styles.item}>
      <div className={styles.badge} aria-label={`Date ${formatLocalDate(item.from_date)}`}>
        <span>{badge.month}</span>
        <strong>{badge.day}</strong>
        <span>{badge.year}</span>
      </div>
      <img
        className={styles.image}
        src={activity.image}
        alt=""
        width={120}
        height={80}
        loading="lazy"
      />
      <div className={styles.details}>
        <h2 className={styles.name}>{activity.name}</h2>
        <p className={ui.muted}>
          {count(item.adults, 'adult')}, {count(item.children, 'child', 'children')},{' '}
          {count(item.infants, 'infant')}
          {location ? ` · from ${location.location_name}` : ''}
        </p>
        <p className={ui.muted}>
          Approx.{' '}
          {isDurationUnit(activity.duration)
            ? durationLabel(activity.duration_value, activity.duration)
            : activity.duration_value}
        </p>
        <p className={styles.price}>{usd(item.amount)}</p>
        <div className={styles.actions}>
          {/* Forms first (ADR 265): Edit asks for the page with this item's form open, Remove
              posts; once the browser's cart is loaded both act here. */}
          <form
            method="get"
            action="/cart"
            onSubmit={(event) => {
              if (!inBrowser) return;
              event.preventDefault();
              if (editing) close();
              else setEditing(true);
            }}
          >
            {/* Sent while the form is open (no scripts), Edit asks for the cart alone: closed. */}
            {!editing && <input type="hidden" name="edit" value={activity.id} />}
            <Button
              ref={editButton}
              type="submit"
              variant="secondary"
              size="sm"
              aria-expanded={editing}
            >
              Edit
            </Button>
          </form>
          <RemoveForm
            activityId={activity.id}
            label={`Remove ${activity.name}`}
            onRemove={inBrowser ? () => remove(index) : undefined}
          />
        </div>
        {editing && (
          <EditPanel
            item={item}
            index={index}
            inBrowser={inBrowser}
            focusFirst={firstOpening}
            refusal={firstOpening ? refusal : undefined}
            onDone={() => {
              // The panel and its Update button go: focus would fall to the page. The Edit
              // button stays, right after the date, party and price just changed, and reopens
              // the panel (a disclosure gives focus back to its toggle).
              editButton.current?.focus();
              close();
            }}
          />
        )}
      </div>
    </li>
  );
}

/**
 * Remove as a form (ADR 265): posted to the cart's route without scripts; `onRemove`, once the
 * browser's cart is loaded, takes the item out there instead.
 */
function RemoveForm({
  activityId,
  label,
  onRemove,
}: {
  readonly activityId: number;
  readonly label: string;
  readonly onRemove?: (() => void) | undefined;
}) {
  return (
    <form
      method="post"
      action="/cart"
      onSubmit={(event) => {
        if (!onRemove) return;
        event.preventDefault();
        onRemove();
      }}
    >
      <input type="hidden" name={CART_FIELDS.intent} value={REMOVE} />
      <input type="hidden" name={CART_FIELDS.tour} value={activityId} />
      <Button type="submit" variant="ghost" size="sm" aria-label={label}>
        Remove
      </Button>
    </form>
  );
}

/** The edit form's fields in the order they are drawn: the first refused one is focused. */
const EDIT_FIELDS: readonly PartyField[] = ['date', 'location', 'adults', 'children', 'infants'];

function EditPanel({
  item,
  index,
  inBrowser,
  focusFirst,
  refusal,
  onDone,
}: {
  readonly item: CartItem;
  readonly index: number;
  readonly inBrowser: boolean;
  /** Opened by the page's address (an Edit sent without scripts): its first field has focus. */
  readonly focusFirst: boolean;
  /** An Update sent without scripts and refused: the form starts as it was sent. */
  readonly refusal: CartRefusal | undefined;
  readonly onDone: () => void;
}) {
  const update = useCart((state) => state.update);
  const sent = refusal?.values;
  const [date, setDate] = useState(sent ? sent.date : formatLocalDate(item.from_date));
  const [locationId, setLocationId] = useState(sent?.location ?? item.location_id);
  const [adults, setAdults] = useState(sent ? sent.adults : item.adults);
  const [children, setChildren] = useState(sent ? sent.children : item.children);
  const [infants, setInfants] = useState(sent ? sent.infants : item.infants);
  const [busy, setBusy] = useState(false);
  // Each refusal about a field is said at that field and focused, not in a 5-second notice
  // (ADR 258); a plain post's refusal starts the form with its messages (ADR 265).
  const { errors, refuse: refuseIn, changed } = useFieldErrors<PartyField>(refusal?.errors);
  const form = useRef<HTMLFormElement>(null);
  const refuse = (found: FieldErrors<PartyField>) => refuseIn(form.current, found);
  // Where focus starts when the server drew this form open: the first field refused, else the
  // message of a refusal about no one field, else (Edit sent without scripts) the date.
  const firstRefused = EDIT_FIELDS.find((field) => refusal?.errors[field] !== undefined);
  const focused: PartyField | undefined =
    firstRefused ?? (focusFirst && !refusal?.message ? 'date' : undefined);

  const apply = async () => {
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
      update(index, {
        from_date: localDate,
        location_id: locationId,
        adults,
        children,
        infants,
        amount: answer.estimate.amount,
      });
      onDone();
    } catch {
      notify(MESSAGES.couldNotLoadData, 'error');
    } finally {
      // The answer came: 'Updating...' goes, leaving the result (or the field's message) alone.
      dismissNotice(progress);
      setBusy(false);
    }
  };

  const counter = (
    field: PartyField,
    label: string,
    value: number,
    set: (value: number) => void,
  ) => (
    <Select
      label={label}
      name={PANEL_FIELDS[field]}
      value={String(value)}
      onChange={(event) => {
        set(Number(event.target.value));
        changed(field);
      }}
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
        void apply();
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
      <TextField
        label="New date (dd/mm/yyyy)"
        name={PANEL_FIELDS.date}
        value={date}
        inputMode="numeric"
        placeholder="dd/mm/yyyy"
        onChange={(event) => {
          setDate(event.target.value);
          changed('date');
        }}
        error={errors.date}
        autoFocus={focused === 'date'}
      />
      <Select
        label="Pick-up location"
        name={PANEL_FIELDS.location}
        value={String(locationId)}
        onChange={(event) => {
          setLocationId(Number(event.target.value));
          changed('location');
        }}
        options={item.activity.pickup_locations.map((location) => ({
          value: String(location.loc_id),
          label: location.location_name,
        }))}
        error={errors.location}
        autoFocus={focused === 'location'}
      />
      {counter('adults', 'Adults', adults, setAdults)}
      {counter('children', 'Children', children, setChildren)}
      {counter('infants', 'Infants', infants, setInfants)}
      <Button type="submit" loading={busy}>
        Update
      </Button>
    </form>
  );
}
