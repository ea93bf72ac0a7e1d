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
  /** The page's script. */
  readonly script: string;
}

/** Set by entry.server for a light page; null for the pages React Router hydrates. */
export const LightPageContext = createContext<LightPageDocument | null>(null);

export function useLightPage(): LightPageDocument | null {
  return useContext(LightPageContext);
}

export function LightPageHead({ page }: { readonly page: LightPageDocument }) {
  return page.preloads.map((props) => <link key={JSON.stringify(props)} {...props} />);
}

/**
 * The page's script starts after the first frame is painted: an inline module script runs once
 * the document is parsed, then waits one frame. Its files are already downloading (the `Link`
 * header's modulepreloads), so this costs a frame of interactivity; in return React's start-up
 * and hydration never hold the first paint — on a phone that has the scripts cached, they would.
 * (Not `<script async src>`: React hoists that into <head>, where it could run before the body
 * it hydrates is parsed.)
 */
function startAfterFirstPaint(script: string): string {
  return `requestAnimationFrame(() => setTimeout(() => import(${JSON.stringify(script)})));`;
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
      <script
        type="module"
        dangerouslySetInnerHTML={{ __html: startAfterFirstPaint(page.script) }}
      />
    </>
  );
}
