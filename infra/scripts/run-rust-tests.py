#!/usr/bin/env python3
"""Runs every Rust test binary of the workspace, already built, several at a time.

`cargo test` runs its binaries one after another: the batch journeys (10,000 rows; 500 on each
table adapter, DynamoDB Local included) alone take minutes, and every other binary waited for
them. Here the binaries come from `cargo test --workspace --no-run` (nothing is rebuilt when
the build is fresh) and run in VERITY_TEST_JOBS queues (2 by default), the longest first, each
from its package's directory as cargo runs it. One line per binary; a failing binary's whole
output and the command that reruns it. Exit 1 when any failed.
"""

import json
import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path

# Measured to take longest (package, target), longest first; they start first. On an idle
# 2-core machine the batch journeys take 119 s, about as long as all the others together.
LONGEST = [
    ("fn-batch", "api"),
    ("fn-order", "api"),
    ("verity-local", "local_stack"),
    ("verity-domain", "concurrency"),
    ("verity-adapters", "contract"),
    ("fn-report", "api"),
    ("fn-user", "api"),
]


def package_name(package_id: str, manifest: Path) -> str:
    # "path+file:///…/functions/batch#fn-batch@0.1.0", or "…/shared/http#0.1.0" when the
    # name is the folder's.
    fragment = package_id.rsplit("#", 1)[-1]
    return fragment.split("@", 1)[0] if "@" in fragment else manifest.parent.name


def test_binaries() -> list[dict]:
    out = subprocess.run(
        ["cargo", "test", "-q", "--workspace", "--no-run", "--message-format=json"],
        check=True,
        stdout=subprocess.PIPE,
        text=True,
    ).stdout
    found = []
    for line in out.splitlines():
        msg = json.loads(line)
        if msg.get("reason") != "compiler-artifact" or not msg.get("executable"):
            continue
        if not msg["profile"]["test"]:
            continue
        manifest = Path(msg["manifest_path"])
        package = package_name(msg["package_id"], manifest)
        kind = msg["target"]["kind"][0]
        found.append(
            {
                "package": package,
                "target": msg["target"]["name"],
                "kind": kind,
                "dir": str(manifest.parent),
                "exe": msg["executable"],
            }
        )
    rank = {key: i for i, key in enumerate(LONGEST)}
    found.sort(key=lambda b: (rank.get((b["package"], b["target"]), len(LONGEST)), b["package"], b["target"]))
    return found


def rerun(b: dict) -> str:
    target = {"lib": "--lib", "bin": f"--bin {b['target']}"}.get(b["kind"], f"--test {b['target']}")
    return f"cargo test -p {b['package']} {target}"


def summary(output: str) -> str:
    lines = [l for l in output.splitlines() if l.startswith("test result:")]
    return lines[-1].removeprefix("test result: ") if lines else "no result line"


def run(b: dict) -> tuple[dict, subprocess.CompletedProcess, float]:
    began = time.monotonic()
    done = subprocess.run([b["exe"], "-q"], cwd=b["dir"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return b, done, time.monotonic() - began


def main() -> int:
    binaries = test_binaries()
    jobs = max(1, int(os.environ.get("VERITY_TEST_JOBS", "2")))
    failed = 0
    # The pool takes the binaries in order (longest first); lines come as each ends.
    with ThreadPoolExecutor(jobs) as pool:
        for ended in as_completed([pool.submit(run, b) for b in binaries]):
            b, done, took = ended.result()
            name = f"{b['package']} {b['kind']} {b['target']}"
            if done.returncode == 0:
                print(f"ok   {name} ({took:.0f}s): {summary(done.stdout)}", flush=True)
            else:
                failed += 1
                print(f"FAIL {name} ({took:.0f}s, exit {done.returncode})\n{done.stdout}", flush=True)
                print(f"to rerun: {rerun(b)}", flush=True)
    print(f"{len(binaries)} test binaries, {failed} failed", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
