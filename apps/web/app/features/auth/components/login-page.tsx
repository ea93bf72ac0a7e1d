// The login page (spec §2 Login page): the login form, the end of a social sign-in
// (/login?code=… or ?social_error=…), and a logged-in user sent on to /account.
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MESSAGES, supplierLogsInElsewhere } from '@trails/domain/messages';
import { browserApi } from '../../../shared/api/client.ts';
import { notify } from '../../../shared/components/notices.tsx';
import { useSession } from '../../../shared/session/session-store.ts';
import { useSessionHydration } from '../../../shared/session/use-session-hydration.ts';
import { exchangeSocialCode } from '../api/exchange-social-code.ts';
import { takeSocialProvider } from '../hooks/social-provider.ts';
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

export function LoginPage({ supplierSiteUrl }: { readonly supplierSiteUrl: string }) {
  const hydrated = useSessionHydration();
  const loggedIn = useSession((state) => state.token !== null);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  const handled = useRef(false);

  useEffect(() => {
    if (!hydrated || handled.current) return;
    const code = params.get('code');
    const socialError = params.get('social_error');
    if (code) {
      handled.current = true;
      // The code is single-use: take it out of the address bar (and history) at once.
      setParams({}, { replace: true });
      notify(MESSAGES.loggingIn);
      void exchangeSocialCode(browserApi(), code).then(
        async (token) => {
          if (await completeSignIn(token, takeSocialProvider())) {
            void navigate('/account', { replace: true });
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
      void navigate('/account', { replace: true });
    }
  }, [hydrated, loggedIn, params, setParams, navigate, completeSignIn, supplierSiteUrl]);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Log in</h1>
      <LoginForm variant="page" onLoggedIn={() => void navigate('/account', { replace: true })} />
    </div>
  );
}
