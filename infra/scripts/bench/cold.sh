#!/usr/bin/env bash
# Benchmark part `cold` (issue 27, targets 1 and 6), run by infra/scripts/bench.sh:
#   - cold start: every function's release binary, built lean (one cargo
#     invocation per function, so features do not unify, as build-lambdas.sh
#     does) for this machine (native x86_64: the arm64 artifacts would run
#     under qemu here, which measures the emulator), started against the local
#     Runtime API with the template's environment (DynamoDB Local, moto) beside
#     a bare lambda_runtime hello world and a Node.js hello-world custom
#     runtime (infra/bench/hello-lambda): init (spawn → first `next`) and the
#     first invocation's round trip (infra/lambda-start/examples/cold.rs);
#   - zip sizes: the arm64 zips that ship (infra/dist/lambda, built by
#     build-lambdas.sh for the functions whose zip is missing or older than
#     the sources);
#   - the report PDF: one version drawn as the report function draws it, in a
#     child process per run (infra/lambda-start/examples/pdf.rs).
# Writes $BENCH_OUT/cold.json.
source "$(dirname "${BASH_SOURCE[0]}")/../common.sh"
cd "$ROOT"
: "${BENCH_OUT:?run through infra/scripts/bench.sh}"
need node

functions=()
for dir in functions/*/; do functions+=("$(basename "$dir")"); done

# The arm64 zips that ship: rebuilt only where missing or stale.
dist="$ROOT/infra/dist/lambda"
newest_source="$(git ls-files -z functions shared Cargo.toml Cargo.lock | xargs -0 stat -c %Y | sort -n | tail -1)"
stale=()
for name in "${functions[@]}"; do
  zip="$dist/$name.zip"
  if [ ! -f "$zip" ] || [ "$(stat -c %Y "$zip")" -lt "$newest_source" ]; then stale+=("$name"); fi
done
# BENCH_ZIPS=keep measures the zips as they are (a cross build of all 17 takes
# hours on two cores); the fragment then says which were older than the sources.
if [ ${#stale[@]} -gt 0 ] && [ "${BENCH_ZIPS:-rebuild}" != keep ]; then
  say "cold: building the arm64 zips of ${stale[*]}"
  bash infra/scripts/build-lambdas.sh "${stale[@]}"
  stale=()
fi

# Native release binaries, one cargo invocation per function (lean: only the
# adapters its crate enables), then the hello world and the harness.
ensure_cjk_font
for name in "${functions[@]}"; do
  say "cold: building $name (release, native)"
  cargo build --release --quiet -p "fn-$name" --bin "$name"
done
cargo build --release --quiet -p hello-lambda --bin hello
cargo build --release --quiet -p verity-lambda-start --example cold --example pdf
bin="$CARGO_TARGET_DIR/release"

if ! bash infra/scripts/engines.sh env >/dev/null 2>&1; then
  trap 'bash "$ROOT/infra/scripts/engines.sh" stop >/dev/null 2>&1 || true' EXIT
fi
eval "$(bash infra/scripts/engines.sh start)"

say "cold: $BENCH_RUNS runs of every function's cold start, the hello worlds, the report PDF"
VERITY_LAMBDA_BINARIES="$bin" "$bin/examples/cold" \
  --hello "$bin/hello" \
  --node "$ROOT/infra/bench/hello-lambda/node/bootstrap" \
  --pdf "$bin/examples/pdf" \
  --zips "$dist" \
  --build "native $(uname -m), cargo profile release (opt-level s, thin LTO, stripped), one cargo build per function; node $(node --version)" \
  --out "$BENCH_OUT/cold.json"
if [ ${#stale[@]} -gt 0 ]; then
  STALE="${stale[*]}" node -e '
    const fs = require("fs"), f = process.argv[1], j = JSON.parse(fs.readFileSync(f, "utf8"));
    j.zipsOlderThanSources = process.env.STALE.split(" ");
    fs.writeFileSync(f, JSON.stringify(j, null, 2) + "\n");' "$BENCH_OUT/cold.json"
fi
