import {
  useEffect,
  useLayoutEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { visuallyHidden } from '../../internal/a11y.css.ts';
import { cx } from '../../internal/cx.ts';
import { Field } from '../../internal/Field.tsx';
import * as fieldStyles from '../../internal/field.css.ts';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './Combobox.css.ts';

export type ComboboxOption = {
  value: string;
  label: string;
  description?: string;
  /** A link option (e.g. a tour page): choosing it is `onSelect`'s to follow, not a value. */
  href?: string;
};
export type ComboboxGroup = { label: string; options: readonly ComboboxOption[] };
/** A flat list of options, or options grouped under headings (half day, full day, …). */
export type ComboboxResults = readonly ComboboxOption[] | readonly ComboboxGroup[];

export const DEFAULT_COMBOBOX_DEBOUNCE = 300;

export type ComboboxProps = {
  label: ReactNode;
  hideLabel?: boolean;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  icon?: IconName;
  /** Fetches suggestions for what was typed; the signal aborts a superseded request. */
  loadOptions: (query: string, signal: AbortSignal) => Promise<ComboboxResults>;
  /**
   * Called with the chosen option. A link option (`href`) keeps the typed text; the caller
   * follows the link (e.g. with its router).
   */
  onSelect: (option: ComboboxOption) => void;
  /** Shown when fewer than `minChars` are typed (e.g. the top tours, on focus). */
  initialOptions?: ComboboxResults;
  /** Called with every change of the text (e.g. to keep a keyword). */
  onInputChange?: (text: string) => void;
  /** Milliseconds of quiet typing before loading (default 300; the product uses 100 for locations). */
  debounce?: number;
  /** Characters needed before loading (default 1). */
  minChars?: number;
  /** Empties the box after a choice (for picking several, e.g. locations shown as chips). */
  clearOnSelect?: boolean;
  /**
   * The text the server renders. The box is uncontrolled (free text): what a visitor typed
   * before the page's script ran stays, and a form posts it under `name` with or without script.
   * Enter on free text (no option highlighted) submits the form.
   */
  defaultValue?: string;
  name?: string;
  type?: 'text' | 'search';
  disabled?: boolean;
  loadingText?: string;
  emptyText?: string;
  errorText?: string;
  /** Announced when suggestions arrive, default '{n} results'. */
  resultsText?: (count: number) => string;
};

type Status = 'idle' | 'loading' | 'done' | 'error';

// A layout effect on the client (before paint), none on the server (where it would warn).
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

function toGroups(results: ComboboxResults): ComboboxGroup[] {
  const first = results[0];
  if (first && 'options' in first) return [...(results as readonly ComboboxGroup[])];
  return [{ label: '', options: results as readonly ComboboxOption[] }];
}

/**
 * A text box that suggests options as you type (ARIA combobox with a listbox): suggestions are
 * loaded after a debounce, may be grouped, and are chosen with the arrow keys and Enter or by
 * click. Escape closes the list, and a second Escape clears the text. The text is free: an
 * uncontrolled form field, so Enter with no option highlighted submits its form, and options
 * may be links (`href`) that `onSelect` follows.
 */
export function Combobox({
  label,
  hideLabel,
  placeholder,
  hint,
  error,
  icon,
  loadOptions,
  onSelect,
  initialOptions,
  onInputChange,
  debounce = DEFAULT_COMBOBOX_DEBOUNCE,
  minChars = 1,
  clearOnSelect = false,
  defaultValue = '',
  name,
  type = 'text',
  disabled,
  loadingText = 'Loading…',
  emptyText = 'No results',
  errorText = 'Could not load suggestions',
  resultsText = (count) => `${count} result${count === 1 ? '' : 's'}`,
}: ComboboxProps) {
  const id = useId();
  const listId = `${id}-listbox`;
  const [text, setText] = useState(defaultValue);
  const [groups, setGroups] = useState<ComboboxGroup[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The live region is made when the box is first used: a page of search boxes carries none
  // until then (an empty status region on every page would only be noise to assistive tech).
  const [engaged, setEngaged] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  const typedEnough = text.trim().length >= minChars;
  const initial = !typedEnough && initialOptions ? toGroups(initialOptions) : undefined;
  const shownGroups = initial ?? groups;
  const shownStatus: Status = initial ? 'done' : status;
  const options = shownGroups.flatMap((group) => group.options);
  const optionId = (index: number) => `${id}-option-${index}`;

  const cancel = () => {
    clearTimeout(timer.current);
    request.current?.abort();
  };

  const search = (query: string) => {
    cancel();
    setActive(-1);
    if (query.trim().length < minChars) {
      setGroups([]);
      setStatus('idle');
      return;
    }
    setStatus('loading');
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      request.current = controller;
      loadOptions(query.trim(), controller.signal).then(
        (results) => {
          if (controller.signal.aborted) return;
          setGroups(toGroups(results).filter((group) => group.options.length > 0));
          setStatus('done');
        },
        () => {
          if (!controller.signal.aborted) setStatus('error');
        },
      );
    }, debounce);
  };

  // Text typed before hydration is the box's from now on (React keeps an uncontrolled value).
  useIsomorphicLayoutEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== defaultValue) {
      setText(typed);
      onInputChange?.(typed);
      if (document.activeElement === input.current) {
        setEngaged(true);
        setOpen(true);
        search(typed);
      }
    }
    // Once, when the script takes over.
  }, []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setText(next);
    setOpen(true);
    onInputChange?.(next);
    search(next);
  };

  const setValue = (next: string) => {
    if (input.current) input.current.value = next;
    setText(next);
    onInputChange?.(next);
  };

  const choose = (option: ComboboxOption) => {
    cancel();
    if (!option.href) setValue(clearOnSelect ? '' : option.label);
    setOpen(false);
    setActive(-1);
    setStatus('idle');
    setGroups([]);
    onSelect(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive((current) => (current + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive((current) => (current <= 0 ? count - 1 : current - 1));
        break;
      case 'Enter': {
        const option = open ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape':
        if (open && shownStatus !== 'idle') {
          setOpen(false);
          setActive(-1);
        } else {
          cancel();
          setValue('');
          setGroups([]);
          setStatus('idle');
        }
        break;
      default:
    }
  };

  const showList = open && shownStatus === 'done' && options.length > 0;
  const message =
    shownStatus === 'loading'
      ? loadingText
      : shownStatus === 'error'
        ? errorText
        : shownStatus === 'done' && options.length === 0
          ? emptyText
          : undefined;
  const announcement =
    shownStatus === 'done'
      ? options.length > 0
        ? resultsText(options.length)
        : emptyText
      : message;

  // Each option's position in the flat list that the arrow keys walk.
  const offsets = shownGroups.map((_, groupIndex) =>
    shownGroups.slice(0, groupIndex).reduce((count, group) => count + group.options.length, 0),
  );
  const renderOption = (option: ComboboxOption, position: number) => {
    return (
      <div
        key={`${option.value}-${position}`}
        id={optionId(position)}
        role="option"
        aria-selected={position === active}
        data-active={position === active}
        className={styles.option}
        onMouseDown={(event) => event.preventDefault()}
        onMouseEnter={() => setActive(position)}
        onClick={() => choose(option)}
      >
        <span>{option.label}</span>
        {option.description && (
          <span className={styles.optionDescription}>{option.description}</span>
        )}
      </div>
    );
  };

  return (
    <Field label={label} hideLabel={hideLabel} hint={hint} error={error}>
      {({ controlId, labelId, describedBy, invalid }) => (
        <div className={styles.wrapper}>
          {icon && <Icon name={icon} className={styles.icon} />}
          <input
            id={controlId}
            ref={input}
            type={type}
            role="combobox"
            name={name}
            defaultValue={defaultValue}
            placeholder={placeholder}
            disabled={disabled}
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={showList ? listId : undefined}
            aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={cx(fieldStyles.control, icon && styles.withIcon)}
            onChange={onChange}
            onKeyDown={onKeyDown}
            onFocus={() => {
              setEngaged(true);
              setOpen(true);
            }}
            onBlur={() => {
              setOpen(false);
              setActive(-1);
            }}
          />
          {open && (showList || message) && (
            // The popup scrolls, and Chromium puts a scrolling box in the tab order: Tab from the
            // box landed on it, the box's blur closed it, and focus was left on the page. Out of
            // the tab order, Tab goes on to the next control (the options are chosen from the box).
            <div className={styles.popup} tabIndex={-1}>
              {showList && (
                <div
                  id={listId}
                  role="listbox"
                  aria-labelledby={labelId}
                  className={styles.listbox}
                >
                  {shownGroups.map((group, groupIndex) =>
                    group.label ? (
                      <div
                        key={`${group.label}-${groupIndex}`}
                        role="group"
                        aria-labelledby={`${id}-group-${groupIndex}`}
                      >
                        <div
                          id={`${id}-group-${groupIndex}`}
                          role="presentation"
                          className={styles.groupLabel}
                        >
                          {group.label}
                        </div>
                        {group.options.map((option, optionIndex) =>
                          renderOption(option, (offsets[groupIndex] ?? 0) + optionIndex),
                        )}
                      </div>
                    ) : (
                      group.options.map((option, optionIndex) =>
                        renderOption(option, (offsets[groupIndex] ?? 0) + optionIndex),
                      )
                    ),
                  )}
                </div>
              )}
              {message && (
                <p className={styles.message}>
                  {shownStatus === 'loading' && <Spinner size="sm" />}
                  {message}
                </p>
              )}
            </div>
          )}
          {engaged && (
            <div role="status" className={visuallyHidden}>
              {open ? announcement : undefined}
            </div>
          )}
        </div>
      )}
    </Field>
  );
}
