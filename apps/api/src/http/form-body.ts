// `application/x-www-form-urlencoded` bodies: the contract lists them for POST /oauth/token,
// the way OAuth 2 clients send a token request. Every field arrives as text, which is what the
// token request's fields are; the contract's schema then validates them like a JSON body. A
// field given twice is refused (RFC 6749 §3.2: parameters must not be repeated) rather than
// silently picking one.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

export function parseFormBody(text: string): Record<string, string> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(fields, name)) {
      throw new HttpError(400, `The field "${name}" is given more than once.`, {
        [name]: ['Give this field once.'],
      });
    }
    fields[name] = value;
  }
  return fields;
}

export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, parseFormBody(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
}
