// One snackbar queue for the whole site (ARCHITECTURE §5): a notice shows for 5 seconds.
import { useEffect } from 'react';
import { create } from 'zustand';
import { SNACKBAR_AUTO_HIDE_MS } from '@trails/domain/constants';
import * as styles from './notices.css.ts';

export type NoticeTone = 'info' | 'success' | 'error';

interface Notice {
  readonly id: number;
  readonly text: string;
  readonly tone: NoticeTone;
}

interface NoticeState {
  readonly notices: readonly Notice[];
  show(text: string, tone?: NoticeTone): void;
  dismiss(id: number): void;
}

let nextId = 1;

export const useNotices = create<NoticeState>()((set) => ({
  notices: [],
  show: (text, tone = 'info') =>
    set((state) => ({ notices: [...state.notices, { id: nextId++, text, tone }] })),
  dismiss: (id) => set((state) => ({ notices: state.notices.filter((n) => n.id !== id) })),
}));

/** Shows a notice in the snackbar. */
export function notify(text: string, tone: NoticeTone = 'info'): void {
  useNotices.getState().show(text, tone);
}

function NoticeItem({ notice }: { readonly notice: Notice }) {
  const dismiss = useNotices((state) => state.dismiss);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(notice.id), SNACKBAR_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [notice.id, dismiss]);
  return (
    <div className={styles.notice[notice.tone]}>
      <span data-notice-text="">{notice.text}</span>
      <button type="button" className={styles.close} onClick={() => dismiss(notice.id)}>
        <span aria-hidden="true">×</span>
        <span className={styles.hidden}>Dismiss</span>
      </button>
    </div>
  );
}

/** The snackbar region; rendered once, in the root layout. */
export function Snackbar() {
  const notices = useNotices((state) => state.notices);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {notices.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} />
      ))}
    </div>
  );
}
