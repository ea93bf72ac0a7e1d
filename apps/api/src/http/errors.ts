// The one error shape of every 4xx/5xx answer: { message, errors?: { [field]: string[] } }.
import { API_MESSAGES, fieldRefusals } from '@trails/domain/messages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export type FieldErrors = Record<string, string[]>;

/** An error a handler throws on purpose; its status and message reach the caller as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: FieldErrors | undefined;
  constructor(statusCode: number, message: string, errors?: FieldErrors) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

export const notFound = (message: string = API_MESSAGES.notFoundAnswer) =>
  new HttpError(404, message);

export const unauthenticated = () => new HttpError(401, API_MESSAGES.unauthenticated);

/** A 400 naming its fields, in the order the product checks them. */
export function invalid(errors: FieldErrors): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? API_MESSAGES.dataInvalid;
  return new HttpError(400, first, errors);
}

type AjvError = {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
};

/** Turns Ajv's errors into field → messages, each message naming its field. */
export function fieldErrorsFromAjv(errors: readonly AjvError[], context: string): FieldErrors {
  // No prototype: a field named `__proto__` (a form body can send one) is just a field.
  const out: FieldErrors = Object.create(null) as FieldErrors;
  for (const error of errors) {
    // A failed `if`/`then` branch comes with its own error at the field it names; Ajv adds "must
    // match "then" schema" for the whole object beside it, which tells a caller nothing more.
    if (error.keyword === 'if') continue;
    let field = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (error.keyword === 'required') field = joinPath(field, String(error.params.missingProperty));
    if (error.keyword === 'additionalProperties') {
      field = joinPath(field, String(error.params.additionalProperty));
    }
    if (!field) field = context;
    const message = describe(field, error);
    const list = (out[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return out;
}

function joinPath(parent: string, child: string): string {
  return parent ? `${parent}.${child}` : child;
}

function describe(field: string, error: AjvError): string {
  switch (error.keyword) {
    case 'required':
      return fieldRefusals.required(field);
    case 'additionalProperties':
      return fieldRefusals.notAllowed(field);
    case 'format':
      return error.params.format === 'email'
        ? fieldRefusals.notEmail(field)
        : fieldRefusals.notFormat(field, String(error.params.format));
    case 'type':
      return fieldRefusals.notType(field, String(error.params.type));
    case 'enum':
      return fieldRefusals.notOneOf(field, (error.params.allowedValues as unknown[]).join(', '));
    default:
      return fieldRefusals.other(field, error.message);
  }
}

/**
 * Per-operation validators that give the product's own messages (spec §5) for a body that
 * failed the schema: they run on the raw body and win over Ajv's wording for their fields.
 */
export type BodyMessages = (body: unknown) => FieldErrors;

export function makeErrorHandler(bodyMessages: Partial<Record<string, BodyMessages>>) {
  return function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    if (error.validation) {
      const context = error.validationContext ?? 'request';
      let errors = fieldErrorsFromAjv(error.validation as AjvError[], context);
      const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)
        ?.operationId;
      const own = context === 'body' && operationId ? bodyMessages[operationId] : undefined;
      if (own) {
        const product = own(request.body);
        if (Object.keys(product).length > 0) errors = { ...product, ...dropKeys(errors, product) };
      }
      return reply.code(400).send(bodyOf(invalid(errors)));
    }
    if (error instanceof HttpError) return reply.code(error.statusCode).send(bodyOf(error));
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ message: API_MESSAGES.tooManyRequests });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, wrong content type, body too large…
      return reply.code(status).send({ message: clientMessage(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: API_MESSAGES.internalError });
  };
}

function clientMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return API_MESSAGES.unsupportedContentType;
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return API_MESSAGES.requestBodyEmpty;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return API_MESSAGES.requestBodyTooLarge;
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return API_MESSAGES.requestBodyNotJson;
  }
  return error.message || API_MESSAGES.badRequest;
}

function dropKeys(errors: FieldErrors, keys: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !(key in keys)));
}

export function bodyOf(error: HttpError): { message: string; errors?: FieldErrors } {
  return error.errors
    ? { message: error.message, errors: error.errors }
    : { message: error.message };
}
