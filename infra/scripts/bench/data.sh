#!/usr/bin/env bash
# Benchmark part `data` (issue 27, targets 3, 4, 5), run by infra/scripts/bench.sh:
#
#   batch         a 10,000-row XLSX validated and submitted through the release
#                 local stack on the embedded adapters (web/scripts/bench-batch.mjs)
#   batchDynamo   the same through the same stack keeping its table in DynamoDB
#                 Local (the AWS Table adapter, a fresh table per run), with the
#                 adapter's meter on: request units per step and writes per item
#   hottestItem   the item written most while the orders fan out, at the
#                 target's pace (10,000 orders in 10 s), or the busiest second
#                 measured if higher
#   unitsPerOrder one order's life (create, consent, processing, report, PDF,
#                 share) on DynamoDB Local, counted by the adapter
#                 (functions/report/tests/api/cost.rs, release build), and a
#                 page of records apart
#   costPer1000OrdersUsd  those units, the Lambda GB-seconds measured per call
#                 and the journey's requests at AWS's published on-demand prices
#
# Each measurement runs $BENCH_RUNS times; the fragment is $BENCH_OUT/data.json.
# Traffic only to 127.0.0.1 (the stack, DynamoDB Local); every wait is bounded.
source "$(dirname "${BASH_SOURCE[0]}")/../common.sh"
cd "$ROOT"

runs="${BENCH_RUNS:-5}"
out="${BENCH_OUT:?BENCH_OUT is set by bench.sh}"
work="$out/data"
rm -rf "$work"
mkdir -p "$work"

# Engines (shared; never stopped here) and what the stack serves.
eval "$(bash infra/scripts/engines.sh start)"
[ -n "${DYNAMODB_ENDPOINT:-}" ] || die "engines.sh gave no DYNAMODB_ENDPOINT"
ensure_npm "$ROOT/web"
[ -f web/dist/index.html ] || build_web

say "data: building the local stack and the cost journey (release)"
nice -n 10 cargo build -q --release -p verity-local
nice -n 10 cargo test -q --release -p fn-report --test api --no-run
bin="$CARGO_TARGET_DIR/release/verity-local"

for i in $(seq 1 "$runs"); do
  say "data: run $i/$runs: batch on the embedded adapters"
  (cd web && DYNAMODB_ENDPOINT='' BENCH_BUILD='release' VERITY_LOCAL_BIN="$bin" \
    timeout 900 nice -n 10 node scripts/bench-batch.mjs "$work/batch-embedded-$i.json" >"$work/batch-embedded-$i.log" 2>&1) \
    || { tail -30 "$work/batch-embedded-$i.log" >&2; die "the embedded batch run failed"; }
  say "data: run $i/$runs: batch on DynamoDB Local"
  (cd web && BENCH_BUILD='release' VERITY_LOCAL_BIN="$bin" \
    timeout 1800 nice -n 10 node scripts/bench-batch.mjs "$work/batch-dynamo-$i.json" >"$work/batch-dynamo-$i.log" 2>&1) \
    || { tail -30 "$work/batch-dynamo-$i.log" >&2; die "the DynamoDB Local batch run failed"; }
  say "data: run $i/$runs: one order's life on DynamoDB Local"
  VERITY_COST_OUT="$work/cost-$i.json" VERITY_REQUIRE_ENGINES=1 \
    timeout 900 nice -n 10 cargo test -q --release -p fn-report --test api -- cost --nocapture \
    >"$work/cost-$i.log" 2>&1 \
    || { tail -30 "$work/cost-$i.log" >&2; die "the cost journey failed"; }
  [ -f "$work/cost-$i.json" ] || die "the cost journey wrote no $work/cost-$i.json"
done

