// A form's refusals said at their fields (ADR 258): the message under the field it is about,
// focus moved to the first field to fix, and each message gone once its field changes. A
// 5-second notice alone is missed by a phone's reader and does not say which field is wrong.
import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';

export type FieldErrors<F extends string> = Readonly<Partial<Record<F, string>>>;

/** `initial`: the messages a plain post's answer drew the form with (ADR 259). */
export function useFieldErrors<F extends string>(initial?: FieldErrors<F>) {
  const [errors, setErrors] = useState<FieldErrors<F>>(() => initial ?? ({} as FieldErrors<F>));

  /**
   * Shows `found` at their fields and focuses the first invalid control inside `within` (in the
   * form's order, whoever marked it invalid). The messages are drawn first, so the control is
   * announced with its message; a second refusal moves focus again.
   */
  const refuse = useCallback((within: HTMLElement | null, found: FieldErrors<F>) => {
    flushSync(() => setErrors(found));
    within?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, []);

  /** Shows a message at its field without moving focus (the traveller is busy elsewhere). */
  const say = useCallback((field: F, message: string) => {
    setErrors((current) => ({ ...current, [field]: message }));
  }, []);

  /** A field's message answers what it held: once the field changes, the message goes. */
  const changed = useCallback((field: F) => {
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }, []);

  return { errors, refuse, say, changed };
}
