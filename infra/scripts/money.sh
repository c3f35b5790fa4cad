#!/usr/bin/env bash
# The long run of money under faults (issue 26, point 3): MONEY_SEQUENCES
# (default 2,000) randomized sequences of orders, cancels, expiry, batches,
# recharges and decisions under injected table faults and shaken events on
# SQLite, a tenth of them on DynamoDB Local; the test command runs 64 and 8.
# The figures go to docs/benchmarks/money.md.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"

sequences="${MONEY_SEQUENCES:-2000}"
out="$ROOT/docs/benchmarks/money.md"
eval "$(bash infra/scripts/engines.sh start)"
log="$(mktemp)"
# The defects found so far are kept below the figures.
defects="$(sed -n '/^## Defects/,$p' "$out" 2>/dev/null || true)"
say "money under faults: $sequences sequences on SQLite, $((sequences / 10)) on DynamoDB Local"
cargo test -q -p verity-domain --test concurrency --no-run 2>/dev/null
start=$(date +%s)
status=0
PROPTEST_CASES="$sequences" VERITY_REQUIRE_ENGINES=1 \
  cargo test -q -p verity-domain --test concurrency money:: -- --nocapture >"$log" 2>&1 || status=$?
{
  echo "# Money under faults"
  echo
  echo "\`bash infra/scripts/money.sh\` (MONEY_SEQUENCES=$sequences), $(date -u +%Y-%m-%d), $(nproc) cores, $(( $(date +%s) - start )) s."
  echo "Test: \`shared/domain/tests/concurrency/money.rs\` (the domain's operations on a \`FaultyTable\` with \`ShakyEvents\`, \`shared/testkit/src/faults.rs\`)."
  echo "After each sequence, faults off and every event delivered: balance = sum of the ledger (gap-free, never below zero),"
  echo "every charge has its order(s) and every order its charge, no refund twice, spent = the price of the orders that stand,"
  echo "each settled recharge credited once and pending transfers = \`pendingRechargeFen\`, the status tallies (all-time, by month, by day) = the orders."
  echo
  if [ "$status" -eq 0 ]; then echo "Result: all sequences kept every invariant."; else echo "Result: FAILED (see the shrunk sequence below)."; fi
  echo
  echo '```'
  grep -E "money under faults|minimal failing|test result" "$log" || true
  echo '```'
  if [ -n "$defects" ]; then echo; echo "$defects"; fi
} >"$out"
[ "$status" -eq 0 ] || tail -80 "$log"
rm -f "$log"
say "written: $out"
exit "$status"
