/**
 * Runs every `e2e/*.test.mjs` file (`npm run e2e`), each in its own process with its own local
 * stack, `E2E_CONCURRENCY` files at a time (4 by default: the journeys mostly wait on the browser
 * and the stack, so 2 cores carry 4), the longest journeys first so that none starts last and
 * runs alone. A file not named in LONGEST still runs, after them. Arguments, when given, are the
 * files to run instead of all. Once they are done, the PII canaries are searched (canaries.mjs).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { finished } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { clearSeen, PII_DIR, searchAll } from './canaries.mjs';

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
clearSeen();
const stream = run({ files, concurrency });
stream.on('test:fail', () => {
  process.exitCode = 1;
});
const reported = stream.compose(new spec());
reported.pipe(process.stdout);
await finished(reported);

// The PII canaries: every person's value the files sent or received, searched for in every log
// line, browser URL and object key (canaries.mjs).
const pii = searchAll();
const kinds = Object.entries(pii.byKind)
  .map(([kind, n]) => `${n} ${kind}`)
  .join(', ');
console.log(
  `PII canaries: ${pii.canaries} values (${kinds}) searched in ${pii.lines} log lines, ${pii.urls} URLs and ${pii.keys} object keys: ${pii.hits.length} found (${PII_DIR})`,
);
if (pii.hits.length > 0) {
  for (const hit of pii.hits.slice(0, 50)) console.log(`  a ${hit.kind} (${hit.masked}) in ${hit.where}`);
  process.exitCode = 1;
}
