// Customer sign-up (spec §2, §5, §8): every field Required, a basic address pattern, matching
// passwords, the captcha; errors clear per field on edit; offers opt-in; social sign-in; the
// terms note. Success goes to /login; a logged-in user goes to /account.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@trails/ui/button';
import { CaptchaField, captchaPayloadToSend } from '@trails/ui/captcha-field';
import type { CaptchaHandle } from '@trails/ui/captcha-field';
import { Checkbox } from '@trails/ui/checkbox';
import { TextField } from '@trails/ui/text-field';
import { MESSAGES } from '@trails/domain/messages';
import { validateSignUp } from '@trails/domain/validation/signup';
import type { SignUpField } from '@trails/domain/validation/signup';
import * as LIMITS from '@trails/api-client/limits';
import type { paths } from '@trails/api-client/schema';
import { formErrorsOf } from '@trails/domain/validation/api-refusal';
import { dismissNotice, notify } from '../../../shared/components/notices.tsx';
import { useSession } from '../../../shared/session/session-store.ts';
import { useSessionHydration } from '../../../shared/session/use-session-hydration.ts';
import { registerClient } from '../api/register-client.ts';
import { SocialButtons } from './social-buttons.tsx';
import * as styles from './auth.css.ts';
import { changedBeforeScripts } from '../../../shared/forms/changed-before-scripts.ts';

type TextFieldName = Exclude<SignUpField, 'captcha'>;

const FIELDS: readonly {
  readonly name: TextFieldName;
  readonly label: string;
  readonly type: 'text' | 'email' | 'password';
  readonly autoComplete: string;
  /** The field's name in `POST /api/register` (the contract's spelling). */
  readonly apiField: keyof typeof REGISTER_LIMITS;
}[] = [
  {
    name: 'firstName',
    label: 'First name',
    type: 'text',
    autoComplete: 'given-name',
    apiField: 'first_name',
  },
  {
    name: 'lastName',
    label: 'Last name',
    type: 'text',
    autoComplete: 'family-name',
    apiField: 'last_name',
  },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', apiField: 'email' },
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    apiField: 'password',
  },
  {
    name: 'confirmPassword',
    label: 'Confirm password',
    type: 'password',
    autoComplete: 'new-password',
    apiField: 'confim_password',
  },
];

/** The two password fields, each with the other: 'Passwords do not match' stands on both. */
const OTHER_PASSWORD: Partial<Record<TextFieldName, TextFieldName>> = {
  password: 'confirmPassword',
  confirmPassword: 'password',
};

/** The contract's limits of the sign-up's fields: the browser holds the input to them. */
const REGISTER_LIMITS = LIMITS.RegisterRequest;

/** A field of the API's 400 as this form's field and label. */
const fieldOfApi = (apiField: string) => {
  const field = FIELDS.find((candidate) => candidate.apiField === apiField);
  return field && { name: field.name, label: field.label };
};

const EMPTY: Record<TextFieldName, string> = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

// The ALTCHA challenge the captcha solves (ADR 063).
const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge' satisfies keyof paths;

/** What a sign-up sent without scripts had typed, shown again (never its passwords). */
export type TypedSignUp = {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly offers: boolean;
};

