/**
 * Benchmark of batch ordering on the local stack (embedded adapters), as `infra/scripts/bench.sh`
 * runs it: a 10,000-row XLSX is made, uploaded, validated (`batch/create`) and submitted; the time
 * of each step, until every order exists and until every consent text is sent (no SMS rate
 * limit), and the stack process's peak resident memory (VmHWM) are written to a JSON file.
 *
 *   VERITY_LOCAL_BIN=<verity-local> node scripts/bench-batch.mjs [results.json]
 *
 * Targets (issue 12): validation ≤ 1 s, all orders ≤ 10 s, peak memory ≤ 128 MB.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { call, packageNamed, recharge, signIn, upload, waitFor, xlsxOf } from '../e2e/batch-api.mjs';
import { startStack } from '../e2e/stack.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const OUT = path.resolve(process.argv[2] ?? '../docs/benchmarks/batch-10k.json');
const TARGETS = { validateMs: 1000, ordersMs: 10_000, peakMemoryMb: 128 };

function peakMemoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

const stack = await startStack({ env: { VERITY_BATCH_SMS_PER_SECOND: '0', RUST_LOG: 'warn', ...(process.env.BENCH_ENV ? JSON.parse(process.env.BENCH_ENV) : {}) } });
try {
  const token = await signIn(stack);
  for (let i = 0; i < 2; i += 1) await recharge(stack, token, 90_000_000, `bench-recharge-${Date.now()}-${i}`);
  const pkg = await packageNamed(stack, token, '标准入职背调');
  const baselineMb = peakMemoryMb(stack.pid);

  let t = performance.now();
  const file = xlsxOf(ROWS);
  const makeMs = performance.now() - t;

  t = performance.now();
  const key = await upload(stack, token, 'bench.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', file);
  const uploadMs = performance.now() - t;

  t = performance.now();
  const created = await call(stack, token, 'batch/create', { packageId: pkg.packageId, fileKey: key });
  const validateMs = performance.now() - t;
  const afterValidateMb = peakMemoryMb(stack.pid);
  if (created.validCount !== ROWS) throw new Error(`only ${created.validCount} of ${ROWS} rows valid`);

  t = performance.now();
  await call(stack, token, 'batch/submit', { batchId: created.batchId, idempotencyKey: `bench-submit-${Date.now()}` });
  const submitMs = performance.now() - t;
  await waitFor(stack, token, created.batchId, (d) => d.orderCount === ROWS && d.status === 'submitted', { everyMs: 50, timeoutMs: 600_000 });
  const ordersMs = performance.now() - t;
  await waitFor(stack, token, created.batchId, (d) => d.invitedCount === ROWS, { everyMs: 100, timeoutMs: 600_000 });
  const textsMs = performance.now() - t;

  const peak = peakMemoryMb(stack.pid);
  const round = (ms) => Math.round(ms);
  const results = {
    measuredAt: new Date().toISOString(),
    rows: ROWS,
    fileBytes: file.length,
    build: 'debug (the local stack as infra/scripts/run.sh builds it), embedded adapters (SQLite, files, in-process queue)',
    machine: `${process.platform} ${process.arch}, node ${process.version}`,
    stepsMs: { makeXlsx: round(makeMs), upload: round(uploadMs), validate: round(validateMs), submitAnswer: round(submitMs), allOrders: round(ordersMs), allTexts: round(textsMs) },
    memoryMb: { afterStartAndSignIn: baselineMb, peakThroughValidation: afterValidateMb, peak },
    targets: TARGETS,
    met: { validate: validateMs <= TARGETS.validateMs, orders: ordersMs <= TARGETS.ordersMs, memory: peak <= TARGETS.peakMemoryMb },
  };
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
  console.log(`written to ${OUT}`);
} finally {
  await stack.stop();
}
