#!/usr/bin/env bash
# Tests publish-web.sh against moto (S3, CloudFront and CloudFormation on
# moto's one endpoint): a stack whose outputs name a bucket and a
# distribution, a small build in a temp folder; then the objects' cache
# headers and the invalidation are checked. Needs the engines
# (`eval "$(infra/scripts/engines.sh start)"`); a few seconds.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

[ -n "${S3_ENDPOINT:-}" ] || die "S3_ENDPOINT is not set: eval \"\$(infra/scripts/engines.sh start)\" first"
export AWS_ENDPOINT_URL="$S3_ENDPOINT"
export AWS_ACCESS_KEY_ID="${AWS_ACCESS_KEY_ID:-verityLocal}" AWS_SECRET_ACCESS_KEY="${AWS_SECRET_ACCESS_KEY:-verityLocal}"
export AWS_DEFAULT_REGION="${AWS_REGION:-us-east-1}" AWS_PAGER=""
ensure_awscli
aws="$VENV/bin/aws"
unset WEB_BUCKET DISTRIBUTION_ID

suffix="$(date +%s)-$$"
bucket="verity-web-test-$suffix"
stage="pubtest-$suffix"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$aws" s3api create-bucket --bucket "$bucket" >/dev/null
cat >"$work/dist.json" <<JSON
{"CallerReference": "$suffix", "Comment": "publish-web test", "Enabled": true,
 "Origins": {"Quantity": 1, "Items": [{"Id": "Web", "DomainName": "$bucket.s3.amazonaws.com",
   "S3OriginConfig": {"OriginAccessIdentity": ""}}]},
 "DefaultCacheBehavior": {"TargetOriginId": "Web", "ViewerProtocolPolicy": "redirect-to-https",
   "ForwardedValues": {"QueryString": false, "Cookies": {"Forward": "none"}}, "MinTTL": 0}}
JSON
distribution="$("$aws" cloudfront create-distribution --distribution-config "file://$work/dist.json" \
  --query Distribution.Id --output text)"
# A stack named as publish-web.sh looks for it, with the outputs it reads.
cat >"$work/stack.yaml" <<YAML
Resources:
  Placeholder:
    Type: AWS::SQS::Queue
Outputs:
  WebBucketName:
    Value: $bucket
  DistributionId:
    Value: $distribution
  TableName:
    Value: verity-$stage
  DeadLetterQueueUrls:
    Value: https://sqs.example/1/events-dlq,https://sqs.example/1/schedule-dlq
YAML
"$aws" cloudformation create-stack --stack-name "verity-$stage" --template-body "file://$work/stack.yaml" >/dev/null

mkdir -p "$work/dist/assets"
echo '<!doctype html><script type="module" src="/assets/index-3f2a1b.js"></script>' >"$work/dist/index.html"
echo 'console.log("verity")' >"$work/dist/assets/index-3f2a1b.js"
echo '<svg xmlns="http://www.w3.org/2000/svg"/>' >"$work/dist/favicon.svg"

VERITY_WEB_DIST="$work/dist" bash "$ROOT/infra/scripts/publish-web.sh" "$stage" 2>"$work/log" \
  || { cat "$work/log" >&2; die "publish-web.sh failed"; }

fail=0
expect() { # KEY CACHE-CONTROL [CONTENT-TYPE]
  local head cache type
  head="$("$aws" s3api head-object --bucket "$bucket" --key "$1" --output json)" \
    || { say "FAIL: $1 was not uploaded"; fail=1; return; }
  cache="$(printf '%s' "$head" | python3 -c 'import json,sys; print(json.load(sys.stdin).get("CacheControl",""))')"
  type="$(printf '%s' "$head" | python3 -c 'import json,sys; print(json.load(sys.stdin).get("ContentType",""))')"
  [ "$cache" = "$2" ] || { say "FAIL: $1 has Cache-Control '$cache', expected '$2'"; fail=1; }
  [ -z "${3:-}" ] || [ "$type" = "$3" ] || { say "FAIL: $1 has Content-Type '$type', expected '$3'"; fail=1; }
}
expect assets/index-3f2a1b.js "public, max-age=31536000, immutable"
expect index.html "no-cache" "text/html; charset=utf-8"
expect favicon.svg "no-cache"

paths="$("$aws" cloudfront list-invalidations --distribution-id "$distribution" \
  --query 'InvalidationList.Items[].Id' --output text)"
[ -n "$paths" ] && [ "$paths" != "None" ] || { say "FAIL: no invalidation on $distribution"; fail=1; }
for id in $paths; do
  got="$("$aws" cloudfront get-invalidation --distribution-id "$distribution" --id "$id" \
    --query 'Invalidation.InvalidationBatch.Paths.Items' --output text)"
  # The SPA's entry and the API reference's pages (their HTML is no-cache, not immutable).
  want="$(printf '/index.html\t/docs/api/*')"
  [ "$got" = "$want" ] || { say "FAIL: invalidation $id names '$got', expected /index.html and /docs/api/*"; fail=1; }
done

# stack-env.sh hands the same stack's outputs to the host tools.
exports="$(bash "$ROOT/infra/scripts/stack-env.sh" "$stage")"
for want in "export VERITY_TABLE_NAME=verity-$stage" \
  "export VERITY_DEAD_LETTER_QUEUE_URLS=https://sqs.example/1/events-dlq\\,https://sqs.example/1/schedule-dlq" \
  "export VERITY_BACKEND=aws"; do
  grep -qxF -- "$want" <<<"$exports" || { say "FAIL: stack-env.sh did not print: $want"; fail=1; }
done
[ "$(bash "$ROOT/infra/scripts/stack-env.sh" "$stage" --output DistributionId)" = "$distribution" ] ||
  { say "FAIL: stack-env.sh --output DistributionId"; fail=1; }

[ "$fail" -eq 0 ] || die "publish-web.sh: see the failures above"
say "publish-web.sh: assets immutable, the rest no-cache, /index.html and /docs/api/* invalidated"
