import { useId, type ReactNode } from 'react';
import * as fieldStyles from '../../internal/field.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Checkbox.css.ts';

export type CheckboxProps = {
  /** The label; may hold a link (e.g. to the terms). */
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  value?: string;
  error?: ReactNode;
  id?: string;
};

/**
 * A labelled checkbox (terms, refund policy, 'Same as Lead Traveler', deals filter). A native
 * `<input type="checkbox">`, styled: it is part of its form (name, value) and works before the
 * page's scripts run, or without them.
 */
export function Checkbox({ label, error, onCheckedChange, id, disabled, ...props }: CheckboxProps) {
  const generated = useId();
  const boxId = id ?? `${generated}-checkbox`;
  const errorId = `${generated}-error`;
  return (
    <div className={styles.wrapper} data-disabled={disabled || undefined}>
      <div className={styles.row}>
        <span className={styles.control}>
          <input
            type="checkbox"
            id={boxId}
            className={styles.box}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onCheckedChange?.(event.target.checked)}
            {...props}
          />
          <Icon name="tick" size="sm" className={styles.tick} />
        </span>
        <label htmlFor={boxId} className={styles.label}>
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          <Icon name="alert" size="sm" />
          {error}
        </p>
      )}
    </div>
  );
}
