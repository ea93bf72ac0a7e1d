// The sign-in session (spec §4 Login): the access token and the user's profile, persisted with
// the cart in the browser session through the same throttled storage (ADR 053, ADR 081), and
// hydrated only after mount so the server HTML (always logged out) and the first client render
// agree. Also holds whether the login modal is open (not persisted): the header and the
// favourite buttons open it, the auth feature renders it.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { StateStorage } from 'zustand/middleware';
import type { Schemas } from '@trails/api-client/client';
import { sessionStore } from '../lib/session-storage.ts';

export type UserProfile = Schemas['UserProfile'];
/** How the user signed in: the password form, or a social provider (to sign out there too). */
export type SignInMethod = 'password' | 'google' | 'facebook' | 'twitter';

export interface SessionState {
  readonly token: string | null;
  readonly profile: UserProfile | null;
  readonly method: SignInMethod | null;
  /** Whether the login modal is open. */
  readonly loginPromptOpen: boolean;
  /**
   * The tour a heart opened the modal for: a social sign-in started there leaves the page, so it
   * carries the tour across the provider's redirect (the in-page callback cannot; ADR 212).
   */
  readonly loginPromptFavourite: number | null;
  /**
   * Whether the session ended because the API refused its token (401: expired after 30 minutes
   * idle, or revoked), not because the traveller logged out (ADR 284). Not persisted: it is for
   * the screen that made the refused call, to say so and keep what was typed there.
   */
  readonly expired: boolean;
  signIn(token: string, profile: UserProfile, method: SignInMethod): void;
  setProfile(profile: UserProfile): void;
  signOut(): void;
  /**
   * Ends the session because the API answered 401 to a call made with `token` (ADR 284). Only
   * when that token is still the session's: a late answer to a call made before a new login
   * does not end the new session.
   */
  expire(token: string): void;
  openLoginPrompt(options?: { readonly favourite?: number }): void;
  closeLoginPrompt(): void;
}

export const SESSION_STORAGE_KEY = 'lanka-trails-session';

export function createSessionStore(storage: StateStorage) {
  return create<SessionState>()(
    persist(
      (set) => ({
        token: null,
        profile: null,
        method: null,
        loginPromptOpen: false,
        loginPromptFavourite: null,
        expired: false,
        signIn: (token, profile, method) =>
          set({ token, profile, method, loginPromptOpen: false, expired: false }),
        setProfile: (profile) => set({ profile }),
        signOut: () => set({ token: null, profile: null, method: null, expired: false }),
        expire: (token) =>
          set((state) =>
            state.token === token
              ? { token: null, profile: null, method: null, expired: true }
              : {},
          ),
        openLoginPrompt: (options) =>
          set({ loginPromptOpen: true, loginPromptFavourite: options?.favourite ?? null }),
        closeLoginPrompt: () => set({ loginPromptOpen: false }),
      }),
      {
        name: SESSION_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(() => storage),
        partialize: (state) => ({
          token: state.token,
          profile: state.profile,
          method: state.method,
        }),
        skipHydration: true,
      },
    ),
  );
}

/** The site's one sign-in session. */
export const useSession = createSessionStore(sessionStore);

/**
 * The session as saved, for an event handler. The page's effects load it after the first paint
 * (ADR 081), and a tap can come before them: a logged-in visitor must not be treated as logged
 * out then. sessionStorage answers at once, so loading here is synchronous.
 */
export function loadedSession(): SessionState {
  if (!useSession.persist.hasHydrated()) void useSession.persist.rehydrate();
  return useSession.getState();
}

/** True when a token is held. */
export const selectLoggedIn = (state: SessionState) => state.token !== null;
