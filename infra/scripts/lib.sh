# Helpers shared by the infra scripts. Source it; it defines functions only.
# Everything here writes progress to stderr, so a script's stdout stays free
# for what a caller evals.

# say MESSAGE...: one line of progress on stderr.
say() {
    printf '%s\n' "$*" >&2
}

# die MESSAGE...: print to stderr and exit non-zero.
die() {
    printf 'error: %s\n' "$*" >&2
    exit 1
}

# need COMMAND...: fail with a clear message when a tool is missing.
need() {
    local tool
    for tool in "$@"; do
        command -v "$tool" >/dev/null 2>&1 || die "$tool is required but not installed"
    done
}

# free_port: print a TCP port that is free on the loopback interface now.
free_port() {
    python3 - <<'PY'
import socket
s = socket.socket()
s.bind(("127.0.0.1", 0))
print(s.getsockname()[1])
s.close()
PY
}

# http_answers URL: true when something answers HTTP at URL (any status).
http_answers() {
    python3 - "$1" <<'PY' >/dev/null 2>&1
import sys, urllib.request, urllib.error
try:
    urllib.request.urlopen(sys.argv[1], timeout=2)
except urllib.error.HTTPError:
    pass  # an HTTP error status is still an answer
sys.exit(0)
PY
}

# pid_alive PIDFILE [MARKER]: true when the file names a running process
# (whose command line contains MARKER, when given: a recycled pid is not ours).
pid_alive() {
    local pid args
    [ -s "$1" ] || return 1
    pid="$(cat "$1")"
    [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null || return 1
    [ -n "${2:-}" ] || return 0
    if [ -r "/proc/$pid/cmdline" ]; then
        args="$(tr '\0' ' ' <"/proc/$pid/cmdline")"
    else
        args="$(ps -o args= -p "$pid" 2>/dev/null || true)"
    fi
    case "$args" in
        *"$2"*) return 0 ;;
        *) return 1 ;;
    esac
}

# file_sha256 FILE: print the file's SHA-256.
file_sha256() {
    python3 -c 'import hashlib,sys; print(hashlib.sha256(open(sys.argv[1],"rb").read()).hexdigest())' "$1"
}
