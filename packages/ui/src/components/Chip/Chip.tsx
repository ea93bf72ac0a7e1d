import type { ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Chip.css.ts';

export type ChipProps = {
  children: ReactNode;
  /** Shows a remove button (e.g. for a selected location). */
  onRemove?: () => void;
  /**
   * Where the chip's value is gone (a search without it): the remove control is then a link,
   * which works before any script does; `onRemove`, when also given, handles its click instead.
   */
  removeHref?: string;
  /** The remove button's name; default 'Remove {children}' when the children are text. */
  removeLabel?: string;
  disabled?: boolean;
  className?: string;
};

/** A selected value shown as a pill, optionally removable with its own button. */
export function Chip({
  children,
  onRemove,
  removeHref,
  removeLabel,
  disabled,
  className,
}: ChipProps) {
  const name = removeLabel ?? (typeof children === 'string' ? `Remove ${children}` : 'Remove');
  const removable = onRemove !== undefined || removeHref !== undefined;
  return (
    <span className={cx(styles.chip, !removable && styles.plain, className)}>
      <span className={styles.text}>{children}</span>
      {removeHref !== undefined && !disabled && (
        <a
          href={removeHref}
          className={styles.remove}
          aria-label={name}
          title={name}
          onClick={(event) => {
            // A new tab, window or download is the browser's: only a plain click is the chip's.
            const elsewhere = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
            if (!onRemove || elsewhere || event.button) return;
            event.preventDefault();
            onRemove();
          }}
          onKeyDown={(event) => {
            if (onRemove && (event.key === 'Backspace' || event.key === 'Delete')) onRemove();
          }}
        >
          <Icon name="close" size="sm" />
        </a>
      )}
      {removeHref === undefined && onRemove && (
        <button
          type="button"
          className={styles.remove}
          aria-label={name}
          title={name}
          disabled={disabled}
          onClick={onRemove}
          onKeyDown={(event) => {
            if (event.key === 'Backspace' || event.key === 'Delete') onRemove();
          }}
        >
          <Icon name="close" size="sm" />
        </button>
      )}
    </span>
  );
}
