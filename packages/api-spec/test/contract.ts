// Loads openapi.yaml once for the tests, typed just enough to walk it.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export type SchemaObject = Record<string, unknown>;

export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, { $ref?: string }>;
  'x-beyond-spec'?: boolean;
}

export interface OpenApiDocument {
  openapi: string;
  security?: unknown[];
  paths: Record<string, Partial<Record<HttpMethod, Operation>>>;
  components: {
    schemas: Record<string, SchemaObject>;
    responses: Record<string, unknown>;
    securitySchemes: Record<string, SchemaObject>;
  };
}

export const httpMethods = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof httpMethods)[number];

export interface OperationEntry {
  method: HttpMethod;
  path: string;
  operation: Operation;
}

export const contractUrl = new URL('../openapi.yaml', import.meta.url);

export const contract = parse(readFileSync(contractUrl, 'utf8')) as OpenApiDocument;

export const operations: OperationEntry[] = Object.entries(contract.paths).flatMap(([path, item]) =>
  httpMethods.flatMap((method) => {
    const operation = item[method];
    return operation ? [{ method, path, operation }] : [];
  }),
);

export function isSecured(operation: Operation): boolean {
  return (operation.security ?? []).some((requirement) => 'bearerAuth' in requirement);
}
