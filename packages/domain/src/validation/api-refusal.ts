// The API's 400 names a field by its key path (`booking.0.travellers.0.firstname`) in words
// meant for developers (messages.ts `fieldRefusals`). A form shows the refusal under its own field
// in its own words instead, with the field's label. The product's own messages (an address
// already registered, a common password) are already for people and pass unchanged.
import { fieldRefusals, formRefusals } from '../messages.ts';

/** The API's error body's `errors`: messages by key path. */
export type ApiFieldErrors = Readonly<Record<string, readonly string[]>>;

/** `errors` of an error body, when it has them in the contract's shape. */
export function apiFieldErrorsOf(body: unknown): ApiFieldErrors {
  if (!body || typeof body !== 'object' || !('errors' in body)) return {};
  const errors = body.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
  return Object.fromEntries(
    Object.entries(errors).map(([key, messages]) => [
      key,
      Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [],
    ]),
  );
}

/** One refusal of the API at `apiField`, in the words of the form's field `label`. */
export function formRefusalOf(label: string, apiField: string, apiMessage: string): string {
  // The product's own messages do not name the key path: they are shown as they are.
  if (!apiMessage.includes(`The ${apiField} field`)) return apiMessage;
  if (apiMessage === fieldRefusals.required(apiField)) return formRefusals.required(label);
  if (apiMessage === fieldRefusals.notEmail(apiField)) return formRefusals.notEmail(label);
  const more = /must NOT have more than (\d+) characters/.exec(apiMessage);
  if (more) return formRefusals.atMost(label, Number(more[1]));
  const fewer = /must NOT have fewer than (\d+) characters/.exec(apiMessage);
  if (fewer) {
    const count = Number(fewer[1]);
    return count <= 1 ? formRefusals.required(label) : formRefusals.atLeast(label, count);
  }
  return formRefusals.invalid(label);
}

/**
 * The API's refusals as the form's messages by the form's field names: `fields` maps each key
 * path the form sends to the form's field name and label; keys the form does not know are left
 * out (the caller shows the answer's message for them). The first message of a field wins.
 */
export function formErrorsOf(
  errors: ApiFieldErrors,
  fieldOf: (apiField: string) => { readonly name: string; readonly label: string } | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [apiField, messages] of Object.entries(errors)) {
    const field = fieldOf(apiField);
    const first = messages[0];
    if (!field || first === undefined || field.name in out) continue;
    out[field.name] = formRefusalOf(field.label, apiField, first);
  }
  return out;
}
