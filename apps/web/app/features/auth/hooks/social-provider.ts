// Which provider a social sign-in went to, kept in this tab across the provider's redirect, so
// the session knows it (Log Out reminds the user to sign out there too).
import type { SignInMethod } from '../../../shared/session/session-store.ts';

const KEY = 'lanka-trails-social-provider';

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
