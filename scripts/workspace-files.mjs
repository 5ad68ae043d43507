// The repository's files as the checks in scripts/ read them, listed by git.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const root = fileURLToPath(new URL('..', import.meta.url));

/** The paths `git ls-files` lists with these arguments, repository-relative, each once. */
export function gitFiles(args) {
  const listed = execFileSync('git', ['ls-files', '-z', ...args], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
  return [...new Set(listed.split('\0'))].filter((file) => file !== '');
}

/**
 * The files git knows in the working tree (tracked, or new and not ignored), outside node_modules and builds.
 * Tracked but gone from the working tree (deleted or moved, not yet committed): left out, nothing to read.
 */
export function workspaceFiles() {
  return gitFiles(['--cached', '--others', '--exclude-standard']).filter((file) => !/(^|\/)(node_modules|dist|dist-server|\.toolchain)\//.test(file) && existsSync(join(root, file)));
}
