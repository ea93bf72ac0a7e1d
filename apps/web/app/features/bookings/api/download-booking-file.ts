// GET …/my-bookings/{id}/ticket/download and …/calendar (auth, beyond spec): files behind the
// session's bearer token, which a plain link cannot send (the token lives in the browser session,
// ADR 081). The file is fetched with the token and handed to the browser as a download under the
// name the API gives it.
import { browserApi, unwrap } from '../../../shared/api/client.ts';

export type BookingFile = 'ticket' | 'calendar';

const PATHS = {
  ticket: '/api/account/my-bookings/{id}/ticket/download',
  calendar: '/api/account/my-bookings/{id}/calendar',
} as const;

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
export function attachmentName(header: string | null, fallback: string): string {
  const name = header ? /filename="([^"]+)"/.exec(header)?.[1] : undefined;
  return name ?? fallback;
}

export async function fetchBookingFile(
  id: number,
  file: BookingFile,
): Promise<{ blob: Blob; name: string }> {
  const answer = await browserApi().GET(PATHS[file], {
    params: { path: { id } },
    parseAs: 'blob',
  });
  const blob = unwrap(answer) as Blob;
  const fallback = `lanka-trails-booking-${id}.${file === 'ticket' ? 'html' : 'ics'}`;
  return {
    blob,
    name: attachmentName(answer.response.headers.get('content-disposition'), fallback),
  };
}

/** Saves the file as the browser saves any download. */
export async function downloadBookingFile(id: number, file: BookingFile): Promise<void> {
  const { blob, name } = await fetchBookingFile(id, file);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the object URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
