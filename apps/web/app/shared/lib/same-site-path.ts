// Where a page may send a visitor back to after logging in (`/login?next=…`): a path of this
// site only. Anything naming another site — `//evil.example`, `https://evil.example`,
// `/\evil.example` (a backslash counts as a slash in web addresses) — would make the login page
// an open redirect, so it is refused, and the caller uses its own default.

// A base no real address has: a path resolved against it keeps its origin, any other address
// brings its own.
const BASE = 'http://same-site.invalid';

/** `next` as a path of this site (path, query and fragment), or null if it is not one. */
export function sameSitePath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return null;
  }
  // What the parser made of it, not what was sent: tabs and newlines it drops cannot sneak a
  // second slash past the check.
  // `/.//evil.example` resolves to the path `//evil.example`, which a link or a redirect would
  // send to another site: a path must not start with two slashes.
  if (url.origin !== BASE || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
