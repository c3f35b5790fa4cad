#!/usr/bin/env bash
# The crate graph enforces the layers (docs/architecture.md): the core and
# domain crates name no HTTP framework, AWS SDK or SQLite, and the read-only
# functions link no SQLite, Argon2, S3 or SNS. Fails naming the offending crate.
# Within verity-domain the areas depend one way: each area names only the
# areas listed for it below. Fails naming the file and the edge.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"

# The areas of shared/domain/src (a folder or a file) and whom each may name
# (`crate::<area>`). Lower areas first; the processor composes the others.
AREAS='
counters:
gate:
regions:
files:
sms:
catalog:
identity: counters share sms
share: identity
enterprise: counters files identity notices regions share sms
billing: files gate notices
stats: counters orders
orders: billing catalog counters enterprise files identity jobs share sms stats
jobs: counters enterprise files identity orders regions
batches: billing catalog files gate notices orders share
reports: counters enterprise notices orders share sms
workorders: enterprise files identity notices orders sms
notices: batches billing counters enterprise identity orders sms
onboarding: billing catalog enterprise stats
processor: batches enterprise identity notices orders reports workorders
'
# Edges above that still close a loop (to be turned around); every other
# edge must keep the graph without cycles.
BACK_EDGES='
share identity
stats orders
jobs orders
notices batches
notices billing
notices enterprise
notices orders
'

check_areas() {
  local src=shared/domain/src file area to bad=0 edges
  declare -A allowed=()
  while read -r area deps; do
    [ -n "$area" ] || continue
    area="${area%:}"
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
  # The declared edges, less the listed back edges, form no cycle.
  edges="$(while read -r area deps; do
      [ -n "$area" ] || continue
      for to in $deps; do
        grep -qx "${area%:} $to" <<<"$BACK_EDGES" || echo "$to ${area%:}"
      done
    done <<<"$AREAS")"
  if ! tsort <<<"$edges" >/dev/null 2>&1; then
    die "the allowed area edges form a cycle through: $(tsort <<<"$edges" 2>&1 >/dev/null | grep -v 'contains a loop' | sed 's/^tsort: //' | tr '\n' ' ')"
  fi
}

check_areas
say "domain areas: one way"

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
