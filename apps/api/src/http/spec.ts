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
 * How each operation is protected: `required` when every security alternative needs the bearer
 * token, `optional` when one alternative is `{}` (e.g. guest checkout: a token, when sent, must
 * be valid). Operations absent from the map are public.
 */
export function bearerRequirements(
  document: OpenApiDocument,
): Map<string, 'required' | 'optional'> {
  const found = new Map<string, 'required' | 'optional'>();
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      const alternatives = operation?.security ?? [];
      if (!operation?.operationId || !alternatives.some((s) => 'bearerAuth' in s)) continue;
      const anonymousAllowed = alternatives.some((s) => Object.keys(s).length === 0);
      found.set(operation.operationId, anonymousAllowed ? 'optional' : 'required');
    }
  }
  return found;
}

/**
 * The public reads the API answers from its read cache (ADR 040, 197): the operations whose
 * contract declares a 304 answer (with `ETag` and `If-None-Match`). The contract is the one list,
 * so a developer reading it knows which calls can be revalidated, and the server caches exactly
 * those.
 */
export function cachedOperations(document: OpenApiDocument): Set<string> {
  const found = new Set<string>();
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      const responses = operation?.['responses'] as Record<string, unknown> | undefined;
      if (operation?.operationId && responses && '304' in responses) {
        found.add(operation.operationId);
      }
    }
  }
  return found;
}
