import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Counter.css.ts';

export type CounterProps = {
  /** What is counted, e.g. 'Adults'. */
  label: string;
  /** A note under the label, e.g. 'Age 13–99'. */
  hint?: ReactNode;
  value?: number;
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  min?: number;
  /** The largest value; the cart's pickers use 4. */
  max: number;
  disabled?: boolean;
  /** Labels of the − and + buttons; default 'Fewer {label}' / 'More {label}'. */
  decrementLabel?: string;
  incrementLabel?: string;
};

/**
 * A 0–N number picker: an ARIA spinbutton (arrow keys, Page Up/Down, Home, End) between − and +
 * buttons that stop at the bounds.
 */
export function Counter({
  label,
  hint,
  value,
  defaultValue,
  onValueChange,
  min = 0,
  max,
  disabled = false,
  decrementLabel = `Fewer ${label.toLowerCase()}`,
  incrementLabel = `More ${label.toLowerCase()}`,
}: CounterProps) {
  const id = useId();
  const [own, setOwn] = useState(defaultValue ?? min);
  const current = Math.min(max, Math.max(min, value ?? own));
  const change = (next: number) => {
    const bounded = Math.min(max, Math.max(min, next));
    if (bounded === current || disabled) return;
    setOwn(bounded);
    onValueChange?.(bounded);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowUp: current + 1,
      ArrowRight: current + 1,
      ArrowDown: current - 1,
      ArrowLeft: current - 1,
      PageUp: current + 2,
      PageDown: current - 2,
      Home: min,
      End: max,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    change(next);
  };
  return (
    <div className={styles.counter}>
      <div className={styles.text}>
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
        {hint && (
          <span id={`${id}-hint`} className={styles.hint}>
            {hint}
          </span>
        )}
      </div>
      <div className={styles.controls}>
        <IconButton
          icon="minus"
          label={decrementLabel}
          variant="secondary"
          size="sm"
          tabIndex={-1}
          disabled={disabled || current <= min}
          onClick={() => change(current - 1)}
        />
        <div
          role="spinbutton"
          tabIndex={disabled ? -1 : 0}
          aria-labelledby={`${id}-label`}
          aria-describedby={hint ? `${id}-hint` : undefined}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={current}
          aria-disabled={disabled || undefined}
          className={styles.value}
          onKeyDown={onKeyDown}
        >
          {current}
        </div>
        <IconButton
          icon="plus"
          label={incrementLabel}
          variant="secondary"
          size="sm"
          tabIndex={-1}
          disabled={disabled || current >= max}
          onClick={() => change(current + 1)}
        />
      </div>
    </div>
  );
}
