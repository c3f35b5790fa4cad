/**
 * Runs every `e2e/*.test.mjs` file (`npm run e2e`), each in its own process with its own local
 * stack, `E2E_CONCURRENCY` files at a time (4 by default: the journeys mostly wait on the browser
 * and the stack, so 2 cores carry 4), the longest journeys first so that none starts last and
 * runs alone. A file not named in LONGEST still runs, after them. Arguments, when given, are the
 * files to run instead of all.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The files that take longest (measured), longest first. */
const LONGEST = [
  'shell.test.mjs',
  'jobs-workorders.test.mjs',
  'identity.test.mjs',
  'report.test.mjs',
  'first-order.test.mjs',
  'foundation.test.mjs',
  'enterprise.test.mjs',
  'ordering.test.mjs',
  'finance.test.mjs',
];

const rank = (file) => {
  const at = LONGEST.indexOf(path.basename(file));
  return at === -1 ? LONGEST.length : at;
};

const files = (process.argv.length > 2
  ? process.argv.slice(2).map((f) => path.resolve(f))
  : readdirSync(HERE)
      .filter((f) => f.endsWith('.test.mjs'))
      .map((f) => path.join(HERE, f))
).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

const concurrency = Number(process.env.E2E_CONCURRENCY ?? 4);
const stream = run({ files, concurrency });
stream.on('test:fail', () => {
  process.exitCode = 1;
});
stream.compose(new spec()).pipe(process.stdout);
