#!/usr/bin/env bash
# `npm run worker`: install, build, run a media queue worker (REDIS_URL must be set; see the README's "Self-hosting").
set -euo pipefail
cd "$(dirname "$0")/.."
pnpm install --frozen-lockfile
pnpm turbo run build --filter=@toolnest/api
exec node apps/api/dist/worker.js
