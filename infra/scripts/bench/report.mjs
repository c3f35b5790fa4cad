// Merges the benchmark parts' fragments into results.json and writes
// REPORT.md: every target with its median, min–max over the runs and whether
// it is met. A fragment holds the figures by the paths of results.json; a
// figure measured several times carries its runs beside it as `<name>Runs`.
// Parts not run this time keep their figures from the previous results.json.
//
//   node infra/scripts/bench/report.mjs <docs/benchmarks> <fragment.json>...
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [dir, ...fragments] = process.argv.slice(2);
const resultsPath = path.join(dir, 'results.json');
const results = existsSync(resultsPath) ? JSON.parse(readFileSync(resultsPath, 'utf8')) : {};
results.parts ??= {};
for (const file of fragments) {
  const part = path.basename(file, '.json');
  const fragment = JSON.parse(readFileSync(file, 'utf8'));
  for (const [key, value] of Object.entries(fragment)) results[key] = value;
  results.parts[part] = {
    measuredAt: new Date().toISOString(),
    runs: Number(process.env.BENCH_RUNS ?? 1),
    keys: Object.keys(fragment),
  };
}
results.machine = `${os.platform()} ${os.arch()}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`;

const MB = 1024 * 1024;
/** The issue's targets: a path (`*` for every key there), a test and its words. */
const TARGETS = [
  ['1. Cold start', 'coldStart.functions.*.ratioToHello', (v) => v <= 2, '≤ 2× the hello world'],
  ['1. Cold start', 'coldStart.functions.*.ratioToNode', (v) => v <= 0.1, '≥ 10× faster than Node.js (ratio ≤ 0.1)'],
  ['1. Zip size', 'zipBytes.*', (v) => v <= 3 * MB, '≤ 3 MB', (v) => `${(v / MB).toFixed(2)} MB`],
  ['2. Warm API', 'throughput.*.rps', (v, key) => key === 'helloWorld' || key === 'regionList' || v >= 15000, '≥ 15,000 req/s'],
  ['2. Warm API', 'throughput.*.p99Ms', (v, key) => key === 'helloWorld' || key === 'regionList' || v <= 5, 'p99 ≤ 5 ms'],
  ['2. Password sign-in', 'passwordSignIn.p99Ms', (v) => v <= 100, 'p99 ≤ 100 ms'],
  ['3. Batch (embedded)', 'batch.validateMs', (v) => v <= 1000, '≤ 1 s'],
  ['3. Batch (embedded)', 'batch.submitMs', (v) => v <= 10000, '≤ 10 s'],
  ['3. Batch (embedded)', 'batch.peakMb', (v) => v <= 128, '≤ 128 MB'],
  ['3. Batch (DynamoDB Local)', 'batchDynamo.validateMs', () => true, 'reported'],
  ['3. Batch (DynamoDB Local)', 'batchDynamo.submitMs', () => true, 'reported'],
  ['4. Hottest item', 'hottestItem.writesPerSecond', (v) => v <= 1000, '≤ 1,000 writes/s'],
  ['5. Units per order', 'unitsPerOrder.write', (v) => v <= 25, '≤ 25 write units'],
  ['5. Units per order', 'unitsPerOrder.read', (v) => v <= 10, '≤ 10 read units'],
  ['5. Cost', 'costPer1000OrdersUsd', (v) => v <= 0.05, '≤ $0.05 per 1,000 orders'],
  ['6. Report PDF', 'pdf.ms', (v) => v <= 300, '≤ 300 ms'],
  ['6. Report PDF', 'pdf.peakMb', (v) => v <= 128, '≤ 128 MB'],
  ['7. JavaScript before interaction', 'javascript.*', (v) => v.kb <= v.budgetKb, 'within its budget', (v) => `${v.kb} KB of ${v.budgetKb}`],
  ['7. Lighthouse', 'lighthouse.*.performance', (v) => v >= 95, '≥ 95'],
  ['7. Lighthouse', 'lighthouse.*.lcpMs', (v) => v <= 2000, 'LCP ≤ 2.0 s'],
  ['7. Lighthouse', 'lighthouse.*.accessibility', (v) => v === 100, '= 100'],
  ['8. Burst', 'burst.errors', (v) => v === 0, 'no errors'],
  ['8. Burst', 'burst.lostOrders', (v) => v === 0, 'no lost order'],
  ['8. Burst', 'burst.moneyExact', (v) => v === true, 'balance and ledger exact'],
];

/** Every (key, parent, leaf name, value) that a dotted path with `*` names. */
function resolve(root, dotted) {
  let found = [{ at: root, key: null }];
  const parts = dotted.split('.');
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    found = found.flatMap(({ at, key }) => {
      if (at == null || typeof at !== 'object') return [];
      const names = part === '*' ? Object.keys(at).filter((k) => !k.endsWith('Runs')) : [part];
      return names
        .filter((name) => name in at)
        .map((name) => ({ at: at[name], key: part === '*' ? name : key, parent: at, leaf: name, last }));
    });
  });
  return found;
}

const fmt = (v) => (typeof v === 'number' ? (Number.isInteger(v) ? v.toLocaleString('en-US') : v.toFixed(2)) : JSON.stringify(v));
const lines = [
  '# Benchmark report',
  '',
  `\`bash infra/scripts/bench.sh\`, ${results.machine}. Medians over the runs, min–max beside them.`,
  'Each part: ' + Object.entries(results.parts).map(([p, r]) => `${p} ${r.measuredAt.slice(0, 16).replace('T', ' ')} UTC (${r.runs} runs)`).join(', ') + '.',
  '',
  '| target | what | median | min–max | goal | met |',
  '| --- | --- | --- | --- | --- | --- |',
];
let unmet = 0;
for (const [title, dotted, test, goal, show = fmt] of TARGETS) {
  const hits = resolve(results, dotted);
  if (hits.length === 0) {
    lines.push(`| ${title} | \`${dotted}\` | not measured | | ${goal} | no |`);
    unmet += 1;
    continue;
  }
  for (const { at, key, parent, leaf } of hits) {
    // A figure's runs sit beside it; an object figure (javascript.<page>) holds its own.
    const runs = parent?.[`${leaf}Runs`] ?? (at && typeof at === 'object' ? at.kbRuns : undefined);
    const spread = Array.isArray(runs) && runs.length > 0 ? `${fmt(Math.min(...runs))}–${fmt(Math.max(...runs))}` : '';
    const ok = test(at, key);
    if (!ok) unmet += 1;
    const what = dotted.replace('*', key ?? '*');
    lines.push(`| ${title} | \`${what}\` | ${show(at)} | ${spread} | ${goal} | ${ok ? 'yes' : '**no**'} |`);
  }
}
lines.push('', `${unmet === 0 ? 'Every target is met.' : `${unmet} figure(s) miss their target; see docs/benchmarks/NOTES.md for why and what a profile shows.`}`, '');
writeFileSync(resultsPath, JSON.stringify(results, null, 2) + '\n');
writeFileSync(path.join(dir, 'REPORT.md'), lines.join('\n'));
console.log(lines.slice(5).join('\n'));
