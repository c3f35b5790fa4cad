#!/usr/bin/env bash
# The Lambda start test on the artifacts that ship: each arm64 `bootstrap` of
# infra/dist/lambda (built by build-lambdas.sh when missing or older than the
# sources) started under qemu-aarch64 as Lambda starts it, with the template's
# environment, against DynamoDB Local and moto (infra/lambda-start/tests/start.rs).
#   bash infra/scripts/test-lambdas.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"

dist="$ROOT/infra/dist/lambda"
newest_source="$(git ls-files -z functions shared Cargo.toml Cargo.lock | xargs -0 stat -c %Y | sort -n | tail -1)"
stale=no
for dir in functions/*/; do
  zip="$dist/$(basename "$dir").zip"
  if [ ! -f "$zip" ] || [ "$(stat -c %Y "$zip")" -lt "$newest_source" ]; then stale=yes; fi
done
[ "$stale" = yes ] && bash infra/scripts/build-lambdas.sh

# Engines already running (another test command) are left running.
if ! bash infra/scripts/engines.sh env >/dev/null 2>&1; then
  trap 'bash "$ROOT/infra/scripts/engines.sh" stop >/dev/null 2>&1 || true' EXIT
fi
eval "$(bash infra/scripts/engines.sh start)"
say "starting each arm64 artifact under qemu-aarch64"
VERITY_REQUIRE_ENGINES=1 VERITY_LAMBDA_BINARIES="$dist" VERITY_LAMBDA_EMULATOR=qemu-aarch64-static \
  cargo test -q -p verity-lambda-start --test start -- --nocapture
