// The e-ticket (issue 16, ADR 170): booking reference, tour, date, pick-up time and place,
// travellers, the supplier's contact, and the QR code of the signed reference a guide checks.
// The booking detail and the confirmation page draw it; each gives its own save links.
import type { ReactNode } from 'react';
import type { ETicket } from '@trails/api-client/client';
import { BookingStatus } from '@trails/domain/booking-status';
import { formatLocalDate, formatParty } from '@trails/domain/format';
import { StatusBadge } from './status-badge.tsx';
import * as styles from './bookings.css.ts';

/** The API's SVG as an image: drawn by the browser's image decoder, never as markup in the page. */
export function qrImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function validityNote(status: number): string {
  if (status === BookingStatus.Confirmed) return 'Show this ticket to your guide at pick-up.';
  if (status === BookingStatus.Pending) {
    return 'Valid once the supplier confirms your booking; we e-mail you when they do.';
  }
  return 'This booking is closed: its ticket is not valid.';
}

function Fact({ name, children }: { readonly name: string; readonly children: ReactNode }) {
  return (
    <>
      <dt className={styles.factName}>{name}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </>
  );
}

export function ETicketCard({
  ticket,
  heading: Heading = 'h3',
  children,
}: {
  readonly ticket: ETicket;
  readonly heading?: 'h2' | 'h3';
  /** The ways to save it (download links or buttons). */
  readonly children?: ReactNode;
}) {
  const headingId = `e-ticket-${ticket.booking_id}`;
  const phones = [ticket.supplier.work_mobile, ticket.supplier.contact_number].filter(
    (phone, index, all): phone is string => !!phone && all.indexOf(phone) === index,
  );
  return (
    <article className={styles.ticket} aria-labelledby={headingId} data-testid="e-ticket">
      <div className={styles.ticketHeader}>
        <Heading id={headingId} className={styles.ticketTitle}>
          E-ticket {ticket.booking_reference}
        </Heading>
        <StatusBadge status={ticket.status} />
      </div>
      <div className={styles.ticketBody}>
        <img
          className={styles.qr}
          src={qrImageSource(ticket.qr_svg)}
          width={176}
          height={176}
          alt={`QR code of the signed booking reference ${ticket.booking_reference}`}
        />
        <dl className={styles.facts}>
          <Fact name="Booking reference">{ticket.booking_reference}</Fact>
          <Fact name="Tour">{ticket.title}</Fact>
          <Fact name="Date">{formatLocalDate(ticket.start_date)}</Fact>
          <Fact name="Pick-up time">
            {ticket.pickup.pickup_time
              ? `${ticket.pickup.pickup_time} (Sri Lanka time)`
              : 'See the tour page'}
          </Fact>
          <Fact name="Pick-up location">{ticket.pickup.location_name}</Fact>
          <Fact name="Pick-up place">{ticket.pickup.place}</Fact>
          <Fact name="Party">
            {/* As the ticket file and the mails say it (the same words for the guide). */}
            {formatParty({
              adults: ticket.num_adults,
              children: ticket.num_children,
              infants: ticket.num_infants,
            })}
          </Fact>
          <Fact name="Travellers">
            <ul className={styles.travellerList}>
              {ticket.travellers.map((traveller, index) => (
                <li key={index}>
                  {traveller.firstname} {traveller.lastname}
                  {traveller.lead_traveller ? ' (lead)' : ''}
                </li>
              ))}
            </ul>
          </Fact>
          <Fact name="Supplier">
            {ticket.supplier.work_name}
            {phones.map((phone) => (
              <span key={phone}>
                {' · '}
                <a href={`tel:${phone.replaceAll(' ', '')}`}>{phone}</a>
              </span>
            ))}
          </Fact>
        </dl>
      </div>
      <p className={styles.notice}>{validityNote(ticket.status)}</p>
      {children && <div className={styles.actions}>{children}</div>}
    </article>
  );
}
