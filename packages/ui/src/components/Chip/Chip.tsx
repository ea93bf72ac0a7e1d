import type { ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Chip.css.ts';

export type ChipProps = {
  children: ReactNode;
  /** Shows a remove button (e.g. for a selected location). */
  onRemove?: () => void;
  /** The remove button's name; default 'Remove {children}' when the children are text. */
  removeLabel?: string;
  disabled?: boolean;
  className?: string;
};

/** A selected value shown as a pill, optionally removable with its own button. */
export function Chip({ children, onRemove, removeLabel, disabled, className }: ChipProps) {
  const name = removeLabel ?? (typeof children === 'string' ? `Remove ${children}` : 'Remove');
  return (
    <span className={cx(styles.chip, !onRemove && styles.plain, className)}>
      <span className={styles.text}>{children}</span>
      {onRemove && (
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
