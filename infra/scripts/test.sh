#!/usr/bin/env bash
# Runs every test: formatting, lints, Rust unit/router/contract tests (embedded
# adapters and the AWS adapters against DynamoDB Local and moto), the web type
# check, lint, unit tests and production build, the end-to-end suite in
# Chromium, publish-web.sh against moto, and cfn-lint and `sam validate --lint`
# on the SAM template. Set-up is included and idempotent.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"
start=$(date +%s)
step() { say "$* ($(( $(date +%s) - start ))s)"; }

step "set-up"
ensure_apt chromium chromium java default-jre-headless
ensure_cjk_font
# pdftoppm: the report journey renders the downloaded PDF's pages to look at.
ensure_apt pdftoppm poppler-utils
ensure_cfn_lint
ensure_sam
bash "$ROOT/infra/scripts/engines.sh" install
ensure_npm "$ROOT/web"
ensure_build_space

step "cargo fmt --check"
cargo fmt --all -- --check

step "cargo clippy"
cargo clippy -q --workspace --all-targets -- -D warnings

step "crate graph (layers)"
bash "$ROOT/infra/scripts/check-layers.sh"

step "starting DynamoDB Local and moto"
eval "$(bash "$ROOT/infra/scripts/engines.sh" start)"
trap 'bash "$ROOT/infra/scripts/engines.sh" stop >/dev/null 2>&1 || true' EXIT
export VERITY_REQUIRE_ENGINES=1

step "Rust tests (unit, router, contract on both adapters, each Lambda binary started)"
# The start test (infra/lambda-start) runs each function's own binary.
cargo build -q --workspace --bins
cargo test -q --workspace 2>&1 | grep -vE '^running 0 tests$|^test result: ok\. 0 passed|^$' || { echo "Rust tests failed"; exit 1; }
step "publish-web.sh against moto (S3, CloudFront, CloudFormation)"
bash "$ROOT/infra/scripts/test-publish-web.sh"
# The rest runs on embedded adapters: stop the engines and forget their endpoints.
bash "$ROOT/infra/scripts/engines.sh" stop >/dev/null
unset DYNAMODB_ENDPOINT S3_ENDPOINT SNS_ENDPOINT SQS_ENDPOINT SECRETS_ENDPOINT VERITY_REQUIRE_ENGINES

step "web: type check, lint, unit tests, build"
(cd web && npm run -s typecheck && npm run -s lint && npm test --silent && npm run -s build >/dev/null)

step "end-to-end (Playwright + Chromium against the local stack)"
cargo build -q -p verity-local
(cd web && VERITY_LOCAL_BIN="$CARGO_TARGET_DIR/debug/verity-local" npm run -s e2e)

step "cfn-lint template.yaml (errors and warnings fail)"
"$VENV/bin/cfn-lint" template.yaml
step "sam validate --lint"
# SAM's validation needs a region, never credentials.
AWS_DEFAULT_REGION=us-east-1 SAM_CLI_TELEMETRY=0 "$VENV/bin/sam" validate --lint --template template.yaml

say "build cache: $(du -sh "$CARGO_TARGET_DIR" 2>/dev/null | cut -f1), $(df -Ph "$CARGO_TARGET_DIR" | awk 'NR==2 {print $4}') free"
step "all green"
