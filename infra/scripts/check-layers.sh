#!/usr/bin/env bash
# The crate graph enforces the layers (docs/architecture.md): the core and
# domain crates name no HTTP framework, AWS SDK or SQLite, and the read-only
# functions link no SQLite, Argon2, S3 or SNS. Fails naming the offending crate.
# Within verity-domain the areas depend one way: each area names only the
# areas listed for it below. Fails naming the file and the edge.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"

# The areas of shared/domain/src (a folder or a file) and whom each may name
# (`crate::<area>`). Lower areas first, and an area names only areas above
# it in this list, so the graph has no cycle; the processor composes them.
AREAS='
counters:
gate:
regions:
files:
sms:
catalog:
order_status:
identity: counters sms
share: identity
notices: counters identity sms
webhooks: identity notices
enterprise: counters files identity notices regions share sms
billing: files gate notices webhooks
stats: counters order_status
jobs: counters enterprise files identity regions
orders: billing catalog counters enterprise files identity jobs order_status share sms stats webhooks
batches: billing catalog enterprise files gate notices orders share stats webhooks
reports: counters enterprise notices orders share sms webhooks
workorders: enterprise files identity notices orders sms
onboarding: billing catalog enterprise stats
api_keys: billing enterprise identity
privacy: batches billing counters enterprise files jobs notices orders reports share stats webhooks
candidates: enterprise identity notices orders privacy reports share
processor: batches candidates enterprise identity notices orders privacy reports share webhooks workorders
'

check_areas() {
  local src=shared/domain/src file area to bad=0 edges
  declare -A allowed=()
  while read -r area deps; do
    [ -n "$area" ] || continue
    area="${area%:}"
    for to in $deps; do
      [ -n "${allowed[$to]+x}" ] || die "domain areas: $area may name $to, which is not listed above it in AREAS (no cycles)"
    done
    allowed[$area]=" $deps "
  done <<<"$AREAS"
  if grep -rln 'crate::{' "$src" >/dev/null; then
    grep -rln 'crate::{' "$src" | sed 's/^/  /' >&2
    die "domain areas: name one area a path (crate::<area>::…), not crate::{…}"
  fi
  while IFS= read -r file; do
    area="${file#"$src"/}"
    area="${area%%/*}"
    area="${area%.rs}"
    [ "$area" = lib ] && continue
    [ -n "${allowed[$area]+x}" ] || { echo "  $file: area '$area' is not in AREAS" >&2; bad=1; continue; }
    for to in $(grep -oE 'crate::[a-z_]+' "$file" | sed 's/^crate:://' | sort -u); do
      [ "$to" = "$area" ] && continue
      [[ "${allowed[$area]}" == *" $to "* ]] && continue
      echo "  $file: $area -> $to is not an allowed edge" >&2
      bad=1
    done
  done < <(find "$src" -name '*.rs' | sort)
  [ "$bad" -eq 0 ] || die "domain areas depend one way: see AREAS in $0 and docs/architecture.md"
}

check_areas
say "domain areas: one way"

# A domain type that derives its OpenAPI schema is the wire shape itself; one
# whose schema would need overriding is a wire type and lives with its function.
if grep -rn 'schema(value_type' shared/domain/src shared/core/src >&2; then
  die "domain and core types derive their schema as they serialize: move the wire type to its function"
fi
say "domain schemas: as they serialize"

# Targets without unit tests are not built as test binaries (`test = false`:
# linking them was a third of the test build); a test written in one would
# never run, so none may hold one.
check_test_targets() {
  local manifest dir bad=0
  for manifest in functions/*/Cargo.toml shared/*/Cargo.toml infra/*/Cargo.toml infra/bench/*/Cargo.toml; do
    dir="${manifest%/Cargo.toml}"
    [ -f "$manifest" ] || continue
    if awk '/^\[lib\]/{s=1;next} /^\[/{s=0} s&&/^test = false/{f=1} END{exit !f}' "$manifest" \
      && grep -rlE '#\[(tokio::)?test' "$dir/src" --include='*.rs' --exclude=main.rs >&2; then
      echo "  $manifest: its lib has tests: remove test = false from [lib]" >&2; bad=1
    fi
    if awk '/^\[\[bin\]\]/{s=1;next} /^\[/{s=0} s&&/^test = false/{f=1} END{exit !f}' "$manifest" \
      && grep -lE '#\[(tokio::)?test' "$dir/src/main.rs" >&2 2>/dev/null; then
      echo "  $manifest: its main.rs has tests: remove test = false from [[bin]]" >&2; bad=1
    fi
  done
  [ "$bad" -eq 0 ] || die "a test in a target built with test = false would never run"
}
check_test_targets
say "test targets: every test is built"

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
