import { Link } from 'react-router';
import type { Route } from './+types/checkout';
import { OrderReview } from '../features/cart/components/order-review.tsx';
import { publicUrlOf, seoMeta } from '../shared/lib/seo.ts';
import * as ui from '../shared/styles/ui.css.ts';

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(publicUrlOf(matches), { title: 'Checkout', path: '/checkout', noindex: true });
}

// The traveller, pick-up and payment form arrives with the checkout issue; this page shows
// what will be booked and a working way back to the cart (ADR 054).
export default function Checkout() {
  return (
    <div className={ui.page}>
      <h1>Checkout</h1>
      <OrderReview />
      <p>
        <Link to="/search?key=">Keep exploring trails</Link>
      </p>
    </div>
  );
}
