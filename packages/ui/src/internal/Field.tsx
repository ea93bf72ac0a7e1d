// Label, hint and error around a form control, wired with ids so screen readers read them.
import { useId, type ReactNode } from 'react';
import { visuallyHidden } from './a11y.css.ts';
import { cx } from './cx.ts';
import * as styles from './field.css.ts';
import { Icon } from '../components/Icon/Icon.tsx';

export type FieldProps = {
  label: ReactNode;
  /** Visually hides the label (it is still read by screen readers). */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Renders the label as a plain element (for controls that label themselves by id). */
  labelElement?: 'label' | 'span';
  className?: string;
  /** Gets the ids to wire into the control. */
  children: (ids: FieldIds) => ReactNode;
  /** Content after the control row (e.g. a character counter). */
  footer?: ReactNode;
};

export type FieldIds = {
  controlId: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
};

export function Field({
  label,
  hideLabel = false,
  hint,
  error,
  required = false,
  labelElement = 'label',
  className,
  children,
  footer,
}: FieldProps) {
  const id = useId();
  const controlId = `${id}-control`;
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const Label = labelElement;
  return (
    <div className={cx(styles.field, className)}>
      <Label
        id={labelId}
        htmlFor={labelElement === 'label' ? controlId : undefined}
        className={cx(styles.label, hideLabel && visuallyHidden)}
      >
        {label}
        {required && (
          <span aria-hidden className={styles.required}>
            *
          </span>
        )}
      </Label>
      {children({ controlId, labelId, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <Icon name="alert" size="sm" />
          {error}
        </p>
      )}
      {footer}
    </div>
  );
}
