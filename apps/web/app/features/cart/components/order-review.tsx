import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatLocalDate, formatPax } from '@trails/domain/format';
import { MESSAGES } from '@trails/domain/messages';
import { usd } from '../../../shared/lib/money.ts';
import * as ui from '../../../shared/styles/ui.css.ts';
import { useCartHydration } from '../hooks/use-cart-hydration.ts';
import { useCart } from '../stores/cart-store.ts';
import * as styles from './cart-page.css.ts';
import { Button } from '@trails/ui/button';

/**
 * The order review of checkout: every cart item and the total. Entering checkout resets the
 * book-now flag of every item (spec §4).
 */
export function OrderReview() {
  const hydrated = useCartHydration();
  const items = useCart((state) => state.items);
  const resetBookNow = useCart((state) => state.resetBookNow);
  useEffect(() => {
    if (hydrated) resetBookNow();
  }, [hydrated, resetBookNow]);

  if (!hydrated) return <p aria-busy="true">Loading your order…</p>;
  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{MESSAGES.cartEmpty}</p>
        <Button asChild>
          <Link to="/search?key=">Find a trail</Link>
        </Button>
      </div>
    );
  }
  const total = items.reduce((sum, item) => sum + item.amount, 0);
  return (
    <section aria-labelledby="order-review" className={styles.summary}>
      <h2 id="order-review">Order review</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Trail</th>
            <th scope="col">Date</th>
            <th scope="col">Adults/children/infants</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.activity.id}>
              <td>{item.activity.name}</td>
              <td>{formatLocalDate(item.from_date)}</td>
              <td>{formatPax(item)}</td>
              <td>{usd(item.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td>
              <strong data-testid="checkout-total">{usd(total)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      <p className={ui.muted}>{MESSAGES.noAdditionalTaxesAndFees}</p>
      <p>
        The total is charged once your booking is confirmed; until then an authorization is held on
        your card. Free cancellation up to 24 hours (local time) before the start.
      </p>
      <p>
        <Link to="/cart">Back to your cart</Link> to change dates, travellers or pick-up.
      </p>
    </section>
  );
}
