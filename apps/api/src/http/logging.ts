// What the API's request log may hold (issue 18 Low 8, ADR 183): the request id is ours (a caller
// may pass one only as a UUID, so a log line cannot be forged or made to collide with free text),
// and a query string's secrets — link tokens, one-time codes, OAuth state — never reach a log.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The request's id: the caller's X-Request-Id when it is a UUID, else a new one. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && UUID.test(given) ? given.toLowerCase() : randomUUID();
}

/** Words of query parameter names whose values are secrets or single-use codes. */
const SECRET_WORDS = new Set([
  'token',
  'code',
  'secret',
  'password',
  'key',
  'signature',
  'sig',
  'state',
  'nonce',
  'altcha',
]);

/** Whether a parameter name (`token`, `set_password_token`, `accessToken`…) names a secret. */
function isSecretName(name: string): boolean {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return words.some((word) => SECRET_WORDS.has(word));
}

/** The URL with the values of secret-looking query parameters replaced. */
export function redactedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replaceAll('+', ' '));
      } catch {
        // Not valid percent-encoding: judged as written.
      }
      return equals >= 0 && isSecretName(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/** Pino's serializer of the request: Fastify's default fields, the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
