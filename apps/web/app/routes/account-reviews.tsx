import type { Route } from './+types/account-reviews';
import { ReviewsPage } from '../features/account/components/reviews-page.tsx';
import { SITE_NAME } from '../shared/lib/site.ts';
import { noStore } from '../shared/lib/no-store.ts';

export const headers = noStore;

export function meta(_: Route.MetaArgs) {
  return [{ title: `Reviews & Ratings | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function AccountReviews() {
  return <ReviewsPage />;
}
