// Renders a light page on the server (ADR 058): which page the request matched, its body as a
// React root of its own, and the script the light build made for it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import {
  isRouteErrorResponse,
  StaticRouter,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_RouteContext as RouteContext,
} from 'react-router';
import type { EntryContext, RouterState } from 'react-router';
import { FRAMEWORK_CHUNK } from '../../build-config/first-load-chunks.ts';
import { NotFound } from '../layout/not-found.tsx';
import ServerError from '../layout/server-error.tsx';
import { LightPage } from './light-page.tsx';
import type { PageComponent } from './light-page.tsx';
import { scriptSafeJson } from './page-document.tsx';
import type { LightPageDocument, LightPageScripts } from './page-document.tsx';
import { LIGHT_PAGE_OF_ROUTE } from './pages.ts';
import type { LightPageName, LightPagePayload } from './pages.ts';

/** The part of Vite's build manifest we read. */
type BuildManifest = Record<
  string,
  { file: string; name?: string; isEntry?: boolean; imports?: string[] }
>;

/** The light build's scripts per page, read once; null without a light build (development). */
export function readLightManifest(file: string): Map<LightPageName, LightPageScripts> | null {
  let manifest: BuildManifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
  } catch {
    return null;
  }
  const framework = Object.values(manifest).find((chunk) => chunk.name === FRAMEWORK_CHUNK)?.file;
  const scripts = new Map<LightPageName, LightPageScripts>();
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isEntry || !chunk.name) continue;
    const modules = new Set<string>();
    const visit = (key: string) => {
      const imported = manifest[key];
      if (!imported || modules.has(`/${imported.file}`)) return;
      modules.add(`/${imported.file}`);
      for (const next of imported.imports ?? []) visit(next);
    };
    modules.add(`/${chunk.file}`);
    for (const next of chunk.imports ?? []) visit(next);
    scripts.set(chunk.name as LightPageName, {
      modules: [...modules],
      framework: framework && modules.has(`/${framework}`) ? `/${framework}` : undefined,
    });
  }
  return scripts;
}

// Read once: undefined until then, null when the build has no light pages.
let manifest: Map<LightPageName, LightPageScripts> | null | undefined;
function lightManifest() {
  if (manifest !== undefined) return manifest;
  // The production server runs in the app's folder (it serves build/client from there too).
  const file = path.resolve('build', 'client', '.vite', 'light-manifest.json');
  manifest = readLightManifest(file);
  if (!manifest) {
    console.warn(`[web] no light build at ${file}: every page hydrates with React Router`);
  }
  return manifest;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const REACT_PROP: Record<string, string> = {
  imagesrcset: 'imageSrcSet',
  imagesizes: 'imageSizes',
  fetchpriority: 'fetchPriority',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
};

/**
 * React writes the preload links of a root without <head> (its largest images) ahead of the
 * HTML; they belong in the document's <head>, and must not be in the hydrated element.
 */
export function splitLeadingPreloads(html: string): {
  preloads: Record<string, string>[];
  body: string;
} {
  const preloads: Record<string, string>[] = [];
  let rest = html;
  for (let tag = /^<link ([^>]*?)\/>/.exec(rest); tag; tag = /^<link ([^>]*?)\/>/.exec(rest)) {
    const props: Record<string, string> = {};
    for (const [, name = '', value = ''] of (tag[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)) {
      props[REACT_PROP[name.toLowerCase()] ?? name] = value.replace(
        /&(amp|quot|#x27|lt|gt);/g,
        (entity) => ENTITIES[entity] ?? entity,
      );
    }
    preloads.push(props);
    rest = rest.slice(tag[0].length);
  }
  return { preloads, body: rest };
}

/** A response drawn by a light page: which one, with which component, data and scripts. */
export interface LightPageMatch {
  readonly name: LightPageName;
  readonly Page: PageComponent;
  readonly data: unknown;
  readonly scripts: LightPageScripts;
}

/** Which light page draws this response, with which component and data; null for the others. */
function pageOf(context: EntryContext): Omit<LightPageMatch, 'scripts'> | null {
  const { matches, loaderData, errors } = context.staticHandlerContext;
  if (errors) {
    // The root error boundary's two pages. The not-found one is the same tree as the catch-all
    // route's (routes/not-found.tsx draws exactly <NotFound />), whose script hydrates it.
    const error = Object.values(errors)[0];
    return isRouteErrorResponse(error) && error.status === 404
      ? { name: 'not-found', Page: NotFound, data: null }
      : { name: 'server-error', Page: ServerError, data: null };
  }
  const leaf = matches.at(-1)?.route.id;
  const name = leaf ? LIGHT_PAGE_OF_ROUTE[leaf] : undefined;
  const Page = leaf ? context.routeModules[leaf]?.default : undefined;
  if (!leaf || !name || !Page) return null;
  return { name, Page: Page as PageComponent, data: loaderData[leaf] ?? null };
}

/** The light page of this response, or null where React Router hydrates the page. */
export function lightPageOf(context: EntryContext): LightPageMatch | null {
  const scriptsByPage = lightManifest();
  const page = scriptsByPage && pageOf(context);
  const scripts = page && scriptsByPage.get(page.name);
  return page && scripts?.modules[0] ? { ...page, scripts } : null;
}

/** The light page's body, rendered as a React root of its own, and what its script needs. */
export function renderLightPage(
  page: LightPageMatch,
  context: EntryContext,
  request: Request,
): LightPageDocument {
  const url = new URL(request.url);
  const state = context.staticHandlerContext;
  const { preloads, body } = splitLeadingPreloads(
    renderToString(
      // On the server the page is React Router's route component, which reads its data from the
      // router's state and links need a router: these providers add no element, so the tree
      // (and React's ids) is the one the browser hydrates from the page's own data.
      <StaticRouter location={url.pathname + url.search}>
        <DataRouterStateContext value={state as unknown as RouterState}>
          <RouteContext value={{ outlet: null, matches: state.matches, isDataRoute: false }}>
            <LightPage Page={page.Page} data={page.data} url={url} />
          </RouteContext>
        </DataRouterStateContext>
      </StaticRouter>,
    ),
  );
  const payload: LightPagePayload = { data: page.data };
  return {
    html: body,
    preloads,
    payloadJson: scriptSafeJson(payload),
    scripts: page.scripts,
  };
}
