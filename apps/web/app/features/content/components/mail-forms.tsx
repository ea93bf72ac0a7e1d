import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import * as LIMITS from '@trails/api-client/limits';
import { validateInquiry } from '@trails/domain/validation/inquiry';
import type { InquiryField } from '@trails/domain/validation/inquiry';
import { validateSubscription } from '@trails/domain/validation/subscription';
import { Button } from '@trails/ui/button';
import { LoadingOverlay } from '@trails/ui/loading-overlay';
import { TextArea } from '@trails/ui/text-area';
import { TextField } from '@trails/ui/text-field';
import { dismissNotice, notify } from '../../../shared/components/notices.tsx';
import type { MailFormResult } from '../api/mail-form-actions.server.ts';
import { INQUIRY_LABELS, inquiryFrom, subscriptionFrom } from '../mail-form-fields.ts';
import * as styles from './mail-forms.css.ts';

/** Where the forms post: route actions that also answer a plain (script-less) post with a page. */
export const INQUIRY_ACTION = '/inquiry';
export const SUBSCRIBE_ACTION = '/subscribe';

/** The contract's lengths of the inquiry's fields. */
const INQUIRY_LIMITS: Readonly<
  Record<InquiryField, { readonly minLength?: number; readonly maxLength?: number }>
> = LIMITS.InquiryRequest;

/**
 * A fetcher's answers shown once each: the notice, the errors at their fields, and the form
 * emptied after a success. `initial` is what the action answered to a plain post (its page).
 */
function useMailForm<Field extends string>(initial: MailFormResult<Field> | undefined) {
  const fetcher = useFetcher<MailFormResult<Field>>();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(initial?.errors ?? {});
  const answered = useRef<MailFormResult<Field> | undefined>(undefined);
  // The form's refusals said as notices: once it is sent, they are over (a tester read "Email
  // not valid" beside "Message sent!").
  const refusals = useRef<number[]>([]);
  const refuse = (message: string) => {
    refusals.current.push(notify(message, 'error'));
  };
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || answered.current === result) return;
    answered.current = result;
    if (result.ok) {
      for (const id of refusals.current) dismissNotice(id);
      refusals.current = [];
      notify(result.message, 'success');
    } else refusals.current.push(notify(result.message, 'error'));
    setErrors(result.errors);
    if (result.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);
  const clearError = (name: Field) => setErrors((current) => ({ ...current, [name]: undefined }));
  return { fetcher, formRef, errors, setErrors, clearError, refuse };
}

/**
 * The spec's loading overlay (§4, §9: dismissed after a 2-second delay) over a form while it is
 * sent, so it is not sent twice. It covers the form only, not the page (ADR 090).
 */
function SendingOverlay({ sending }: { readonly sending: boolean }) {
  return <LoadingOverlay loading={sending} label="Sending…" fullScreen={false} />;
}

/** Focuses the first field in error once the errors are drawn. */
function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * The footer's inquiry form: every field mandatory, with the spec's messages. A real form posted
 * to `/inquiry`; with scripts, checked first and sent without leaving the page.
 */
export function InquiryFormBox({ result }: { readonly result?: MailFormResult<InquiryField> }) {
  const id = useId();
  const { fetcher, formRef, errors, setErrors, clearError, refuse } = useMailForm(result);
  const values = result?.values;
  const field = (name: Exclude<InquiryField, 'message'>, type: 'text' | 'email' | 'tel') => (
    <TextField
      label={INQUIRY_LABELS[name]}
      name={name}
      type={type}
      // The contract's lengths: the browser stops the typing where the API would refuse.
      minLength={INQUIRY_LIMITS[name].minLength}
      maxLength={INQUIRY_LIMITS[name].maxLength}
      defaultValue={values?.[name]}
      error={errors[name]}
      onChange={() => clearError(name)}
    />
  );
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={INQUIRY_ACTION}
      className={styles.form}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        const form = event.currentTarget;
        const checked = validateInquiry(inquiryFrom(new FormData(form)));
        if (checked.ok) return;
        event.preventDefault();
        setErrors(checked.errors);
        refuse(checked.firstError.message);
        focusFirstInvalid(form);
      }}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        Send us an inquiry
      </h2>
      {field('name', 'text')}
      {field('email', 'email')}
      {field('phone', 'tel')}
      <TextArea
        label={INQUIRY_LABELS.message}
        name="message"
        minLength={INQUIRY_LIMITS.message.minLength}
        // The contract's length: typing stops there, a counter shows it.
        limit={LIMITS.InquiryRequest.message.maxLength}
        rows={3}
        defaultValue={values?.message}
        error={errors.message}
        onChange={() => clearError('message')}
      />
      <Button type="submit" loading={fetcher.state !== 'idle'}>
        Send
      </Button>
      <SendingOverlay sending={fetcher.state !== 'idle'} />
    </fetcher.Form>
  );
}

/** The deals subscription box (footer and search page), posted to `/subscribe`. */
export function SubscriptionBox({
  tone = 'plain',
  result,
}: {
  readonly tone?: 'plain' | 'boxed';
  readonly result?: MailFormResult<'email'>;
}) {
  const id = useId();
  const { fetcher, formRef, errors, setErrors, clearError, refuse } = useMailForm(result);
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={SUBSCRIBE_ACTION}
      className={tone === 'plain' ? styles.form : styles.lightForm}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        const form = event.currentTarget;
        const checked = validateSubscription(subscriptionFrom(new FormData(form)));
        if (checked.ok) return;
        event.preventDefault();
        setErrors({ email: checked.firstError.message });
        refuse(checked.firstError.message);
        focusFirstInvalid(form);
      }}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        Get deals by email
      </h2>
      <TextField
        label="Email"
        name="email"
        type="email"
        defaultValue={result?.values.email}
        error={errors.email}
        onChange={() => clearError('email')}
      />
      <Button type="submit" loading={fetcher.state !== 'idle'}>
        Subscribe
      </Button>
      <SendingOverlay sending={fetcher.state !== 'idle'} />
    </fetcher.Form>
  );
}
