import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { Form, Link, useFetcher } from 'react-router';
import * as LIMITS from '@trails/api-client/limits';
import { unbookableDate } from '@trails/domain/booking-window';
import { formatLocalDate, formatPax } from '@trails/domain/format';
import { MESSAGES } from '@trails/domain/messages';
import { DEFAULT_PICKUP_TYPE, PICKUP_TYPE_LABEL, PICKUP_TYPES } from '@trails/domain/pickup';
import { tourDateAt } from '@trails/domain/tour-date';
import { Button } from '@trails/ui/button';
import { Checkbox } from '@trails/ui/checkbox';
import { ConfirmDialog } from '@trails/ui/confirm-dialog';
import { Dialog } from '@trails/ui/dialog';
import { TextArea } from '@trails/ui/text-area';
import { TextField } from '@trails/ui/text-field';
import { dismissNotice, notify } from '../../../shared/components/notices.tsx';
import { usd } from '../../../shared/lib/money.ts';
import * as ui from '../../../shared/styles/ui.css.ts';
import { checkoutErrorsOf } from '../api/submit-checkout.ts';
import type { CheckoutErrors, CheckoutResult } from '../api/submit-checkout.ts';
import {
  contactEmailOf,
  extraTravellerCount,
  fieldLimitsOf,
  FORM_FIELDS,
  itemField,
  travellerField,
  valuesOf,
} from '../checkout-fields.ts';
import type { CheckoutItemKey, CheckoutValues } from '../checkout-fields.ts';
import { chargeText, freeCancellationText, NO_FREE_CANCELLATION } from '../checkout-terms.ts';
import { useTypingHandover } from '../hooks/use-typing-handover.ts';
import * as styles from './checkout.css.ts';
import { useScriptsRunning } from '../../../shared/lib/use-scripts-running.ts';

/** A cart item as checkout shows it. */
export interface CheckoutItemView extends CheckoutItemKey {
  readonly name: string;
  /** The tour's sale type (1 instant), once known. */
  readonly saleType?: number | undefined;
  /** The pick-up time (HH:mm, Sri Lanka) at the chosen place, once known. */
  readonly pickupTime?: string | undefined;
  /** The chosen pick-up place's name, as the cart shows it. */
  readonly placeName?: string | undefined;
}

export interface CheckoutFormProps {
  /** Today in Sri Lanka as the page's loader read it (the browser's day without one, ADR 275). */
  readonly today?: string | undefined;
  /**
   * The loader's clock (ms): a free-cancellation deadline already gone by is said as such, and
   * hydrating draws what the server drew; the browser's clock takes over once mounted (ADR 284).
   */
  readonly now?: number | undefined;
  readonly items: readonly CheckoutItemView[];
  /** What to put back in the fields: a refused post's values, or the saved draft. */
  readonly initialValues: CheckoutValues;
  readonly initialErrors?: CheckoutErrors | undefined;
  /** The Idempotency-Key of a plain post (the enhanced submit asks `attemptKey`). */
  readonly plainPostKey: string;
  /** A plain post that passed the checks and waits for the e-mail to be confirmed. */
  readonly confirmEmail?: string | undefined;
  /** Called with everything typed, on every change (the draft). */
  onChange?(values: CheckoutValues): void;
  /** The key of this checkout attempt, kept across a double click or a retry. */
  attemptKey(): string;
  /** Forget the attempt's key: the server refused it, so the next submit is new. */
  newAttempt(): void;
  /** Keeps the key that made the order as this attempt's (ADR 241). */
  keepAttempt(key: string): void;
  /** Sends the browser to the payment page. */
  goToPayment(link: string): void;
}

const REFUND_POLICY = (
  <>
    <p>
      You can cancel free of charge up to 24 hours before your tour starts, counted in Sri Lankan
      time (Asia/Colombo). A tour that was charged is refunded in full; a held authorization is
      released and never charged.
    </p>
    <p>
      Later than 24 hours before the start, a cancellation is a request: the supplier and our team
      decide on a refund. A tour the supplier cannot confirm is never charged.
    </p>
  </>
);

