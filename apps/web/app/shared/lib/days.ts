// A calendar day as the kit's DatePicker holds it (a Date at local midnight) and as the API and
// the domain hold it (`YYYY-MM-DD`). No clock and no time zone are involved either way, but in
// `lastBookableDay`, which reads today's date in Sri Lanka.
import { lastBookableDate, tourDateAt } from '@trails/domain/tour-date';
import type { LocalDate } from '@trails/domain/tour-date';

export function dayOf(date: LocalDate): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

export function localDateOf(day: Date): LocalDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** `YYYY-MM` of a day's month. */
export function monthOf(day: Date): string {
  return localDateOf(day).slice(0, 7);
}

/**
 * The last day a booking calendar offers: a year after today in Sri Lanka (ADR 272). It builds
 * an Intl formatter, so a page's first render does not call it (ADR 200).
 */
export function lastBookableDay(): Date {
  return dayOf(lastBookableDate(tourDateAt(new Date())));
}
