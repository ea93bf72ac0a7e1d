// The messaging history of a booking and its send box (spec §2): a real form posted through the
// route's action; recipient supplier (only when the booking is contactable) or admin, defaulting
// to the supplier when contactable. A message an admin hid shows '*Removed by admin'.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '@trails/ui/button';
import { Select } from '@trails/ui/select';
import { Spinner } from '@trails/ui/spinner';
import { TextArea } from '@trails/ui/text-area';
import {
  defaultMessageRecipient,
  displayedMessageText,
  messageRecipients,
} from '@trails/domain/booking-message';
import { formatDate } from '@trails/domain/format';
import { MESSAGES } from '@trails/domain/messages';
import { notify } from '../../../shared/components/notices.tsx';
import { messagesKey, useBookingMessages } from '../api/booking-messages.ts';
import type { BookingMessage } from '../api/booking-messages.ts';
import type { BookingActionResult } from '../actions.ts';
import { useOneSendAtATime } from '../hooks/use-one-send-at-a-time.ts';
import { RECIPIENT_LABEL } from '../message-recipient.ts';
import * as styles from './bookings.css.ts';

/** The most a message may hold (the contract's maxLength). */
const MESSAGE_LIMIT = 2000;

function author(message: BookingMessage, supplierName: string): string {
  if (message.user.user_role === 'client') return 'You';
  if (message.user.user_role === 'supplier') return supplierName || 'Supplier';
  return 'Admin';
}

/**
 * `visible` names the conversation (supplier or admin), so it is the recipient only of the
 * traveller's own messages; a supplier's or admin's message in it was written to the traveller.
 */
function recipient(message: BookingMessage): string {
  return message.user.user_role === 'client' ? RECIPIENT_LABEL[message.visible] : 'You';
}

/** A sent message empties the box (the kit's TextArea recounts on its form's reset). */
function emptyForm(form: HTMLFormElement | null) {
  form?.reset();
}

export function MessageThread({
  bookingId,
  contactable,
  supplierName,
}: {
  readonly bookingId: number;
  readonly contactable: boolean;
  readonly supplierName: string;
}) {
  const messages = useBookingMessages(bookingId);
  const fetcher = useFetcher<BookingActionResult>({ key: `booking-${bookingId}-message` });
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const handled = useRef<BookingActionResult | undefined>(undefined);
  const oneSendAtATime = useOneSendAtATime(fetcher);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || result === handled.current) return;
    handled.current = result;
    notify(result.notice, result.ok ? 'success' : 'error');
    if (result.ok) {
      emptyForm(form.current);
      void queryClient.invalidateQueries({ queryKey: messagesKey(bookingId) });
    }
  }, [fetcher.state, fetcher.data, queryClient, bookingId]);

  const recipients = messageRecipients(contactable);
  const fieldError =
    fetcher.data && !fetcher.data.ok ? fetcher.data.errors?.message?.[0] : undefined;

  let history;
  if (messages.isPending) history = <Spinner label="Loading messages" />;
  else if (messages.isError) {
    history = (
      <p className={styles.notice} role="alert">
        {MESSAGES.couldNotLoadData}
      </p>
    );
  } else if (messages.data.length === 0) {
    history = <p className={styles.notice}>No messages yet.</p>;
  } else {
    history = (
      <ol className={styles.thread}>
        {messages.data.map((message, index) => (
          <li
            key={message.id ?? index}
            className={
              message.user.user_role === 'client'
                ? `${styles.message} ${styles.ownMessage}`
                : styles.message
            }
          >
            <p className={styles.meta}>
              {author(message, supplierName)} to {recipient(message)} ·{' '}
              <time dateTime={message.created_at}>{formatDate(new Date(message.created_at))}</time>
            </p>
            <p className={message.hidden === 1 ? styles.removed : undefined}>
              {displayedMessageText({ text: message.message, hidden: message.hidden === 1 })}
            </p>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section aria-labelledby="booking-messages" className={styles.panel}>
      <h2 id="booking-messages" className={styles.subheading}>
        Messages
      </h2>
      {history}
      <fetcher.Form ref={form} method="post" className={styles.form} onSubmit={oneSendAtATime}>
        <input type="hidden" name="intent" value="message" />
        <Select
          name="visible"
          label="Send to"
          defaultValue={defaultMessageRecipient(contactable)}
          options={recipients.map((value) => ({ value, label: RECIPIENT_LABEL[value] }))}
        />
        <TextArea
          name="message"
          label="Your message"
          required
          limit={MESSAGE_LIMIT}
          error={fieldError}
        />
        <div>
          <Button type="submit" loading={fetcher.state !== 'idle'}>
            Send
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}
