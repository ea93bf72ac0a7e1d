import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
} from 'react';
import type { Matcher } from 'react-day-picker';
import { cx } from '../../internal/cx.ts';
import { Field } from '../../internal/Field.tsx';
import { visuallyHidden } from '../../internal/a11y.css.ts';
import * as fieldStyles from '../../internal/field.css.ts';
import { useScriptsRunning } from '../../internal/scripts-running.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './DatePicker.css.ts';

/** The box's placeholder, in the words its messages use ("Enter a date as dd/mm/yyyy"). */
export const DEFAULT_DATE_FORMAT = 'dd/mm/yyyy';

// The calendar (react-day-picker, date-fns and its styles) loads when first wanted: a tap on or
// a pointer over the calendar button. The field itself is a plain text box, so a page's first
// load carries none of it and a date can be typed before the page's script runs.
const loadCalendar = () => import('./DatePickerCalendar.tsx');
const Calendar = lazy(loadCalendar);

/** `dd/MM/yyyy` of a day. */
export function formatDisplayDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/**
 * Text shaped like a whole date, whether or not it names a day: d/M/yyyy, also with dots, dashes
 * or spaces between, or eight digits (ddMMyyyy). A phone's number pad, which the box asks for,
 * has no "/" (ADR 252).
 */
const WHOLE_DATE = /^\s*(?:(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})|(\d{2})(\d{2})(\d{4}))\s*$/;

