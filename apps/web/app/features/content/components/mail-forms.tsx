import { useId, useState } from 'react';
import { MESSAGES } from '@trails/domain/messages';
import { validateInquiry } from '@trails/domain/validation/inquiry';
import type { InquiryField, InquiryForm } from '@trails/domain/validation/inquiry';
import { validateSubscription } from '@trails/domain/validation/subscription';
import { browserApi } from '../../../shared/api/client.ts';
import { notify } from '../../../shared/components/notices.tsx';
import * as ui from '../../../shared/styles/ui.css.ts';
import { sendInquiry } from '../api/send-inquiry.ts';
import { subscribeToDeals } from '../api/subscribe-to-deals.ts';
import * as styles from './mail-forms.css.ts';

const EMPTY_INQUIRY: InquiryForm = { name: '', email: '', phone: '', message: '' };

/** The footer's inquiry form: every field mandatory, with the spec's messages. */
export function InquiryFormBox() {
  const id = useId();
  const [form, setForm] = useState<InquiryForm>(EMPTY_INQUIRY);
  const [errors, setErrors] = useState<Partial<Record<InquiryField, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const result = validateInquiry(form);
    setErrors(result.errors);
    if (!result.ok) {
      notify(result.firstError.message, 'error');
      document.getElementById(`${id}-${result.firstError.field}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const sent = await sendInquiry(browserApi(), form);
      notify(sent ? MESSAGES.inquirySent : MESSAGES.inquiryFailed, sent ? 'success' : 'error');
      if (sent) setForm(EMPTY_INQUIRY);
    } catch {
      notify(MESSAGES.inquiryFailed, 'error');
    } finally {
      setBusy(false);
    }
  };

  const field = (name: InquiryField, label: string, type = 'text') => (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={`${id}-${name}`}>
        {label}
      </label>
      {name === 'message' ? (
        <textarea
          id={`${id}-${name}`}
          className={ui.input}
          rows={3}
          value={form[name]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
          onChange={(event) => {
            setForm({ ...form, [name]: event.target.value });
            setErrors({ ...errors, [name]: undefined });
          }}
        />
      ) : (
        <input
          id={`${id}-${name}`}
          className={ui.input}
          type={type}
          value={form[name]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
          onChange={(event) => {
            setForm({ ...form, [name]: event.target.value });
            setErrors({ ...errors, [name]: undefined });
          }}
        />
      )}
      {errors[name] && (
        <p id={`${id}-${name}-error`} className={styles.error}>
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form
      className={styles.form}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        Send us an inquiry
      </h2>
      {field('name', 'Name')}
      {field('email', 'Email', 'email')}
      {field('phone', 'Phone', 'tel')}
      {field('message', 'Message')}
      <button type="submit" className={styles.submit} disabled={busy}>
        Send
      </button>
    </form>
  );
}

/** The deals subscription box (footer and search page). */
export function SubscriptionBox({ tone = 'dark' }: { readonly tone?: 'dark' | 'light' }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const result = validateSubscription({ email });
    if (!result.ok) {
      setError(result.firstError.message);
      notify(result.firstError.message, 'error');
      return;
    }
    setBusy(true);
    try {
      const done = await subscribeToDeals(browserApi(), email.trim());
      notify(done ? MESSAGES.subscribed : MESSAGES.subscriptionFailed, done ? 'success' : 'error');
      if (done) setEmail('');
    } catch {
      notify(MESSAGES.subscriptionFailed, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={tone === 'dark' ? styles.form : styles.lightForm}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        Get deals by email
      </h2>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${id}-email`}>
          Email
        </label>
        <input
          id={`${id}-email`}
          className={ui.input}
          type="email"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
        />
        {error && (
          <p id={`${id}-error`} className={tone === 'dark' ? styles.error : ui.fieldError}>
            {error}
          </p>
        )}
      </div>
      <button type="submit" className={styles.submit} disabled={busy}>
        Subscribe
      </button>
    </form>
  );
}
