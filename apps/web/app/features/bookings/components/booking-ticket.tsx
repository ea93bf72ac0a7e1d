// The booking detail's e-ticket and calendar file (issue 16, ADR 170, 171), for a Pending or
// Confirmed booking. The files sit behind the session's token, so the buttons fetch them with it
// and hand them to the browser as downloads.
import { useState } from 'react';
import { Button } from '@trails/ui/button';
import { Spinner } from '@trails/ui/spinner';
import { MESSAGES } from '@trails/domain/messages';
import { ApiError } from '../../../shared/api/client.ts';
import { notify } from '../../../shared/components/notices.tsx';
import { downloadBookingFile } from '../api/download-booking-file.ts';
import type { BookingFile } from '../api/download-booking-file.ts';
import { useBookingTicket } from '../api/get-booking-ticket.ts';
import { ETicketCard } from './e-ticket.tsx';
import * as styles from './bookings.css.ts';

/** What a save without a connection says: each button its own words (a tester read silence). */
const OFFLINE: Record<BookingFile, string> = {
  ticket: MESSAGES.ticketWaitsForConnection,
  calendar: MESSAGES.calendarWaitsForConnection,
};

/**
 * Why a file did not save: no answer while the phone says it has no connection is the
 * connection (the page says "Save it to open it offline", so the traveller may well try it
 * offline); anything else, the spec's 'Could not load data'.
 */
export function saveFailedNotice(file: BookingFile, error: unknown): string {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return !(error instanceof ApiError) && offline ? OFFLINE[file] : MESSAGES.couldNotLoadData;
}

export function BookingTicket({ bookingId }: { readonly bookingId: number }) {
  const ticket = useBookingTicket(bookingId, true);
  const [saving, setSaving] = useState<BookingFile | null>(null);

  async function save(file: BookingFile) {
    if (saving) return;
    setSaving(file);
    try {
      await downloadBookingFile(bookingId, file);
    } catch (error) {
      notify(saveFailedNotice(file, error), 'error');
    } finally {
      setSaving(null);
    }
  }

  let content;
  if (ticket.isPending) content = <Spinner label="Loading the e-ticket" />;
  else if (ticket.isError) {
    content = (
      <p className={styles.notice} role="alert">
        {MESSAGES.couldNotLoadData}
      </p>
    );
  } else {
    content = (
      <ETicketCard ticket={ticket.data}>
        <Button type="button" loading={saving === 'ticket'} onClick={() => void save('ticket')}>
          Save e-ticket
        </Button>
        <Button
          type="button"
          variant="secondary"
          loading={saving === 'calendar'}
          onClick={() => void save('calendar')}
        >
          Add to calendar (.ics)
        </Button>
      </ETicketCard>
    );
  }
  return (
    <section aria-labelledby="booking-ticket" className={styles.section}>
      <h2 id="booking-ticket" className={styles.subheading}>
        E-ticket
      </h2>
      <p className={styles.notice}>
        Save it to open it offline; print it if you like. Your guide scans the QR code at pick-up.
      </p>
      {content}
    </section>
  );
}
