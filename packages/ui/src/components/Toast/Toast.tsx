import { useSyncExternalStore } from 'react';
import * as ToastPrimitive from 'radix-ui/toast';
import { cx } from '../../internal/cx.ts';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Toast.css.ts';
import { tone } from './tone.css.ts';
import { dismiss, getServerToasts, getToasts, subscribe, type ToastTone } from './toast-store.ts';

export {
  notify,
  dismiss,
  dismissAll,
  DEFAULT_TOAST_DURATION,
  type NotifyOptions,
  type ToastTone,
} from './toast-store.ts';

const icons: Record<ToastTone, IconName> = {
  info: 'info',
  success: 'tick',
  warning: 'alert',
  danger: 'alert',
};

export type ToasterProps = {
  /** How many notices show at once; the rest wait their turn (default 3). */
  maxVisible?: number;
  /** Names the notification region (default 'Notifications'). */
  label?: string;
  /** Name of each notice's close button (default 'Dismiss'). */
  closeLabel?: string;
};

/**
 * The snackbar queue. Mount it once near the root of the app; post notices from anywhere with
 * `notify(message, { tone })`. Each notice hides after its duration (5 s), pauses while hovered
 * or focused, can be swiped or closed, and is announced to screen readers (`danger` assertively).
 */
export function Toaster({
  maxVisible = 3,
  label = 'Notifications',
  closeLabel = 'Dismiss',
}: ToasterProps) {
  const toasts = useSyncExternalStore(subscribe, getToasts, getServerToasts);
  return (
    <ToastPrimitive.Provider label={label} swipeDirection="right">
      {toasts.slice(0, maxVisible).map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          duration={toast.duration}
          type={toast.tone === 'danger' ? 'foreground' : 'background'}
          className={cx(styles.toast, tone[toast.tone])}
          onOpenChange={(open) => {
            if (!open) dismiss(toast.id);
          }}
        >
          <Icon name={icons[toast.tone]} className={styles.icon} />
          <ToastPrimitive.Description className={styles.message}>
            {toast.message}
          </ToastPrimitive.Description>
          <ToastPrimitive.Close asChild>
            <IconButton icon="close" label={closeLabel} size="sm" className={styles.close} />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className={styles.viewport} />
    </ToastPrimitive.Provider>
  );
}
