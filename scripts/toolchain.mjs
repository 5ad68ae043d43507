// Runs the workspace on Node 24 even where the machine's Node is older.
// Plain JavaScript that any Node >= 18 can run: it is the first thing `npm start`
// and `npm test` execute, before anything is installed.
//
// Usage: node scripts/toolchain.mjs <command> [args…]
//   Ensures Node >= 22 (fetching Node 24 from the npm registry's node-<os>-<arch>
//   package into .toolchain/ when the running Node is older) and the pnpm pinned
//   in package.json's packageManager, then runs <command> with both first on PATH.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const toolchain = join(root, '.toolchain');
// The exact Node the project runs on when the machine's is too old: the release .nvmrc pins.
const NODE_VERSION = readFileSync(join(root, '.nvmrc'), 'utf8').trim();
const MIN_NODE_MAJOR = 22;

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = pkg.packageManager.replace(/^pnpm@/, '').split('+')[0];

function installedVersion(name) {
  const manifest = join(toolchain, 'node_modules', name, 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : null;
}

function npmInstall(specs) {
  mkdirSync(toolchain, { recursive: true });
  console.log(`toolchain: installing ${specs.join(' ')} into .toolchain/`);
  execFileSync(
    'npm',
    ['install', '--prefix', toolchain, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', ...specs],
    { stdio: 'inherit' },
  );
}

// One npm install for everything missing: npm prunes what a --no-save install does not name.
function ensureToolchain() {
  const wanted = [`pnpm@${pnpmVersion}`];
  const needsNode = Number(process.versions.node.split('.')[0]) < MIN_NODE_MAJOR;
  const nodePackage = `node-${process.platform}-${process.arch}`;
  if (needsNode) wanted.push(`${nodePackage}@${NODE_VERSION}`);
  const nodeOk = !needsNode || installedVersion(nodePackage) === NODE_VERSION;
  if (installedVersion('pnpm') !== pnpmVersion || !nodeOk) npmInstall(wanted);
  const nodeHome = needsNode ? join(toolchain, 'node_modules', nodePackage) : null;
  return {
    nodeBin: nodeHome ? join(nodeHome, 'bin') : dirname(process.execPath),
    nodeHeaders: nodeHome,
    pnpmBin: join(toolchain, 'node_modules', '.bin'),
  };
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/toolchain.mjs <command> [args…]');
  process.exit(2);
}

const tools = ensureToolchain();
const env = {
  ...process.env,
  PATH: [tools.nodeBin, tools.pnpmBin, process.env.PATH].join(':'),
  // No usage reporting from the tools the project runs (turbo prints its notice otherwise).
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  DO_NOT_TRACK: '1',
};
// Native modules (better-sqlite3) must build against the headers of the Node that runs them.
if (tools.nodeHeaders) env.npm_config_nodedir = tools.nodeHeaders;

const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
