// One item of the cart page: its date, tour, party and price, and its Edit and Remove — forms
// that work without scripts (ADR 265).
import { useRef, useState } from 'react';
import { cartDateBadge, formatLocalDate } from '@trails/domain/format';
import { unbookableDate } from '@trails/domain/booking-window';
import { removedFromCart, updatedInCart } from '@trails/domain/messages';
import type { LocalDate } from '@trails/domain/tour-date';
import { durationLabel, isDurationUnit } from '@trails/domain/tour';
import { Button } from '@trails/ui/button';
import { usd } from '../../../shared/lib/money.ts';
import * as ui from '../../../shared/styles/ui.css.ts';
import { CART_FIELDS, REMOVE } from '../api/plain-cart-fields.ts';
import type { CartRefusal } from '../api/plain-cart-fields.ts';
import { useCart } from '../stores/cart-store.ts';
import type { CartItem } from '../stores/cart-store.ts';
import { EditPanel } from './cart-edit-panel.tsx';
import * as styles from './cart-page.css.ts';

/** '1 adult', '3 adults', '0 children'. */
function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** '2 adults, 1 child, 0 infants': a cart item's party. */
export function partyOf(party: {
  readonly adults: number;
  readonly children: number;
  readonly infants: number;
}): string {
  return `${count(party.adults, 'adult')}, ${count(party.children, 'child', 'children')}, ${count(party.infants, 'infant')}`;
}

export function CartLine({
  item,
  today,
  inBrowser,
  openAtFirst,
  refusal,
  onUpdating,
  onUpdated,
  onRemoved,
}: {
  readonly item: CartItem;
  /** Today in Sri Lanka: an item dated before it, or past the horizon, says so (ADR 275). */
  readonly today: LocalDate;
  /** The browser's cart is loaded: its forms change it here instead of posting. */
  readonly inBrowser: boolean;
  readonly openAtFirst: boolean;
  readonly refusal: CartRefusal | undefined;
  /** An Update is sent: what was said of an earlier change no longer stands (ADR 268). */
  readonly onUpdating?: () => void;
  /** Said once the browser's cart has the item's new choices, or has let it go (ADR 268). */
  readonly onUpdated?: (said: string) => void;
  readonly onRemoved?: (said: string) => void;
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
  const unbookable = unbookableDate(item.from_date, today);
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
          {partyOf(item)}
          {location ? ` · from ${location.location_name}` : ''}
        </p>
        <p className={ui.muted}>
          Approx.{' '}
          {isDurationUnit(activity.duration)
            ? durationLabel(activity.duration_value, activity.duration)
            : activity.duration_value}
        </p>
        <p className={styles.price}>{usd(item.amount)}</p>
        {unbookable && (
          // Said at the item, before checkout refuses it after the whole form is filled in (a
          // tester's finding, ADR 275). The server draws it too, from its own clock.
          <p className={styles.unbookable}>{unbookable} Tap Edit to choose another date.</p>
        )}
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
              data-cart-edit
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
            onRemove={
              inBrowser
                ? () => {
                    remove(activity.id);
                    onRemoved?.(removedFromCart(activity.name));
                  }
                : undefined
            }
          />
        </div>
      </div>
      {/* Under the whole item, not in its text's column: on a 320 px phone that column left the
          date box too narrow for a date (a tester's finding, ADR 275). */}
      {editing && (
        <EditPanel
          item={item}
          inBrowser={inBrowser}
          focusFirst={firstOpening}
          refusal={firstOpening ? refusal : undefined}
          onUpdating={onUpdating}
          onDone={() => {
            // The panel and its Update button go: focus would fall to the page. The Edit
            // button stays, right after the date, party and price just changed, and reopens
            // the panel (a disclosure gives focus back to its toggle).
            editButton.current?.focus();
            close();
            onUpdated?.(updatedInCart(activity.name));
          }}
        />
      )}
    </li>
  );
}

/**
 * Remove as a form (ADR 265): posted to the cart's route without scripts; `onRemove`, once the
 * browser's cart is loaded, takes the item out there instead.
 */
export function RemoveForm({
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
      <Button
        type="submit"
        variant="ghost"
        size="sm"
        aria-label={label}
        onClick={(event) => {
          // The second click of a double click: the item below has moved under the pointer by
          // then, and would go too (a tester lost two tours so). A page without scripts is
          // redrawn between the two, and its second post finds the tour gone.
          if (onRemove && event.detail > 1) event.preventDefault();
        }}
      >
        Remove
      </Button>
    </form>
  );
}
