import type { Route } from './+types/account-signup';
import { SignUpPage } from '../features/auth/components/sign-up-page.tsx';
import { SITE_NAME } from '../shared/lib/site.ts';
import { noStore } from '../shared/lib/no-store.ts';

export const headers = noStore;

export function meta(_: Route.MetaArgs) {
  return [{ title: `Sign up | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function AccountSignUp() {
  return <SignUpPage />;
}
