// A session saved in this tab by an earlier page of the visit, as the session store writes it
// (ADR 081), for tests of a page that has not loaded it yet.
import { SESSION_STORAGE_KEY } from '../app/shared/session/session-store.ts';
import { profile } from './fake-api.ts';

export function saveSession(token: string): void {
  sessionStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ state: { token, profile, method: 'password' }, version: 1 }),
  );
}