/** Focuses the field of the first error once the errors are drawn. */
function focusField(form: HTMLFormElement | null, name: string) {
  requestAnimationFrame(() => {
    const field = form?.elements.namedItem(name);
    if (field instanceof HTMLElement) field.focus();
  });
}

/**
 * The checkout form (spec §2 Checkout): per cart item the lead traveller, one entry per further
 * traveller, the pick-up and the contact; then the order review, the two agreements and
 * 'Confirm & Pay'. A real form posted to `/checkout` (its route action answers without scripts);
 * with scripts it is checked here first, the contact e-mail is confirmed in a dialog, and the
 * booking is placed without leaving the page until the payment page is known.
 */
export function CheckoutForm({
  items,
  today: serverToday,
  now: serverNow,
  initialValues,
  initialErrors,
  plainPostKey,
  confirmEmail,
  onChange,
  attemptKey,
  newAttempt,
  keepAttempt,
  goToPayment,
}: CheckoutFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useTypingHandover(formRef, items.map((item) => item.activityId).join(','));
  const fetcher = useFetcher<CheckoutResult>();
  const [errors, setErrors] = useState<CheckoutErrors>(initialErrors ?? {});
  const [confirming, setConfirming] = useState<string | null>(null);
  const answered = useRef<CheckoutResult | undefined>(undefined);
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || answered.current === result) return;
    answered.current = result;
    if (result.kind === 'payment') {
      keepAttempt(result.attemptKey);
      notify(MESSAGES.sendingForPayment, 'success');
      goToPayment(result.paymentLink);
      return;
    }
    if (result.kind === 'confirm-email') return;
    notify(result.message, 'error');
    // The page checked the form before sending it: 'invalid' is the server's refusal, and like
    // any definite refusal it wrote nothing, so the next submit is a new attempt (ADR 096).
    // Except when it refused an attempt that replaced an earlier order: that order's key stays,
    // so the next submit names it again and may take its seats (ADR 242).
    if (result.kind === 'invalid') {
      if (!result.earlierAttemptStands) newAttempt();
      focusField(formRef.current, result.firstField);
    } else if (
      result.kind === 'failed' &&
      !result.retrySameAttempt &&
      !result.earlierAttemptStands
    ) {
      newAttempt();
    }
  }, [fetcher.state, fetcher.data, goToPayment, newAttempt, keepAttempt]);

  const value = (name: string) => initialValues[name];
  // The booking call's answer: its failure stays on the page until the next answer.
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const serverErrors = answer?.kind === 'invalid' ? answer.errors : undefined;
  // A field edited since the answer holds '' here, which hides the server's message too.
  const errorAt = (name: string) =>
    name in errors ? errors[name] || undefined : serverErrors?.[name];
  const clearError = (name: string) => {
    if (errorAt(name)) setErrors((current) => ({ ...current, [name]: '' }));
  };

  const text = (
    name: string,
    label: string,
    type: 'text' | 'email' | 'tel' | 'time' = 'text',
    autoComplete?: string,
  ) => (
    <TextField
      label={label}
      name={name}
      type={type === 'time' ? 'text' : type}
      {...(type === 'time' ? { inputMode: 'numeric', placeholder: 'HH:mm' } : {})}
      // The contract's lengths: the browser stops the typing where the API would refuse.
      {...fieldLimitsOf(name)}
      autoComplete={autoComplete}
      defaultValue={value(name)}
      error={errorAt(name)}
    />
  );

  const person = (index: number, who: 'lead' | 'contact', autoComplete: boolean) => {
    const name = (field: string) => itemField(index, `${who}_${field}`);
    const prefix = who === 'lead' ? 'Lead traveler' : 'Contact';
    return (
      <div className={styles.fields}>
        {text(
          name('firstname'),
          `${prefix} first name`,
          'text',
          autoComplete ? 'given-name' : 'off',
        )}
        {text(
          name('lastname'),
          `${prefix} last name`,
          'text',
          autoComplete ? 'family-name' : 'off',
        )}
        {text(name('email'), `${prefix} email`, 'email', autoComplete ? 'email' : 'off')}
        {text(name('phone'), `${prefix} phone`, 'tel', autoComplete ? 'tel' : 'off')}
      </div>
    );
  };

  const total = items.reduce((sum, item) => sum + item.amount, 0);
  const today = serverToday ?? tourDateAt(new Date());
  const now = useClock(serverNow);
  const shownFailure = answer?.kind === 'failed' ? answer.message : null;

  return (
    <>
      {shownFailure && (
        <p role="alert" className={styles.alert}>
          {shownFailure}
        </p>
      )}
      <Form
        ref={formRef}
        method="post"
        action="/checkout"
        noValidate
        aria-label="Checkout"
        onChange={(event) => {
          const target = event.target as unknown;
          if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
            clearError(target.name);
          }
          onChange?.(valuesOf(new FormData(event.currentTarget)));
        }}
        onSubmit={(event) => {
          // With scripts the page checks, asks for the e-mail and places the booking itself.
          event.preventDefault();
          if (busy) return;
          const values = valuesOf(new FormData(event.currentTarget));
          onChange?.(values);
          const invalid = checkoutErrorsOf(values);
          if (invalid) {
            setErrors(invalid.errors);
            notify(invalid.message, 'error');
            focusField(event.currentTarget, invalid.firstField);
            return;
          }
          setErrors({});
          setConfirming(contactEmailOf(values));
        }}
      >
        <input type="hidden" name={FORM_FIELDS.itemCount} value={items.length} />
        <input type="hidden" name={FORM_FIELDS.idempotencyKey} value={plainPostKey} />
        {confirmEmail !== undefined && (
          <section className={styles.confirmStep} aria-labelledby="confirm-email">
            <h2 id="confirm-email">Confirm email address</h2>
            <p>
              We will send your booking and payment receipts to <strong>{confirmEmail}</strong>. Is
              this address right?
            </p>
            <div className={ui.strip}>
              <Button asChild variant="secondary">
                {/* Back to where the address was typed: with 'Same as Lead Traveler' the
                    contact's fields are hidden, and it is the lead traveller's (a tester's
                    finding: Cancel landed on a section without it). */}
                <a
                  href={`#${itemField(0, value(itemField(0, 'contact_same')) ? 'title' : 'contact')}`}
                >
                  Cancel
                </a>
              </Button>
              <Button type="submit" name={FORM_FIELDS.confirmed} value="yes">
                Yes, Proceed
              </Button>
            </div>
          </section>
        )}
        <div className={styles.layout}>
          <div>
            {items.map((item, index) => (
              <section
                key={`${item.activityId}-${index}`}
                className={styles.item}
                aria-labelledby={`${itemField(index, 'title')}`}
              >
                <h2 id={itemField(index, 'title')}>
                  {item.name} — {formatLocalDate(item.startDate)}
                </h2>
                {(
                  [
                    ['activity_id', item.activityId],
                    ['start_date', item.startDate],
                    ['location_id', item.locationId],
                    ['adults', item.adults],
                    ['children', item.children],
                    ['infants', item.infants],
                    ['amount', item.amount],
                  ] as const
                ).map(([name, hidden]) => (
                  <input key={name} type="hidden" name={itemField(index, name)} value={hidden} />
                ))}
                <fieldset className={styles.group}>
                  <legend className={styles.legend}>Lead traveler</legend>
                  {person(index, 'lead', index === 0)}
                </fieldset>
                {Array.from({ length: extraTravellerCount(item) }, (_, n) => {
                  const name = (field: string) => travellerField(index, n + 1, field);
                  return (
                    <fieldset key={n} className={styles.group}>
                      <legend className={styles.legend}>Traveler {n + 2}</legend>
                      <div className={styles.fields}>
                        {text(name('firstname'), 'First name')}
                        {text(name('lastname'), 'Last name')}
                        {text(name('email'), 'Email (optional)', 'email')}
                        {text(name('phone'), 'Phone (optional)', 'tel')}
                      </div>
                    </fieldset>
                  );
                })}
                <fieldset className={`${styles.group} ${styles.pickup}`}>
                  <legend className={styles.legend}>Pick-up</legend>
                  <div className={styles.choices}>
                    {PICKUP_TYPES.map((type) => (
                      <label key={type} className={styles.choice}>
                        <input
                          type="radio"
                          name={itemField(index, 'pickup')}
                          value={type}
                          defaultChecked={
                            (value(itemField(index, 'pickup')) ?? DEFAULT_PICKUP_TYPE) === type
                          }
                        />
                        {PICKUP_TYPE_LABEL[type]}
                      </label>
                    ))}
                  </div>
                  <div className={`${styles.fields} ${styles.pickupFields}`} data-pickup="hotel">
                    {text(itemField(index, 'hotel_name'), 'Hotel name')}
                    {text(itemField(index, 'hotel_address'), 'Hotel address')}
                  </div>
                  <div className={`${styles.fields} ${styles.pickupFields}`} data-pickup="airport">
                    {text(itemField(index, 'flight_no'), 'Flight number')}
                    {text(itemField(index, 'flight_time'), 'Flight time', 'time')}
                  </div>
                  <div className={styles.pickupFields} data-pickup="other">
                    <TextArea
                      label="Where should we pick you up?"
                      name={itemField(index, 'other')}
                      // The contract's length: typing stops there, a counter shows it.
                      limit={LIMITS.CheckoutBooking.other.maxLength}
                      rows={2}
                      defaultValue={value(itemField(index, 'other'))}
                      error={errorAt(itemField(index, 'other'))}
                    />
                  </div>
                </fieldset>
                <fieldset
                  className={`${styles.group} ${styles.contact}`}
                  id={itemField(index, 'contact')}
                >
                  <legend className={styles.legend}>Contact information</legend>
                  <SameAsLead
                    name={itemField(index, 'contact_same')}
                    defaultChecked={Boolean(value(itemField(index, 'contact_same')))}
                  />
                  <div className={styles.contactFields}>{person(index, 'contact', false)}</div>
                </fieldset>
                <TextArea
                  label="Remarks (optional)"
                  name={itemField(index, 'remarks')}
                  limit={LIMITS.CheckoutBooking.remarks.maxLength}
                  rows={2}
                  defaultValue={value(itemField(index, 'remarks'))}
                />
              </section>
            ))}
          </div>
          <section className={styles.summary} aria-labelledby="order-review">
            <h2 id="order-review">Order review</h2>
            <ul className={styles.reviewList}>
              {items.map((item, index) => (
                <li key={`${item.activityId}-${index}`} className={styles.reviewItem}>
                  <strong>{item.name}</strong>
                  <span>
                    {formatLocalDate(item.startDate)} · adults/children/infants {formatPax(item)}
                    {item.placeName ? ` · from ${item.placeName}` : ''}
                  </span>
                  <span>{usd(item.amount)}</span>
                  <ItemTerms item={item} today={today} now={now} />
                </li>
              ))}
            </ul>
            <p className={styles.total}>
              <span>Total</span>
              <strong data-testid="checkout-total">{usd(total)}</strong>
            </p>
            <p className={`${styles.note} ${ui.muted}`}>{MESSAGES.noAdditionalTaxesAndFees}</p>
            <p className={styles.note}>
              <Link to="/cart">Back to your cart</Link> to change dates, travellers or pick-up.
            </p>
            <p className={styles.note}>
              The total is charged once confirmed, otherwise an authorization is held. Free
              cancellation up to 24 hours (local time).
              {/* Not contradicting the review above for an item that starts sooner (a tester
                  read "can no longer be cancelled free" and then this promise). */}
              {items.some(
                (item) =>
                  freeCancellationText(item.startDate, item.pickupTime, now) ===
                  NO_FREE_CANCELLATION,
              ) && ' Not for a booking above that starts in less than 24 hours.'}
            </p>
            <Checkbox
              name={FORM_FIELDS.terms}
              id={FORM_FIELDS.terms}
              label="I agree to the terms & conditions"
              defaultChecked={Boolean(value(FORM_FIELDS.terms))}
              error={errorAt(FORM_FIELDS.terms)}
            />
            <Checkbox
              name={FORM_FIELDS.refundPolicy}
              id={FORM_FIELDS.refundPolicy}
              label="I agree to the Refund Policy"
              defaultChecked={Boolean(value(FORM_FIELDS.refundPolicy))}
              error={errorAt(FORM_FIELDS.refundPolicy)}
            />
            <RefundPolicy />
            {errorAt('cart') && (
              <p role="alert" className={ui.fieldError}>
                {errorAt('cart')}
              </p>
            )}
            <Button type="submit" loading={busy}>
              Confirm &amp; Pay
            </Button>
          </section>
        </div>
      </Form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !busy) setConfirming(null);
        }}
        title="Confirm email address"
        message={
          <>
            We will send your booking and payment receipts to <strong>{confirming}</strong>. Is this
            address right?
          </>
        }
        cancelLabel="Cancel"
        confirmLabel="Yes, Proceed"
        confirming={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          const form = formRef.current;
          if (!form || busy) return;
          const formData = new FormData(form);
          formData.set(FORM_FIELDS.idempotencyKey, attemptKey());
          formData.set(FORM_FIELDS.confirmed, 'yes');
          const placing = notify(MESSAGES.placingBooking);
          await fetcher.submit(formData, { method: 'post', action: '/checkout' });
          // Answered: 'Placing your booking' is over, whatever came. A failure returns to the
          // form (the payment page replaces this one); after a few tries the snackbar held one
          // "Placing" per try above the latest refusal.
          dismissNotice(placing);
          setConfirming(null);
        }}
      />
    </>
  );
}

