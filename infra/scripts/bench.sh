#!/usr/bin/env bash
# The benchmark command (issue 27): builds in release mode, runs each
# measurement BENCH_RUNS times (default 5) on this machine and writes
# docs/benchmarks/results.json and docs/benchmarks/REPORT.md (medians and
# min–max; these machines are noisy, so each comparison is made side by side
# in the same run). Never part of the test command.
#
#   bash infra/scripts/bench.sh              every part
#   bash infra/scripts/bench.sh warm web     some parts (the others' figures
#                                            are kept from the last run)
#
# Parts, one script each in infra/scripts/bench/, each writing its fragment
# to $BENCH_OUT/<part>.json:
#   cold   cold start of every function against a hello world and Node.js,
#          zip sizes, the report PDF                        (targets 1, 6)
#   warm   warm API on 100,000 orders against an axum hello world, password
#          sign-in apart, bursty ordering                  (targets 2, 8)
#   data   10,000-row batch on both engines, the hottest item, request units
#          and cost per order                               (targets 3, 4, 5)
#   web    JavaScript before interaction, Lighthouse mobile  (target 7)
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"

export BENCH_RUNS="${BENCH_RUNS:-5}"
export BENCH_OUT="${BENCH_OUT:-$VERITY_CACHE/bench}"
mkdir -p "$BENCH_OUT"

parts=("$@")
[ ${#parts[@]} -gt 0 ] || parts=(cold warm data web)
for part in "${parts[@]}"; do
  [ -f "infra/scripts/bench/$part.sh" ] || die "no benchmark part '$part' (cold, warm, data, web)"
done
ran=()
for part in "${parts[@]}"; do
  say "benchmark part: $part ($BENCH_RUNS runs)"
  rm -f "$BENCH_OUT/$part.json"
  bash "infra/scripts/bench/$part.sh"
  [ -f "$BENCH_OUT/$part.json" ] || die "part $part wrote no $BENCH_OUT/$part.json"
  ran+=("$BENCH_OUT/$part.json")
done
node infra/scripts/bench/report.mjs docs/benchmarks "${ran[@]}"
say "written: docs/benchmarks/results.json, docs/benchmarks/REPORT.md"
