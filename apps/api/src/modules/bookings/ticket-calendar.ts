// The booking's pick-up as an iCalendar event (ADR 171), written by the `ics` library and folded
// by octets here (see foldByOctets). The tour starts at a local date and pick-up time in
// Asia/Colombo; the event carries that moment as a UTC instant (`DTSTART:…Z`), which every
// calendar shows at the right time in its own zone — Sri Lanka keeps no daylight saving, so no
// VTIMEZONE block is needed (and `ics` writes none). A tour with no pick-up time at its location
// is an all-day event on its local date(s).
import { BOOKING_FACTS as FACTS } from '@trails/domain/messages';
import { DurationUnit } from '@trails/domain/tour';
import { formatLocalDate } from '@trails/domain/format';
import { createEvent } from 'ics';
import type { DateArray, DurationObject, EventAttributes, EventStatus } from 'ics';
import { partyText } from './ticket-html.ts';
import type { ETicket } from './ticket.ts';

export type TourDuration = { unit: number; value: number };

function durationOf({ unit, value }: TourDuration): DurationObject {
  const amount = Math.max(1, Number(value) || 1);
  if (unit === DurationUnit.Days) return { days: amount };
  if (unit === DurationUnit.Minutes) return { minutes: amount };
  return { hours: amount };
}

/** A local date plus whole days, as the date array `ics` writes as `VALUE=DATE`. */
function dateArray(localDate: string, plusDays = 0): DateArray {
  const [year, month, day] = localDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + plusDays));
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

const EVENT_STATUS: Record<number, EventStatus> = { 0: 'TENTATIVE', 1: 'CONFIRMED' };

/** RFC 5545 §3.1: a content line is at most 75 octets, the line break not counted. */
const LINE_OCTETS = 75;
const encoder = new TextEncoder();

/**
 * Folds every content line at 75 UTF-8 octets, never inside a character. `ics` (3.12.0, the
 * newest) folds at 75 *characters*, so a title in Sinhala (3 octets a letter) or with an em dash
 * makes lines of up to ~225 octets that strict readers reject. Its writing is otherwise right, and
 * ical-generator (which folds by octets) would mean rewriting the event, its alarm and the
 * all-day form for one step; so `ics` writes and this re-folds: its folds (CRLF + tab) are undone,
 * then each line is cut by octets, continuation lines starting with one space (which counts).
 * Cutting between the code points of one Sinhala syllable is allowed: unfolding joins them again.
 */
function foldByOctets(calendar: string): string {
  return calendar
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map((line) => {
      if (encoder.encode(line).length <= LINE_OCTETS) return line;
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      // for…of walks code points, so a surrogate pair (an emoji) stays whole.
      for (const character of line) {
        const size = encoder.encode(character).length;
        if (octets + size > LINE_OCTETS) {
          parts.push(part);
          part = ' ';
          octets = 1;
        }
        part += character;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n');
    })
    .join('\r\n');
}

export function ticketCalendar(
  ticket: ETicket,
  duration: TourDuration,
  options: { bookingUrl: string; host: string },
): string {
  const when = ticket.starts_at
    ? {
        start: new Date(ticket.starts_at).getTime(),
        startInputType: 'utc' as const,
        startOutputType: 'utc' as const,
        duration: durationOf(duration),
        alarms: [
          {
            action: 'display' as const,
            description: `Pick-up for ${ticket.title} in one hour`,
            trigger: { hours: 1, before: true },
          },
        ],
      }
    : {
        start: dateArray(ticket.start_date),
        end: dateArray(
          ticket.start_date,
          duration.unit === DurationUnit.Days ? Math.max(1, duration.value) : 1,
        ),
      };
  const place = [ticket.pickup.place, ticket.pickup.location_name]
    .filter((part, index, all) => part && all.indexOf(part) === index)
    .join(' — ');
  const description = [
    `${FACTS.reference}: ${ticket.booking_reference}`,
    `${FACTS.tour}: ${ticket.title} (${ticket.product_code})`,
    `${FACTS.date}: ${formatLocalDate(ticket.start_date)}`,
    ticket.pickup.pickup_time
      ? `${FACTS.pickup}: ${ticket.pickup.pickup_time} Sri Lanka time (Asia/Colombo), ${place}`
      : `${FACTS.pickup}: ${place}`,
    `${FACTS.party}: ${partyText(ticket)}`,
    `${FACTS.travellers}: ${ticket.travellers.map((t) => `${t.firstname} ${t.lastname}`.trim()).join(', ')}`,
    `${FACTS.supplier}: ${[ticket.supplier.work_name, ticket.supplier.work_mobile ?? ticket.supplier.contact_number].filter(Boolean).join(', ')}`,
    `${FACTS.yourBooking}: ${options.bookingUrl}`,
  ].join('\n');
  const event: EventAttributes = {
    ...when,
    // Stable per booking: importing the file again updates the event instead of adding one.
    uid: `${ticket.booking_reference}@${options.host}`,
    title: `${ticket.title} — pick-up`,
    description,
    location: place,
    url: options.bookingUrl,
    status: EVENT_STATUS[ticket.status] ?? 'CANCELLED',
    busyStatus: 'BUSY',
    productId: 'lanka-trails/e-ticket',
    calName: 'Lanka Trails',
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('The calendar file could not be written.');
  return foldByOctets(withoutEmptyTimePart(value));
}

/**
 * `ics` (3.12.0) writes a duration's time designator even with no time after it: an overnight
 * tour's `DURATION:P2DT`, which RFC 5545 §3.3.6 does not allow (`P2D`) and strict calendar apps
 * refuse (a tester's finding). Lenient ones read it, so the rest of the line is kept as written.
 */
function withoutEmptyTimePart(calendar: string): string {
  return calendar.replace(/^((?:DURATION|TRIGGER)[^:\r\n]*:[+-]?P[0-9WD]*)T(?=\r\n|$)/gm, '$1');
}
