// The e-ticket as one self-contained HTML file (ADR 170): inline styles, the QR code as inline
// SVG, no script and nothing fetched, so the saved file opens offline on a phone and prints on one
// page. Every text from the database is escaped; the SVG is the QR library's own output.
import { BOOKING_STATUS_LABEL, BookingStatus } from '@trails/domain/booking-status';
import { formatLocalDate, formatParty } from '@trails/domain/format';
import { API_MESSAGES, BOOKING_FACTS as FACTS, ticketNotValid } from '@trails/domain/messages';
import { escapeHtml } from '../mail/service.ts';
import type { ETicket } from './ticket.ts';

/** "2 adults, 1 child" — the party as a guide counts it. */
export function partyText(ticket: Pick<ETicket, 'num_adults' | 'num_children' | 'num_infants'>) {
  return formatParty({
    adults: ticket.num_adults,
    children: ticket.num_children,
    infants: ticket.num_infants,
  });
}

/** What the ticket says about its own validity, by the booking's status. */
export function validityNote(status: number): string {
  if (status === BookingStatus.Confirmed) return API_MESSAGES.ticketShowToGuide;
  if (status === BookingStatus.Pending) return API_MESSAGES.ticketValidOnceConfirmed;
  return ticketNotValid(BOOKING_STATUS_LABEL[status as BookingStatus] ?? 'closed');
}

export function ticketFileName(reference: string, extension: 'html' | 'ics'): string {
  return `lanka-trails-${reference.replace(/[^A-Za-z0-9-]/g, '')}.${extension}`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;padding:16px;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f23;background:#f3f5f4}
.ticket{max-width:40rem;margin:0 auto;background:#fff;border:1px solid #c9d2cd;border-radius:12px;overflow:hidden}
header{background:#0f5132;color:#fff;padding:16px 20px}
header p{margin:0;font-size:.875rem;letter-spacing:.04em;text-transform:uppercase}
h1{margin:4px 0 0;font-size:1.5rem}
.body{padding:20px;display:grid;gap:16px}
.qr{display:flex;flex-direction:column;align-items:center;gap:8px}
.qr svg{width:12rem;height:12rem}
.qr p{margin:0}
.reference{font-size:1.25rem;font-weight:700;letter-spacing:.05em}
.status{display:inline-block;padding:2px 10px;border-radius:999px;font-weight:600;background:#e2e6e4}
.status-1{background:#d1e7dd;color:#0f5132}
.status-0{background:#e2e3e5;color:#41464b}
.note{margin:0;padding:12px;border-radius:8px;background:#fff3cd;color:#664d03}
.note-1{background:#d1e7dd;color:#0f5132}
dl{margin:0;display:grid;grid-template-columns:max-content 1fr;gap:6px 16px}
dt{color:#5c6670}
dd{margin:0;font-weight:600}
ul{margin:0;padding-left:1.2em}
footer{padding:12px 20px;border-top:1px dashed #c9d2cd;font-size:.875rem;color:#5c6670}
@media print{body{background:#fff;padding:0}.ticket{border:1px solid #000;break-inside:avoid}header{background:#fff;color:#000;border-bottom:2px solid #000}}
@page{margin:12mm}
`;

function row(name: string, value: string): string {
  return `<dt>${escapeHtml(name)}</dt><dd>${value}</dd>`;
}

export function ticketHtml(ticket: ETicket): string {
  const e = escapeHtml;
  const time = ticket.pickup.pickup_time
    ? `${e(ticket.pickup.pickup_time)} (Sri Lanka time)`
    : 'See the tour page';
  const travellers = ticket.travellers
    .map(
      (t) =>
        `<li>${e(`${t.firstname} ${t.lastname}`.trim())}${t.lead_traveller ? ' (lead)' : ''}</li>`,
    )
    .join('');
  const supplierPhones = [ticket.supplier.work_mobile, ticket.supplier.contact_number]
    .filter((phone, index, all): phone is string => !!phone && all.indexOf(phone) === index)
    .map((phone) => `<a href="tel:${e(phone.replaceAll(' ', ''))}">${e(phone)}</a>`)
    .join(' · ');
  const status = BOOKING_STATUS_LABEL[ticket.status as BookingStatus] ?? '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>E-ticket ${e(ticket.booking_reference)} — ${e(ticket.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main class="ticket">
<header><p>Lanka Trails · E-ticket</p><h1>${e(ticket.title)}</h1></header>
<div class="body">
<div class="qr">
<div role="img" aria-label="QR code of the signed booking reference ${e(ticket.booking_reference)}">${ticket.qr_svg}</div>
<p class="reference">${e(ticket.booking_reference)}</p>
<p><span class="status status-${ticket.status}">${e(status)}</span></p>
</div>
<p class="note note-${ticket.status}">${e(validityNote(ticket.status))}</p>
<dl>
${row(FACTS.reference, e(ticket.booking_reference))}
${row(FACTS.tour, e(ticket.title))}
${row(FACTS.productCode, e(ticket.product_code))}
${row(FACTS.date, e(formatLocalDate(ticket.start_date)))}
${row(FACTS.pickupTime, time)}
${row(FACTS.pickupLocation, e(ticket.pickup.location_name))}
${row(FACTS.pickupPlace, e(ticket.pickup.place))}
${row(FACTS.party, e(partyText(ticket)))}
${row(FACTS.travellers, `<ul>${travellers}</ul>`)}
${row(FACTS.supplier, e(ticket.supplier.work_name))}
${supplierPhones ? row(FACTS.supplierContact, supplierPhones) : ''}
</dl>
</div>
<footer>The QR code holds the booking reference signed by Lanka Trails; your guide checks it. Times are Sri Lanka time (Asia/Colombo).</footer>
</main>
</body>
</html>
`;
}
