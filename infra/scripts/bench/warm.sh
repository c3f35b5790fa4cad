#!/usr/bin/env bash
# Benchmark part `warm` (issue 27, targets 2 and 8): the warm API on a real
# volume and bursty ordering, through the local stack on embedded adapters.
#
# 1. Builds `verity-local`, the seeder (`infra/bench/warm`) and an axum hello
#    world (`infra/bench/hello-axum`) in release mode.
# 2. Seeds 100,000 orders across 100 enterprises through the domain
#    (reports, ledger entries and the rest as the portal writes them) once:
#    the seeded folder is kept in $VERITY_CACHE/bench/ under a hash of the
#    seeder's code and sizes; each run works on a copy (WARM_RESEED=1 seeds
#    again).
# 3. Starts the stack and the hello world on 127.0.0.1 and loads each route
#    with wrk (fixed duration and connections, --latency), BENCH_RUNS times,
#    interleaved with the hello world; password sign-in apart (node client,
#    each phone one at a time); then the burst: 2,000 order/create from 200
#    clients, and the orders, balance and ledger checked.
# Settings (defaults as the issue asks): WARM_DURATION (10 s), WARM_CONNECTIONS
# (32), WARM_THREADS (2), WARM_ENTERPRISES (100), WARM_ORDERS_EACH (1000),
# WARM_DEEP_PAGES (40: the deep page is the 41st of 20), WARM_SIGNINS (200 a
# run, WARM_SIGNIN_CONCURRENCY 1), WARM_BURST_ORDERS (2000),
# WARM_BURST_CLIENTS (200), WARM_ROUTES (a comma list: only those, with the
# hello world), WARM_BIN_DIR (binaries built before: no build).
# Writes $BENCH_OUT/warm.json. Traffic goes only to 127.0.0.1; every load is
# bounded in time (wrk -d) or count (the node client).
source "$(dirname "${BASH_SOURCE[0]}")/../common.sh"
cd "$ROOT"

RUNS="${BENCH_RUNS:-5}"
OUT="${BENCH_OUT:-$VERITY_CACHE/bench}"
DURATION="${WARM_DURATION:-10}"
CONNECTIONS="${WARM_CONNECTIONS:-32}"
THREADS="${WARM_THREADS:-2}"
ENTERPRISES="${WARM_ENTERPRISES:-100}"
ORDERS_EACH="${WARM_ORDERS_EACH:-1000}"
BURST_ORDERS="${WARM_BURST_ORDERS:-2000}"
BURST_CLIENTS="${WARM_BURST_CLIENTS:-200}"
DEEP_PAGES="${WARM_DEEP_PAGES:-40}"
SIGNINS="${WARM_SIGNINS:-200}"
SIGNIN_CONCURRENCY="${WARM_SIGNIN_CONCURRENCY:-1}"
mkdir -p "$OUT"

ensure_apt wrk wrk
need node curl

# WARM_BIN_DIR: measure binaries built before (a before/after comparison).
if [ -n "${WARM_BIN_DIR:-}" ]; then
  BIN="$WARM_BIN_DIR"
else
  say "warm: building verity-local, the seeder and the hello world (release)"
  cargo build --release --quiet -p verity-local -p verity-bench-warm -p hello-axum
  BIN="$CARGO_TARGET_DIR/release"
fi

# The seeded volume, kept under a hash of the seeder's code and sizes.
seed_hash="$(cat infra/bench/warm/src/*.rs infra/bench/warm/Cargo.toml | sha256sum | cut -c1-16)"
seed_hash="$seed_hash-$ENTERPRISES-$ORDERS_EACH"
SEEDED="$VERITY_CACHE/bench/warm-seed-$seed_hash"
if [ "${WARM_RESEED:-0}" = 1 ] || [ ! -f "$SEEDED/accounts.json" ]; then
  say "warm: seeding $ENTERPRISES enterprises × $ORDERS_EACH orders (once for this seeder: $SEEDED)"
  rm -rf "$SEEDED" "$SEEDED.partial"
  mkdir -p "$SEEDED.partial"
  started=$(date +%s)
  VERITY_DATA_DIR="$SEEDED.partial/data" VERITY_LOG=warn \
    "$BIN/verity-bench-seed" "$ENTERPRISES" "$ORDERS_EACH" > "$SEEDED.partial/accounts.json"
  echo $(( $(date +%s) - started )) > "$SEEDED.partial/seconds"
  mv "$SEEDED.partial" "$SEEDED"
