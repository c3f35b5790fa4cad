#!/usr/bin/env bash
# The long run of the abuse-at-volume test (issue 26, point 4): ABUSE_ATTEMPTS
# (default 50,000: 10,000 of each kind) wrong passwords, SMS codes, phone-check codes, share codes
# and report verification codes over the whole API in process; the test
# command runs 1,000. The tally goes to docs/benchmarks/abuse.md.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"

attempts="${ABUSE_ATTEMPTS:-50000}"
out="$ROOT/docs/benchmarks/abuse.md"
tally="$(mktemp)"
say "abuse at volume: $attempts attempts"
start=$(date +%s)
ABUSE_ATTEMPTS="$attempts" ABUSE_REPORT="$tally" \
  cargo test -q -p verity-local --test local_stack abuse::
{
  echo "# Abuse at volume"
  echo
  echo "\`bash infra/scripts/abuse.sh\` (ABUSE_ATTEMPTS=$attempts), $(date -u +%Y-%m-%d), $(nproc) cores, $(( $(date +%s) - start )) s with the build."
  echo "Test: \`infra/local-stack/tests/parts/abuse.rs\` (every function's routes in process, embedded adapters)."
  echo
  cat "$tally"
} >"$out"
rm -f "$tally"
say "written: $out"
