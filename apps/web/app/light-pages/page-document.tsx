// How the root layout writes a light page into the document (ADR 058): its body, rendered on
// the server as a React root of its own; React's preloads of that body in <head>; the page's
// data; and its script instead of React Router's.
import { createContext, useContext } from 'react';
import { PAGE_DATA_ELEMENT_ID, PAGE_ELEMENT_ID } from './pages.ts';

export interface LightPageDocument {
  /** The body's server-rendered HTML, without React's leading preloads. */
  readonly html: string;
  /** The preload links React wrote ahead of the body (the largest images), as <link> props. */
  readonly preloads: readonly Record<string, string>[];
  /** The page's data for its script, as JSON safe inside a <script> element. */
  readonly payloadJson: string;
  /** The page's scripts. */
  readonly scripts: LightPageScripts;
}

/** A light page's scripts, from the light build's manifest. */
export interface LightPageScripts {
  /** The page's script first, then every module it imports at once, as URLs. */
  readonly modules: readonly string[];
  /** The file with React and React DOM: most of every page's bytes, the same on all of them. */
  readonly framework: string | undefined;
}

/** Set by entry.server for a light page; null for the pages React Router hydrates. */
export const LightPageContext = createContext<LightPageDocument | null>(null);

export function useLightPage(): LightPageDocument | null {
  return useContext(LightPageContext);
}

export function LightPageHead({ page }: { readonly page: LightPageDocument }) {
  return page.preloads.map((props) => <link key={JSON.stringify(props)} {...props} />);
}

/** How long the scripts wait at most for the largest image before they start anyway. */
export const SCRIPTS_WAIT_FOR_IMAGE_MS = 2_500;

/** JSON that cannot end the <script> element it is written into. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The framework file this tab last started, in sessionStorage. */
const FRAMEWORK_SEEN_KEY = 'trails:framework-seen';

/**
 * On the first page of a visit the page's scripts start once its largest image (the one the
 * server asked for at high priority) has been drawn, or after the first frame where there is
 * none; at the latest after SCRIPTS_WAIT_FOR_IMAGE_MS (ADR 058). On a phone's connection the
 * ~90 KB of scripts would otherwise share the link with that image, and React's start-up could
 * hold its paint; the page is readable before it is interactive, and a wait that long means a
 * broken image or a link too slow for either. A visitor who touches the page or a key before
 * then starts them at once: they want to act, not to look. Once this tab has started the same
 * framework file, the scripts are in the browser's cache and start after the first frame: the
 * next pages of a visit do not wait for pictures. Every module is asked for at once
 * (`modulepreload`), not one import after another. An inline module script runs once the
 * document is parsed. (Not `<script async src>`: React hoists that into <head>, where it could
 * run before the body it hydrates is parsed.)
 */
export function startScripts({ modules, framework }: LightPageScripts): string {
  return `const modules = ${scriptSafeJson(modules)};
const framework = ${scriptSafeJson(framework ?? null)};
const seen = () => {
  try {
    return sessionStorage.getItem('${FRAMEWORK_SEEN_KEY}');
  } catch {
    return null;
  }
};
const remember = () => {
  try {
    sessionStorage.setItem('${FRAMEWORK_SEEN_KEY}', framework);
  } catch {}
};
let started = false;
const start = () => {
  if (started) return;
  started = true;
  if (framework) remember();
  for (const href of modules.slice(1)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  import(modules[0]);
};
const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
const image = document.querySelector('#${PAGE_ELEMENT_ID} img[fetchpriority="high"]');
if (image && (!framework || seen() !== framework)) {
  const loaded = image.complete
    ? Promise.resolve()
    : new Promise((done) => {
        image.addEventListener('load', done);
        image.addEventListener('error', done);
      });
  loaded.then(() => image.decode()).catch(() => {}).then(afterPaint);
  setTimeout(start, ${SCRIPTS_WAIT_FOR_IMAGE_MS});
  for (const type of ['pointerdown', 'keydown', 'focusin']) {
    addEventListener(type, start, { once: true, capture: true, passive: true });
  }
} else afterPaint();`;
}

export function LightPageBody({ page }: { readonly page: LightPageDocument }) {
  return (
    <>
      <div id={PAGE_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: page.html }} />
      <script
        id={PAGE_DATA_ELEMENT_ID}
        type="application/json"
        dangerouslySetInnerHTML={{ __html: page.payloadJson }}
      />
      <script type="module" dangerouslySetInnerHTML={{ __html: startScripts(page.scripts) }} />
    </>
  );
}
