// Rich text (tour inclusions, help pages) comes from the API as HTML written by suppliers and
// admins. Only a small set of formatting tags is kept; everything else is dropped or escaped.
// Links stay only when they point inside the site, or are a mailto: (ADR 184).
import { pathInsideSite } from './site-links.ts';
const ALLOWED = new Set([
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'h2',
  'h3',
  'h4',
  'a',
]);

function escape(text: string): string {
  return text
    .replace(/&(?!(?:[a-z]+|#\d+);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A link's target when it may stay: a path inside the site, or a mail address. */
function allowedHref(href: string, siteOrigin: string | undefined): string | null {
  if (/^mailto:[^\s"<>]+$/i.test(href.trim())) return href.trim();
  return pathInsideSite(href, siteOrigin);
}

/**
 * Keeps formatting tags and links inside the site (`siteOrigin`: absolute links to it are kept
 * too, as paths); escapes the rest. A link elsewhere keeps its text, not its target.
 */
export function safeHtml(html: string | null | undefined, siteOrigin?: string): string {
  if (!html) return '';
  const withoutBlocks = html.replace(/<(script|style|iframe|object|embed)[\s\S]*?<\/\1\s*>/gi, '');
  return withoutBlocks
    .split(/(<[^>]*>)/g)
    .map((part) => {
      const tag = /^<\s*(\/?)\s*([a-z0-9]+)([^>]*)>$/i.exec(part);
      if (!tag) return part.startsWith('<') ? '' : escape(part);
      const [, closing, rawName = '', attributes = ''] = tag;
      const name = rawName.toLowerCase();
      if (!ALLOWED.has(name)) return '';
      if (closing) return `</${name}>`;
      if (name === 'a') {
        const href = /href\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? '';
        const target = allowedHref(href.replace(/&amp;/g, '&'), siteOrigin);
        return target === null ? '<a>' : `<a href="${escapeAttribute(target)}">`;
      }
      return `<${name}>`;
    })
    .join('');
}
