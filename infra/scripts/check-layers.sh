#!/usr/bin/env bash
# The crate graph enforces the layers (docs/architecture.md): the core and
# domain crates name no HTTP framework, AWS SDK or SQLite, and the read-only
# functions link no SQLite, Argon2, S3 or SNS. Fails naming the offending crate.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"

forbid() { # forbid PACKAGE CRATE...: none of CRATE in PACKAGE's normal dependencies
  local package="$1" deps bad=()
  shift
  deps="$(cargo tree -q -p "$package" -e normal --prefix none --format '{p}' | cut -d' ' -f1 | sort -u)"
  for crate in "$@"; do
    grep -qx "$crate" <<<"$deps" && bad+=("$crate")
  done
  [ ${#bad[@]} -eq 0 ] || die "$package must not depend on: ${bad[*]} (see docs/architecture.md)"
}

web_and_storage=(axum axum-core hyper lambda_http lambda_runtime rusqlite libsqlite3-sys aws-config aws-sdk-dynamodb aws-sdk-s3 aws-sdk-sns)
forbid verity-core "${web_and_storage[@]}" argon2
forbid verity-domain "${web_and_storage[@]}"
for fn in fn-data fn-region fn-home fn-notice; do
  forbid "$fn" rusqlite libsqlite3-sys argon2 aws-sdk-s3 aws-sdk-sns
done
say "crate graph: layers hold"
