"""A run's figures from schemathesis's NDJSON events (infra/scripts/fuzz-api.sh), as Markdown:
operations, cases sent, answers by HTTP status, and each check's runs and failures."""
import collections
import json
import sys

operations, cases, statuses = set(), 0, collections.Counter()
runs, failed = collections.Counter(), collections.defaultdict(set)
phases = collections.Counter()
events = (json.loads(line) for path in sys.argv[1:] for line in open(path, encoding="utf-8"))
for event in events:
    finished = event.get("ScenarioFinished")
    if not finished or finished.get("status") == "skip":
        continue
    recorder = finished["recorder"]
    operations.add(recorder["label"].split(" -> ")[0])
    for case_id, interaction in recorder.get("interactions", {}).items():
        cases += 1
        phases[finished.get("phase", "?")] += 1
        response = interaction.get("response") or {}
        statuses[response.get("status_code", "no answer")] += 1
    for case_id, checks in recorder.get("checks", {}).items():
        for check in checks:
            runs[check["name"]] += 1
            if check["status"] == "failure":
                failed[check["name"]].add((recorder["label"], case_id))

print(f"- operations tested: {len(operations)}")
print(f"- cases sent: {cases:,} ({', '.join(f'{p} {n:,}' for p, n in sorted(phases.items()))})")
print(f"- answers by HTTP status: {', '.join(f'{s}: {n:,}' for s, n in sorted(statuses.items(), key=str))}")
print(f"- failures: {sum(len(f) for f in failed.values())}")
print()
print("| check | runs | failed cases |")
print("|---|---:|---:|")
for name in sorted(runs):
    print(f"| `{name}` | {runs[name]:,} | {len(failed[name])} |")
