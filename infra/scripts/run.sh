#!/usr/bin/env bash
# Builds and runs the whole portal locally on embedded adapters, with demo
# data, at http://127.0.0.1:3000 (PORT overrides). Data lives in .verity-data/.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"

# Report PDFs are drawn with Noto Sans CJK.
ensure_cjk_font
build_web
say "building the local stack"
cargo build -q -p verity-local
export VERITY_WEB_DIR="$ROOT/web/dist"
export VERITY_DATA_DIR="${VERITY_DATA_DIR:-$ROOT/.verity-data}"
export VERITY_SANDBOX_DELAY_MS="${VERITY_SANDBOX_DELAY_MS:-2000}"
say "open http://${HOST:-127.0.0.1}:${PORT:-3000}  (demo sign-in: 13800000000 / Verity#2026; Ctrl-C stops)"
exec "$CARGO_TARGET_DIR/debug/verity-local" serve
