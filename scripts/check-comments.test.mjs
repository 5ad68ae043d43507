import { describe, expect, it } from 'vitest';
import { CITATION, commentsOf, findCitations } from './check-comments.mjs';

const cited = (path, text) => findCitations([path], () => text).map(({ line, text: found }) => [line, found]);

describe('check-comments', () => {
  it.each([
    'spec 2 §7',
    '(§5)',
    'issue 21',
    'Issues 8 and 20',
    'issue #12',
    'AMENDMENTS "Product name"',
    'DESIGN.md',
    'DESIGN: files 0600',
    'as the spec says',
    "the spec's defaults",
    'the spec message',
    "the issue's budget",
    'a figure for the closing note',
    'the Definition of Done',
  ])('flags %j', (text) => {
    expect(CITATION.test(text)).toBe(true);
  });

  it.each(['e2e/word-count.spec.ts', 'JobSpec', 'spec: JobSpec', 'tokens.issue(name)', 'RFC 4648, section 4', 'a test file of its own', 'docs/api.md'])(
    'lets %j through',
    (text) => {
      expect(CITATION.test(text)).toBe(false);
    },
  );

  it('reads comments and test names of code, never its strings, regular expressions or JSX text', () => {
    const source = [
      "const note = 'spec 2 §7 in a string';",
      'const pattern = /issue 21/;',
      '// issue 21 in a comment',
      'const page = <p>AMENDMENTS in JSX text {/* spec 1 §5 in a JSX comment */}</p>;',
      "it('gives the spec message', () => {});",
      "test.each([1])('%s: issue 3', () => {});",
      "describe('fine', () => {});",
    ].join('\n');
    expect(cited('a.tsx', source)).toEqual([
      [3, '// issue 21 in a comment'],
      [4, '{/* spec 1 §5 in a JSX comment */}'.slice(1, -1)],
      [5, "'gives the spec message'"],
      [6, "'%s: issue 3'"],
    ]);
  });

  it('reads the lines of a block comment one by one', () => {
    expect(cited('a.ts', '/**\n * Fine.\n * See spec 2 §4.\n */\nexport {};\n')).toEqual([[3, '* See spec 2 §4.']]);
  });

  it('reads $comment fields of JSON, every line of Markdown and # comments of shell and YAML', () => {
    expect(cited('budgets.json', '{\n  "$comment": "issue 10 set it",\n  "note": "issue 11"\n}\n')).toEqual([[2, 'issue 10 set it']]);
    expect(cited('README.md', '# Title\n\nAs spec 1 §2 says.\n')).toEqual([[3, 'As spec 1 §2 says.']]);
    expect(cited('run.sh', 'echo "issue 4"\n# issue 5\n')).toEqual([[2, '# issue 5']]);
    expect(cited('ci.yml', 'name: x # AMENDMENTS\n')).toEqual([[1, '# AMENDMENTS']]);
  });

  it('has nothing to say of other files', () => {
    expect(commentsOf('logo.svg', '<!-- issue 9 -->')).toBeNull();
  });
});
