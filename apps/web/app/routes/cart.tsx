import type { Route } from './+types/cart';
import { CartPage } from '../features/cart/components/cart-page.tsx';
import { publicUrlOf, seoMeta } from '../shared/lib/seo.ts';

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(publicUrlOf(matches), { title: 'Your cart', path: '/cart', noindex: true });
}

export default function Cart() {
  return <CartPage />;
}
