// A public catalogue answer as the read cache keeps it (ADR 040, ADR 197): its JSON bytes and a
// strong ETag over them, made once when the answer is computed. A cache hit then costs no
// JSON.stringify, no UTF-8 encoding of a string on every write and no hashing — the bytes go to
// the socket as they are — and a caller that already holds the answer gets a bodiless 304.
import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type CachedAnswer = { body: Buffer; etag: string };

/** The header Fastify gives a serialised JSON answer; kept the same for a cached one. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** The answer's bytes (the API's one serialiser: JSON.stringify, ADR 040) and their ETag. */
export function cachedAnswerOf(value: unknown): CachedAnswer {
  const body = Buffer.from(JSON.stringify(value));
  // A strong validator: the same bytes give the same tag on every instance (no timestamps).
  return { body, etag: `"${hash('sha1', body, 'base64url')}"` };
}

/**
 * Whether an If-None-Match header names `etag`: `*`, or a list of tags compared weakly (RFC
 * 9110 §13.1.2 — a `W/` prefix does not matter for If-None-Match).
 */
export function namesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  for (const listed of ifNoneMatch.split(',')) {
    const tag = listed.trim();
    if (tag === etag || tag === '*' || (tag.startsWith('W/') && tag.slice(2) === etag)) {
      return true;
    }
  }
  return false;
}

/** Sends a cached answer: 304 when the caller holds these bytes already, else the bytes. */
export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  hit: boolean,
): FastifyReply {
  void reply.header('x-cache', hit ? 'hit' : 'miss').header('etag', answer.etag);
  if (namesTag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.header('content-type', JSON_TYPE).send(answer.body);
}
