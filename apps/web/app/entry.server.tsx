// React Router's default Node entry (server rendering; every visitor gets the whole document,
// ADR 091), plus:
// - `Link` headers that put what a phone needs for the first paint ahead of what it needs to
//   become interactive (ADR 057, 059): the page's style sheets (render-blocking), then the
//   page's scripts as `modulepreload` at low priority, so they download after the style sheet
//   and the largest image (high priority) instead of competing with them;
// - the CSP nonce the site server made for this response (ADR 059), on every script React and
//   React Router write.
import { PassThrough } from 'node:stream';

import type { AppLoadContext, EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { NONCE_HEADER } from './shared/security/request-headers.ts';
import { NonceProvider } from './shared/security/nonce.tsx';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const { manifest } = routerContext;
  const nonce = request.headers.get(NONCE_HEADER) ?? undefined;
  const { matches } = routerContext.staticHandlerContext;
  // React Router renders a second time (its error boundary) with the same headers when the first
  // render fails: start the list afresh rather than announce everything twice.
  responseHeaders.delete('Link');
  const styleSheets = new Set(
    matches.flatMap((match) => manifest.routes[match.route.id]?.css ?? []),
  );
  for (const href of styleSheets) {
    responseHeaders.append('Link', `<${href}>; rel=preload; as=style`);
  }
  // React Router's client entry and the matched routes' modules — the list its <Scripts>
  // preloads.
  const scripts = new Set([
    manifest.entry.module,
    ...manifest.entry.imports,
    ...matches.flatMap((match) => {
      const route = manifest.routes[match.route.id];
      return route ? [route.module, ...(route.imports ?? [])] : [];
    }),
  ]);
  for (const href of scripts) {
    responseHeaders.append('Link', `<${href}>; rel=modulepreload; fetchpriority=low`);
  }

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;

    // Every visitor gets the whole document, not a shell streamed ahead of its Suspense
    // boundaries (ADR 091): the parts hydrated later (React.lazy: the footer, a page's lower
    // sections) must be plain, working HTML without scripts and before they run, and a streamed
    // boundary is revealed by an inline script. The loaders have finished before rendering
    // starts, so waiting for all is waiting for those modules only (already loaded after the
    // first request).
    const readyOption: keyof RenderToPipeableStreamOptions = 'onAllReady';

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // React 19.2 moves a finished boundary out of line (a hidden segment that an inline
        // script swaps in) once the page passes this many bytes, to let a shell flush early. We
        // send the whole page at once anyway, and without scripts an out-of-line boundary stays
        // hidden: the footer's forms and a tour's tabs and reviews were invisible with scripts
        // off. One chunk, every boundary in place.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // Clear the timeout to prevent retaining the closure and memory leak
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);

          responseHeaders.set('Content-Type', 'text/html');

          pipe(body);

          resolve(
            new Response(stream, {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Log streaming rendering errors from inside the shell.  Don't log
          // errors encountered during initial shell rendering since they'll
          // reject and get logged in handleDocumentRequest.
          if (shellRendered) {
            console.error(error);
          }
        },
      },
    );
  });
}
