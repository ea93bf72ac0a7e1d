// Links written in content (rich text, SEO URLs from the API) may only point inside the site
// (issue 18 Low 9, ADR 184): each is parsed against the site's origin, and anything that lands
// elsewhere — `//host`, `https://other`, `javascript:`, a backslash trick — is not a link.

/** Stands for the site's origin when a caller has none (relative links only then). */
const PLACEHOLDER_ORIGIN = 'https://site.invalid';

/**
 * The site-relative path (`/…?…#…`) of `href` when it resolves inside the site whose origin
 * is `origin`; otherwise null.
 */
export function pathInsideSite(href: string, origin: string = PLACEHOLDER_ORIGIN): string | null {
  const trimmed = href.trim();
  if (!trimmed) return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(`${origin.replace(/\/+$/, '')}/`);
    url = new URL(trimmed, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
