// Handler types derived from the generated contract types (@trails/api-client/schema), so a
// handler that returns the wrong shape, or reads a parameter that does not exist, fails typecheck.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@trails/api-client/schema';

export type OperationId = keyof operations;

type Parameters<O extends OperationId> = operations[O]['parameters'];
type QueryOf<O extends OperationId> =
  Parameters<O> extends { query?: infer Q }
    ? Q extends undefined
      ? unknown
      : NonNullable<Q>
    : unknown;
type PathOf<O extends OperationId> =
  Parameters<O> extends { path?: infer P }
    ? P extends undefined
      ? unknown
      : NonNullable<P>
    : unknown;
type BodyOf<O extends OperationId> = operations[O] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : unknown;

/** The JSON body of the operation's 200 answer. */
export type OkBody<O extends OperationId> = operations[O]['responses'] extends {
  200: { content: { 'application/json': infer R } };
}
  ? R
  : never;

export type OperationRequest<O extends OperationId> = FastifyRequest<{
  Querystring: QueryOf<O>;
  Params: PathOf<O>;
  Body: BodyOf<O>;
}>;

export type OperationHandler<O extends OperationId> = (
  request: OperationRequest<O>,
  reply: FastifyReply,
) => Promise<OkBody<O> | FastifyReply>;

export type OperationHandlers = { [O in OperationId]?: OperationHandler<O> };
