#!/usr/bin/env bash
# Benchmarks, each writing its results to a file (never timed assertions in
# tests). Today: batch ordering of 10,000 rows on the local stack, as
# run.sh builds it, into docs/benchmarks/batch-10k.json.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"

build_web
say "building the local stack"
cargo build -q -p verity-local
say "batch: 10,000 rows created, validated and submitted"
(cd web && VERITY_LOCAL_BIN="$CARGO_TARGET_DIR/debug/verity-local" node scripts/bench-batch.mjs "$ROOT/docs/benchmarks/batch-10k.json")