export function SignUpPage({ typed }: { readonly typed?: TypedSignUp | undefined } = {}) {
  const hydrated = useSessionHydration();
  const loggedIn = useSession((state) => state.token !== null);
  const navigate = useNavigate();
  const [values, setValues] = useState(() =>
    typed
      ? { ...EMPTY, firstName: typed.firstName, lastName: typed.lastName, email: typed.email }
      : EMPTY,
  );
  const [offers, setOffers] = useState(typed?.offers ?? false);
  const [altcha, setAltcha] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const [busy, setBusy] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);
  // What was typed before the scripts ran stays (forms first): read from the form before this
  // first pass draws its starting state over it (a tester's whole form was emptied).
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const typed = changedBeforeScripts(form.current);
    const kept = FIELDS.filter((field) => typed[field.name] !== undefined);
    if (kept.length > 0) {
      setValues((current) => {
        const next = { ...current };
        for (const field of kept) next[field.name] = typed[field.name]!;
        return next;
      });
    }
    if (typed.offers !== undefined) setOffers(true);
  }, []);

  useEffect(() => {
    if (hydrated && loggedIn) void navigate('/account', { replace: true });
  }, [hydrated, loggedIn, navigate]);

  /** Takes the field's error away; with `only`, only when it is that message. */
  const clear = (field: SignUpField, only?: string) =>
    setErrors((current) => {
      if (!current[field] || (only !== undefined && current[field] !== only)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });

  const edit = (field: TextFieldName) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
    // 'Passwords do not match' sits on both password fields: it goes from the other one only
    // once the two match again, and that field's other messages (e.g. 'Required', the API's)
    // stay until it is edited itself.
    const other = OTHER_PASSWORD[field];
    if (other && value === values[other]) clear(other, MESSAGES.passwordsDoNotMatch);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    /** Says what blocks the sign-up, if anything, at its field; true when something does. */
    const refused = (captchaSolved: boolean) => {
      const result = validateSignUp({ ...values, captchaSolved });
      setErrors(result.errors);
      if (!result.firstError) return false;
      notify(result.firstError.message, 'error');
      if (result.firstError.field === 'captcha') captcha.current?.focus();
      else document.getElementsByName(result.firstError.field)[0]?.focus();
      return true;
    };
    // A captcha still being solved (it starts at the first focus in the form, ADR 293) is
    // waited for, the button busy, instead of refused (ADR 298).
    const solved = await captchaPayloadToSend({
      held: altcha,
      captcha: captcha.current,
      refused,
      waiting: setBusy,
    });
    if (solved === null) return;
    const progress = notify(MESSAGES.processingRegistration);
    const answer = await registerClient({ ...values, offers, altcha: solved });
    // The answer came: the progress notice goes, whatever it says.
    dismissNotice(progress);
    setAltcha(null);
    captcha.current?.reset();
    setBusy(false);
    if (answer.ok) {
      notify(MESSAGES.registrationComplete, 'success');
      void navigate('/login');
      return;
    }
    // A refusal at a field is shown there, in this form's words (never the API's key path).
    const atFields = formErrorsOf(answer.fieldErrors ?? {}, fieldOfApi);
    const [first] = Object.entries(atFields);
    if (first) {
      setErrors(atFields);
      notify(first[1], 'error');
      document.getElementsByName(first[0])[0]?.focus();
      return;
    }
    notify(answer.errors?.[0] ?? answer.message ?? MESSAGES.couldNotProcessRegistration, 'error');
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Sign up</h1>
      {/* Posted, not the default GET: sent before (or without) scripts, the password must not
          end up in the address bar, the history and the server's logs (ADR 212). */}
      <form
        ref={form}
        method="post"
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label="Sign up"
      >
        <div className={styles.twoColumns}>
          {FIELDS.slice(0, 2).map((field) => (
            <SignUpInput
              key={field.name}
              {...field}
              value={values[field.name]}
              error={errors[field.name]}
              onChange={edit(field.name)}
            />
          ))}
        </div>
        {FIELDS.slice(2).map((field) => (
          <SignUpInput
            key={field.name}
            {...field}
            value={values[field.name]}
            error={errors[field.name]}
            onChange={edit(field.name)}
          />
        ))}
        <Checkbox
          label="Send me offers and deals by email"
          name="offers"
          checked={offers}
          onCheckedChange={setOffers}
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
        <p className={styles.note}>
          By signing up you agree to our <Link to="/help/1">terms and disclaimers</Link> and our{' '}
          <Link to="/help/0">privacy policy</Link>.
        </p>
        <Button type="submit" loading={busy}>
          Sign up
        </Button>
      </form>
      <SocialButtons verb="Sign up" />
      <p className={styles.note}>
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </div>
  );
}

function SignUpInput({
  name,
  label,
  type,
  autoComplete,
  apiField,
  value,
  error,
  onChange,
}: {
  readonly name: TextFieldName;
  readonly label: string;
  readonly type: 'text' | 'email' | 'password';
  readonly autoComplete: string;
  readonly apiField: keyof typeof REGISTER_LIMITS;
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
}) {
  // `required` is left to the form's own check: it has the spec's messages (§5).
  const limits: { minLength?: number; maxLength?: number } = REGISTER_LIMITS[apiField];
  return (
    <TextField
      label={label}
      type={type}
      name={name}
      autoComplete={autoComplete}
      minLength={limits.minLength}
      maxLength={limits.maxLength}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
