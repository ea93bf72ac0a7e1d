// A standard JSON Schema 2020-12 validator (Ajv) over the contract's component schemas, so
// tests can prove that a server validating from openapi.yaml alone accepts and rejects the
// right requests.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { SchemaObject } from './contract.ts';
import { contract } from './contract.ts';

const contractId = 'https://lanka-trails.test/openapi.json';

const ajv = new Ajv2020({ allErrors: true, strict: true, strictTuples: false });
addFormats.default(ajv);
// OpenAPI annotations that are not JSON Schema keywords.
ajv.addVocabulary(['example', 'x-beyond-spec', 'components']);
ajv.addSchema({ $id: contractId, components: { schemas: contract.components.schemas } });

/** A validator for the named component schema, or for a schema written like one. */
export function validatorFor(schema: string | SchemaObject) {
  const target =
    typeof schema === 'string' ? { $ref: `${contractId}#/components/schemas/${schema}` } : schema;
  return ajv.compile(rebase(target));
}

function rebase(schema: SchemaObject): SchemaObject {
  return JSON.parse(
    JSON.stringify(schema).replaceAll('"#/components/', `"${contractId}#/components/`),
  ) as SchemaObject;
}
