// The one snackbar queue of the site is the UI kit's Toaster (5 s auto-hide, ARCHITECTURE §5).
// `notify` keeps the site's three tones and maps them onto the kit's.
import { notify as notifyKit, Toaster } from '@trails/ui/toast';

export type NoticeTone = 'info' | 'success' | 'error';

/** Shows a notice in the snackbar. */
export function notify(text: string, tone: NoticeTone = 'info'): void {
  notifyKit(text, { tone: tone === 'error' ? 'danger' : tone });
}

/** The snackbar region; rendered once, in the root layout. */
export function Snackbar() {
  return <Toaster />;
}
