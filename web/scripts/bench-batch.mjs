/**
 * Benchmark of batch ordering on the local stack, as `infra/scripts/bench/data.sh` runs it: a
 * 10,000-row XLSX is made, uploaded, validated (`batch/create`) and submitted; the time of each
 * step, until every order exists and until every consent text is sent (no SMS rate limit), and the
 * stack process's peak resident memory (VmHWM) are written to a JSON file.
 *
 *   VERITY_LOCAL_BIN=<verity-local> node scripts/bench-batch.mjs [results.json]
 *
 * Embedded adapters by default. With `DYNAMODB_ENDPOINT` set (DynamoDB Local, see
 * infra/scripts/engines.sh) the stack keeps its table there through the AWS Table adapter, in a
 * fresh table per run, with the adapter's meter on (`VERITY_METER_FILE`): the results then carry
 * the request units of each step and the most written items (`meter`), read from its snapshots;
 * the texts then go at one a second and are not waited for.
 *
 * Targets (issue 12): validation ≤ 1 s, all orders ≤ 10 s, peak memory ≤ 128 MB.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

const DYNAMO = Boolean(process.env.DYNAMODB_ENDPOINT);
const meterFile = path.join(tmpdir(), `verity-bench-meter-${process.pid}-${Date.now()}.json`);
const tableName = `bench-batch-${process.pid}-${Date.now()}`;
// On DynamoDB Local the texts go at one a second (they are not measured there): the writes seen
// after the fan-out are then the fan-out's own.
// Only the table moves to an engine: files, texts and events stay embedded.
const embeddedRest = { S3_ENDPOINT: '', SNS_ENDPOINT: '', VERITY_EVENTS_TOPIC_ARN: '' };
const engineEnv = DYNAMO
  ? { ...embeddedRest, VERITY_TABLE_NAME: tableName, VERITY_METER_FILE: meterFile, VERITY_BATCH_SMS_PER_SECOND: '1' }
  : { ...embeddedRest, DYNAMODB_ENDPOINT: '' };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The adapter's meter of this run's table (written every half second; waits for a fresh one). */
async function meter() {
  if (!DYNAMO) return null;
  await sleep(1200);
  const all = existsSync(meterFile) ? JSON.parse(readFileSync(meterFile, 'utf8')) : {};
  return all[tableName] ?? { readUnits: 0, writeUnits: 0, readCalls: 0, writeCalls: 0, hottest: [], reads: {}, writes: {} };
}
const unitsBetween = (a, b) => ({
  readUnits: Math.round((b.readUnits - a.readUnits) * 10) / 10,
  writeUnits: Math.round((b.writeUnits - a.writeUnits) * 10) / 10,
  readCalls: b.readCalls - a.readCalls,
  writeCalls: b.writeCalls - a.writeCalls,
});

const stack = await startStack({
  env: { VERITY_BATCH_SMS_PER_SECOND: '0', RUST_LOG: 'warn', ...engineEnv, ...(process.env.BENCH_ENV ? JSON.parse(process.env.BENCH_ENV) : {}) },
});
try {
  const token = await signIn(stack);
  for (let i = 0; i < 2; i += 1) await recharge(stack, token, 90_000_000, `bench-recharge-${Date.now()}-${i}`);
  const pkg = await packageNamed(stack, token, '标准入职背调');
  const baselineMb = peakMemoryMb(stack.pid);
  const meterStart = await meter();

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
  const meterValidated = await meter();

  t = performance.now();
  await call(stack, token, 'batch/submit', { batchId: created.batchId, idempotencyKey: `bench-submit-${Date.now()}` });
  const submitMs = performance.now() - t;
  await waitFor(stack, token, created.batchId, (d) => d.orderCount === ROWS && d.status === 'submitted', { everyMs: 50, timeoutMs: 600_000 });
  const ordersMs = performance.now() - t;
  const meterFannedOut = await meter();
  const meterEnd = meterFannedOut;
  if (!DYNAMO) await waitFor(stack, token, created.batchId, (d) => d.invitedCount === ROWS, { everyMs: 100, timeoutMs: 600_000 });
  const textsMs = DYNAMO ? null : performance.now() - t;

  const peak = peakMemoryMb(stack.pid);
  const round = (ms) => Math.round(ms);
  const results = {
    measuredAt: new Date().toISOString(),
    rows: ROWS,
    fileBytes: file.length,
    build: process.env.BENCH_BUILD ?? 'the local stack binary of VERITY_LOCAL_BIN',
    engine: DYNAMO
      ? 'DynamoDB Local through the AWS Table adapter (files and queue embedded)'
      : 'embedded adapters (SQLite, files, in-process queue)',
    machine: `${process.platform} ${process.arch}, node ${process.version}`,
    stepsMs: { makeXlsx: round(makeMs), upload: round(uploadMs), validate: round(validateMs), submitAnswer: round(submitMs), allOrders: round(ordersMs), allTexts: textsMs === null ? null : round(textsMs) },
    memoryMb: { afterStartAndSignIn: baselineMb, peakThroughValidation: afterValidateMb, peak },
    targets: TARGETS,
    meter: DYNAMO ? meterOf(meterStart, meterValidated, meterFannedOut, meterEnd, ordersMs) : undefined,
    met: { validate: validateMs <= TARGETS.validateMs, orders: ordersMs <= TARGETS.ordersMs, memory: peak <= TARGETS.peakMemoryMb },
  };
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
  console.log(`written to ${OUT}`);
} finally {
  await stack.stop();
  rmSync(meterFile, { force: true });
}

/**
 * Request units per step, and the most written items: their writes while the orders fanned out,
 * the busiest wall-clock second seen, and the rate the fan-out's writes would make at the
 * target's pace (every row's order in 10 s: writes during the fan-out ÷ 10 s).
 */
function meterOf(start, validated, fannedOut, end, fanoutMs) {
  const before = new Map(validated.hottest.map((k) => [k.key, k.writes]));
  const hottest = fannedOut.hottest
    .map((k) => {
      const writes = k.writes - (before.get(k.key) ?? 0);
      return {
        key: k.key,
        writesDuringFanout: writes,
        writesPerRow: Math.round((writes / ROWS) * 1000) / 1000,
        measuredPerSecond: Math.round(writes / (fanoutMs / 1000)),
        peakPerSecond: k.peakPerSecond,
        atTargetPacePerSecond: Math.round(writes / 10),
      };
    })
    .sort((a, b) => b.writesDuringFanout - a.writesDuringFanout)
    .slice(0, 10);
  const byKind = (m) =>
    Object.entries(m)
      .map(([kind, v]) => ({ kind, calls: v.calls, units: Math.round(v.units * 10) / 10, table: Math.round(v.table * 10) / 10, indexes: v.indexes }))
      .sort((a, b) => b.units - a.units)
      .slice(0, 15);
  return {
    units: {
      validate: unitsBetween(start, validated),
      fanout: unitsBetween(validated, fannedOut),
      total: unitsBetween(start, end),
    },
    hottest,
    writesByKind: byKind(end.writes),
    readsByKind: byKind(end.reads),
  };
}
