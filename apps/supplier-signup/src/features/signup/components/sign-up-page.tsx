// /signup: the supplier sign-up form (spec §2, §4 Sign-up, §5 Sign-up rules, §8).
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useNavigate } from 'react-router';
import * as LIMITS from '@trails/api-client/limits';
import type { paths } from '@trails/api-client/schema';
import { MESSAGES } from '@trails/domain/messages';
import { Button } from '@trails/ui/button';
import { CaptchaField, captchaPayloadToSend } from '@trails/ui/captcha-field';
import type { CaptchaHandle } from '@trails/ui/captcha-field';
import { TextField } from '@trails/ui/text-field';
import { dismiss, notify } from '@trails/ui/toast';
import { getSettings } from '../../../shared/settings.ts';
import { FIELD_LABELS, registerSupplier } from '../api/register-supplier.ts';
import { firstInvalidField, validateSupplierSignUp } from '../supplier-sign-up-form.ts';
import { forgetSignUpDraft, readSignUpDraft, saveSignUpDraft } from '../sign-up-draft.ts';
import type {
  SupplierSignUpErrors,
  SupplierSignUpField,
  SupplierSignUpForm,
} from '../supplier-sign-up-form.ts';
import * as styles from './sign-up-page.css.ts';

// The ALTCHA challenge the captcha solves (ADR 063, ADR 072).
const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge' satisfies keyof paths;

type TextFieldName = keyof SupplierSignUpForm;

/** The contract's lengths of the register call's fields, by the form's field. */
const REGISTER_LIMITS: Readonly<
  Record<string, { readonly minLength?: number; readonly maxLength?: number }>
> = LIMITS.RegisterRequest;

const fields: readonly {
  name: TextFieldName;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  /** The field's name in the register call (the contract's spelling). */
  wireName: string;
  /** Side by side with its neighbour on wider screens. */
  half?: boolean;
}[] = [
  {
    name: 'firstName',
    type: 'text',
    autoComplete: 'given-name',
    wireName: 'first_name',
    half: true,
  },
  {
    name: 'lastName',
    type: 'text',
    autoComplete: 'family-name',
    wireName: 'last_name',
    half: true,
  },
  { name: 'businessName', type: 'text', autoComplete: 'organization', wireName: 'work_name' },
  { name: 'email', type: 'email', autoComplete: 'email', wireName: 'email' },
  {
    name: 'password',
    type: 'password',
    autoComplete: 'new-password',
    wireName: 'password',
    half: true,
  },
  {
    name: 'confirmPassword',
    type: 'password',
    autoComplete: 'new-password',
    wireName: 'confim_password',
    half: true,
  },
];

/** The two password fields, each with the other: 'Passwords do not match' stands on both. */
const OTHER_PASSWORD: Partial<Record<TextFieldName, TextFieldName>> = {
  password: 'confirmPassword',
  confirmPassword: 'password',
};

export function SignUpPage() {
  const navigate = useNavigate();
  const settings = getSettings();
  // Drawn again from the session's draft: a reload keeps what was typed but the passwords.
  const [form, setForm] = useState<SupplierSignUpForm>(readSignUpDraft);
  useEffect(() => saveSignUpDraft(form), [form]);
  const [captchaPayload, setCaptchaPayload] = useState<string | null>(null);
  const [errors, setErrors] = useState<SupplierSignUpErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<TextFieldName, HTMLInputElement | null>>>({});
  const captcha = useRef<CaptchaHandle>(null);

  /** Takes the field's error away; with `only`, only when it is that message. */
  function clearError(field: SupplierSignUpField, only?: string) {
    setErrors((current) => {
      if (!current[field] || (only !== undefined && current[field] !== only)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }

  function edit(field: TextFieldName) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setForm((current) => ({ ...current, [field]: value }));
      clearError(field);
      // Once the two passwords match again, the mismatch no longer describes the other field
      // either (its other messages, e.g. the API's, stay until that field is edited).
      const other = OTHER_PASSWORD[field];
      if (other && value === form[other]) clearError(other, MESSAGES.passwordsDoNotMatch);
    };
  }

  function showErrors(found: SupplierSignUpErrors) {
    setErrors(found);
    const first = firstInvalidField(found);
    if (first === 'captcha') captcha.current?.focus();
    else if (first) inputs.current[first]?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    // A captcha still being solved (it starts at the first focus in the form, ADR 293) is
    // waited for, the button busy, instead of refused (ADR 298).
    const solved = await captchaPayloadToSend({
      held: captchaPayload,
      captcha: captcha.current,
      refused: (captchaSolved) => {
        const found = validateSupplierSignUp(form, captchaSolved);
        if (Object.keys(found).length === 0) return false;
        showErrors(found);
        return true;
      },
      waiting: setSubmitting,
    });
    if (solved === null) return;
    const progress = notify(MESSAGES.processingRegistration, { tone: 'info' });
    const outcome = await registerSupplier(form, solved);
    // The answer came: the progress notice goes, whatever it says.
    dismiss(progress);
    if (outcome.ok) {
      forgetSignUpDraft();
      notify(MESSAGES.registrationComplete, { tone: 'success' });
      navigate('/signup/complete');
      return;
    }
    setSubmitting(false);
    notify(outcome.message, { tone: 'danger' });
    // A captcha solution is accepted once: the next attempt needs a new one.
    captcha.current?.reset();
    setCaptchaPayload(null);
    showErrors(outcome.fieldErrors);
  }

  return (
    <article className={styles.page}>
      <title>Supplier sign-up | Lanka Trails</title>
      <header className={styles.intro}>
        <h1 className={styles.heading}>Become a Lanka Trails supplier</h1>
        <p className={styles.lead}>
          Sign up to offer your guided trails in the Central Highlands. We will send you an e-mail
          to verify your address.
        </p>
      </header>
      <form className={styles.form} noValidate onSubmit={submit} aria-label="Supplier sign-up">
        {fields.map(({ name, type, autoComplete, wireName, half }) => (
          <div key={name} className={half ? styles.half : styles.wide}>
            <TextField
              ref={(input) => {
                inputs.current[name] = input;
              }}
              name={name}
              label={FIELD_LABELS[name]}
              type={type}
              autoComplete={autoComplete}
              required
              // The contract's lengths: the browser stops the typing where the API would refuse.
              minLength={REGISTER_LIMITS[wireName]?.minLength}
              maxLength={REGISTER_LIMITS[wireName]?.maxLength}
              value={form[name]}
              onChange={edit(name)}
              error={errors[name]}
            />
          </div>
        ))}
        <div className={styles.wide}>
          <CaptchaField
            ref={captcha}
            challenge={CAPTCHA_CHALLENGE_URL}
            error={errors.captcha}
            onChange={(payload) => {
              setCaptchaPayload(payload);
              if (payload) clearError('captcha');
            }}
          />
        </div>
        <p className={styles.wide}>
          By signing up you agree to the Lanka Trails{' '}
          <a className={styles.link} href="/help">
            terms and guidelines
          </a>{' '}
          and the{' '}
          <a className={styles.link} href="/help/0">
            privacy policy
          </a>
          .
        </p>
        <div className={styles.wide}>
          <Button type="submit" size="lg" fullWidth loading={submitting}>
            Sign up
          </Button>
        </div>
      </form>
      <p className={styles.aside}>
        Already a supplier?{' '}
        <a className={styles.link} href={settings.supplierSiteUrl}>
          Log in on the supplier site
        </a>
        .
      </p>
    </article>
  );
}
