// The DatePicker's calendar, in its own module so that it loads when first used.
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { format as formatDate, startOfDay, startOfMonth } from 'date-fns';
import { DayPicker, type Matcher } from 'react-day-picker';
import { cx } from '../../internal/cx.ts';
import * as styles from './DatePickerCalendar.css.ts';

/** The space kept between the calendar and the screen's edge, in px. */
const SCREEN_MARGIN = 8;

/**
 * Names each day 'Thursday 14 January 2027': the visible number is a word of the name
 * (WCAG 2.5.3 Label in Name), which react-day-picker's '14th' is not.
 */
function labelDayButton(date: Date, modifiers: { today?: boolean; selected?: boolean }): string {
  const name = formatDate(date, 'EEEE d MMMM yyyy');
  return `${modifiers.today ? 'Today, ' : ''}${name}${modifiers.selected ? ', selected' : ''}`;
}

export type DatePickerCalendarProps = {
  label: string;
  selected: Date | undefined;
  minDate: Date | undefined;
  maxDate: Date | undefined;
  disabledDays: Matcher | Matcher[] | undefined;
  onMonthShown: ((month: Date) => void) | undefined;
  onPick: (date: Date) => void;
  onClose: () => void;
  /**
   * Focus went on past the calendar (Tab): it closes, and focus stays where it went. Left open
   * it covered the fields below, which then took focus unseen (the party counts under a booking
   * panel's calendar).
   */
  onLeave: () => void;
  /** The field around the calendar: a press outside it closes the calendar. */
  container: RefObject<HTMLElement | null>;
};

export default function DatePickerCalendar({
  label,
  selected,
  minDate,
  maxDate,
  disabledDays,
  onMonthShown,
  onPick,
  onClose,
  onLeave,
  container,
}: DatePickerCalendarProps) {
  const earliest = minDate && startOfDay(minDate);
  const firstMonth = startOfMonth(selected ?? earliest ?? new Date());
  const disabled: Matcher[] = [
    ...(earliest ? [{ before: earliest }] : []),
    ...(maxDate ? [{ after: maxDate }] : []),
    ...(disabledDays ? [disabledDays].flat() : []),
  ];

  // The month it opens at is shown too (its sold-out days are asked for); once, when it opens.
  const [opening] = useState(firstMonth);
  const monthShown = useRef(onMonthShown);
  useEffect(() => {
    monthShown.current = onMonthShown;
  });
  useEffect(() => monthShown.current?.(opening), [opening]);

  // Opened under a box that is not at the screen's left (a cart item's form), the calendar ran
  // past the right edge of a phone: its next-month arrow and Sundays cut off, the page
  // scrolling sideways (a tester's finding, ADR 275). It moves left by what it overflows, never
  // past the screen's left edge.
  const popover = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = popover.current;
    if (!box) return;
    const keepOnScreen = () => {
      // Measured from where the stylesheet puts it, again on each resize (a phone turned).
      box.style.left = '';
      const rect = box.getBoundingClientRect();
      const overflow = rect.right - (document.documentElement.clientWidth - SCREEN_MARGIN);
      if (overflow > 0) {
        box.style.left = `${-Math.min(overflow, Math.max(0, rect.left - SCREEN_MARGIN))}px`;
      }
    };
    keepOnScreen();
    // Opened low on a phone's screen, its last weeks were below the bottom edge (a tester's
    // finding): the page scrolls just enough to show it whole.
    if (typeof box.scrollIntoView === 'function') box.scrollIntoView({ block: 'nearest' });
    window.addEventListener('resize', keepOnScreen);
    return () => window.removeEventListener('resize', keepOnScreen);
  }, []);

  useEffect(() => {
    const outside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [container, onClose]);

  return (
    <div
      ref={popover}
      role="dialog"
      aria-label={label}
      className={styles.popover}
      onBlur={(event) => {
        // Only a control outside the whole field taking focus: the field's own calendar button
        // (pressed to close the calendar: the button's click does that), a click on the
        // calendar's background or a month redrawn under the focused day (no new focus, null)
        // are not leaving, and a press outside is the pointerdown's to handle.
        const next = event.relatedTarget;
        if (next instanceof Node && !container.current?.contains(next)) onLeave();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <DayPicker
        mode="single"
        autoFocus
        required={false}
        selected={selected}
        onSelect={(date) => (date ? onPick(date) : onClose())}
        defaultMonth={firstMonth}
        startMonth={earliest}
        endMonth={maxDate}
        onMonthChange={(month) => onMonthShown?.(month)}
        disabled={disabled}
        weekStartsOn={1}
        labels={{ labelDayButton }}
        classNames={{
          ...styles.calendar,
          button_previous: cx(styles.navButton, styles.calendar.button_previous),
          button_next: cx(styles.navButton, styles.calendar.button_next),
        }}
      />
    </div>
  );
}
