#!/usr/bin/env bash
# `npm test`: install, build, type-check, lint, unit and integration tests,
# Storybook build, bundle budgets, consumer test and browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
pnpm install --frozen-lockfile
pnpm turbo run build typecheck lint test --concurrency=2 --output-logs=errors-only
pnpm turbo run test:e2e --output-logs=full
