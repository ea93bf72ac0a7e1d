// The contract the server is routed and validated from (packages/api-spec/openapi.yaml).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, unknown> };
};
export type OpenApiOperation = {
  operationId: string;
  parameters?: { name: string; in: string; $ref?: string }[];
  security?: Record<string, string[]>[];
  'x-beyond-spec'?: boolean;
  [key: string]: unknown;
};

export const specificationPath = fileURLToPath(
  import.meta.resolve('@trails/api-spec/openapi.yaml'),
);

export function loadSpecification(): OpenApiDocument {
  return parse(readFileSync(specificationPath, 'utf8')) as OpenApiDocument;
}

/**
 * Fastify's router (find-my-way) cannot hold two parametric segments with different names at
 * the same position (`/my-bookings/:id/comments` and `/my-bookings/:bookingId/review`). The
 * published paths must stay as they are; only the parameter's *name* is internal, so the
 * routing copy of the contract calls it `id` everywhere (ADR 041). The URL on the wire is
 * unchanged; handlers read `params.id`.
 */
export function routingSpecification(document: OpenApiDocument): OpenApiDocument {
  const copy = structuredClone(document);
  const renamed: OpenApiDocument['paths'] = {};
  for (const [path, item] of Object.entries(copy.paths)) {
    const segments = path.split('/');
    const fixed = segments
      .map((segment, index) =>
        segment === '{bookingId}' && segments[index - 1] === 'my-bookings' ? '{id}' : segment,
      )
      .join('/');
    if (fixed !== path) {
      for (const operation of Object.values(item)) {
        if (!operation || typeof operation !== 'object' || !Array.isArray(operation.parameters))
          continue;
        for (const parameter of operation.parameters) {
          if (parameter.in === 'path' && parameter.name === 'bookingId') parameter.name = 'id';
        }
      }
    }
    renamed[fixed] = item;
  }
  copy.paths = renamed;
  return copy;
}

/** The operations that need a bearer token (`security: [{ bearerAuth: [] }]`). */
export function securedOperations(document: OpenApiDocument): Set<string> {
  const secured = new Set<string>();
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      if (operation?.operationId && operation.security?.some((s) => 'bearerAuth' in s)) {
        secured.add(operation.operationId);
      }
    }
  }
  return secured;
}
