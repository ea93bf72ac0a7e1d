import { useId, useState } from 'react';
import { MESSAGES } from '@trails/domain/messages';
import { validateInquiry } from '@trails/domain/validation/inquiry';
import type { InquiryField, InquiryForm } from '@trails/domain/validation/inquiry';
import { validateSubscription } from '@trails/domain/validation/subscription';
import { Button } from '@trails/ui/button';
import { TextArea } from '@trails/ui/text-area';
import { TextField } from '@trails/ui/text-field';
import { browserApi } from '../../../shared/api/client.ts';
import { notify } from '../../../shared/components/notices.tsx';
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
      // The first field in error gets the focus once the errors are drawn.
      requestAnimationFrame(() =>
        document
          .querySelector<HTMLElement>(`[aria-labelledby="${id}-title"] [aria-invalid="true"]`)
          ?.focus(),
      );
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

  const onField = (name: InquiryField) => (event: { target: { value: string } }) => {
    setForm({ ...form, [name]: event.target.value });
    setErrors({ ...errors, [name]: undefined });
  };
  const field = (
    name: Exclude<InquiryField, 'message'>,
    label: string,
    type: 'text' | 'email' | 'tel',
  ) => (
    <TextField
      label={label}
      type={type}
      value={form[name]}
      error={errors[name]}
      onChange={onField(name)}
    />
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
      {field('name', 'Name', 'text')}
      {field('email', 'Email', 'email')}
      {field('phone', 'Phone', 'tel')}
      <TextArea
        label="Message"
        rows={3}
        value={form.message}
        error={errors.message}
        onChange={onField('message')}
      />
      <Button type="submit" loading={busy}>
        Send
      </Button>
    </form>
  );
}

/** The deals subscription box (footer and search page). */
export function SubscriptionBox({ tone = 'plain' }: { readonly tone?: 'plain' | 'boxed' }) {
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
      className={tone === 'plain' ? styles.form : styles.lightForm}
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
      <TextField
        label="Email"
        type="email"
        value={email}
        error={error}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" loading={busy}>
        Subscribe
      </Button>
    </form>
  );
}
