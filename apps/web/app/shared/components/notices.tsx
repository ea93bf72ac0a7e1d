// The one snackbar queue of the site is the UI kit's Toaster (5 s auto-hide, ARCHITECTURE §5).
// `notify` keeps the site's three tones and maps them onto the kit's. Posting a notice needs
// only the kit's small queue; the Toaster (Radix Toast) loads with the first notice, so no page
// pays for it on its first load (ADR 057).
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ComponentType } from 'react';
import { dismiss, getToasts, notify as notifyKit, subscribe } from '@trails/ui/toast/notify';
import { tone } from '@trails/ui/toast/tone';
import * as styles from './notices.css.ts';

export type NoticeTone = 'info' | 'success' | 'error';

/**
 * Shows a notice in the snackbar and returns its id. The same notice already waiting or on screen
 * (a second click on a form's button) is not stacked again: its id is returned.
 */
export function notify(text: string, tone: NoticeTone = 'info'): number {
  const kitTone = tone === 'error' ? 'danger' : tone;
  const same = getToasts().find((toast) => toast.message === text && toast.tone === kitTone);
  return same ? same.id : notifyKit(text, { tone: kitTone });
}

/** Takes a notice away, e.g. a progress notice once the answer it announced has come. */
export function dismissNotice(id: number): void {
  dismiss(id);
}

const Toaster = lazy((): Promise<{ default: ComponentType }> =>
  import('@trails/ui/toast').then(
    (kit) => ({ default: kit.Toaster }),
    // The chunk did not arrive (connection dropped, or a new release replaced it): the notices
    // still reach the visitor, plainly.
    () => ({ default: PlainNotices }),
  ),
);

/**
 * The latest notice in a live region: the snackbar's stand-in when its code cannot load. It
 * shows where the snackbar does, for as long (ADR 275): drawn in the page's flow it was a line
 * after the footer, out of sight, and a traveller offline saw nothing happen (a tester's
 * finding: the cart's offline messages).
 */
function PlainNotices() {
  const toasts = useSyncExternalStore(subscribe, getToasts, () => []);
  const latest = toasts.at(-1);
  useEffect(() => {
    if (!latest) return;
    // One notice at a time: the ones before it go, so none comes back once it has gone (a
    // reviewer's finding: an older "offline" came back after a newer message). Only older ones
    // (ids grow): this effect may run after a newer notice was posted, and dismissing "every
    // other" notice then took the newer one away and kept the old (a flaky test on a loaded
    // machine showed it: "You are offline" stayed, "Tour 12 was removed" was gone).
    for (const toast of getToasts()) if (toast.id < latest.id) dismiss(toast.id);
    const timer = setTimeout(() => dismiss(latest.id), latest.duration);
    return () => clearTimeout(timer);
  }, [latest]);
  return (
    <div role="status" aria-live="polite" className={styles.plain}>
      {latest && <p className={`${styles.plainNotice} ${tone[latest.tone]}`}>{latest.message}</p>}
    </div>
  );
}

let toasterWanted = false;
const anyNoticeYet = () => (toasterWanted ||= getToasts().length > 0);

/** The snackbar region; rendered once, in the root layout, from the first notice on. */
export function Snackbar() {
  const wanted = useSyncExternalStore(subscribe, anyNoticeYet, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
