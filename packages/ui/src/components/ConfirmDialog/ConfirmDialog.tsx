import type { ReactElement, ReactNode } from 'react';
import * as AlertDialog from 'radix-ui/alert-dialog';
import { cx } from '../../internal/cx.ts';
import { useFocusReturn } from '../../internal/focus-return.ts';
import * as overlay from '../../internal/overlay.css.ts';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './ConfirmDialog.css.ts';

export type ConfirmDialogProps = {
  /** e.g. 'Confirm email address'. */
  title: ReactNode;
  /** What the user is asked to confirm. */
  message: ReactNode;
  /** e.g. 'Yes, Proceed'. */
  confirmLabel: string;
  /** e.g. 'Cancel'. */
  cancelLabel: string;
  onConfirm: () => void;
  onCancel?: () => void;
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** `danger` for destructive confirmations such as cancelling a tour. */
  tone?: 'primary' | 'danger';
  /** Keeps the dialog open with a busy confirm button while the action runs. */
  confirming?: boolean;
};

/**
 * A question the user must answer before going on. Focus starts on Cancel, so Enter never
 * confirms by accident; Escape cancels.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  tone = 'primary',
  confirming = false,
}: ConfirmDialogProps) {
  // Opened by a form's submit (the checkout's email question), not by a trigger: closing it gave
  // focus to the page's body (ADR 235).
  const focusReturn = useFocusReturn(trigger !== undefined);
  return (
    <AlertDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlay.backdrop} />
        <AlertDialog.Content
          className={cx(overlay.panel, overlay.width.sm)}
          onEscapeKeyDown={() => onCancel?.()}
          {...focusReturn}
        >
          <AlertDialog.Title className={cx(overlay.title, styles.heading)}>
            <Icon name="alert" className={styles.icon} />
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className={overlay.description}>
            {message}
          </AlertDialog.Description>
          <div className={overlay.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" onClick={onCancel}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {/* Not an AlertDialog.Action: the caller closes the dialog when the action is done. */}
            <Button
              variant={tone === 'danger' ? 'danger' : 'primary'}
              loading={confirming}
              onClick={onConfirm}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
