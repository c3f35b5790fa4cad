#!/usr/bin/env bash
# The long run of the parsers' and validators' properties (issue 26, point 6):
# the same proptest targets the test command runs with 256 cases each (the
# sheets 400), here with FUZZ_CASES cases each (default 20,000), their time
# and peak memory written to docs/benchmarks/fuzz.md.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"
ensure_apt /usr/bin/time time

cases="${FUZZ_CASES:-20000}"
out="$ROOT/docs/benchmarks/fuzz.md"
targets=(
  "verity-core|--lib fuzzed|ID number, phone, credit code form, SMS code, e-mail, division code; the PII masks"
  "verity-domain|--lib credit_code|the credit code's check character (one changed character always caught)"
  "verity-http|--lib upload|the multipart upload reader (damaged forms, random bodies, odd boundaries)"
  "verity-sheets|--test malformed|the CSV and XLSX readers (random bytes, damaged files)"
)
say "building the targets"
for t in "${targets[@]}"; do
  IFS='|' read -r crate args _ <<<"$t"
  # shellcheck disable=SC2086
  cargo test -q -p "$crate" $args --no-run 2>/dev/null
done
{
  echo "# Parsers and validators fuzzed (proptest)"
  echo
  echo "\`bash infra/scripts/fuzz.sh\` (FUZZ_CASES=$cases cases per property), $(date -u +%Y-%m-%d), $(nproc) cores."
  echo "A property fails on a panic or a broken rule; proptest then shrinks to a minimal input."
  echo
  echo "| crate | target | what | tests | cases per property | result | time (s) | peak memory (MB) |"
  echo "|---|---|---|---|---|---|---|---|"
} >"$out"
failed=0
for t in "${targets[@]}"; do
  IFS='|' read -r crate args what <<<"$t"
  say "$crate $args: $cases cases per property"
  log="$(mktemp)"
  start=$(date +%s)
  # shellcheck disable=SC2086
  if PROPTEST_CASES="$cases" /usr/bin/time -f '%M' -o "$log.mem" cargo test -q -p "$crate" $args >"$log" 2>&1; then
    result=ok
  else
    result=FAILED; failed=1; cat "$log" >&2
  fi
  took=$(( $(date +%s) - start ))
  passed="$(grep -oE '[0-9]+ passed' "$log" | head -1 | cut -d' ' -f1)"
  mem="$(( $(tail -1 "$log.mem") / 1024 ))"
  echo "| $crate | \`$args\` | $what | ${passed:-?} | $cases | $result | $took | $mem |" >>"$out"
  rm -f "$log" "$log.mem"
done
say "written: $out"
[ "$failed" -eq 0 ] || die "a property failed (see above)"
