import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatLocalDate } from '@trails/domain/format';
import { tourDateAt } from '@trails/domain/tour-date';
import type { LocalDate } from '@trails/domain/tour-date';
import { emptiedCart, MESSAGES } from '@trails/domain/messages';
import { Button } from '@trails/ui/button';
import { CheckoutLink } from '../../../shared/components/checkout-link.tsx';
import { notify } from '../../../shared/components/notices.tsx';
import { usd } from '../../../shared/lib/money.ts';
import { SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../../../shared/lib/site.ts';
import * as ui from '../../../shared/styles/ui.css.ts';
import type { CartCookieItem } from '../../../shared/lib/cart-cookie.ts';
import type { CartRefusal } from '../api/plain-cart-fields.ts';
import { useCartHydration } from '../hooks/use-cart-hydration.ts';
import { useCart, useCartAdoption } from '../stores/cart-store.ts';
import type { CartItem } from '../stores/cart-store.ts';
import { CartLine, partyOf, RemoveForm } from './cart-line.tsx';
import * as styles from './cart-page.css.ts';

/** A row of the cookie copy whose tour could not be read now (gone, or no answer). */
const UNREAD_TOUR =
  'A trail in your cart cannot be shown now: it may no longer be available. Remove it, or reload this page later.';

/** The cart page (spec §2 Cart), drawn first from the cart's cookie copy (ADR 265). */
export function CartPage({
  serverItems = [],
  unread = [],
  postedIds = [],
  editing = null,
  said = null,
  today,
  refusal,
}: {
  /** The cart's cookie copy, as the server read it: the page until the browser's cart loads. */
  readonly serverItems?: readonly CartItem[];
  /** Rows of the copy whose tour the server could not read: each drawn with its Remove. */
  readonly unread?: readonly CartCookieItem[];
  /** The plain posts' tours the browser's cart has not taken yet (ADR 259). */
  readonly postedIds?: readonly number[];
  /** The tour whose Edit was sent without scripts (`?edit=`): its form is drawn open. */
  readonly editing?: number | null;
  /** What a plain post changed, as the server says it (ADR 268). */
  readonly said?: string | null;
  /** An Update sent without scripts and refused: its item's form is drawn as it was sent. */
  readonly refusal?: CartRefusal | undefined;
  /** Today in Sri Lanka as the page's loader read it (the browser's day without one). */
  readonly today?: LocalDate | undefined;
}) {
  const hydrated = useCartHydration();
  const stored = useCart((state) => state.items);
  const adopting = useCartAdoption((state) => state.adopting);
  // The copy the server drew stays until the browser's cart is loaded and has taken what it
  // takes from it (a new tab, a plain post). Until the browser's cart has taken a plain post's
  // items, an empty browser cart does not hide them (as at checkout); their forms still post.
  const fromCopy = !hydrated || adopting;
  const posted = serverItems.filter((item) => postedIds.includes(item.activity.id));
  const fromStore = !fromCopy && (stored.length > 0 || posted.length === 0);
  const items = fromCopy ? serverItems : fromStore ? stored : posted;
  const unreadRows = fromCopy ? unread : [];
  const navigate = useNavigate();
  const hadItems = useRef(false);
  // What the last change did, said in a status line: a plain post's (from the server), then each
  // change made here (ADR 268). Before, only the list and the total changed, and a Remove left
  // focus nowhere. `n` counts what was said: the same sentence twice (two updates of one tour)
  // still changes the line, so a screen reader says it again.
  const [status, setStatus] = useState({ text: said, n: 0 });
  const statusLine = useRef<HTMLParagraphElement>(null);
  const list = useRef<HTMLOListElement>(null);
  /** The position a removed item had: focus goes to the item now there, once it is drawn. */
  const focusAt = useRef<number | null>(null);
  const say = (text: string | null) => {
    setStatus((was) => ({ text, n: text === null ? was.n : was.n + 1 }));
    // The address of a plain post's change says it again on a reload: not once a later change
    // is made here.
    if (said) void navigate('/cart', { replace: true, preventScrollReset: true });
  };
  /** What the Remove of the cart's last item says: it goes with the visitor to search. */
  const emptiedBy = useRef<string | null>(null);
  const sayRemoved = (activityId: number, text: string) => {
    focusAt.current = items.findIndex((item) => item.activity.id === activityId);
    if (items.length === 1) emptiedBy.current = emptiedCart(items[0]!.activity.name);
    say(text);
  };
  useLayoutEffect(() => {
    const at = focusAt.current;
    if (at === null) return;
    focusAt.current = null;
    // The Remove button went with its item. Focus goes to the Edit of the item that took its
    // place (or the last one): the visitor keeps their place in the list, on a phone too, where
    // focusing the line under the heading scrolled the page to the top (a tester's finding).
    // The line is a live region: it is read out without focus.
    const edits = list.current?.querySelectorAll<HTMLElement>('[data-cart-edit]');
    const next = edits?.[Math.min(at, edits.length - 1)];
    (next ?? statusLine.current)?.focus();
  }, [status]);

  useEffect(() => {
    if (!hydrated) return;
    if (stored.length > 0) hadItems.current = true;
    // A cart that becomes empty sends the visitor back to search (spec §4). The status line goes
    // with the page: what the last Remove did is said in the snackbar, which stays (ADR 271;
    // before, search said nothing, and the tour seemed simply gone). A cart emptied otherwise
    // (paid for) says nothing here.
    else if (hadItems.current) {
      if (emptiedBy.current) notify(emptiedBy.current, 'success');
      void navigate('/search?key=');
    }
  }, [hydrated, stored.length, navigate]);

  const total = items.reduce((sum, item) => sum + item.amount, 0);
  const dayNow = today ?? tourDateAt(new Date());
  const openAtFirst = refusal?.activityId ?? editing;
  // A refused Update of an item the page cannot draw (its tour is gone): said at the top.
  const unplaced =
    refusal && !items.some((item) => item.activity.id === refusal.activityId)
      ? (refusal.message ?? Object.values(refusal.errors)[0])
      : undefined;

  return (
    <div className={ui.page}>
      <h1>Your cart</h1>
      {/* A plain post's change is focused as the page loads, as a refusal is: a screen reader
          does not read a status line that already has its text then. */}
      <p
        ref={statusLine}
        role="status"
        tabIndex={-1}
        autoFocus={Boolean(said) && !unplaced}
        className={styles.status}
      >
        {status.text}
        {status.text !== null && status.n % 2 === 1 ? '\u00a0' : ''}
      </p>
      {unplaced && (
        <p role="alert" tabIndex={-1} autoFocus className={styles.refusal}>
          {unplaced}
        </p>
      )}
      {items.length === 0 && unreadRows.length === 0 ? (
        <div className={styles.empty}>
          <p>{MESSAGES.cartEmpty}</p>
          <Button asChild>
            <Link to="/search?key=">Find a trail</Link>
          </Button>
        </div>
      ) : (
        <div className={styles.layout}>
          <ol ref={list} className={styles.list} aria-label="Cart items">
            {items.map((item) => (
              <CartLine
                key={`${item.activity.id}`}
                item={item}
                today={dayNow}
                inBrowser={fromStore}
                openAtFirst={openAtFirst === item.activity.id}
                refusal={refusal?.activityId === item.activity.id ? refusal : undefined}
                onUpdating={() => say(null)}
                onUpdated={say}
                onRemoved={(text) => sayRemoved(item.activity.id, text)}
              />
            ))}
            {unreadRows.map((row) => (
              <li key={`unread-${row.activityId}`} className={styles.item}>
                <div className={styles.unread}>
                  <p>{UNREAD_TOUR}</p>
                  {/* What the copy keeps of it, so the traveller can tell which it is (a
                      tester's finding, with the API down). */}
                  <p className={ui.muted}>
                    {formatLocalDate(row.startDate)} · {partyOf(row)} · {usd(row.amount)}
                  </p>
                  <RemoveForm
                    activityId={row.activityId}
                    label={`Remove the trail of ${formatLocalDate(row.startDate)} that cannot be shown`}
                  />
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
              <CheckoutLink>Check out</CheckoutLink>
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
