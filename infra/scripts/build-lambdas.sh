#!/usr/bin/env bash
# Builds every function for AWS Lambda (arm64, provided.al2023) with cargo-lambda,
# which pip installs into the project's virtual environment (it brings zig).
# Output: $CARGO_TARGET_DIR/lambda/<function>/bootstrap, as template.yaml expects.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"

if [ ! -x "$VENV/bin/cargo-lambda" ]; then
  [ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
  say "installing cargo-lambda (pip)"
  "$VENV/bin/pip" install -q --disable-pip-version-check cargo-lambda
fi
export PATH="$VENV/bin:$PATH"

# One build per function: built together, cargo would unify the adapter
# features of all of them, and a read-only function would link SMS and S3.
for dir in functions/*/; do
  say "building $(basename "$dir") for arm64 (release)"
  cargo lambda build --release --arm64 -p "fn-$(basename "$dir")"
done
# The report function's font layer (template.yaml ReportFontsLayer → /opt/fonts).
ensure_apt_package fonts-noto-cjk
mkdir -p infra/layers/fonts/fonts
cp -u /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc infra/layers/fonts/fonts/
for bootstrap in "$CARGO_TARGET_DIR"/lambda/*/bootstrap; do
  printf '%-10s %6s KiB\n' "$(basename "$(dirname "$bootstrap")")" "$(( $(stat -c %s "$bootstrap") / 1024 ))"
done
