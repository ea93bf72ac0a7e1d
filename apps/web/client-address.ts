// One way of knowing who the visitor is, for every path of the site server (ADR 110): Express's
// `trust proxy` (proxy-addr) reads the connection's address, or walks X-Forwarded-For back
// through the proxies TRUST_PROXY names. The result is then written over every forwarding header
// the visitor could have sent, so the API (/api, /oauth, /media proxied; /auth/* forwarded by the
// server-side calls) sees that one address and nothing the visitor wrote.
import type { Express, RequestHandler } from 'express';
import { CLIENT_ADDRESS_HEADER } from './app/shared/security/request-headers.ts';

/** Headers a visitor could use to claim another address or origin; never passed on. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
] as const;

export function clientAddress(app: Express, trustProxy: false | number | readonly string[]) {
  // A bad list stops the start here (proxy-addr compiles it).
  app.set('trust proxy', Array.isArray(trustProxy) ? [...trustProxy] : trustProxy);
  const middleware: RequestHandler = (req, _res, next) => {
    // Read before the headers are rewritten: req.ip is computed from them on each access.
    const address = req.ip ?? req.socket.remoteAddress ?? '';
    const protocol = req.protocol;
    for (const name of FORWARDING_HEADERS) delete req.headers[name];
    req.headers['x-forwarded-for'] = address;
    req.headers['x-forwarded-proto'] = protocol;
    req.headers[CLIENT_ADDRESS_HEADER] = address;
    next();
  };
  return middleware;
}