node --input-type=module - "$work" "$runs" "$out/data.json" <<'EOF'
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [dir, runCount, outFile] = process.argv.slice(2);
const runs = Number(runCount);
const read = (name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const round = (x, digits = 0) => Math.round(x * 10 ** digits) / 10 ** digits;
/** `{name: median, nameRuns: [...]}` of each figure `pick` gives. */
function figures(results, pick) {
  const out = {};
  for (const [name, f] of Object.entries(pick)) {
    const values = results.map(f);
    out[name] = round(median(values), 1);
    out[`${name}Runs`] = values.map((v) => round(v, 1));
  }
  return out;
}

const ids = Array.from({ length: runs }, (_, i) => i + 1);
const embedded = ids.map((i) => read(`batch-embedded-${i}.json`));
const dynamo = ids.map((i) => read(`batch-dynamo-${i}.json`));
const costs = ids.map((i) => read(`cost-${i}.json`));

const batchFigures = {
  validateMs: (r) => r.stepsMs.validate,
  submitMs: (r) => r.stepsMs.allOrders,
  peakMb: (r) => r.memoryMb.peak,
};
const batch = {
  ...figures(embedded, batchFigures),
  rows: embedded[0].rows,
  textsMs: round(median(embedded.map((r) => r.stepsMs.allTexts))),
  build: 'release local stack, embedded adapters (SQLite, files, in-process queue)',
  what: 'validateMs: batch/create of the uploaded 10,000-row XLSX; submitMs: from batch/submit until every order exists; peakMb: the stack process VmHWM',
};

// The run with the median fan-out stands for the units and the hottest items.
const byFanout = [...dynamo].sort((a, b) => a.stepsMs.allOrders - b.stepsMs.allOrders);
const typical = byFanout[Math.floor(byFanout.length / 2)];
const units = (r) => r.meter.units.total;
const batchDynamo = {
  ...figures(dynamo, {
    ...batchFigures,
    readUnits: (r) => units(r).readUnits,
    writeUnits: (r) => units(r).writeUnits,
  }),
  rows: typical.rows,
  unitsBySteps: typical.meter.units,
  hottestItem: typical.meter.hottest[0] ?? null,
  hottestItems: typical.meter.hottest.slice(0, 5),
  writesByKind: typical.meter.writesByKind,
  readsByKind: typical.meter.readsByKind,
  build: 'release local stack; its table in DynamoDB Local through the AWS Table adapter (files and queue embedded)',
};

// Per item: the higher of the rate at the target's pace and the busiest second measured.
const rate = (h) => Math.max(h.atTargetPacePerSecond, h.peakPerSecond);
const hottestRuns = dynamo.map((r) => Math.max(0, ...r.meter.hottest.map(rate)));
const top = [...typical.meter.hottest].sort((a, b) => rate(b) - rate(a))[0];
const hottestItem = {
  key: top?.key ?? null,
  writesPerSecond: round(median(hottestRuns)),
  writesPerSecondRuns: hottestRuns,
  writesPerRow: top?.writesPerRow ?? null,
  measuredPerSecond: top?.measuredPerSecond ?? null,
  peakPerSecond: top?.peakPerSecond ?? null,
  what: "the item written most while a 10,000-row batch's orders fan out (DynamoDB Local, AWS Table adapter): its writes during the fan-out ÷ 10 s (every order in the target's 10 s), or its busiest wall-clock second measured if higher",
};

const c0 = costs[0];
const cost = costs.map((c) => c.costPer1000OrdersUsd);
const unitsPerOrder = {
  read: c0.unitsPerOrder.read,
  write: c0.unitsPerOrder.write,
  breakdown: c0.unitsPerOrder.breakdown,
  byKind: c0.unitsPerOrder.byKind,
  pageOfRecords: c0.unitsPerPage,
  what: c0.what,
};
const fragment = {
  batch,
  batchDynamo,
  hottestItem,
  unitsPerOrder,
  costPer1000OrdersUsd: round(median(cost), 4),
  costPer1000OrdersUsdRuns: cost.map((v) => round(v, 4)),
  costInputs: {
    ...c0.costInputs,
    lambdaGbSecondsPerOrder: round(median(costs.map((c) => c.costInputs.lambdaGbSecondsPerOrder)), 5),
    lambdaGbSecondsPerOrderRuns: costs.map((c) => c.costInputs.lambdaGbSecondsPerOrder),
  },
};
writeFileSync(outFile, JSON.stringify(fragment, null, 2) + '\n');
console.log(JSON.stringify({ batch: figures(embedded, batchFigures), hottestItem: { key: hottestItem.key, writesPerSecond: hottestItem.writesPerSecond }, unitsPerOrder: { read: unitsPerOrder.read, write: unitsPerOrder.write }, costPer1000OrdersUsd: fragment.costPer1000OrdersUsd }));
EOF
