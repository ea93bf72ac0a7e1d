// The outcome of a call whose error message the page shows (login, sign-up).
import { apiFieldErrorsOf } from '@trails/domain/validation/api-refusal';
import type { ApiFieldErrors } from '@trails/domain/validation/api-refusal';

export type Outcome<T> =
  | { readonly ok: true; readonly data: T }
  | {
      readonly ok: false;
      readonly status: number;
      readonly message?: string;
      readonly errors?: readonly string[];
      /** The same refusals by the API's key path, for a form to show at its fields. */
      readonly fieldErrors?: ApiFieldErrors;
      /** A mailed password was used: the token of the set-password step (ADR 180). */
      readonly setPasswordToken?: string;
    };

interface ErrorBody {
  readonly message?: unknown;
  readonly errors?: unknown;
  readonly set_password_token?: unknown;
}

/** Every message of an error body's `errors`, in order (a list, or lists per field). */
function errorList(errors: unknown): string[] {
  if (Array.isArray(errors)) return errors.filter((entry) => typeof entry === 'string');
  if (errors && typeof errors === 'object') {
    return Object.values(errors).flatMap((entry) => errorList(entry));
  }
  return [];
}

/** Posts JSON to this origin and reads the answer as an Outcome. */
export async function postJson<T>(path: string, body: unknown): Promise<Outcome<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0 };
  }
  const parsed: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { ok: true, data: parsed as T };
  const error = (parsed && typeof parsed === 'object' ? parsed : {}) as ErrorBody;
  return {
    ok: false,
    status: response.status,
    ...(typeof error.message === 'string' ? { message: error.message } : {}),
    errors: errorList(error.errors),
    fieldErrors: apiFieldErrorsOf(error),
    ...(typeof error.set_password_token === 'string'
      ? { setPasswordToken: error.set_password_token }
      : {}),
  };
}
