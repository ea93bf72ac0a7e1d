// Request bodies at the site server are bounded before anything reads or forwards them (issue 18
// Medium 7, ADR 181): the /api proxy would otherwise stream any size on to the API, and the
// page actions (React Router's formData) would read any size into memory. Node's HTTP parser
// never delivers more than Content-Length bytes, so checking the header bounds the body; a
// chunked body (no length up front) is refused — browsers send a length with every form and fetch.
import type { RequestHandler } from 'express';

/** The API's own limit (apps/api bodyLimit): nothing larger could succeed there anyway. */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

/** A path whose bodies may be larger: photo uploads. */
export interface LargerBodies {
  /** Matched against the path alone, so a query string cannot widen a limit. */
  readonly path: RegExp;
  readonly bytes: number;
}

export function boundedBodies(
  limitBytes: number,
  larger: readonly LargerBodies[] = [],
): RequestHandler {
  return (req, res, next) => {
    const limit = larger.find((entry) => entry.path.test(req.path))?.bytes ?? limitBytes;
    const length = req.headers['content-length'];
    if (req.headers['transfer-encoding'] !== undefined) {
      res.status(411).json({ message: 'Send the request body with a Content-Length.' });
      return;
    }
    if (length !== undefined && Number(length) > limit) {
      // The body is not read: the connection closes after the answer.
      res.set('Connection', 'close');
      res.status(413).json({ message: 'The request body is too large.' });
      return;
    }
    next();
  };
}
