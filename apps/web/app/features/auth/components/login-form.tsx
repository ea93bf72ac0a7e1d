// The login form of the login page and the login modal (spec §2, §5, §8): email, password,
// captcha, 'Send me new password' once the username looks like an email, Enter submits.
import { useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@trails/ui/button';
import { CaptchaField, captchaPayloadToSend } from '@trails/ui/captcha-field';
import type { CaptchaHandle } from '@trails/ui/captcha-field';
import { TextField } from '@trails/ui/text-field';
import { MESSAGES } from '@trails/domain/messages';
import { showsForgotPasswordLink, validateLogin } from '@trails/domain/validation/login';
import type { LoginField } from '@trails/domain/validation/login';
import type { paths } from '@trails/api-client/schema';
import { browserApi } from '../../../shared/api/client.ts';
import { dismissNotice, notify } from '../../../shared/components/notices.tsx';
import { useSession } from '../../../shared/session/session-store.ts';
import { issueToken } from '../api/issue-token.ts';
import { sendNewPassword } from '../api/send-new-password.ts';
import { useCompleteSignIn } from '../hooks/use-sign-in.ts';
import type { SignInReturn } from '../hooks/social-provider.ts';
import { SocialButtons } from './social-buttons.tsx';
import * as styles from './auth.css.ts';
import { changedBeforeScripts } from '../../../shared/forms/changed-before-scripts.ts';
import { useScriptsRunning } from '../../../shared/lib/use-scripts-running.ts';

// The ALTCHA challenge the captcha solves (ADR 063).
const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge' satisfies keyof paths;

export interface LoginFormProps {
  /**
   * 'page': the login page, where a missing password is reported but the login still goes
   * (spec §5); 'modal': the login modal, which stops at the first missing field.
   */
  readonly variant: 'page' | 'modal';
  /** Called once logged in (the page goes to /account, the modal closes). */
  readonly onLoggedIn: () => void;
  /**
   * Where a social sign-in started here goes back to; the modal's default is the page it opened
   * on (a password login in the modal stays there too).
   */
  readonly returnTo?: SignInReturn | undefined;
  /** The email the field starts with: what a login sent without scripts had typed. */
  readonly initialEmail?: string | undefined;
}

export function LoginForm({ variant, onLoggedIn, returnTo, initialEmail }: LoginFormProps) {
  const location = useLocation();
  const promptFavourite = useSession((state) => state.loginPromptFavourite);
  const socialReturn =
    returnTo ??
    (variant === 'modal'
      ? { path: `${location.pathname}${location.search}`, favourite: promptFavourite }
      : undefined);
  const [email, setEmail] = useState(initialEmail ?? '');
  const [password, setPassword] = useState('');
  const [altcha, setAltcha] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [busy, setBusy] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  // What was typed before the scripts ran stays (forms first): read from the form before this
  // first pass draws its empty state over it (a tester's email and password were wiped).
  const form = useRef<HTMLFormElement>(null);
  const scriptsRunning = useScriptsRunning();
  useLayoutEffect(() => {
    const typed = changedBeforeScripts(form.current);
    if (typed.username !== undefined) setEmail(typed.username);
    if (typed.password !== undefined) setPassword(typed.password);
  }, []);
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const closeLoginPrompt = useSession((state) => state.closeLoginPrompt);

  const clear = (field: LoginField) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    /** Says what blocks the login, if anything, at its field; true when something does. */
    const refused = (captchaSolved: boolean) => {
      const result = validateLogin({ email, password, captchaSolved });
      setErrors(result.errors);
      const blocking =
        variant === 'page'
          ? (['email', 'captcha'] as const).find((field) => result.errors[field])
          : result.firstError?.field;
      if (!blocking) return false;
      notify(result.errors[blocking]!, 'error');
      if (blocking === 'captcha') captcha.current?.focus();
      else (blocking === 'email' ? emailInput : passwordInput).current?.focus();
      return true;
    };
    // The captcha may still be being solved (it starts at the first focus in the form, ADR 293):
    // the login waits for it, the button busy, instead of refusing (ADR 298).
    const solved = await captchaPayloadToSend({
      held: altcha,
      captcha: captcha.current,
      refused,
      waiting: setBusy,
    });
    if (solved === null) return;
    const progress = notify(MESSAGES.loggingIn);
    // The answer came: "Logging you in" goes, so it never stands beside "Invalid login
    // information" (a tester saw both).
    const answer = await issueToken({ username: email, password, altcha: solved }).finally(() =>
      dismissNotice(progress),
    );
    // A captcha solution is accepted once: every attempt needs a new one.
    setAltcha(null);
    captcha.current?.reset();
    if (answer.ok) {
      if (await completeSignIn(answer.data.access_token, 'password')) onLoggedIn();
    } else if (answer.status === 403 && answer.setPasswordToken) {
      // A mailed password works once and opens no session: the owner chooses their own
      // password first (ADR 180), on the page the guest checkout's link uses too.
      notify(answer.message ?? MESSAGES.invalidLogin, 'success');
      setBusy(false);
      closeLoginPrompt();
      void navigate(`/account/set-password?token=${encodeURIComponent(answer.setPasswordToken)}`);
      return;
    } else if (answer.message && [400, 403, 429].includes(answer.status)) {
      // 403: a supplier, told where to log in; 400: the captcha; 429: too many attempts.
      notify(answer.message, 'error');
    } else {
      notify(MESSAGES.invalidLogin, 'error');
    }
    setBusy(false);
  }

  async function newPassword() {
    notify(MESSAGES.sendingNewPassword);
    const result = await sendNewPassword(browserApi(), email);
    if (result === 'sent') notify(MESSAGES.newPasswordSent, 'success');
    else if (result === 'not-found') notify(MESSAGES.accountNotFound, 'error');
    else notify(MESSAGES.requestFailed, 'error');
  }

  return (
    <div className={styles.form}>
      {/* Posted, not the default GET: sent before (or without) scripts, the password must not
          end up in the address bar, the history and the server's logs (ADR 212). */}
      <form
        ref={form}
        method="post"
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label="Log in"
      >
        <TextField
          ref={emailInput}
          label="Email"
          type="email"
          name="username"
          autoComplete="username"
          value={email}
          error={errors.email}
          onChange={(event) => {
            setEmail(event.target.value);
            clear('email');
          }}
        />
        <TextField
          ref={passwordInput}
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.target.value);
            clear('password');
          }}
        />
        <CaptchaField
          ref={captcha}
          challenge={CAPTCHA_CHALLENGE_URL}
          error={errors.captcha}
          onChange={(payload) => {
            setAltcha(payload);
            if (payload) clear('captcha');
          }}
        />
        <div className={styles.row}>
          <Button type="submit" loading={busy}>
            Log in
          </Button>
          {/* It asks the API from the page: drawn only once the scripts run (before, or
              without them, it was a button that did nothing). */}
          {scriptsRunning && showsForgotPasswordLink(email) && (
            <button type="button" className={styles.linkButton} onClick={() => void newPassword()}>
              Send me new password
            </button>
          )}
        </div>
      </form>
      <SocialButtons returnTo={socialReturn} />
      <p className={styles.note}>
        New to Lanka Trails? <Link to="/account/signup">Sign up</Link>
      </p>
    </div>
  );
}
