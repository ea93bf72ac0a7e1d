// The snackbar queue behind `notify()`: a tiny external store, so any code (a query's onError,
// a cart store) can post a notice without a React context; <Toaster> renders it.

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

export type Toast = {
  id: number;
  message: string;
  tone: ToastTone;
  /** Milliseconds on screen; 5 s by default (spec §9). */
  duration: number;
};

export type NotifyOptions = { tone?: ToastTone; duration?: number };

export const DEFAULT_TOAST_DURATION = 5_000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Posts a notice to the queue and returns its id. */
export function notify(message: string, options: NotifyOptions = {}): number {
  const id = nextId;
  nextId += 1;
  publish([
    ...toasts,
    {
      id,
      message,
      tone: options.tone ?? 'info',
      duration: options.duration ?? DEFAULT_TOAST_DURATION,
    },
  ]);
  return id;
}

/** Removes one notice (shown or waiting). */
export function dismiss(id: number): void {
  publish(toasts.filter((toast) => toast.id !== id));
}

/** Empties the queue (e.g. on logout, or between tests). */
export function dismissAll(): void {
  publish([]);
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

const none: readonly Toast[] = [];

/** The server renders no notices. */
export function getServerToasts(): readonly Toast[] {
  return none;
}
