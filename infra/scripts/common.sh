# Shared by run.sh and test.sh: idempotent, quiet set-up of everything the
# project needs on a fresh machine of this kind (Rust, Node, Python, Java are
# already there). Sourced, not run.

set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
export VERITY_CACHE="${VERITY_CACHE:-$HOME/.cache/verity}"
# One build cache outside the checkout, so a fresh clone (CI) reuses it.
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$VERITY_CACHE/target}"
# A one-off CI build gains nothing from incremental artifacts, which roughly
# double the workspace crates' share of the cache on disk.
[ "${CI:-}" = "true" ] && export CARGO_INCREMENTAL=0
VENV="$VERITY_CACHE/venv"
mkdir -p "$VERITY_CACHE"

source "$ROOT/infra/scripts/lib.sh"

# Debian packages: installed only when their command is missing.
ensure_apt() {
  local missing=()
  while [ $# -gt 0 ]; do
    command -v "$1" >/dev/null 2>&1 || missing+=("$2")
    shift 2
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  say "installing ${missing[*]} (apt)"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

# Noto Sans CJK: Chinese in Chromium screenshots (npm run shots) and the
# font report PDFs are drawn with (functions/report/src/pdf.rs).
ensure_cjk_font() {
  ensure_apt_package fonts-noto-cjk
}

# ensure_apt_package PACKAGE: install a Debian package that has no command.
ensure_apt_package() {
  dpkg -s "$1" >/dev/null 2>&1 && return 0
  say "installing $1 (apt)"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$1" >/dev/null
}

# cfn-lint in the project's virtual environment (engines.sh puts moto there).
ensure_cfn_lint() {
  [ -x "$VENV/bin/python" ] || { say "creating $VENV"; python3 -m venv "$VENV"; }
  if [ ! -x "$VENV/bin/cfn-lint" ]; then
    say "installing cfn-lint (pip)"
    "$VENV/bin/pip" install -q --disable-pip-version-check cfn-lint
  fi
}

# SAM CLI in the same venv: `sam validate --lint` in the test command, and
# `sam build` / `sam deploy` (docs/deploy.md).
ensure_sam() {
  ensure_cfn_lint
  if [ ! -x "$VENV/bin/sam" ]; then
    say "installing aws-sam-cli (pip)"
    "$VENV/bin/pip" install -q --disable-pip-version-check aws-sam-cli
  fi
}

# The AWS CLI in the same venv: publish-web.sh uploads and invalidates with it,
# and its test drives moto with it. A fresh machine has none of its own.
ensure_awscli() {
  ensure_cfn_lint
  if [ ! -x "$VENV/bin/aws" ]; then
    say "installing awscli (pip)"
    "$VENV/bin/pip" install -q --disable-pip-version-check awscli
  fi
}

# npm ci only when the lock file changed since the last install.
# ensure_clippy: prints the path of clippy-driver (the lints run as the workspace's
# compiler in the test command's build), adding the rustup component when missing.
ensure_clippy() {
  local driver
  driver="$(rustup which clippy-driver 2>/dev/null || command -v clippy-driver || true)"
  if [ -z "$driver" ]; then
    rustup component add clippy >/dev/null 2>&1 || die "clippy is missing and rustup could not add it"
    driver="$(rustup which clippy-driver)"
  fi
  echo "$driver"
}

ensure_npm() {
  local dir="$1" stamp="$1/node_modules/.verity-lock-hash" hash
  hash="$(sha256sum "$dir/package-lock.json" | cut -d' ' -f1)"
  if [ "$(cat "$stamp" 2>/dev/null)" != "$hash" ]; then
    say "installing npm packages in ${dir#"$ROOT"/}"
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
    echo "$hash" > "$stamp"
  fi
}

build_web() {
  ensure_npm "$ROOT/web"
  say "building the SPA"
  (cd "$ROOT/web" && npm run -s build >/dev/null)
}

# A cache that no longer fits is worth less than a build that finishes: with
# under 12 GiB free, start the build cache afresh (a cold build is ~15 min).
ensure_build_space() {
  local free_kb
  mkdir -p "$CARGO_TARGET_DIR"
  free_kb="$(df -Pk "$CARGO_TARGET_DIR" | awk 'NR==2 {print $4}')"
  if [ "$free_kb" -lt $((12 * 1024 * 1024)) ]; then
    say "only $((free_kb / 1024)) MiB free: clearing incremental artifacts, then the build cache if still short"
    rm -rf "${CARGO_TARGET_DIR:?}"/debug/incremental
    free_kb="$(df -Pk "$CARGO_TARGET_DIR" | awk 'NR==2 {print $4}')"
    [ "$free_kb" -lt $((12 * 1024 * 1024)) ] && rm -rf "${CARGO_TARGET_DIR:?}"/debug
  fi
  return 0
}

# schemathesis (PyPI) in a virtual environment of its own (its pinned
# dependencies stay apart from moto's and SAM's): infra/scripts/fuzz-api.sh.
SCHEMATHESIS_SPEC='schemathesis==4.32.5'
SCHEMATHESIS_VENV="$VERITY_CACHE/schemathesis"
ensure_schemathesis() {
  local stamp="$SCHEMATHESIS_VENV/.verity-spec"
  [ -x "$SCHEMATHESIS_VENV/bin/st" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$SCHEMATHESIS_SPEC" ] && return 0
  say "installing $SCHEMATHESIS_SPEC (pip)"
  [ -x "$SCHEMATHESIS_VENV/bin/python" ] || python3 -m venv "$SCHEMATHESIS_VENV"
  "$SCHEMATHESIS_VENV/bin/pip" install -q --disable-pip-version-check "$SCHEMATHESIS_SPEC"
  echo "$SCHEMATHESIS_SPEC" >"$stamp"
}