fi
say "warm: seeded volume $SEEDED (seeded in $(cat "$SEEDED/seconds") s)"

WORK="$OUT/warm-work"
rm -rf "$WORK"
mkdir -p "$WORK"
cp -a "$SEEDED/data" "$WORK/data"
ACCOUNTS="$SEEDED/accounts.json"

pids=()
cleanup() {
  local pid
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
}
trap cleanup EXIT

STACK_PORT="$(free_port)"
HELLO_PORT="$(free_port)"
VERITY_DATA_DIR="$WORK/data" VERITY_WEB_DIR="$WORK/no-spa" HOST=127.0.0.1 PORT="$STACK_PORT" \
  "$BIN/verity-local" serve > "$WORK/stack.log" 2>&1 &
pids+=($!)
STACK_PID=$!
PORT="$HELLO_PORT" "$BIN/hello-axum" > "$WORK/hello.log" 2>&1 &
pids+=($!)
STACK="http://127.0.0.1:$STACK_PORT"
HELLO="http://127.0.0.1:$HELLO_PORT"
for _ in $(seq 1 300); do
  curl -fsS "$STACK/api/health" >/dev/null 2>&1 && curl -fsS "$HELLO/" >/dev/null 2>&1 && break
  kill -0 "$STACK_PID" 2>/dev/null || { cat "$WORK/stack.log" >&2; die "the local stack stopped"; }
  sleep 0.2
done
curl -fsS "$STACK/api/health" >/dev/null || die "the local stack did not answer on $STACK"
echo "$STACK_PID" > "$WORK/stack.pid"

say "warm: preparing a session, an order and a deep cursor"
node infra/bench/warm/client.mjs prepare "$STACK" "$ACCOUNTS" "$DEEP_PAGES" > "$WORK/prepared.json"
field() { node -e 'const j=JSON.parse(require("fs").readFileSync(process.argv[1],"utf8"));process.stdout.write(String(j[process.argv[2]]))' "$1" "$2"; }
TOKEN="$(field "$WORK/prepared.json" token)"
ORDER_ID="$(field "$WORK/prepared.json" orderId)"
CURSOR="$(field "$WORK/prepared.json" deepCursor)"

# route name, method, URL, body (the SPA's), token or none
ROUTES=(
  "helloWorld|GET|$HELLO/||"
  "loginInfo|GET|$STACK/api/base/user/loginInfo||$TOKEN"
  "orderList|POST|$STACK/api/base/order/list|{}|$TOKEN"
  "orderListDeep|POST|$STACK/api/base/order/list|{\"cursor\":\"$CURSOR\"}|$TOKEN"
  "orderDetail|POST|$STACK/api/base/order/detail|{\"orderId\":\"$ORDER_ID\"}|$TOKEN"
  "reportDetail|POST|$STACK/api/base/report/detail|{\"orderId\":\"$ORDER_ID\"}|$TOKEN"
  "homeSummary|POST|$STACK/api/base/home/summary|{}|$TOKEN"
  "regionList|POST|$STACK/api/base/region/list|{}|$TOKEN"
)
ROUTE_FILTER="${WARM_ROUTES:-}"

RESULTS="$WORK/wrk.tsv"
: > "$RESULTS"
for run in $(seq 1 "$RUNS"); do
  for spec in "${ROUTES[@]}"; do
    IFS='|' read -r name method url body token <<<"$spec"
    if [ -n "$ROUTE_FILTER" ] && [ "$name" != helloWorld ] && [[ ",$ROUTE_FILTER," != *",$name,"* ]]; then
      continue
    fi
    log="$WORK/wrk-$name-$run.txt"
    WRK_METHOD="$method" WRK_BODY="$body" WRK_TOKEN="$token" \
      wrk -t"$THREADS" -c"$CONNECTIONS" -d"${DURATION}s" --latency -s infra/bench/warm/wrk.lua "$url" > "$log"
    # Requests/sec, the 99th percentile in ms, and answers that were not 2xx/3xx or failed.
    rps="$(awk '/^Requests\/sec:/ {print $2}' "$log")"
    p99="$(awk '$1 == "99%" {v=$2; if (v ~ /us$/) {sub(/us$/,"",v); v/=1000} else if (v ~ /ms$/) {sub(/ms$/,"",v)} else if (v ~ /s$/) {sub(/s$/,"",v); v*=1000}; print v}' "$log")"
    bad="$(awk '/Non-2xx or 3xx responses:/ {n+=$NF} /Socket errors:/ {gsub(/,/,""); n+=$4+$6+$8+$10} END {print n+0}' "$log")"
    printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$run" "$rps" "$p99" "$bad" >> "$RESULTS"
    say "warm: run $run $name: $rps req/s, p99 $p99 ms${bad:+, $bad bad}"
  done
