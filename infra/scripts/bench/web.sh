#!/usr/bin/env bash
# Benchmark part "web" (issue 27, target 7): the SPA on a phone.
#
# Builds the SPA (production build) and the local stack (release), which serves web/dist as the
# CDN does: hashed assets cached for a year, the rest revalidated, compressed on the fly with
# brotli or gzip as the browser accepts (CloudFront's `Compress: true` with both encodings in
# WebCachePolicy; tower-http's CompressionLayer locally). Chromium asks for brotli, so the figures
# are brotli as compressed on the fly (see "encoding" in the fragment).
#
# Writes $BENCH_OUT/web.json (web/scripts/bench-web.mjs measures, BENCH_RUNS times each):
#   javascript.<page>  {kb, budgetKb, requests}: compressed JS a fresh phone loads before any
#                      interaction (cover, login, consent, phoneCheck, jobApplication,
#                      sharedReport: 150 KB; records, newOrder, home: 250 KB)
#   lighthouse.<page>  {performance, accessibility, lcpMs}: Lighthouse 13 mobile preset, default
#                      throttling, headless Debian Chromium (cover, login, records, consent)
#
# VERITY_LOCAL_BIN: use that local stack binary instead of building one.
source "$(dirname "${BASH_SOURCE[0]}")/../common.sh"
cd "$ROOT"

: "${BENCH_OUT:?set by bench.sh}"
export BENCH_RUNS="${BENCH_RUNS:-5}"
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
ensure_apt chromium chromium

# Lighthouse 13 from npm, in the cache (not a dependency of the SPA): installed when missing.
export LIGHTHOUSE_DIR="$VERITY_CACHE/lighthouse"
if ! node -e "process.exit(require('$LIGHTHOUSE_DIR/node_modules/lighthouse/package.json').version.startsWith('13.') ? 0 : 1)" 2>/dev/null; then
  say "installing lighthouse@13 (npm) into $LIGHTHOUSE_DIR"
  npm install --prefix "$LIGHTHOUSE_DIR" lighthouse@13 --no-audit --no-fund --loglevel=error >/dev/null
fi

build_web
if [ -z "${VERITY_LOCAL_BIN:-}" ]; then
  say "building the local stack (release)"
  cargo build --release -q -p verity-local
  export VERITY_LOCAL_BIN="$CARGO_TARGET_DIR/release/verity-local"
fi
[ -x "$VERITY_LOCAL_BIN" ] || die "no local stack binary at $VERITY_LOCAL_BIN"

say "measuring the SPA on a phone ($BENCH_RUNS runs per figure)"
(cd web && node scripts/bench-web.mjs "$BENCH_OUT/web.json")
