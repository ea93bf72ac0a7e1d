import { visuallyHidden } from '../../internal/a11y.css.ts';
import { cx } from '../../internal/cx.ts';
import * as styles from './Spinner.css.ts';

export type SpinnerProps = {
  size?: keyof typeof styles.size;
  /** Announced to screen readers; omit when the surrounding control already says it is busy. */
  label?: string;
  className?: string;
};

/** A spinning ring in the current text colour. */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  return label ? (
    <span role="status" className={cx(styles.spinner, styles.size[size], className)}>
      <span className={visuallyHidden}>{label}</span>
    </span>
  ) : (
    <span aria-hidden className={cx(styles.spinner, styles.size[size], className)} />
  );
}
