// SEO URLs the API hands out are paths inside the site, built only from slugs of
// `^[a-z0-9-]+$` (issue 18 Low 9, ADR 184): a slug stored with a slash, a colon, a dot-dot or
// `//` cannot turn a tour card, a location tag or the sitemap into a link to another site.

export const SLUG = /^[a-z0-9-]+$/;

/** The slug as stored when it is one; otherwise its letters and digits joined by '-'. */
export function seoSlug(slug: string, fallback: string): string {
  if (SLUG.test(slug)) return slug;
  const cleaned = slug
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return cleaned || fallback;
}
