import { useComposedRefs } from 'radix-ui/internal';
import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { cx } from '../../internal/cx.ts';
import { Field } from '../../internal/Field.tsx';
import * as fieldStyles from '../../internal/field.css.ts';
import * as styles from './TextArea.css.ts';

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'maxLength'> & {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** The character limit: typing stops there and a counter shows how many are used. */
  limit?: number;
  /** Text of the counter, e.g. `(used, limit) => \`${used}/${limit}\`` (the default). */
  formatCounter?: (used: number, limit: number) => string;
  ref?: Ref<HTMLTextAreaElement>;
};

const defaultCounter = (used: number, limit: number) => `${used}/${limit}`;

/** A labelled multi-line input with an optional character limit and counter. */
export function TextArea({
  label,
  hideLabel,
  hint,
  error,
  limit,
  formatCounter = defaultCounter,
  required,
  className,
  value,
  defaultValue,
  onChange,
  id,
  ref,
  ...props
}: TextAreaProps) {
  const [typed, setTyped] = useState(() => String(defaultValue ?? ''));
  const box = useRef<HTMLTextAreaElement | null>(null);
  // The caller's ref and ours, on the one text box.
  const boxRef = useComposedRefs(box, ref);
  // A form's reset() (e.g. emptying a form once it was sent) puts the default text back without
  // an input event, so the counter would go on counting the old text. The reset event comes
  // before the reset, so it counts the default text the box is about to get.
  useEffect(() => {
    // Text typed before the page's scripts ran is in the box but was never counted: the counter
    // said 0/2000 over a typed message until the next key (a tester on a slow connection).
    if (box.current && value === undefined) setTyped(box.current.value);
    const form = box.current?.form;
    if (!form) return;
    const recount = () => setTyped(box.current?.defaultValue ?? '');
    form.addEventListener('reset', recount);
    return () => form.removeEventListener('reset', recount);
    // Once, as the box is first drawn: later text comes with its input events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const used = value === undefined ? typed.length : String(value).length;
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTyped(event.target.value);
    onChange?.(event);
  };
  return (
    <Field
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      required={required}
      footer={
        limit !== undefined && (
          <p
            className={cx(styles.counter, used >= limit && styles.counterFull)}
            aria-live="polite"
            data-testid="character-counter"
          >
            {formatCounter(used, limit)}
          </p>
        )
      }
    >
      {({ controlId, describedBy, invalid }) => (
        <textarea
          ref={boxRef}
          id={id ?? controlId}
          required={required}
          maxLength={limit}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cx(fieldStyles.control, styles.textarea, className)}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          {...props}
        />
      )}
    </Field>
  );
}
