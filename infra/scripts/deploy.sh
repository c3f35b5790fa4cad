#!/usr/bin/env bash
# Deploys one stage of the portal to AWS (docs/deploy.md):
#   bash infra/scripts/deploy.sh dev     (sandbox stage: sandbox provider and payments)
#   bash infra/scripts/deploy.sh prod
# 1. builds every function for arm64 (build-lambdas.sh → infra/dist/lambda/*.zip),
# 2. `sam deploy` with samconfig.toml's settings of that stage,
# 3. publishes the SPA to the web bucket and invalidates index.html (publish-web.sh),
# 4. seeds reference data into the stage's table (`verity-local seed`, idempotent).
# Needs AWS credentials for the account (AWS_PROFILE or the usual variables).
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"

stage="${1:-}"
case "$stage" in
  dev | prod) ;;
  *) die "usage: deploy.sh dev|prod" ;;
esac

bash infra/scripts/build-lambdas.sh
ensure_sam
export PATH="$VENV/bin:$PATH"
say "deploying stage $stage (sam deploy --config-env $stage)"
sam deploy --config-env "$stage" --no-fail-on-empty-changeset

bash infra/scripts/publish-web.sh "$stage"

say "seeding reference data"
eval "$(bash infra/scripts/stack-env.sh "$stage")"
cargo build -q --release -p verity-local
VERITY_BACKEND=aws "$CARGO_TARGET_DIR/release/verity-local" seed
say "stage $stage is up: $(bash infra/scripts/stack-env.sh "$stage" --output CdnUrl)"
