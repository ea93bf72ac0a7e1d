// POST /auth/register/supplier: the supplier sign-up app's call (it is served by this server at
// /signup); the server adds the client credentials and user_type 2 (ADR 080, ADR 071).
import type { Route } from './+types/auth-register-supplier';
import { forwardWithClient } from '../features/auth/api/first-party-client.server.ts';

export function action({ request }: Route.ActionArgs) {
  return forwardWithClient(request, 'supplier-sign-up');
}
