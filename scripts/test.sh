#!/usr/bin/env bash
# `npm test`: install, build (packages, web app, Storybook), type-check, lint, the bundle budgets, then
# every test: unit and integration (vitest), the packed-package consumer check, the generator check and
# the browser tests (Playwright + Debian's Chromium). Prints each step's time, and ends with one summary
# line over all of them.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
mark=$SECONDS
# "test.sh: <step> took N s", to report the figures and to see where a slow run went.
took() {
  echo "test.sh: $1 took $((SECONDS - mark)) s"
  mark=$SECONDS
}

rm -rf .test-results
pnpm install --frozen-lockfile
took install
# The packages' .d.ts files are left to the type-check below, whose programs write them (scripts/declarations.mjs).
TOOLNEST_DECLARATIONS=typecheck pnpm turbo run build --output-logs=errors-only
took build
# One TypeScript program per set of identical compiler options, not one per package (scripts/typecheck.mjs),
# and one ESLint run over the workspace: the same checks as each package's typecheck and lint scripts, with
# the shared sources read once instead of once per package. It writes the library packages' .d.ts files.
node scripts/typecheck.mjs
took typecheck
pnpm exec eslint .
took lint
# No comment or test name cites an issue or a document outside the repository: each says what it means or
# points to docs/ (scripts/check-comments.mjs). No commit subject since that check came in is over 72
# characters (scripts/check-commits.mjs). Every test file sits where the README's "Where tests go" says
# (scripts/check-test-placement.mjs). No source files import each other in a circle, and every import keeps
# the layers: packages/ below tools/ below apps/, no tool importing another, and apps/api/src's folders in
# apps/api/README.md's order (scripts/check-imports.mjs). No function, component or class is over 80 lines
# (scripts/long-units.mjs; tests, stories and article prose aside).
node scripts/check-comments.mjs
node scripts/check-commits.mjs
node scripts/check-test-placement.mjs
node scripts/check-imports.mjs
node scripts/long-units.mjs
took 'comment, commit, test placement, import and unit length checks'
# The bundle budgets, shown even when the build above came from turbo's cache.
node apps/web/scripts/bundle-report.mjs
node apps/web/scripts/budget-fixture.mjs
took 'bundle budgets'
# Tests always run (--force: no replay from turbo's cache), so every report below is fresh.
# The unit and integration tests of every package run in one vitest process (the root vitest.config.ts:
# one module graph per worker instead of one process per package), beside packages/media's (its files run
# one at a time) and the two slow checks: test:generator runs `pnpm gen:tool` for real in a copy of the
# workspace and builds and tests the new tool there; test:consumer installs every tool's tarball.
# Three at a time: on 2 cores, more at once starve the tests that time real work (a server's start, a TLS
# key, a download's progress) until they time out.
pnpm turbo run //#test:unit @toolnest/media#test test:consumer test:generator --force --only --concurrency=3 --output-logs=errors-only
took 'unit, integration, consumer and generator tests'
pnpm turbo run test:e2e --force --only --output-logs=full
took 'browser tests'
echo "test.sh: the whole run took $((SECONDS - started)) s"
# Last, so its closing line ("Summary: N passed, N failed, N skipped") ends the output.
node scripts/test-summary.mjs
