/**
 * Generates src/services/api-types.ts from docs/openapi.json with openapi-typescript.
 *
 *   node scripts/gen-api.mjs           writes the file (npm run gen:api)
 *   node scripts/gen-api.mjs --check   exits 1 when the committed file is stale
 *
 * The SPA addresses calls by path; operationIds are unique (a Rust test checks), so
 * openapi-typescript's `operations` map is usable too.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

export const SPEC_PATH = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url));
export const TYPES_PATH = fileURLToPath(new URL('../src/services/api-types.ts', import.meta.url));

const HEADER = `/**
 * Generated from docs/openapi.json by \`npm run gen:api\` (scripts/gen-api.mjs). Do not edit.
 */

`;

export async function generateApiTypes() {
  const doc = JSON.parse(readFileSync(SPEC_PATH, 'utf8'));
  return HEADER + astToString(await openapiTS(doc));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const generated = await generateApiTypes();
  if (process.argv.includes('--check')) {
    if (readFileSync(TYPES_PATH, 'utf8') !== generated) {
      console.error('src/services/api-types.ts is stale: run `npm run gen:api` in web/');
      process.exit(1);
    }
  } else {
    writeFileSync(TYPES_PATH, generated);
  }
}