/** The day a typed `dd/MM/yyyy` (or d/M/yyyy) names, or undefined when it names none. */
export function parseDisplayDate(text: string): Date | undefined {
  const match = WHOLE_DATE.exec(text);
  if (!match) return undefined;
  const [day, month, year] = (match[1] ? match.slice(1, 4) : match.slice(4, 7)).map(Number) as [
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : undefined;
}

/**
 * What to say of text that names no day (ADR 248): a whole date is named ("There is no
 * 31/02/2027"); anything else is asked for in the box's format.
 */
export function notADateMessage(text: string): string {
  return WHOLE_DATE.test(text)
    ? `There is no ${text.trim()}: enter a date as dd/mm/yyyy`
    : 'Enter a date as dd/mm/yyyy';
}

export type DatePickerProps = {
  label: ReactNode;
  /** Sets the shown date when it changes (the box stays a free text field in between). */
  value?: Date | undefined;
  defaultValue?: Date;
  /**
   * The box's starting text when it names no day: a form drawn again with what was posted, so a
   * refused "31/02/2031" is shown with its message, not an empty box. `defaultValue` wins.
   */
  defaultText?: string;
  /**
   * A picked day, or what the typed text names (undefined while it names no day), with the box's
   * text (so a form can tell an empty box from one whose text names no day). Answering `false`
   * refuses the change: the box goes back to its last accepted text.
   */
  onValueChange?: (date: Date | undefined, text: string) => boolean | void;
  /** The earliest day that can be picked (e.g. the tour's `min_date`); earlier days are disabled. */
  minDate?: Date | undefined;
  maxDate?: Date;
  /** Other days that cannot be picked (e.g. sold-out dates). */
  disabledDays?: Matcher | Matcher[];
  /** Called with the first day of each month the calendar shows (to load its sold-out dates). */
  onMonthShown?: (month: Date) => void;
  placeholder?: string;
  hint?: ReactNode;
  /**
   * The caller's message. Without one, a whole date that names no day ("31/02/2027") gets the
   * box's own message as soon as it is typed (ADR 248).
   */
  error?: ReactNode;
  disabled?: boolean;
  /** Focuses the box when the page loads (e.g. the first field a posted form refused). */
  autoFocus?: boolean;
  required?: boolean;
  /** The form field's name: the form posts the text as typed or picked (dd/MM/yyyy). */
  name?: string;
  /** The calendar button's accessible name. */
  calendarLabel?: string;
  /** Opens the calendar at first render (for stories and tests). */
  defaultOpen?: boolean;
};

/**
 * A dd/MM/yyyy text box with a calendar button. The box is an uncontrolled form field: a date
 * typed before the page's script runs, or without scripts, is what its form sends. The
 * calendar, loaded when first used, opens at the chosen day or at `minDate`, disables the days
 * before `minDate` and any `disabledDays`, and is keyboard-operable (arrows, Page Up/Down,
 * Home/End, Enter); Escape closes it and gives focus back to its button.
 */
export function DatePicker({
  label,
  value,
  defaultValue,
  defaultText,
  onValueChange,
  minDate,
  maxDate,
  disabledDays,
  onMonthShown,
  placeholder = DEFAULT_DATE_FORMAT,
  hint,
  error,
  disabled,
  autoFocus,
  required,
  name,
  calendarLabel = 'Choose a date on the calendar',
  defaultOpen = false,
}: DatePickerProps) {
  const scriptsRunning = useScriptsRunning();
  const [open, setOpen] = useState(defaultOpen);
  const [selected, setSelected] = useState<Date | undefined>(value ?? defaultValue);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const startText = defaultValue ? formatDisplayDate(defaultValue) : (defaultText ?? '');
  const accepted = useRef(startText);
  // The text in the box when it names no day, shown with notADateMessage; undefined otherwise.
  const [unreadable, setUnreadable] = useState<string | undefined>();

  // A date typed before the script took over is the field's from now on. The box's own start
  // (`defaultValue`) is not news: told as a change, a form that refuses a date before another
  // field (the booking panel's place) said so on a page nobody had touched yet.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed && typed !== accepted.current) {
      accepted.current = typed;
      const date = parseDisplayDate(typed);
      setSelected(date);
      if (date) onValueChange?.(date, typed);
      // Only a whole date is judged: the visitor may still be typing the rest.
      else if (WHOLE_DATE.test(typed)) setUnreadable(typed);
    }
    // Once, when the script takes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const valueTime = value?.getTime();
  useEffect(() => {
    if (valueTime === undefined || !input.current) return;
    const date = new Date(valueTime);
    input.current.value = formatDisplayDate(date);
    accepted.current = input.current.value;
    setSelected(date);
    setUnreadable(undefined);
  }, [valueTime]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const date = parseDisplayDate(text);
    if (onValueChange?.(date, text) === false) {
      event.target.value = accepted.current;
      return;
    }
    accepted.current = text;
    setSelected(date);
    // A whole date that names no day is said as it is typed. Half a date is not judged, not
    // even when the visitor leaves the box: a message appearing then would push down what they
    // are tapping (the form's Search or Book Now), and the tap would miss. The form's own check
    // says what is missing.
    setUnreadable(!date && WHOLE_DATE.test(text) ? text : undefined);
  };

  const pick = (date: Date) => {
    const text = formatDisplayDate(date);
    if (onValueChange?.(date, text) !== false) {
      if (input.current) input.current.value = text;
      accepted.current = text;
      setSelected(date);
      setUnreadable(undefined);
    }
    close();
  };

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <Field
      label={label}
      hint={hint}
      error={error ?? (unreadable === undefined ? undefined : notADateMessage(unreadable))}
      required={required}
    >
      {({ controlId, describedBy, invalid }) => (
        <div ref={wrapper} className={styles.wrapper}>
          <input
            ref={input}
            id={controlId}
            type="text"
            name={name}
            inputMode="numeric"
            autoComplete="off"
            placeholder={placeholder}
            defaultValue={startText || undefined}
            disabled={disabled}
            autoFocus={autoFocus}
            required={required}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={cx(fieldStyles.control, styles.input)}
            onChange={onChange}
          />
          {/* The field's error is read with the box; this says the box's own message once, as
              it appears while the visitor types (a changed description is not announced). */}
          <span className={visuallyHidden} aria-live="polite">
            {error === undefined && unreadable !== undefined ? notADateMessage(unreadable) : ''}
          </span>
          {/* The calendar needs the scripts: until they run (a slow phone) or without them, no
              button that does nothing when tapped (a tester's finding); the date is typed. */}
          {scriptsRunning && (
            <button
              ref={button}
              type="button"
              disabled={disabled}
              aria-label={calendarLabel}
              aria-haspopup="dialog"
              aria-expanded={open}
              className={styles.calendarButton}
              onPointerEnter={() => void loadCalendar()}
              onFocus={() => void loadCalendar()}
              onClick={() => setOpen((current) => !current)}
            >
              <Icon name="calendar" />
            </button>
          )}
          {open && (
            <Suspense fallback={null}>
              <Calendar
                label={calendarLabel}
                selected={selected}
                minDate={minDate}
                maxDate={maxDate}
                disabledDays={disabledDays}
                onMonthShown={onMonthShown}
                onPick={pick}
                onClose={close}
                onLeave={() => setOpen(false)}
                container={wrapper}
              />
            </Suspense>
          )}
        </div>
      )}
    </Field>
  );
}
