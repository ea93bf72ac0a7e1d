// An airport pick-up's flight, as a traveller copies it from a ticket (ADR 254). The supplier's
// driver meets the flight: "??" or "25:99" on a paid e-ticket is a traveller nobody can find.
// Both rules read what people type on a phone — the number pad has no ":" — and leave the text
// as typed; they only refuse what cannot be a flight.

/** Pasted and typed forms read alike: full-width characters, no-break spaces. */
function typed(value: string): string {
  return value.normalize('NFKC').replace(/\s+/g, ' ').trim();
}

// A flight designator (IATA Resolution 762): the airline's two-character code (letters, or a
// letter and a digit: "UL", "6E", "G9") or its three-letter ICAO code, then one to four digits
// and an optional operational suffix letter: "UL 504", "EK650", "6E 1173", "ALK225", "UL504A".
const FLIGHT_NUMBER = /^(?:[A-Z]{2,3}|[A-Z][0-9]|[0-9][A-Z]) ?-?[0-9]{1,4}[A-Z]?$/i;

/** Whether text is a flight number as printed on a ticket or a booking. */
export function looksLikeFlightNumber(value: string | null | undefined): boolean {
  return value != null && FLIGHT_NUMBER.test(typed(value));
}

// A clock time: 24-hour "14:30", "9:05", "14.30", "14h30" or, from a number pad, "1430" / "930";
// or 12-hour with am/pm: "2:30 pm", "2 pm", "2.30PM", "2:30 p.m.".
const TWENTY_FOUR_HOUR = /^(?:[01]?[0-9]|2[0-3])(?:[:.h ]?)[0-5][0-9]$/i;
const TWELVE_HOUR = /^(?:0?[1-9]|1[0-2])(?:[:. ]?[0-5][0-9])? ?[ap]\.?m\.?$/i;

/** Whether text is a time of day (a flight's arrival time). */
export function looksLikeFlightTime(value: string | null | undefined): boolean {
  if (value == null) return false;
  const time = typed(value);
  return TWENTY_FOUR_HOUR.test(time) || TWELVE_HOUR.test(time);
}
