// The tools of the workspace, found from tools/*/package.json, so that no list of tools is kept by hand:
// the registry and the API get them as dependencies at install (.pnpmfile.cjs's readPackage, below),
// and their lists of tools are written from them (tool-lists.mjs). CommonJS, as .pnpmfile.cjs must be.
'use strict';

const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join, resolve } = require('node:path');

const ROOT = resolve(__dirname, '../..');
/** The package that lists every tool's card and page. */
const REGISTRY = '@toolnest/registry';
/** The server, which registers every tool's ./server plugin and bundles its code. */
const API = '@toolnest/api';

/**
 * Every tools/<slug> package, in slug order: its slug, package name, whether it has a server part
 * (a "./server" export).
 * @param {string} [root] the workspace's folder
 * @returns {{ slug: string, name: string, server: boolean }[]}
 */
function workspaceTools(root = ROOT) {
  const dir = join(root, 'tools');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((slug) => {
      const file = join(dir, slug, 'package.json');
      if (!existsSync(file)) return [];
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      return [{ slug, name: manifest.name, server: Boolean(manifest.exports?.['./server']) }];
    });
}

/**
 * A package.json as pnpm and the build see it: the registry depends on every tool, the API on every
 * tool with a server part. Any other package comes back as it was. (The API's bundle leaves npm
 * packages out, so one that a server part needs and the API lacks goes in apps/api's package.json.)
 * @template {{ name?: string, dependencies?: Record<string, string> }} T
 * @param {T} manifest
 * @param {string} [root]
 * @returns {T}
 */
function withToolDependencies(manifest, root = ROOT) {
  if (manifest.name !== REGISTRY && manifest.name !== API) return manifest;
  const tools = workspaceTools(root).filter((tool) => manifest.name === REGISTRY || tool.server);
  const dependencies = { ...manifest.dependencies };
  for (const tool of tools) dependencies[tool.name] ??= 'workspace:*';
  const sorted = Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => (a < b ? -1 : 1)));
  return { ...manifest, dependencies: sorted };
}

module.exports = { API, REGISTRY, workspaceTools, withToolDependencies };
