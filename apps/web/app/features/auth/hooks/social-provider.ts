// Which provider a social sign-in went to, kept in this tab across the provider's redirect, so
// the session knows it (Log Out reminds the user to sign out there too).
import type { SignInMethod } from '../../../shared/session/session-store.ts';
import { sameSitePath } from '../../../shared/lib/same-site-path.ts';

const KEY = 'lanka-trails-social-provider';
const RETURN_KEY = 'lanka-trails-social-return';

/** Where a sign-in goes back to, and the tour a heart asked to favourite (ADR 212). */
export type SignInReturn = { readonly path: string; readonly favourite: number | null };

export function rememberSocialProvider(provider: SignInMethod): void {
  try {
    sessionStorage.setItem(KEY, provider);
  } catch {
    // storage unavailable: the sign-in still works, the reminder is lost
  }
}

/** The provider remembered at the start (then forgotten); Google when unknown. */
export function takeSocialProvider(): SignInMethod {
  let provider: string | null = null;
  try {
    provider = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    // storage unavailable
  }
  return provider === 'facebook' || provider === 'twitter' ? provider : 'google';
}

/**
 * Where the sign-in started from, kept in this tab across the provider's redirect (which comes
 * back to /login?code=…): a social sign-in from a heart's login page or the login modal returns
 * there, as a password login does. Nothing given forgets an earlier one.
 */
export function rememberSocialReturn(target: SignInReturn | undefined): void {
  try {
    if (target) sessionStorage.setItem(RETURN_KEY, JSON.stringify(target));
    else sessionStorage.removeItem(RETURN_KEY);
  } catch {
    // storage unavailable: the sign-in still works and ends on the account page
  }
}

/** The place remembered at the start (then forgotten), or null; only ever a path of this site. */
export function takeSocialReturn(): SignInReturn | null {
  let saved: unknown;
  try {
    saved = JSON.parse(sessionStorage.getItem(RETURN_KEY) ?? 'null');
    sessionStorage.removeItem(RETURN_KEY);
  } catch {
    return null;
  }
  if (!saved || typeof saved !== 'object') return null;
  const { path, favourite } = saved as { path?: unknown; favourite?: unknown };
  const back = typeof path === 'string' ? sameSitePath(path) : null;
  if (!back) return null;
  return {
    path: back,
    favourite:
      Number.isSafeInteger(favourite) && (favourite as number) > 0 ? (favourite as number) : null,
  };
}
