// pnpm hooks. The lockfile records this file's checksum: after changing it, run `pnpm install`.
'use strict';

const { withToolDependencies } = require('./packages/tooling/workspace-tools.cjs');

/** The workspace-only export condition: it points at src/, which no tarball ships. */
const SOURCE_CONDITION = '@toolnest/source';

function withoutSourceCondition(value) {
  if (Array.isArray(value)) return value.map(withoutSourceCondition);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== SOURCE_CONDITION)
      .map(([key, inner]) => [key, withoutSourceCondition(inner)]),
  );
}

module.exports = {
  hooks: {
    /**
     * The registry and the API depend on the tools found in tools/*, so adding a tool edits neither
     * package.json: `pnpm install` links it and records it in the lockfile.
     */
    readPackage(pkg) {
      return withToolDependencies(pkg);
    },
    /** `pnpm pack` / `pnpm publish`: the published package.json keeps only the dist/ conditions. */
    beforePacking(pkg) {
      if (pkg.exports) pkg.exports = withoutSourceCondition(pkg.exports);
      if (pkg.imports) pkg.imports = withoutSourceCondition(pkg.imports);
      return pkg;
    },
  },
};
