// Where a page sends a visitor it cannot show without a login: the login page, back to that page
// once they have logged in (`next`, ADR 212), saying why when the API refused the login the tab
// held (ADR 297).

/** `/login?notice=…` for a login the API refused: expired after 30 idle minutes, or ended elsewhere. */
export const LOGIN_EXPIRED_NOTICE = 'login-expired';

/** The login page's address that comes back to `path`, with the expiry notice when `expired`. */
export function loginAddress(path: string, expired: boolean): string {
  const query = new URLSearchParams();
  if (expired) query.set('notice', LOGIN_EXPIRED_NOTICE);
  query.set('next', path);
  return `/login?${query}`;
}
