// POST /api/auth/logout (auth): revokes the token (ADR 060).
import { browserApi } from '../../../shared/api/client.ts';

/** Revokes the session's token; a failure (already expired, offline) still logs out here. */
export async function logOut(): Promise<void> {
  try {
    await browserApi().POST('/api/auth/logout');
  } catch {
    // the local session is cleared anyway
  }
}