/** 'Same as Lead Traveler': the lead traveller is the contact (the contact fields fold away). */
function SameAsLead({ name, defaultChecked }: { name: string; defaultChecked: boolean }) {
  return (
    <label className={styles.choice}>
      <input type="checkbox" name={name} defaultChecked={defaultChecked} data-same-as-lead="" />
      Same as Lead Traveler
    </label>
  );
}

/**
 * The Refund Policy: a dialog with scripts, the text itself folded out without them. The page
 * is drawn with the fold-out (it works before the scripts run, and without them) and swaps it for
 * the dialog's button once they run: a button drawn before them did nothing (a tester's finding).
 */
function RefundPolicy(): ReactNode {
  const scriptsRunning = useScriptsRunning();
  if (!scriptsRunning) {
    return (
      <details>
        <summary className={styles.policyButton}>Read the Refund Policy</summary>
        {REFUND_POLICY}
      </details>
    );
  }
  return (
    <Dialog
      title="Refund Policy"
      trigger={
        <button type="button" className={styles.policyButton}>
          Read the Refund Policy
        </button>
      }
    >
      {REFUND_POLICY}
    </Dialog>
  );
}

/**
 * An item's terms in the review: when its money moves and until when cancelling is free. For a
 * date that can no longer be booked, only why, said before the form is sent (ADR 275): a charge
 * and a free-cancellation deadline — a day already gone — would promise a booking that checkout
 * refuses.
 */
