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
import { ScriptsNeeded } from '../../../shared/components/scripts-needed.tsx';
import { useFieldErrors } from '../../../shared/forms/use-field-errors.ts';
import type { FieldErrors } from '../../../shared/forms/use-field-errors.ts';
import { usd } from '../../../shared/lib/money.ts';
import { SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../../../shared/lib/site.ts';
import * as ui from '../../../shared/styles/ui.css.ts';
import { useCartHydration } from '../hooks/use-cart-hydration.ts';
import { useCart } from '../stores/cart-store.ts';
import type { CartItem } from '../stores/cart-store.ts';
import * as styles from './cart-page.css.ts';
import { Button } from '@trails/ui/button';
import { Select } from '@trails/ui/select';
import { TextField } from '@trails/ui/text-field';
import { notADateMessage } from '@trails/ui/date-picker';

const QUANTITIES = cartQuantityOptions().map((count) => ({
  value: String(count),
  label: String(count),
}));

/** The cart lives in this browser's storage: without scripts the page can only say so. */
const CART_NEEDS_SCRIPTS = 'Your cart needs JavaScript. Turn it on, then reload this page.';

/** The cart page (spec §2 Cart). */
export function CartPage() {
  const hydrated = useCartHydration();
  const items = useCart((state) => state.items);
  const navigate = useNavigate();
  const hadItems = useRef(false);

  useEffect(() => {
    if (!hydrated) return;
    if (items.length > 0) hadItems.current = true;
    // A cart that becomes empty sends the visitor back to search (spec §4).
    else if (hadItems.current) void navigate('/search?key=');
  }, [hydrated, items.length, navigate]);

  const total = items.reduce((sum, item) => sum + item.amount, 0);

  return (
    <div className={ui.page}>
      <h1>Your cart</h1>
      {!hydrated ? (
        <>
          <p aria-busy="true">Loading your cart…</p>
          <ScriptsNeeded sentence={CART_NEEDS_SCRIPTS} sent={false} />
        </>
      ) : items.length === 0 ? (
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
              <CartLine key={`${item.activity.id}`} item={item} index={index} />
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

function CartLine({ item, index }: { readonly item: CartItem; readonly index: number }) {
  const remove = useCart((state) => state.remove);
  const [editing, setEditing] = useState(false);
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
          <Button
            ref={editButton}
            variant="secondary"
            size="sm"
            aria-expanded={editing}
            onClick={() => setEditing((open) => !open)}
          >
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => remove(index)}
            aria-label={`Remove ${activity.name}`}
          >
            Remove
          </Button>
        </div>
        {editing && (
          <EditPanel
            item={item}
            index={index}
            onDone={() => {
              // The panel and its Update button go: focus would fall to the page. The Edit
              // button stays, right after the date, party and price just changed, and reopens
              // the panel (a disclosure gives focus back to its toggle).
              editButton.current?.focus();
              setEditing(false);
            }}
          />
        )}
      </div>
    </li>
  );
}

function EditPanel({
  item,
  index,
  onDone,
}: {
  readonly item: CartItem;
  readonly index: number;
  readonly onDone: () => void;
}) {
  const update = useCart((state) => state.update);
  const [date, setDate] = useState(formatLocalDate(item.from_date));
  const [locationId, setLocationId] = useState(item.location_id);
  const [adults, setAdults] = useState(item.adults);
  const [children, setChildren] = useState(item.children);
  const [infants, setInfants] = useState(item.infants);
  const [busy, setBusy] = useState(false);
  // Each refusal about a field is said at that field and focused, not in a 5-second notice
  // (ADR 258).
  const { errors, refuse: refuseIn, changed } = useFieldErrors<PartyField>();
  const form = useRef<HTMLFormElement>(null);
  const refuse = (found: FieldErrors<PartyField>) => refuseIn(form.current, found);

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
      value={String(value)}
      onChange={(event) => {
        set(Number(event.target.value));
        changed(field);
      }}
      options={QUANTITIES}
      error={errors[field]}
    />
  );

  return (
    <form
      ref={form}
      className={styles.edit}
      aria-label={`Change ${item.activity.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        void apply();
      }}
    >
      <TextField
        label="New date (dd/mm/yyyy)"
        value={date}
        inputMode="numeric"
        placeholder="dd/mm/yyyy"
        onChange={(event) => {
          setDate(event.target.value);
          changed('date');
        }}
        error={errors.date}
      />
      <Select
        label="Pick-up location"
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
