// Uses @toolnest/case-convert the way an outside project would: built, packed, installed with npm, run in plain Node.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const packages: Record<string, string> = {
  '@toolnest/tool-kit': 'packages/tool-kit',
  '@toolnest/ui': 'packages/ui',
  '@toolnest/case-convert': 'tools/case-convert',
};

let project = '';

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Runs an ES module with the same Node binary as the tests, inside the consumer project, and parses its JSON output. */
function node(source: string): Record<string, unknown> {
  const file = join(project, `check-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, source);
  return JSON.parse(run(process.execPath, [file], project));
}

beforeAll(() => {
  const filters = Object.keys(packages).flatMap((name) => ['--filter', name]);
  run('pnpm', [...filters, 'run', 'build'], root);

  // Outside the workspace, so nothing resolves through its node_modules.
  project = mkdtempSync(join(tmpdir(), 'toolnest-consumer-'));
  const dependencies: Record<string, string> = { react: '^19', 'react-dom': '^19' };
  for (const [name, dir] of Object.entries(packages)) {
    const before = new Set(readdirSync(project));
    // pnpm pack rewrites workspace:* and catalog: into real version ranges.
    run('pnpm', ['pack', '--pack-destination', project], join(root, dir));
    const tarball = readdirSync(project).find((f) => f.endsWith('.tgz') && !before.has(f));
    if (!tarball) throw new Error(`pnpm pack produced no tarball for ${name}`);
    dependencies[name] = `file:./${tarball}`;
  }
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'toolnest-consumer', private: true, type: 'module', dependencies }, null, 2),
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], project);
});

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('@toolnest/case-convert from its tarball', () => {
  it('converts text with ./logic in plain Node', () => {
    const out = node(`
      import { CASES, sentenceCase, capitalizedCase, alternatingCase } from '@toolnest/case-convert/logic';
      console.log(JSON.stringify({
        sentence: sentenceCase('hello WORLD. how are you?'),
        capitalized: capitalizedCase('élan vital'),
        alternating: alternatingCase('hello world'),
        labels: CASES.map((c) => c.label),
      }));
    `);
    expect(out).toEqual({
      sentence: 'Hello world. How are you?',
      capitalized: 'Élan Vital',
      alternating: 'hElLo WoRlD',
      labels: ['Sentence case', 'lower case', 'UPPER CASE', 'Capitalized Case', 'aLtErNaTiNg CaSe', 'Title Case', 'InVeRsE cAsE'],
    });
  });

  it('./logic imports nothing outside its own files', () => {
    const dist = join(project, 'node_modules/@toolnest/case-convert/dist');
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const [, spec = ''] of readFileSync(file, 'utf8').matchAll(/\b(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
        expect(spec, `${file} imports ${spec}`).toMatch(/^\.\.?\//);
        visit(join(dirname(file), spec));
      }
    };
    visit(join(dist, 'logic.js'));
    expect([...seen].every(existsSync)).toBe(true);
  });

  it('renders the page module with react-dom/server; meta is card data', () => {
    const out = node(`
      import { createElement } from 'react';
      import { renderToString } from 'react-dom/server';
      import Page, { Article, CaseConvert, pageDescription } from '@toolnest/case-convert';
      import meta from '@toolnest/case-convert/meta';
      console.log(JSON.stringify({
        html: renderToString(createElement(CaseConvert, { initialText: 'Some text' })),
        article: renderToString(createElement(Article)),
        meta: { title: meta.title, href: meta.href, icon: meta.icon, group: meta.group },
        samePage: Page === CaseConvert,
        pageDescription,
      }));
    `);
    const html = String(out.html);
    for (const label of [
      'Your text',
      'Sentence case',
      'lower case',
      'UPPER CASE',
      'Capitalized Case',
      'aLtErNaTiNg CaSe',
      'Title Case',
      'InVeRsE cAsE',
      'Download Text',
      'Copy to Clipboard',
      'Clear',
    ]) {
      expect(html).toContain(label);
    }
    expect(html).toMatch(/<textarea[^>]*>Some text<\/textarea>/);
    expect(String(out.article)).toContain('<h2>');
    expect(out.meta).toEqual({ title: 'Case Convert', href: '/case-convert', icon: 'case-sensitive', group: 'text' });
    expect(String(out.pageDescription)).toMatch(/^Free online case converter/);
    expect(out.samePage).toBe(true);
  });
});
