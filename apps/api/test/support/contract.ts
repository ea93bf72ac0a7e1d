// Validates answers against the contract: the response schema of the operation and status, as
// written in packages/api-spec/openapi.yaml, compiled with Ajv (JSON Schema 2020-12, OAS 3.1).
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { loadSpecification } from '../../src/http/spec.ts';

const document = loadSpecification() as unknown as {
  paths: Record<
    string,
    Record<string, { operationId?: string; responses?: Record<string, unknown> }>
  >;
  components: { responses: Record<string, unknown> };
};

const ajv = addFormats.default(
  new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 9 }),
);
ajv.addSchema({ ...document, $id: 'openapi' } as object, 'openapi');

function pointer(...parts: string[]): string {
  return parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
}

function find(operationId: string) {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (operation?.operationId === operationId) return { path, method, operation };
    }
  }
  throw new Error(`No operation ${operationId} in the contract`);
}

/** Every operationId of the contract with its method and path. */
export function contractOperations() {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, operation]) =>
      operation?.operationId
        ? [{ operationId: operation.operationId, method: method.toUpperCase(), path, operation }]
        : [],
    ),
  );
}

/** Asserts the answer has a status the operation declares and a body its schema accepts. */
export function expectContract(response: LightMyRequestResponse, operationId: string): void {
  const { path, method, operation } = find(operationId);
  const status = String(response.statusCode);
  const declared = operation.responses?.[status] as
    { $ref?: string; content?: Record<string, unknown> } | undefined;
  expect(
    declared,
    `${operationId} does not declare a ${status} answer: ${response.body.slice(0, 300)}`,
  ).toBeDefined();
  let schemaRef = `openapi#/${pointer('paths', path, method, 'responses', status)}`;
  let content = declared!.content;
  if (declared!.$ref) {
    const name = declared!.$ref.split('/').pop()!;
    schemaRef = `openapi#/${pointer('components', 'responses', name)}`;
    content = (document.components.responses[name] as { content?: Record<string, unknown> })
      .content;
  }
  const mediaType = Object.keys(content ?? {})[0];
  if (!mediaType) return;
  expect(response.headers['content-type']).toContain(mediaType.split(';')[0]);
  if (!mediaType.includes('json')) return;
  const validate = ajv.getSchema(`${schemaRef}/${pointer('content', mediaType, 'schema')}`);
  expect(validate, 'schema not found').toBeDefined();
  const body: unknown = response.json();
  const valid = validate!(body);
  expect(
    valid,
    `${operationId} ${status} breaks the contract: ${ajv.errorsText(validate!.errors)}`,
  ).toBe(true);
}
