"""A run's figures from schemathesis's NDJSON events (infra/scripts/fuzz-api.sh), as Markdown:
operations, cases sent, answers by HTTP status, and each check's runs and failures (those of an
operation and check the baseline accepts counted apart).

    figures.py BASELINE.json EVENTS.ndjson...
"""
import collections
import json
import os
import sys

accepted_pairs = set()
if os.path.exists(sys.argv[1]):
    for entry in json.load(open(sys.argv[1], encoding="utf-8"))["entries"]:
        accepted_pairs.add((entry["operation"], entry["check"]))

operations, cases, statuses = set(), 0, collections.Counter()
runs, failed = collections.Counter(), collections.defaultdict(set)
accepted = collections.defaultdict(set)
phases = collections.Counter()
events = (json.loads(line) for path in sys.argv[2:] for line in open(path, encoding="utf-8"))
for event in events:
    finished = event.get("ScenarioFinished")
    if not finished or finished.get("status") == "skip":
        continue
    recorder = finished["recorder"]
    if finished.get("phase") != "stateful":
        operations.add(recorder["label"])
    for case_id, interaction in recorder.get("interactions", {}).items():
        cases += 1
        phases[finished.get("phase", "?")] += 1
        response = interaction.get("response") or {}
        statuses[response.get("status_code", "no answer")] += 1
    for case_id, checks in recorder.get("checks", {}).items():
        for check in checks:
            runs[check["name"]] += 1
            if check["status"] == "failure":
                known = (recorder["label"], check["name"]) in accepted_pairs
                (accepted if known else failed)[check["name"]].add((recorder["label"], case_id))

print(f"- operations tested: {len(operations)}")
print(f"- cases sent: {cases:,} ({', '.join(f'{p} {n:,}' for p, n in sorted(phases.items()))})")
print(f"- answers by HTTP status: {', '.join(f'{s}: {n:,}' for s, n in sorted(statuses.items(), key=str))}")
print(f"- failures: {sum(len(f) for f in failed.values())}"
      f" (and {sum(len(f) for f in accepted.values())} accepted by the baseline)")
print()
print("| check | runs | failed cases | accepted (baseline) |")
print("|---|---:|---:|---:|")
for name in sorted(runs):
    print(f"| `{name}` | {runs[name]:,} | {len(failed[name])} | {len(accepted[name])} |")
