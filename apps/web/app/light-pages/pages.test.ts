import { describe, expect, it } from 'vitest';
import routes from '../routes.ts';
import { startScripts } from './page-document.tsx';
import { splitLeadingPreloads } from './render.server.tsx';
import { LIGHT_PAGE_MODULES, LIGHT_PAGE_OF_ROUTE } from './pages.ts';

type RouteEntry = { id?: string; file: string; children?: RouteEntry[] };
const flat = (entries: RouteEntry[]): RouteEntry[] =>
  entries.flatMap((entry) => [entry, ...flat(entry.children ?? [])]);
const idOf = (entry: RouteEntry) => entry.id ?? entry.file.replace(/\.tsx?$/, '');

describe('light pages', () => {
  it("map each route id to the light page drawn by that route's own module", () => {
    const byId = new Map(flat(routes as RouteEntry[]).map((entry) => [idOf(entry), entry.file]));
    for (const [id, page] of Object.entries(LIGHT_PAGE_OF_ROUTE)) {
      expect(byId.get(id), id).toBe(LIGHT_PAGE_MODULES[page]);
    }
  });

  it('leave the account area, login and sign-up to React Router', () => {
    const light = new Set(Object.values(LIGHT_PAGE_MODULES));
    for (const file of ['routes/account.tsx', 'routes/login.tsx', 'routes/account-signup.tsx']) {
      expect(light.has(file as never)).toBe(false);
    }
  });
});

describe('splitLeadingPreloads', () => {
  it("moves React's leading preload links out of the body, as <link> props", () => {
    const html =
      '<link rel="preload" as="image" imageSrcSet="/a.jpg?w=400 400w, /a.jpg?w=800&amp;q=1 800w" imageSizes="100vw" fetchPriority="high"/><header>x</header><link rel="preload" href="/late"/>';
    const { preloads, body } = splitLeadingPreloads(html);
    expect(preloads).toEqual([
      {
        rel: 'preload',
        as: 'image',
        imageSrcSet: '/a.jpg?w=400 400w, /a.jpg?w=800&q=1 800w',
        imageSizes: '100vw',
        fetchPriority: 'high',
      },
    ]);
    expect(body).toBe('<header>x</header><link rel="preload" href="/late"/>');
  });
});

describe("a light page's script loader", () => {
  it('cannot end its <script> element, whatever the file names', () => {
    const loader = startScripts({
      modules: ['/assets/light-a</script><script>alert(1)</script>.js'],
      framework: '/assets/light-framework-</script>.js',
    });
    expect(loader).not.toMatch(/<\/script/i);
    expect(loader).toContain(String.raw`/assets/light-a\u003c/script>`);
  });
});
