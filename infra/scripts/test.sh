#!/usr/bin/env bash
# Runs every test: formatting, lints, Rust unit/router/contract tests (embedded
# adapters and the AWS adapters against DynamoDB Local and moto), the web type
# check, lint, unit tests and production build, the end-to-end suite in
# Chromium, schema fuzzing of the API (schemathesis, a bounded run),
# publish-web.sh against moto, and cfn-lint and `sam validate --lint` on the
# SAM template. Set-up is included and idempotent.
#
# Lanes, for wall time on a 2-core machine whose stages leave a core idle
# much of the time: the system set-up (apt, the engines), the web lane (its
# npm install, build and checks need no Rust) and the template lane (the
# project's venv, then the lint) run in the background from the start while
# the Rust checks and build run in front; the Rust tests (with the engines) then
# run in the background beside the end-to-end suite, which starts once the SPA
# and the local stack are built (the web unit tests may still be running).
# The schema-fuzzing lane starts once the local stack is built and is bounded
# (70 s of fuzzing). Each background lane's output goes to a log that is
# printed when the lane is joined, and its failure fails the run.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"
start=$(date +%s)
step() { say "$* ($(( $(date +%s) - start ))s)"; }

LANES="$(mktemp -d)"
declare -A LANE_PID
# lane NAME COMMAND...: runs COMMAND in the background, its output in a log,
# in a process group of its own (job control on while it forks) so that
# stop_lanes ends all of it.
lane() {
  local name="$1"
  shift
  step "lane $name: started"
  set -m
  ( set -euo pipefail; "$@"; say "lane $name: done ($(( $(date +%s) - start ))s)" ) >"$LANES/$name.log" 2>&1 &
  LANE_PID[$name]=$!
  set +m
}
# join NAME: waits for the lane, prints its log; its failure ends the run.
join() {
  local name="$1" status=0
  wait "${LANE_PID[$name]}" || status=$?
  unset "LANE_PID[$name]"
  cat "$LANES/$name.log" >&2
  [ "$status" -eq 0 ] || die "lane $name failed (exit $status)"
  step "lane $name: joined"
}
# On any exit, no lane is left running.
stop_lanes() {
  local pid
  for pid in "${LANE_PID[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
  rm -rf "$LANES"
}

# The engines' endpoints exist only inside the rust-tests lane: endpoints left
# in the caller's shell (an earlier `eval "$(engines.sh start)"`) would send the
# end-to-end and fuzzing stacks to engines that may be gone.
unset DYNAMODB_ENDPOINT S3_ENDPOINT SNS_ENDPOINT SQS_ENDPOINT SECRETS_ENDPOINT VERITY_REQUIRE_ENGINES

# Set-up, off the Rust build's path: each install runs in the lane that first
# needs it, and what the later stages need is awaited (await_ready) after the
# build, long since done by then.
step "set-up"
ensure_build_space
# System lane: Chromium and a CJK font (the end-to-end suite), Java and the
# engines (the Rust tests), pdftoppm (the report journey renders the
# downloaded PDF's pages to look at). One lane: apt takes one lock.
system_setup() {
  ensure_apt chromium chromium java default-jre-headless
  ensure_cjk_font
  ensure_apt pdftoppm poppler-utils
  bash "$ROOT/infra/scripts/engines.sh" install
  touch "$LANES/system-ready"
}

# Template lane: cfn-lint (errors and warnings fail), then `sam validate --lint`
# (SAM's validation needs a region, never credentials).
# The lane installs the project's venv (cfn-lint, SAM, and the AWS CLI that
# publish-web.sh's test needs later).
template_checks() {
  ensure_cfn_lint
  ensure_sam
  ensure_awscli
  touch "$LANES/venv-ready"
  say "cfn-lint template.yaml"
  "$VENV/bin/cfn-lint" template.yaml
  say "sam validate --lint"
  AWS_DEFAULT_REGION=us-east-1 SAM_CLI_TELEMETRY=0 "$VENV/bin/sam" validate --lint --template template.yaml
}
# Web lane: the build first (`vite build` with its size budget, and the API reference: all the
# end-to-end suite needs from the web side, so it says when it is there), then the type check,
# lint and unit tests, which may still run while the suite starts (`npm run build` would
# type-check a second time).
web_lane() {
  ensure_npm "$ROOT/web"
  cd "$ROOT/web"
  say "web: build"
  npx vite build --logLevel warn >/dev/null
  npm run -s build:api-docs >/dev/null
  touch "$LANES/web-built"
  say "web: type check ($(( $(date +%s) - start ))s)"
  npm run -s typecheck
  say "web: lint ($(( $(date +%s) - start ))s)"
  npm run -s lint
  say "web: unit tests ($(( $(date +%s) - start ))s)"
  npm test --silent
}
# await_ready FLAG LANE: returns once LANE has touched FLAG; the lane's failure
# before that ends the run.
await_ready() {
  local flag="$1" name="$2"
  while [ ! -f "$LANES/$flag" ]; do
    if ! kill -0 "${LANE_PID[$name]}" 2>/dev/null && [ ! -f "$LANES/$flag" ]; then
      # Only the main shell can join a lane (inside a lane, its log is printed at the end).
      [ "$BASHPID" != "$$" ] || join "$name"
      die "the $name lane ended before $flag"
    fi
    sleep 1
  done
}
trap 'stop_lanes; [ -z "$ENGINES_STARTED" ] || bash "$ROOT/infra/scripts/engines.sh" stop >/dev/null 2>&1 || true' EXIT
# Interrupted or terminated: exit, so the EXIT trap ends the lanes too.
trap 'exit 130' INT TERM
lane system system_setup
lane template template_checks
lane web web_lane

