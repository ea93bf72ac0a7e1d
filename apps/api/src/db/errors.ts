// Database errors by their SQLSTATE, wherever the driver put the code: on the error itself (pg,
// PGlite) or on the `cause` drizzle wraps it in.

/** Whether `error`, or an error it wraps (up to four deep), carries one of these SQLSTATEs. */
export function isDatabaseError(error: unknown, ...codes: string[]): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && codes.includes(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
