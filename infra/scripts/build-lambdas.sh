#!/usr/bin/env bash
# Builds the artifacts that ship: one `bootstrap` per function for Lambda's
# arm64 provided.al2023, each linking only the adapters its crate enables, zipped
# as template.yaml's CodeUri expects (infra/dist/lambda/<binary>.zip), with the
# report function's font layer. Prints each zip's size and writes the table to
# infra/dist/lambda/sizes.tsv.
#
#   bash infra/scripts/build-lambdas.sh            every function
#   bash infra/scripts/build-lambdas.sh data user  some of them
#
# The machine's rustup toolchain has no arm64 standard library and none can be
# fetched here, so the compiler is Debian's rustc-web (same release line) with
# its arm64 standard library (multiarch). cargo-lambda drives the build and
# links with zig against glibc 2.34, provided.al2023's (Debian's own arm64
# glibc is newer: a binary linked against it may ask for symbols AL2023 lacks).
# Set-up is idempotent.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"

TARGET=aarch64-unknown-linux-gnu
OUT="$ROOT/infra/dist/lambda"
# Its own cache: release builds for another target share nothing with the tests'.
export CARGO_TARGET_DIR="$VERITY_CACHE/lambda-target"

ensure_arm64_toolchain() {
  if ! dpkg --print-foreign-architectures | grep -qx arm64; then
    say "enabling arm64 packages (dpkg multiarch)"
    dpkg --add-architecture arm64
    apt-get update -qq >/dev/null
  fi
  local missing=()
  for pkg in rustc-web libstd-rust-web-dev:arm64 binutils-aarch64-linux-gnu libc6:arm64 qemu-user-static zip; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    say "installing ${missing[*]} (apt)"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
  if [ ! -x "$VENV/bin/cargo-lambda" ]; then
    [ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
    say "installing cargo-lambda (pip)"
    "$VENV/bin/pip" install -q --disable-pip-version-check cargo-lambda
  fi
}

ensure_arm64_toolchain
export PATH="$VENV/bin:$PATH"
export RUSTC=/usr/bin/rustc

if [ $# -gt 0 ]; then
  functions=("$@")
else
  functions=()
  for dir in functions/*/; do functions+=("$(basename "$dir")"); done
fi

mkdir -p "$OUT"
# One build per function: built together, cargo would unify the adapter
# features of all of them, and a read-only function would link SMS and S3.
for name in "${functions[@]}"; do
  say "building $name for arm64 (profile lambda)"
  cargo lambda build --quiet --profile lambda --target "$TARGET.2.34" \
    --skip-target-check --lambda-dir "$OUT" -p "fn-$name"
  bootstrap="$OUT/$name/bootstrap"
  [ -f "$bootstrap" ] || die "no bootstrap for $name at $bootstrap"
  # provided.al2023 has glibc 2.34: a newer symbol would fail at start.
  newest="$(aarch64-linux-gnu-objdump -T "$bootstrap" | grep -o 'GLIBC_[0-9.]*' | sort -uV | tail -1)"
  [ "$(printf '%s\nGLIBC_2.34\n' "$newest" | sort -V | tail -1)" = "GLIBC_2.34" ] ||
    die "$name needs $newest, newer than provided.al2023's glibc 2.34"
  rm -f "$OUT/$name.zip"
  (cd "$OUT/$name" && zip -q -9 -X "../$name.zip" bootstrap)
done

# The report function's font layer (template.yaml ReportFontsLayer → /opt/fonts).
ensure_apt_package fonts-noto-cjk
mkdir -p infra/layers/fonts/fonts
cp -u /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc infra/layers/fonts/fonts/

{
  printf 'function\tbootstrap_bytes\tzip_bytes\n'
  for zip in "$OUT"/*.zip; do
    name="$(basename "$zip" .zip)"
    printf '%s\t%s\t%s\n' "$name" "$(stat -c %s "$OUT/$name/bootstrap")" "$(stat -c %s "$zip")"
  done
} > "$OUT/sizes.tsv"
awk -F'\t' 'NR > 1 { printf "%-11s bootstrap %6.2f MB  zip %5.2f MB%s\n", $1, $2/1048576, $3/1048576, ($3 > 3145728 ? "  (over 3 MB)" : "") }' "$OUT/sizes.tsv"
