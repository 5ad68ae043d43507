#!/usr/bin/env bash
# `npm test`: install, build (packages, web app with its bundle budgets, Storybook), type-check,
# lint, then every test: unit and integration (vitest), the packed-package consumer check, the
# generator check and the browser tests (Playwright + Debian's Chromium). Ends with one summary
# line over all of them.
set -euo pipefail
cd "$(dirname "$0")/.."

rm -rf .test-results
pnpm install --frozen-lockfile
pnpm turbo run build typecheck lint --output-logs=errors-only
# The bundle budgets, shown even when the build above came from turbo's cache.
node apps/web/scripts/bundle-report.mjs
node apps/web/scripts/budget-fixture.mjs
# Tests always run (--force: no replay from turbo's cache), so every report below is fresh.
pnpm turbo run test test:consumer --force --only --output-logs=errors-only
# `pnpm gen:tool` for real in a copy of the workspace: on its own, it builds and tests a whole tool.
pnpm turbo run test:generator --force --only --output-logs=errors-only
pnpm turbo run test:e2e --force --only --output-logs=full
node scripts/test-summary.mjs
