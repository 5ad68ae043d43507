#!/usr/bin/env bash
# `npm start`: install, build, serve the site and API on one origin (PORT, default 3000).
set -euo pipefail
cd "$(dirname "$0")/.."
pnpm install --frozen-lockfile
pnpm turbo run build --filter=@toolnest/api --filter=@toolnest/web
exec node apps/api/dist/server.js
