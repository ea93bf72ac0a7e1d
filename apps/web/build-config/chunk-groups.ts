// How the client build splits its JavaScript and CSS (ADR 057, kept by ADR 059). On a phone's connection each
// file costs a round trip, and a page of this site used to load ~40 small chunks and ~20 style
// sheets: the first paint waited for the style sheets in turns of six.
//
// - `framework`: React, React DOM and React Router, needed by every page, in one file.
// - `site`: everything the root layout imports statically (header, footer, cart badge, session,
//   the domain rules they use, the kit's basic components) — also needed by every page — in
//   one file. Computed from the module graph, so it follows the code: whatever the root stops
//   importing, or imports lazily, leaves the group by itself.
// - `styles`: every style sheet in one CSS file (plus the class-name maps), cached across pages.
// Route modules and what only they use stay split per route; lazy imports stay lazy.
import type { Plugin } from 'vite';

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/;
/**
 * What the public pages that list or show tours share: the tour card and its parts, prices,
 * pictures, stars, SEO tags, and the domain's formatting (not its validators: only the booking
 * panel and checkout use those). One file instead of ~10 small ones on each of those pages.
 */
const LISTING = new RegExp(
  [
    String.raw`[\/]apps[\/]web[\/]app[\/]features[\/]catalog[\/]`,
    String.raw`[\/]apps[\/]web[\/]app[\/]features[\/]search[\/]search-params\.ts$`,
    String.raw`[\/]apps[\/]web[\/]app[\/]shared[\/](components[\/](picture|stars|favourite-button)|lib[\/](money|seo|rich-text))\.tsx?$`,
    String.raw`[\/]packages[\/]domain[\/]src[\/](format|money|tour|tour-date|constants)\.ts$`,
    String.raw`[\/]packages[\/]ui[\/]src[\/]components[\/]IconButton[\/]`,
  ].join('|'),
);
const STYLES = /\.css\.ts$|\.vanilla\.css|\.css$/;

/** The root layout: what it imports statically makes the `site` group. */
const SITE_ROOT = /[\\/]app[\\/]root\.tsx(\?|$)/;

export function chunkGroups() {
  const rootClosure = new Set<string>();
  const plugin: Plugin = {
    name: 'trails:root-closure',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const rootIds = [...this.getModuleIds()].filter((id) => SITE_ROOT.test(id));
      const stack = [...rootIds];
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (rootClosure.has(id)) continue;
        rootClosure.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  const groups = [
    { name: 'listing', test: LISTING, priority: 0 },
    { name: 'styles', test: STYLES, priority: 3 },
    { name: 'framework', test: FRAMEWORK, priority: 2 },
    { name: 'site', test: (id: string) => rootClosure.has(id), priority: 1 },
  ];
  return { plugin, groups };
}
