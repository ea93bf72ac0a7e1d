import { useId, useState } from 'react';
import * as SliderPrimitive from 'radix-ui/slider';
import * as styles from './Slider.css.ts';

export type SliderProps = {
  label: string;
  min: number;
  max: number;
  step?: number;
  /** One value for a single thumb, two for a range (e.g. a price filter). */
  value?: number[];
  defaultValue?: number[];
  /** While dragging or pressing keys. */
  onValueChange?: (value: number[]) => void;
  /** When the user lets go: the moment to update a search. */
  onValueCommit?: (value: number[]) => void;
  /** How a value is shown and read, e.g. `(v) => \`${v} USD\``. */
  formatValue?: (value: number) => string;
  /** Names of the thumbs, e.g. ['Minimum price', 'Maximum price']. */
  thumbLabels?: string[];
  disabled?: boolean;
  name?: string;
};

/** A slider with one thumb or a range of two, keyboard-operable, with the values shown. */
export function Slider({
  label,
  min,
  max,
  step = 1,
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  formatValue = String,
  thumbLabels,
  disabled,
  name,
}: SliderProps) {
  const id = useId();
  const [own, setOwn] = useState(defaultValue ?? [min]);
  const current = value ?? own;
  return (
    <div className={styles.wrapper}>
      <div className={styles.header}>
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
        <output className={styles.output} aria-live="off">
          {current.map(formatValue).join(' – ')}
        </output>
      </div>
      <SliderPrimitive.Root
        className={styles.root}
        min={min}
        max={max}
        step={step}
        value={current}
        minStepsBetweenThumbs={0}
        onValueChange={(next) => {
          setOwn(next);
          onValueChange?.(next);
        }}
        onValueCommit={onValueCommit}
        disabled={disabled}
        name={name}
        aria-labelledby={`${id}-label`}
      >
        <SliderPrimitive.Track className={styles.track}>
          <SliderPrimitive.Range className={styles.range} />
        </SliderPrimitive.Track>
        {current.map((thumbValue, index) => (
          <SliderPrimitive.Thumb
            key={index}
            className={styles.thumb}
            aria-label={thumbLabels?.[index] ?? label}
            aria-valuetext={formatValue(thumbValue)}
          />
        ))}
      </SliderPrimitive.Root>
    </div>
  );
}