done

say "warm: password sign-in ($SIGNINS sign-ins, $RUNS runs)"
: > "$WORK/signin.jsonl"
for run in $(seq 1 "$RUNS"); do
  node infra/bench/warm/client.mjs signin "$STACK" "$ACCOUNTS" "$SIGNINS" "$SIGNIN_CONCURRENCY" >> "$WORK/signin.jsonl"
done

say "warm: burst of $BURST_ORDERS order/create from $BURST_CLIENTS clients"
node infra/bench/warm/client.mjs burst "$STACK" "$ACCOUNTS" "$BURST_ORDERS" "$BURST_CLIENTS" > "$WORK/burst.json"
say "warm: burst $(cat "$WORK/burst.json")"

node - "$RESULTS" "$WORK/signin.jsonl" "$WORK/burst.json" "$WORK/prepared.json" "$SEEDED" "$OUT/warm.json" \
  "$DURATION" "$CONNECTIONS" "$THREADS" "$ENTERPRISES" "$ORDERS_EACH" <<'JS'
const fs = require('fs');
const [tsv, signinFile, burstFile, preparedFile, seeded, out, duration, connections, threads, enterprises, ordersEach] = process.argv.slice(2);
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const r2 = (v) => Number(v.toFixed(2));
const runs = {};
for (const line of fs.readFileSync(tsv, 'utf8').trim().split('\n')) {
  const [name, run, rps, p99, bad] = line.split('\t');
  (runs[name] ??= []).push({ run: Number(run), rps: Number(rps), p99: Number(p99), bad: Number(bad) });
}
const hello = runs.helloWorld;
const throughput = {};
for (const [name, rs] of Object.entries(runs)) {
  const rps = rs.map((r) => r.rps);
  const entry = {
    rps: Math.round(median(rps)),
    rpsRuns: rps.map(Math.round),
    p99Ms: r2(median(rs.map((r) => r.p99))),
    p99MsRuns: rs.map((r) => r2(r.p99)),
    // Each run against the hello world measured just before it.
    ratioToHello: r2(median(rs.map((r) => r.rps / hello.find((h) => h.run === r.run).rps))),
    badAnswers: rs.reduce((s, r) => s + r.bad, 0),
  };
  throughput[name] = entry;
}
const signins = fs.readFileSync(signinFile, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const burst = JSON.parse(fs.readFileSync(burstFile, 'utf8'));
const prepared = JSON.parse(fs.readFileSync(preparedFile, 'utf8'));
const fragment = {
  throughput,
  passwordSignIn: {
    rps: r2(median(signins.map((s) => s.rps))),
    p99Ms: r2(median(signins.map((s) => s.p99Ms))),
    p99MsRuns: signins.map((s) => s.p99Ms),
    errors: signins.reduce((s, x) => s + x.errors, 0),
    signInsPerRun: signins[0].count,
    concurrency: signins[0].concurrency,
  },
  burst,
  warmSetup: {
    enterprises: Number(enterprises),
    ordersPerEnterprise: Number(ordersEach),
    seedSeconds: Number(fs.readFileSync(`${seeded}/seconds`, 'utf8')),
    wrk: `-t${threads} -c${connections} -d${duration}s --latency`,
    deepPage: prepared.deepPage,
    detailOrderStatus: prepared.orderStatus,
  },
};
fs.writeFileSync(out, JSON.stringify(fragment, null, 2) + '\n');
JS
say "warm: written $OUT/warm.json"
