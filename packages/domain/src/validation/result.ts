// The one shape every validator returns (ADR 020).
//
//   ok          true when nothing failed
//   firstError  the first failing check in the spec's order: the message a form shows in its
//               snackbar, and the field to focus
//   errors      every failing field with its own first message, for the inline errors;
//               fields that passed are absent
//
// Validators are pure: they take a small input in the product's words and never throw.

export interface FieldError<Field extends string> {
  readonly field: Field;
  readonly message: string;
}

export type FieldErrors<Field extends string> = Readonly<Partial<Record<Field, string>>>;

export type ValidationResult<Field extends string> =
  | { readonly ok: true; readonly firstError: undefined; readonly errors: FieldErrors<Field> }
  | {
      readonly ok: false;
      readonly firstError: FieldError<Field>;
      readonly errors: FieldErrors<Field>;
    };

/** One check: the field it belongs to and its message when it fails (falsy when it passes). */
export type Check<Field extends string> = readonly [
  field: Field,
  failure: string | false | undefined,
];

/**
 * Builds a result from checks listed in the order the product runs them. A field keeps the
 * message of its first failing check.
 */
export function resultOf<Field extends string>(
  checks: readonly Check<Field>[],
): ValidationResult<Field> {
  const errors: Partial<Record<Field, string>> = {};
  let firstError: FieldError<Field> | undefined;
  for (const [field, failure] of checks) {
    if (!failure) continue;
    firstError ??= { field, message: failure };
    errors[field] ??= failure;
  }
  return firstError
    ? { ok: false, firstError, errors }
    : { ok: true, firstError: undefined, errors };
}
