// `application/x-www-form-urlencoded` bodies, for the operations whose contract lists them (POST
// /oauth/token: the way OAuth 2 clients send a token request) and no other: Fastify validates a
// body against the schema of its own content type, so a form sent to an operation that lists
// only JSON would reach its handler unvalidated — it is refused with 415 before parsing. Every
// field arrives as text, which is what the token request's fields are. A field given twice is
// refused (RFC 6749 §3.2: parameters must not be repeated) rather than silently picking one.
import { API_MESSAGES, fieldRefusals } from '@trails/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

export function parseFormBody(text: string): Record<string, string> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(fields, name)) {
      throw new HttpError(400, fieldRefusals.givenTwice(name), {
        [name]: [API_MESSAGES.giveFieldOnce],
      });
    }
    fields[name] = value;
  }
  return fields;
}

const FORM = 'application/x-www-form-urlencoded';

/** Whether the route's contract lists a form body (fastify-openapi-glue keeps `body.content`). */
function takesForms(request: FastifyRequest): boolean {
  const body = request.routeOptions.schema?.body as { content?: object } | undefined;
  return body?.content !== undefined && Object.hasOwn(body.content, FORM);
}

export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(FORM, { parseAs: 'string' }, (request, body, done) => {
    if (!takesForms(request)) {
      done(new HttpError(415, API_MESSAGES.unsupportedContentType), undefined);
      return;
    }
    try {
      done(null, parseFormBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