step "cargo fmt --check"
cargo fmt --all -- --check

step "crate graph (layers)"
bash "$ROOT/infra/scripts/check-layers.sh"

# One build of every binary, test binary and example, with clippy's lints
# (`cargo clippy --all-targets -- -D warnings`) run by the compiler itself:
# clippy-driver as the workspace's rustc lints each crate as it compiles it,
# where `cargo clippy` and then `cargo build` would compile the workspace
# twice. Built apart, the binaries (without the dev-dependencies' features)
# and the tests (with them) would compile every workspace crate twice too. Not
# incremental: a clean build is a quarter faster without it. Every cargo call
# of this run keeps these variables (the same compiler: nothing rebuilt). The
# Lambda start test and the end-to-end stack run these binaries; the test
# binaries are compiled here, in front, so that the compiler's two cores are
# not taken from the browsers of the end-to-end suite later.
step "Rust build and clippy's lints (every binary, test binary and example; -D warnings)"
export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"
RUSTC_WORKSPACE_WRAPPER="$(ensure_clippy)"
[ -x "$RUSTC_WORKSPACE_WRAPPER" ] || die "no clippy-driver: the build would run without the lints"
export RUSTC_WORKSPACE_WRAPPER CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"
cargo build -q --workspace --bins --tests --examples 2>"$LANES/build.log" || { cat "$LANES/build.log" >&2; die "the Rust build or clippy's lints failed"; }
# Schema-fuzzing lane: schemathesis (installed by the lane itself on a fresh
# machine, off the critical path) against a local stack of its own (a copy of
# the binary just built; no cargo in the lane), at most FUZZ_MAX_TIME.
lane fuzz bash "$ROOT/infra/scripts/fuzz-api.sh" short

# Rust-tests lane: the tests against DynamoDB Local and moto (their endpoints
# exist only inside the lane: the end-to-end stack runs on embedded adapters).
rust_tests() {
  await_ready system-ready system
  say "starting DynamoDB Local and moto"
  eval "$(bash "$ROOT/infra/scripts/engines.sh" start)"
  export VERITY_REQUIRE_ENGINES=1
  say "Rust tests (unit, router, contract on both adapters, each Lambda binary started) ($(( $(date +%s) - start ))s)"
  # The binaries built above, several at a time (one `cargo test` runs them
  # one after another, every one of them behind the batch journeys).
  python3 "$ROOT/infra/scripts/run-rust-tests.py" || { echo "Rust tests failed"; exit 1; }
  say "publish-web.sh against moto (S3, CloudFront, CloudFormation) ($(( $(date +%s) - start ))s)"
  await_ready venv-ready template
  bash "$ROOT/infra/scripts/test-publish-web.sh"
  bash "$ROOT/infra/scripts/engines.sh" stop >/dev/null
}
ENGINES_STARTED=1
lane rust-tests rust_tests

step "web: the SPA's build (from the web lane); Chromium and the fonts (from the system lane)"
await_ready web-built web
await_ready system-ready system

# The local stack was built with the workspace's binaries above (no cargo
# here: the rust-tests lane holds the build directory).
step "end-to-end (Playwright + Chromium against the local stack)"
(cd web && VERITY_LOCAL_BIN="$CARGO_TARGET_DIR/debug/verity-local" npm run -s e2e)

step "schema fuzzing (joining the fuzz lane)"
join fuzz

step "Rust tests and publish-web.sh (joining the rust-tests lane)"
join rust-tests

step "web: type check, lint, unit tests (joining the web lane)"
join web

step "cfn-lint and sam validate --lint (joining the template lane)"
join template

step "system set-up (joining the system lane)"
join system

say "build cache: $(du -sh "$CARGO_TARGET_DIR" 2>/dev/null | cut -f1), $(df -Ph "$CARGO_TARGET_DIR" | awk 'NR==2 {print $4}') free"
step "all green"
