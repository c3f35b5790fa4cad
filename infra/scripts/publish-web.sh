#!/usr/bin/env bash
# Publishes the SPA to a deployed stage: uploads web/dist to the stage's web
# bucket and invalidates index.html on its CloudFront distribution.
#
# Usage: infra/scripts/publish-web.sh STAGE
#
# The bucket and distribution come from the stack's outputs (WebBucketName,
# DistributionId of stack verity-STAGE, or VERITY_STACK), or from
# WEB_BUCKET and DISTRIBUTION_ID when both are set. web/dist is built when
# it has no index.html (VERITY_WEB_DIST points elsewhere). The AWS CLI of the
# project's venv is used with the caller's credentials and region;
# AWS_ENDPOINT_URL points it at another endpoint (the test uses moto's).
#
# Order matters: the hashed assets go first (cached for a year, immutable),
# then everything else with `no-cache` (index.html last of all), so a page
# never names an asset that is not there yet. Old assets are kept: pages
# still open on the previous build go on loading theirs.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

stage="${1:-}"
[ -n "$stage" ] || die "usage: $0 STAGE (dev, prod, …)"
ensure_awscli
aws="$VENV/bin/aws"

dist="${VERITY_WEB_DIST:-$ROOT/web/dist}"
if [ ! -f "$dist/index.html" ]; then
  [ -z "${VERITY_WEB_DIST:-}" ] || die "$dist has no index.html"
  build_web
fi
[ -d "$dist/assets" ] || die "$dist has no assets/ folder: not a Vite build"

bucket="${WEB_BUCKET:-}"
distribution="${DISTRIBUTION_ID:-}"
if [ -z "$bucket" ] || [ -z "$distribution" ]; then
  stack="${VERITY_STACK:-verity-$stage}"
  output() {
    "$aws" cloudformation describe-stacks --stack-name "$stack" \
      --query "Stacks[0].Outputs[?OutputKey=='$1'].OutputValue" --output text
  }
  bucket="$(output WebBucketName)"
  distribution="$(output DistributionId)"
  { [ -n "$bucket" ] && [ "$bucket" != "None" ]; } || die "stack $stack has no WebBucketName output"
  { [ -n "$distribution" ] && [ "$distribution" != "None" ]; } || die "stack $stack has no DistributionId output"
fi

say "publishing $dist to s3://$bucket (distribution $distribution)"
"$aws" s3 cp "$dist/assets" "s3://$bucket/assets" --recursive --only-show-errors \
  --cache-control "public, max-age=31536000, immutable"
"$aws" s3 cp "$dist" "s3://$bucket" --recursive --only-show-errors \
  --exclude "assets/*" --exclude "index.html" --cache-control "no-cache"
"$aws" s3 cp "$dist/index.html" "s3://$bucket/index.html" --only-show-errors \
  --cache-control "no-cache" --content-type "text/html; charset=utf-8"

# The SPA's routes are all /index.html (the CDN's SpaRoutes function): one path;
# the API reference's pages and documents (docs/api/…, no-cache above) another.
invalidation="$("$aws" cloudfront create-invalidation --distribution-id "$distribution" \
  --paths /index.html '/docs/api/*' --query Invalidation.Id --output text)"
say "invalidated /index.html and /docs/api/* ($invalidation)"
