#!/usr/bin/env node
// Fails when a commit subject is longer than 72 characters: `git log --oneline` and every review tool
// show the subject alone, so it says what changed in a line, and the body holds the why and the figures.
//
// Checked: the commits from the one that added this script to HEAD (merges aside); older history is
// left as it was. In a shallow clone (CI's checkout fetches one commit by default) only the commits
// present are checked; outside a git work tree nothing is. Run by `npm test` (scripts/test.sh).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const MAX_SUBJECT = 72;
const SELF = 'scripts/check-commits.mjs';
const root = fileURLToPath(new URL('..', import.meta.url));

/** The subjects over `max` characters (code points, as a reader counts them), from `hash<TAB>subject` lines. */
export function longSubjects(lines, max = MAX_SUBJECT) {
  return lines
    .filter((line) => line !== '')
    .map((line) => {
      const tab = line.indexOf('\t');
      return { hash: line.slice(0, tab), subject: line.slice(tab + 1) };
    })
    .filter(({ subject }) => [...subject].length > max);
}

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/**
 * The first commit to check: the oldest one that added this script, as far as the history goes (in a
 * shallow clone the oldest commit present shows every file as added, so the check starts there).
 * Undefined outside a git work tree or before the script is committed.
 */
export function baseCommit() {
  try {
    const added = git('log', '--diff-filter=A', '--format=%H', '--', SELF).split('\n').filter(Boolean);
    return added.at(-1);
  } catch {
    return undefined;
  }
}

function main() {
  const base = process.env.CHECK_COMMITS_BASE || baseCommit();
  if (base === undefined) {
    console.log('check-commits: no git history with this script in it; nothing to check.');
    return;
  }
  // The base itself and everything after it; `base^!`-style ranges fail on a shallow root, so two calls.
  const after = git('log', '--no-merges', '--format=%H%x09%s', `${base}..HEAD`);
  const own = git('log', '-1', '--no-merges', '--format=%H%x09%s', base);
  const lines = `${after}\n${own}`.split('\n');
  const checked = lines.filter(Boolean).length;
  const long = longSubjects(lines);
  for (const { hash, subject } of long) console.error(`${hash.slice(0, 10)} ${[...subject].length} characters: ${subject}`);
  if (long.length > 0) {
    console.error(
      `\ncheck-commits: ${long.length} of ${checked} commit subjects are over ${MAX_SUBJECT} characters.\n` +
        'Keep the subject to one short line and put the detail in the body (git commit -m "subject" -m "body");\n' +
        'reword with `git rebase -i` before the commits land.',
    );
    process.exitCode = 1;
    return;
  }
  console.log(`check-commits: ${checked} commit subjects since ${base.slice(0, 10)}, none over ${MAX_SUBJECT} characters.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
