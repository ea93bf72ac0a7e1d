import type { ReactElement, ReactNode } from 'react';
import * as DialogPrimitive from 'radix-ui/dialog';
import { cx } from '../../internal/cx.ts';
import { useFocusReturn } from '../../internal/focus-return.ts';
import * as styles from '../../internal/overlay.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as dialogStyles from './Dialog.css.ts';

export type DialogProps = {
  /** The heading, which also names the dialog. */
  title: ReactNode;
  /** A sentence under the title, read when the dialog opens. */
  description?: ReactNode;
  /** The element that opens the dialog (usually a Button); optional when controlled. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Buttons at the bottom, e.g. Submit. */
  actions?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Name of the close button (default 'Close'). */
  closeLabel?: string;
  /**
   * Where focus goes on closing when the element that opened the dialog is gone (a "Log in"
   * button that logging in removed): without it, focus would fall to the page's body and a
   * keyboard or screen reader user would start again from the top.
   */
  focusWhenOpenerGone?: () => HTMLElement | null;
  children?: ReactNode;
};

/**
 * A modal dialog: focus moves in and is trapped there, Escape or the close button closes it,
 * and focus returns to its trigger, or to the element that opened a controlled dialog (when
 * that is gone, to `focusWhenOpenerGone`). Used for the login modal, reviews and the refund
 * policy.
 */
export function Dialog({
  title,
  description,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  actions,
  size = 'md',
  closeLabel = 'Close',
  focusWhenOpenerGone,
  children,
}: DialogProps) {
  const focusReturn = useFocusReturn(trigger !== undefined, focusWhenOpenerGone);
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.backdrop} />
        <DialogPrimitive.Content
          className={cx(styles.panel, styles.width[size])}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...focusReturn}
        >
          <div className={styles.header}>
            <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <IconButton icon="close" label={closeLabel} size="sm" />
            </DialogPrimitive.Close>
          </div>
          {description && (
            <DialogPrimitive.Description className={styles.description}>
              {description}
            </DialogPrimitive.Description>
          )}
          {children && <div className={dialogStyles.body}>{children}</div>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Wrap a button in it to close the surrounding dialog (e.g. a 'Cancel' action). */
export const DialogClose = DialogPrimitive.Close;
