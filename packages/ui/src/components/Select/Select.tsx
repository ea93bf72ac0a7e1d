import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cx } from '../../internal/cx.ts';
import { Field } from '../../internal/Field.tsx';
import * as fieldStyles from '../../internal/field.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Select.css.ts';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice such as 'Select pick-up location'. */
  placeholder?: string;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

/**
 * A labelled choice from a short list. It is the native `<select>`, styled: phones show their
 * own picker, and autofill and form posts work with no script (see ADR 031).
 */
export function Select({
  label,
  options,
  placeholder,
  hideLabel,
  hint,
  error,
  required,
  className,
  id,
  ...props
}: SelectProps) {
  return (
    <Field label={label} hideLabel={hideLabel} hint={hint} error={error} required={required}>
      {({ controlId, describedBy, invalid }) => (
        <div className={styles.row}>
          <select
            id={id ?? controlId}
            required={required}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={cx(fieldStyles.control, styles.select, className)}
            {...props}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <Icon name="chevron-down" className={styles.chevron} />
        </div>
      )}
    </Field>
  );
}
