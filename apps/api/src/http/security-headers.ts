// The security headers of every answer (Helmet's defaults, images fetchable from the site's
// origin), worked out once at start. @fastify/helmet ran Helmet's whole middleware — option
// parsing, the CSP directives' validation and string building — on every request, 6 % of a
// cache hit's CPU (ADR 197). With fixed options Helmet's output is the same for every request,
// so it is run once against a recording response and the resulting table is what each answer
// gets. Anything that needs a per-request value (a CSP nonce) sets its own header in its
// handler, which replaces the table's one (the payment and ticket pages do).
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';

/** The API's Helmet options. */
export const SECURITY_OPTIONS: Readonly<HelmetOptions> = {
  // Images are fetched by the site's origin; everything else is plain JSON.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};

/** The headers Helmet sets with these options, names in lower case, in Helmet's order. */
export function securityHeadersOf(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    failure = error ?? null;
  });
  if (failure) throw failure as Error;
  return headers;
}
