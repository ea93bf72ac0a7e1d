import { useState, type ReactNode } from 'react';
import { format as formatDate, startOfDay } from 'date-fns';
import * as Popover from 'radix-ui/popover';
import { DayPicker, type Matcher } from 'react-day-picker';
import { cx } from '../../internal/cx.ts';
import { Field } from '../../internal/Field.tsx';
import * as fieldStyles from '../../internal/field.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './DatePicker.css.ts';

export const DEFAULT_DATE_FORMAT = 'dd/MM/yyyy';

/**
 * Names each day 'Thursday 14 January 2027': the visible number is a word of the name
 * (WCAG 2.5.3 Label in Name), which react-day-picker's '14th' is not.
 */
function labelDayButton(date: Date, modifiers: { today?: boolean; selected?: boolean }): string {
  const name = formatDate(date, 'EEEE d MMMM yyyy');
  return `${modifiers.today ? 'Today, ' : ''}${name}${modifiers.selected ? ', selected' : ''}`;
}

export type DatePickerProps = {
  label: ReactNode;
  value?: Date;
  defaultValue?: Date;
  onValueChange?: (date: Date | undefined) => void;
  /** The earliest day that can be picked (e.g. the tour's `min_date`); earlier days are disabled. */
  minDate?: Date;
  maxDate?: Date;
  /** Other days that cannot be picked. */
  disabledDays?: Matcher | Matcher[];
  /** date-fns format of the shown value (default dd/MM/yyyy). */
  format?: string;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** Posts the date as yyyy-MM-dd under this name in a form. */
  name?: string;
  /** Opens the calendar at first render (for stories and tests). */
  defaultOpen?: boolean;
};

/**
 * A button showing the chosen date (dd/MM/yyyy) that opens a calendar in a popover. The
 * calendar is keyboard-operable (arrows, Page Up/Down, Home/End) and disables days before
 * `minDate`.
 */
export function DatePicker({
  label,
  value,
  defaultValue,
  onValueChange,
  minDate,
  maxDate,
  disabledDays,
  format = DEFAULT_DATE_FORMAT,
  placeholder = 'Select a date',
  hint,
  error,
  disabled,
  required,
  name,
  defaultOpen = false,
}: DatePickerProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [own, setOwn] = useState(defaultValue);
  const selected = value ?? own;
  const earliest = minDate && startOfDay(minDate);
  const disabledMatchers: Matcher[] = [
    ...(earliest ? [{ before: earliest }] : []),
    ...(maxDate ? [{ after: maxDate }] : []),
    ...(disabledDays ? [disabledDays].flat() : []),
  ];
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {({ controlId, labelId, describedBy, invalid }) => (
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger asChild>
            <button
              type="button"
              id={controlId}
              disabled={disabled}
              aria-labelledby={`${labelId} ${controlId}-value`}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={cx(fieldStyles.control, styles.trigger)}
            >
              <Icon name="calendar" />
              <span
                id={`${controlId}-value`}
                className={selected ? styles.value : styles.placeholder}
              >
                {selected ? formatDate(selected, format) : placeholder}
              </span>
            </button>
          </Popover.Trigger>
          {name && (
            <input
              type="hidden"
              name={name}
              value={selected ? formatDate(selected, 'yyyy-MM-dd') : ''}
            />
          )}
          <Popover.Portal>
            <Popover.Content
              className={styles.popover}
              align="start"
              sideOffset={4}
              aria-labelledby={labelId}
            >
              <DayPicker
                mode="single"
                autoFocus
                required={false}
                selected={selected}
                onSelect={(date) => {
                  setOwn(date);
                  onValueChange?.(date);
                  setOpen(false);
                }}
                defaultMonth={selected ?? earliest}
                startMonth={earliest}
                endMonth={maxDate}
                disabled={disabledMatchers}
                weekStartsOn={1}
                labels={{ labelDayButton }}
                classNames={{
                  ...styles.calendar,
                  button_previous: cx(styles.navButton, styles.calendar.button_previous),
                  button_next: cx(styles.navButton, styles.calendar.button_next),
                }}
              />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      )}
    </Field>
  );
}
