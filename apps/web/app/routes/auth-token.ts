// POST /auth/token: the login form's call; the server adds the client credentials (ADR 080).
import type { Route } from './+types/auth-token';
import { forwardWithClient } from '../features/auth/api/first-party-client.server.ts';

export function action({ request }: Route.ActionArgs) {
  return forwardWithClient(request, 'login');
}
