// The login page (spec §2 Login page): the login form, the end of a social sign-in
// (/login?code=… or ?social_error=…), and a logged-in user sent on to /account — or, when a
// favourite heart tapped before the page's scripts ran brought them here
// (/login?next=…&favourite=…, ADR 212), back to that page with the tour added to favourites.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { MESSAGES, supplierLogsInElsewhere } from '@trails/domain/messages';
import { ApiError, browserApi } from '../../../shared/api/client.ts';
import { addFavourite, FAVOURITES_ROOT } from '../../../shared/api/favourites.ts';
import { dismissNotice, notify } from '../../../shared/components/notices.tsx';
import { sameSitePath } from '../../../shared/lib/same-site-path.ts';
import { useSession } from '../../../shared/session/session-store.ts';
import { useSessionHydration } from '../../../shared/session/use-session-hydration.ts';
import { exchangeSocialCode } from '../api/exchange-social-code.ts';
import { takeSocialProvider, takeSocialReturn } from '../hooks/social-provider.ts';
import type { SignInReturn } from '../hooks/social-provider.ts';
import { useCompleteSignIn } from '../hooks/use-sign-in.ts';
import { LoginForm } from './login-form.tsx';
import * as styles from './auth.css.ts';

export function socialErrorMessage(error: string, supplierSiteUrl: string): string {
  if (error === 'supplier') {
    // The same words as the API's 403 for a supplier's password login (ADR 061).
    return supplierLogsInElsewhere(supplierSiteUrl);
  }
  if (error === 'email_in_use') return MESSAGES.socialEmailInUse;
  return MESSAGES.invalidLogin;
}

/** The tour a heart asked to favourite (`favourite=…`), or null if it names none. */
function favouriteOf(value: string | null): number | null {
  const id = value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) ? id : null;
}

export function LoginPage({
  supplierSiteUrl,
  typedEmail,
}: {
  readonly supplierSiteUrl: string;
  /** The email of a login sent without scripts, shown again in its field. */
  readonly typedEmail?: string | undefined;
}) {
  const hydrated = useSessionHydration();
  const loggedIn = useSession((state) => state.token !== null);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  const handled = useRef(false);
  const queryClient = useQueryClient();
  // Read once: the address is cleaned (social sign-in) or left while they are still needed.
  const [returnTo] = useState<SignInReturn>(() => ({
    path: sameSitePath(params.get('next')) ?? '/account',
    favourite: favouriteOf(params.get('favourite')),
  }));

  // Logged in (on arrival, or through the form): once per visit, the favourite the heart asked
  // for is added, then the visitor goes where they came from.
  const finished = useRef(false);
  const finish = useCallback(
    async (target: SignInReturn = returnTo) => {
      if (finished.current) return;
      finished.current = true;
      if (target.favourite !== null) {
        try {
          await addFavourite(browserApi(), target.favourite);
          // The hearts' list may have been read at login, before the add: read it again.
          await queryClient.invalidateQueries({ queryKey: FAVOURITES_ROOT });
          notify(MESSAGES.addedToFavourites, 'success');
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) {
            // The saved session had lapsed: it ends here too and the form stays; the tour is
            // added once the visitor has logged in again (they came here to add it).
            useSession.getState().signOut();
            finished.current = false;
            notify(MESSAGES.sessionEndedForFavourite, 'error');
            return;
          }
          notify(MESSAGES.couldNotProcessAction, 'error');
        }
      }
      void navigate(target.path, { replace: true });
    },
    [returnTo, queryClient, navigate],
  );

  useEffect(() => {
    if (!hydrated || handled.current) return;
    const code = params.get('code');
    const socialError = params.get('social_error');
    if (code) {
      handled.current = true;
      // The code is single-use: take it out of the address bar (and history) at once.
      setParams({}, { replace: true });
      const progress = notify(MESSAGES.loggingIn);
      // Where the sign-in started (a heart's login page, the modal on a tour page), if known.
      const started = takeSocialReturn();
      void exchangeSocialCode(browserApi(), code)
        .finally(() => dismissNotice(progress))
        .then(
          async (token) => {
            if (await completeSignIn(token, takeSocialProvider())) {
              if (started) void finish(started);
              else void navigate('/account', { replace: true });
            }
          },
          () => notify(MESSAGES.invalidLogin, 'error'),
        );
    } else if (socialError) {
      handled.current = true;
      setParams({}, { replace: true });
      notify(socialErrorMessage(socialError, supplierSiteUrl), 'error');
    } else if (loggedIn) {
      handled.current = true;
      void finish();
    }
  }, [hydrated, loggedIn, params, setParams, navigate, completeSignIn, supplierSiteUrl, finish]);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Log in</h1>
      <LoginForm
        variant="page"
        onLoggedIn={() => void finish()}
        returnTo={returnTo}
        initialEmail={typedEmail}
      />
    </div>
  );
}
