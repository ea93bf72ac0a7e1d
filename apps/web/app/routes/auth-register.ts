// POST /auth/register: the customer sign-up's call; the server adds the client credentials
// and user_type 3 (ADR 080).
import type { Route } from './+types/auth-register';
import { forwardWithClient } from '../features/auth/api/first-party-client.server.ts';

export function action({ request }: Route.ActionArgs) {
  return forwardWithClient(request, 'client-sign-up');
}
