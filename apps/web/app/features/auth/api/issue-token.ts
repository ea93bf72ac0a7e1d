// POST /oauth/token, through this site's /auth/token, which adds the client credentials (ADR 080).
import type { Schemas } from '@trails/api-client/client';
import { postJson } from './answer.ts';
import type { Outcome } from './answer.ts';

export interface Credentials {
  readonly username: string;
  readonly password: string;
  /** The ALTCHA payload. */
  readonly altcha: string | null;
}

export function issueToken(credentials: Credentials): Promise<Outcome<Schemas['AuthSession']>> {
  return postJson('/auth/token', {
    username: credentials.username.trim(),
    password: credentials.password,
    ...(credentials.altcha ? { altcha: credentials.altcha } : {}),
  });
}
