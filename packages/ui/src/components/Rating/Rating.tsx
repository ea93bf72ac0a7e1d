import { useId, useState, type ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import * as fieldStyles from '../../internal/field.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Rating.css.ts';

const STARS = [1, 2, 3, 4, 5] as const;

export type RatingProps = {
  /** The average, 0–5; shown with one decimal. */
  value: number;
  /** Read by screen readers; default 'Rated {value} out of 5'. */
  label?: (value: string) => string;
  /** Shows the number next to the stars (default true). */
  showValue?: boolean;
  /** Text after the stars, e.g. '(12 reviews)'. */
  caption?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
};

/**
 * Read-only stars filled to the average, with the value to one decimal. The stars are drawn by
 * CSS (one star shape repeated as a mask, filled to the average's width), not five inline SVG
 * icons twice over: a listing shows a rating on every card, and 24 cards' icons were half of the
 * search page's HTML (~100 KB) and much of its first layout.
 */
export function Rating({
  value,
  label = (rounded) => `Rated ${rounded} out of 5`,
  showValue = true,
  caption,
  size = 'md',
}: RatingProps) {
  const bounded = Math.min(5, Math.max(0, value));
  const rounded = bounded.toFixed(1);
  return (
    <span className={styles.display}>
      <span role="img" aria-label={label(rounded)} className={styles.starRow[size]}>
        <span className={styles.empty} />
        <span className={styles.filled} style={{ width: `${(Number(rounded) / 5) * 100}%` }} />
      </span>
      {showValue && (
        <span aria-hidden className={styles.value}>
          {rounded}
        </span>
      )}
      {caption && <span className={styles.caption}>{caption}</span>}
    </span>
  );
}

export type RatingInputProps = {
  /** The question, e.g. 'Rate your activity'. */
  label: ReactNode;
  /** 0 means not rated yet. */
  value?: number;
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  /** The name of each star, default '{n} star(s)'. */
  starLabel?: (stars: number) => string;
  name?: string;
  error?: ReactNode;
  disabled?: boolean;
  size?: 'md' | 'lg';
};

/**
 * A 1–5 star input: a radio group, so arrow keys choose and the form posts the number. The
 * chosen star and those before it are filled by CSS from the checked radio, so a choice shows
 * before the scripts run or without them; with scripts a pointer over the stars lights them up
 * to the one under it.
 */
export function RatingInput({
  label,
  value,
  defaultValue = 0,
  onValueChange,
  starLabel = (stars) => `${stars} star${stars === 1 ? '' : 's'}`,
  name,
  error,
  disabled,
  size = 'lg',
}: RatingInputProps) {
  const id = useId();
  const [own, setOwn] = useState(defaultValue);
  const [hovered, setHovered] = useState(0);
  const current = value ?? own;
  return (
    <fieldset
      className={styles.fieldset}
      disabled={disabled}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={styles.legend}>{label}</legend>
      <span
        className={styles.options}
        data-hovered={hovered > 0 || undefined}
        onMouseLeave={() => setHovered(0)}
      >
        {STARS.map((star) => (
          <label
            key={star}
            className={styles.option}
            data-lit={star <= hovered}
            onMouseEnter={() => !disabled && setHovered(star)}
          >
            <input
              type="radio"
              className={styles.radio}
              name={name ?? id}
              value={star}
              checked={current === star}
              aria-label={starLabel(star)}
              aria-invalid={error ? true : undefined}
              onChange={() => {
                setOwn(star);
                onValueChange?.(star);
              }}
            />
            <Icon name="star" className={cx(styles.star, styles.starSize[size])} />
          </label>
        ))}
      </span>
      {error && (
        <p id={`${id}-error`} className={fieldStyles.error}>
          <Icon name="alert" size="sm" />
          {error}
        </p>
      )}
    </fieldset>
  );
}
