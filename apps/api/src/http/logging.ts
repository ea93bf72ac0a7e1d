// What the API's request log may hold (issue 18 Low 8, ADR 183): the request id is ours (a caller
// may pass one only as a UUID, so a log line cannot be forged or made to collide with free text),
// and a query string's secrets — link tokens, one-time codes, OAuth state — never reach a log.
// One line per request, routine answers sampled (ADR 197): the log is for what is unusual.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

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

/** A request slower than this is logged every time, at warn (ADR 197). */
export const SLOW_REQUEST_MS = 1000;
/** One routine answer in this many is logged (ADR 197). */
export const ROUTINE_SAMPLE = 100;

export type RequestOutcome = {
  status: number;
  /** Milliseconds from the request's arrival to the answer's end. */
  ms: number;
  /** A routine answer: a cache hit (or its 304), a healthy /healthz. */
  routine: boolean;
};

/**
 * The level of a request's one log line, or null to leave it out. Errors (5xx), client errors
 * (4xx) and slow requests are always logged; routine answers, which at load are nearly all of
 * them and say nothing new, one in ROUTINE_SAMPLE (`seen` counts them, from 0).
 */
export function requestLogLevel(
  outcome: RequestOutcome,
  seen: number,
): 'error' | 'warn' | 'info' | null {
  if (outcome.status >= 500) return 'error';
  if (outcome.ms >= SLOW_REQUEST_MS) return 'warn';
  if (outcome.status >= 400 || !outcome.routine) return 'info';
  return seen % ROUTINE_SAMPLE === 0 ? 'info' : null;
}

/**
 * Fastify's request log lines (ADR 197): one per request, when it has been answered —
 * Fastify's "incoming request" line is dropped — with the request id (the logger's reqId), the
 * redacted request, the status and the duration. A sampled line says how many it stands for.
 * Fastify's other lines (its default error handler, a missing route, stream errors) are kept.
 */
export class RequestLog extends LogController {
  #routineSeen = 0;

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    const details = { req: request, res: reply, responseTime: ms };
    if (error) {
      reply.log.error({ ...details, err: error }, 'request errored');
      return;
    }
    const routine =
      reply.getHeader('x-cache') === 'hit' ||
      (status === 200 && request.routeOptions.url === '/healthz');
    const level = requestLogLevel({ status, ms, routine }, routine ? this.#routineSeen++ : 0);
    if (!level) return;
    const sampled = routine && level === 'info' ? { sampled: ROUTINE_SAMPLE } : {};
    reply.log[level]({ ...details, ...sampled }, 'request completed');
  }
}
