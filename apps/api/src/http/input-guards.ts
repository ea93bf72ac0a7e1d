// Classes of bad input answered in one place, before validation, for every operation (issue 18):
// - a request without the body its operation describes (Fastify validates a body against the
//   schema of its content type, so a body that is absent, or of a type the operation does not
//   list, would reach the handler unvalidated);
// - text that PostgreSQL cannot store: a NUL character (U+0000) in any field of the body, the
//   query or the path — refused with 400 naming the field, instead of a 500 from the database.
// Runs at preValidation: after the bearer check (onRequest), so an anonymous caller still learns
// nothing but 401.
import { API_MESSAGES, fieldRefusals } from '@trails/domain/messages';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

type BodySchema = { content?: Record<string, unknown> } | undefined;

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The first field (a dotted path) whose text or name contains NUL, or null. */
export function fieldWithNul(value: unknown, at = ''): string | null {
  if (typeof value === 'string') return value.includes('\0') ? at || 'request' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = fieldWithNul(value[i], at ? `${at}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const path = at ? `${at}.${key.replaceAll('\0', '')}` : key.replaceAll('\0', '');
      if (key.includes('\0')) return path || 'request';
      const found = fieldWithNul(item, path);
      if (found !== null) return found;
    }
  }
  return null;
}

export async function guardInput(request: FastifyRequest): Promise<void> {
  const body = request.routeOptions.schema?.body as BodySchema;
  if (body?.content) {
    if (request.body === undefined) {
      throw new HttpError(400, API_MESSAGES.requestBodyRequired, {
        body: [API_MESSAGES.requestBodyRequired],
      });
    }
    if (!Object.hasOwn(body.content, mediaType(request))) {
      throw new HttpError(415, API_MESSAGES.unsupportedContentType);
    }
  }
  for (const part of [request.params, request.query, request.body]) {
    const field = fieldWithNul(part);
    if (field !== null) {
      const message = fieldRefusals.hasNul(field);
      throw new HttpError(400, message, { [field]: [message] });
    }
  }
}