function ItemTerms({
  item,
  today,
  now,
}: {
  readonly item: CheckoutItemView;
  readonly today: string;
  readonly now: Date;
}) {
  const why = unbookableDate(item.startDate, today);
  if (why !== undefined) {
    return (
      <p className={styles.unbookable}>
        {why} <Link to="/cart">Change it in your cart</Link>.
      </p>
    );
  }
  return (
    <>
      <p className={styles.note}>{chargeText(item.saleType, usd(item.amount))}</p>
      <p className={styles.note}>{freeCancellationText(item.startDate, item.pickupTime, now)}</p>
    </>
  );
}

/** The browser's clock, a minute at a time. */
function subscribeToMinutes(onChange: () => void): () => void {
  const timer = setInterval(onChange, 60_000);
  return () => clearInterval(timer);
}

/**
 * The next whole minute: deadlines fall on whole minutes, so one that is now running out is
 * said as gone rather than promised a minute too long.
 */
const nextMinute = () => Math.ceil(Date.now() / 60_000) * 60_000;

/**
 * The time now, for what the review promises: the loader's while hydrating (so the browser
 * draws what the server drew), then the browser's, a minute at a time while the page is open —
 * a deadline passes while a traveller types.
 */
function useClock(serverNow: number | undefined): Date {
  const now = useSyncExternalStore(subscribeToMinutes, nextMinute, () => serverNow ?? nextMinute());
  return new Date(now);
}
