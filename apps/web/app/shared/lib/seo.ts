// Page titles, descriptions, canonical links and Open Graph tags, built the same way on every
// public page. The site's public origin comes from the root loader.
import type { MetaDescriptor } from 'react-router';
import { pathInsideSite } from './site-links.ts';
import { SITE_NAME } from './site.ts';

export interface PageSeo {
  readonly title: string;
  readonly description?: string | null | undefined;
  /** The canonical path of the page (no origin), e.g. `/search?type=1`. */
  readonly path: string;
  /** An image URL (absolute or site-relative) for Open Graph. */
  readonly image?: string | null | undefined;
  readonly type?: 'website' | 'product' | 'article';
  /** Structured data (schema.org) for a `<script type="application/ld+json">`. */
  readonly jsonLd?: Record<string, unknown> | undefined;
  readonly noindex?: boolean;
}

export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${publicUrl}/`).href;
}

/**
 * The `<title>` of a page: the page's own title, then the site's name — once: a tour's or a
 * location page's SEO title is often written with the name already.
 */
export function pageTitle(title: string): string {
  return title === SITE_NAME || title.endsWith(` | ${SITE_NAME}`)
    ? title
    : `${title} | ${SITE_NAME}`;
}

export function seoMeta(publicUrl: string, seo: PageSeo): MetaDescriptor[] {
  const title = pageTitle(seo.title);
  // The canonical URL is a page of this site, whatever path the content gave (ADR 184).
  const canonical = absoluteUrl(publicUrl, pathInsideSite(seo.path, publicUrl) ?? '/');
  const tags: MetaDescriptor[] = [
    { title },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: title },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:url', content: canonical },
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
  ];
  if (seo.description) {
    tags.push({ name: 'description', content: seo.description });
    tags.push({ property: 'og:description', content: seo.description });
  }
  if (seo.image) tags.push({ property: 'og:image', content: absoluteUrl(publicUrl, seo.image) });
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex' });
  if (seo.jsonLd) tags.push({ 'script:ld+json': seo.jsonLd });
  return tags;
}

/** The public origin the root loader hands to every page's `meta`. */
export function publicUrlOf(matches: readonly unknown[]): string {
  const root = matches[0] as { loaderData?: { publicUrl?: string } } | undefined;
  return root?.loaderData?.publicUrl ?? 'http://localhost:3000';
}
