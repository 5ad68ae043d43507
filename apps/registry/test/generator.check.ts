// The generator check (`pnpm turbo run test:generator`): `pnpm gen:tool` for real, in a copy of the
// workspace (the working tree's files as git lists them, so uncommitted template changes count; no
// node_modules, no dist). The generator changes nothing in git but the tool's folder and the lockfile, and
// installs the throwaway tool it writes from the pnpm store; the tool must pass what every tool passes:
// type-check, lint, unit tests, build, the consumer check and a type-check of its browser test. A second
// tool, made with --server, must pass its own tests and have the API register and document its route. The
// real tree is never written to; the copy is deleted at the end.
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const execFileAsync = promisify(execFile);
const repo = resolve(import.meta.dirname, '../../..');
const SLUG = 'generated-check-tool';
const NAME = `@toolnest/${SLUG}`;
/** A second tool, with --server: the API must register and document it with nothing edited by hand. */
const SERVER_SLUG = 'generated-check-server';

// The copy's commands get the machine's environment, not this workspace's pnpm settings.
const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(npm_|pnpm_)/i.test(key)));

let copy = '';

async function run(command: string, args: string[], options: { cwd?: string; env?: Record<string, string> } = {}) {
  const cwd = options.cwd ?? copy;
  try {
    return await execFileAsync(command, args, { cwd, env: { ...cleanEnv, ...options.env }, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`, { cause: error });
  }
}

const pnpm = (...args: string[]) => run('pnpm', args);
const inTool = (script: string) => pnpm('--filter', NAME, 'run', script);
/**
 * Type-checks a project with TypeScript 7's compiler, the one npm test checks every package with
 * (scripts/typecheck.mjs): a package's own `typecheck` script runs TypeScript 6, about a fifth of the speed.
 */
const typecheck = (project: string) => run(join(copy, 'node_modules/typescript-native/bin/tsc'), ['-p', project, '--noEmit']);

/** The working tree as git sees it: tracked and new files, nothing ignored (no node_modules, no dist). */
function workingTreeFiles(): string[] {
  let listed: string[];
  try {
    listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repo, stdio: 'pipe' })
      .toString()
      .split('\0');
  } catch {
    // No git (a source tarball): every file outside what .gitignore lists for builds and installs.
    const skip = /(^|\/)(\.git|node_modules|\.toolchain|\.turbo|dist|dist-server|storybook-static|coverage|test-results|\.test-results|data|\.bench)(\/|$)/;
    listed = readdirSync(repo, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(repo, join(entry.parentPath, entry.name)))
      .filter((file) => !skip.test(file));
  }
  return listed.filter((file) => file !== '' && existsSync(join(repo, file)));
}

/** What `git status` shows in the copy against the working tree it was copied from: changed files and new folders. */
function changedInGit(): string[] {
  const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=normal'], { cwd: copy, encoding: 'utf8' });
  return status.split('\n').filter(Boolean).map((line) => line.slice(3)).sort();
}

let generated = '';
let hasGit = false;
/** The tool and the workspace packages it needs (tool-kit, ui), built once for whichever test asks first. */
let built: Promise<unknown> | undefined;
const build = () => (built ??= pnpm('--filter', `${NAME}...`, 'run', 'build'));

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'toolnest-generator-'));
  for (const file of workingTreeFiles()) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(repo, file), join(copy, file));
  }
  // A repository of its own, so that `git status` shows what the generator changed.
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=check', '-c', 'user.email=check@localhost', ...args], { cwd: copy, stdio: 'pipe' });
  try {
    git('init', '--quiet');
    git('add', '--all');
    git('commit', '--quiet', '--no-verify', '--message', 'the working tree');
    hasGit = true;
  } catch {
    hasGit = false; // no git on this machine (a source tarball's run)
  }
  // The copy's own install first (it has no node_modules), as after a clone; then the generator, which runs
  // `pnpm install` itself (--prefer-offline: a cold cache, a fresh CI, fetches package metadata once).
  await pnpm('install', '--prefer-offline', '--frozen-lockfile');
  await run(process.execPath, ['scripts/new-tool.mjs', SERVER_SLUG, '--server', '--no-install']);
  generated = (await run(process.execPath, ['scripts/new-tool.mjs', SLUG, '--group', 'text'])).stdout;
}, 300_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe.concurrent('pnpm gen:tool in a copy of the workspace', () => {
  it('writes the tool with the next free id of its group and links it, changing nothing else in git but the lockfile', () => {
    const id = /Next free id in group text: (\d+)/.exec(generated)?.[1];
    expect(generated).toContain(`Created ${NAME} (id ${id}, group text, icon wrench)`);
    expect(existsSync(join(copy, 'tools', SLUG, 'node_modules/@toolnest/ui'))).toBe(true);
    // The registry finds it in tools/*: .pnpmfile.cjs makes it a dependency, the install writes the lists.
    expect(existsSync(join(copy, 'apps/registry/node_modules', NAME))).toBe(true);
    expect(readFileSync(join(copy, 'apps/registry/src/tools.gen.ts'), 'utf8')).toContain(`from '${NAME}/meta';`);
    if (hasGit) expect(changedInGit()).toEqual(['pnpm-lock.yaml', `tools/${SERVER_SLUG}/`, `tools/${SLUG}/`]);
  });

  it('keeps green the tests that go over every tool: the registry, web app and API ones, with the --server tool', { timeout: 300_000 }, async () => {
    expect(existsSync(join(copy, 'apps/api/node_modules/@toolnest', SERVER_SLUG))).toBe(true);
    expect(readFileSync(join(copy, 'apps/api/src/plugins/tool-servers.gen.ts'), 'utf8')).toContain(`'@toolnest/${SERVER_SLUG}/server'`);
    const files = [
      'apps/registry/src',
      'apps/web/src/entry-server.test.tsx',
      'apps/web/src/pages/ToolRoute.registry.test.tsx',
      'apps/api/test/openapi.test.ts',
      'apps/api/test/tool-servers.test.ts',
      `tools/${SERVER_SLUG}/src`,
    ];
    const { stdout } = await run('pnpm', ['exec', 'vitest', 'run', '--project', 'node', '--project', 'dom', '--project', 'api', ...files]);
    expect(stdout).toMatch(/Tests\s+.*\d+ passed/);
    expect(stdout).not.toMatch(/\d+ failed/);
    // The API's document has the new route, with the summary the tool gave it.
    expect(stdout).toMatch(/openapi\.test\.ts/);
  });

  it('type-checks, the --server tool too', { timeout: 240_000 }, async () => {
    for (const slug of [SLUG, SERVER_SLUG]) {
      const script = JSON.parse(readFileSync(join(copy, 'tools', slug, 'package.json'), 'utf8')).scripts.typecheck as string;
      expect(script).toBe('tsc -p tsconfig.json');
      await typecheck(join(copy, 'tools', slug, 'tsconfig.json'));
    }
  });

  it('lints, the --server tool too', { timeout: 240_000 }, async () => {
    await pnpm('--filter', NAME, '--filter', `@toolnest/${SERVER_SLUG}`, 'run', 'lint');
  });

  it('passes its unit tests', { timeout: 240_000 }, async () => {
    const { stdout } = await inTool('test');
    expect(stdout).toMatch(/Tests\s+.*\d+ passed/);
  });

  it('builds, with the packages it needs', { timeout: 300_000 }, async () => {
    await build();
    expect(existsSync(join(copy, 'tools', SLUG, 'dist/styles.css'))).toBe(true);
  });

  it('has a browser test that type-checks against the web app', { timeout: 240_000 }, async () => {
    // Only the new browser test and what it imports (apps/web/e2e/tsconfig.json covers every tool's in the real tree).
    const config = join(copy, 'apps/web/e2e/tsconfig.generated-check.json');
    writeFileSync(config, JSON.stringify({ extends: './tsconfig.json', include: [`../../../tools/${SLUG}/e2e`] }));
    await typecheck(config);
  });

  it('passes the consumer check, packed', { timeout: 420_000 }, async () => {
    await build();
    const { stdout } = await run('pnpm', ['--filter', '@toolnest/registry', 'run', 'test:consumer'], {
      env: { TOOLNEST_TOOLS: SLUG },
    });
    expect(stdout).toMatch(/Tests\s+.*\d+ passed/);
    expect(stdout).not.toMatch(/\d+ failed/);
    // The default reporter names only slow tests, so which tests ran is read from the JSON report.
    const report = JSON.parse(readFileSync(join(copy, '.test-results/vitest-apps__registry-consumer.json'), 'utf8')) as {
      testResults: { assertionResults: { ancestorTitles: string[]; status: string }[] }[];
    };
    const results = report.testResults.flatMap((file) => file.assertionResults);
    const ofTool = results.filter((result) => result.ancestorTitles.includes(`${NAME} from its tarball`));
    expect(ofTool.length).toBeGreaterThan(0);
    expect(results.filter((result) => result.status !== 'passed')).toEqual([]);
  });
});
