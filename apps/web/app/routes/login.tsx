import type { Route } from './+types/login';
import { config } from '../config.server.ts';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { SITE_NAME } from '../shared/lib/site.ts';
import { noStore } from '../shared/lib/no-store.ts';

export function loader(_: Route.LoaderArgs) {
  // Where suppliers log in, for the notice after a social sign-in that found a supplier.
  return { supplierSiteUrl: config.supplierSiteUrl };
}

export const headers = noStore;

export function meta(_: Route.MetaArgs) {
  return [{ title: `Log in | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function Login({ loaderData }: Route.ComponentProps) {
  return <LoginPage supplierSiteUrl={loaderData.supplierSiteUrl} />;
}
