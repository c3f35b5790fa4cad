#!/usr/bin/env bash
# Prints the exports that point the project's commands (verity-local seed,
# operator, deadletters) at a deployed stage, from its CloudFormation outputs:
#   eval "$(bash infra/scripts/stack-env.sh prod)"
#   bash infra/scripts/stack-env.sh prod --output CdnUrl    one output's value
# STACK overrides the stack name (default verity-<stage>, as in samconfig.toml).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
VENV="${VERITY_CACHE:-$HOME/.cache/verity}/venv"
export PATH="$VENV/bin:$PATH"

stage="${1:?usage: stack-env.sh STAGE [--output NAME]}"
stack="${STACK:-verity-$stage}"
outputs="$(aws cloudformation describe-stacks --stack-name "$stack" \
  --query 'Stacks[0].Outputs[].[OutputKey,OutputValue]' --output text)"

value() { awk -F'\t' -v k="$1" '$1 == k { print $2 }' <<<"$outputs"; }

if [ "${2:-}" = "--output" ]; then
  value "${3:?an output name}"
  exit 0
fi

# Output name → the variable the code reads (shared/core/src/settings.rs).
while read -r output variable; do
  v="$(value "$output")"
  if [ -n "$v" ]; then printf 'export %s=%q\n' "$variable" "$v"; fi
done <<'EOF'
TableName VERITY_TABLE_NAME
UploadsBucketName VERITY_UPLOADS_BUCKET
ReportsBucketName VERITY_REPORTS_BUCKET
EventsTopicArn VERITY_EVENTS_TOPIC_ARN
EventsQueueUrl VERITY_EVENTS_QUEUE_URL
DeadLetterQueueUrls VERITY_DEAD_LETTER_QUEUE_URLS
AppSecretArn VERITY_SECRET_ARN
PublicBase VERITY_PUBLIC_BASE
Sandbox VERITY_SANDBOX
EOF
printf 'export VERITY_BACKEND=aws\n'
