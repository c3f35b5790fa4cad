import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB_DIR = path.resolve(__dirname, '../..');

describe('generated API types', () => {
  it('api-types.ts is what `npm run gen:api` makes of docs/openapi.json', () => {
    const check = () => execFileSync(process.execPath, ['scripts/gen-api.mjs', '--check'], { cwd: WEB_DIR, stdio: 'pipe' });
    expect(check, 'src/services/api-types.ts is stale: run `npm run gen:api` in web/').not.toThrow();
  });
});
