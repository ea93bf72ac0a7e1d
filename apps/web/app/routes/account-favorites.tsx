import type { Route } from './+types/account-favorites';
import { FavouritesPage } from '../features/account/components/favourites-page.tsx';
import { SITE_NAME } from '../shared/lib/site.ts';
import { noStore } from '../shared/lib/no-store.ts';

export const headers = noStore;

export function meta(_: Route.MetaArgs) {
  return [{ title: `My Favorites | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function AccountFavourites() {
  return <FavouritesPage />;
}
