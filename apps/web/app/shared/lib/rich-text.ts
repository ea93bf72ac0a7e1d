// Rich text (tour inclusions, help pages) comes from the API as HTML written by suppliers and
// admins. Only a small set of formatting tags is kept; everything else is dropped or escaped.
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

/** Keeps formatting tags (and safe http(s)/mailto/relative links); escapes the rest. */
export function safeHtml(html: string | null | undefined): string {
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
        const safe = /^(https?:|mailto:|\/(?!\/))/i.test(href) ? href.replace(/"/g, '&quot;') : '#';
        return `<a href="${safe}" rel="noopener">`;
      }
      return `<${name}>`;
    })
    .join('');
}
