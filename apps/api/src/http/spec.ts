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
