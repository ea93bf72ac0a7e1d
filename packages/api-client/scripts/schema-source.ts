// Renders src/generated/schema.ts from the contract. Used by `pnpm generate` and by the test
// that fails when the committed file is stale, so both produce exactly the same text.
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

export const contractUrl = new URL('../../api-spec/openapi.yaml', import.meta.url);
export const schemaUrl = new URL('../src/generated/schema.ts', import.meta.url);

export async function renderSchema(): Promise<string> {
  // A `default` must not make a request field required (the server applies it).
  const ast = await openapiTS(contractUrl, { defaultNonNullable: false });
  return COMMENT_HEADER + astToString(ast);
}
