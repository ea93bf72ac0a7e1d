import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../internal/cx.ts';
import { Field } from '../../internal/Field.tsx';
import * as fieldStyles from '../../internal/field.css.ts';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import * as styles from './TextField.css.ts';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'url' | 'number';
  hideLabel?: boolean;
  hint?: ReactNode;
  /** The validation message; marks the input invalid and is read with it. */
  error?: ReactNode;
  /** An icon inside the input, before the text. */
  icon?: IconName;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled single-line input with an optional hint and error message. */
export function TextField({
  label,
  type = 'text',
  hideLabel,
  hint,
  error,
  icon,
  required,
  className,
  id,
  ...props
}: TextFieldProps) {
  return (
    <Field label={label} hideLabel={hideLabel} hint={hint} error={error} required={required}>
      {({ controlId, describedBy, invalid }) => (
        <div className={styles.row}>
          {icon && <Icon name={icon} className={styles.icon} />}
          <input
            id={id ?? controlId}
            type={type}
            required={required}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={cx(fieldStyles.control, icon && styles.withIcon, className)}
            {...props}
          />
        </div>
      )}
    </Field>
  );
}
