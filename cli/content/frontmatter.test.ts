import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseSource } from './frontmatter.ts';
import { GsiteError } from '../errors/gsite-error.ts';

const catchError = (fn: () => unknown): GsiteError => {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof GsiteError, `expected a GsiteError, got ${String(e)}`);
    return e;
  }
  assert.fail('expected an error');
};

test('parses frontmatter, defaults and the line where the body starts', () => {
  const parsed = parseSource('/x/a.md', '---\ntitle: A\ntags: [one]\n---\n\n# Hi\n');
  assert.equal(parsed.frontmatter.title, 'A');
  assert.deepEqual(parsed.frontmatter.tags, ['one']);
  assert.equal(parsed.frontmatter.toc_max_heading_level, 3);
  assert.equal(parsed.frontmatter.draft, false);
  assert.equal(parsed.bodyLine, 5);
  assert.match(parsed.body, /# Hi/);
});

test('a file without frontmatter starts its body on line 1', () => {
  const parsed = parseSource('/x/a.md', '# Only body\n');
  assert.equal(parsed.bodyLine, 1);
});

test('an unknown key is an error naming the file, line and key', () => {
  const e = catchError(() => parseSource('/x/a.md', '---\ntitle: A\nsidebar_postion: 2\n---\nbody'));
  assert.equal(e.code, 'FrontmatterInvalid');
  assert.equal(e.location?.file, '/x/a.md');
  assert.equal(e.location?.line, 3);
  assert.equal(e.key, 'sidebar_postion');
});

test('a wrongly typed key is an error on its own line', () => {
  const e = catchError(() => parseSource('/x/b.md', '---\ntitle: B\ndescription: d\nsidebar_position: first\n---\n'));
  assert.equal(e.key, 'sidebar_position');
  assert.equal(e.location?.line, 4);
});

test('YAML syntax errors point at the line where the parser stopped', () => {
  const cases: [string, number][] = [
    ['---\ntitle: C\ntags: [a, b\ndescription: x\n---\n', 4], // the missing comma shows at the next key
    ['---\ntitle: A\n  bad: 1\n---\n', 3],
    ['---\ntitle: A\nkey: value: other\n---\n', 3],
  ];
  for (const [source, line] of cases) {
    const e = catchError(() => parseSource('/x/c.md', source));
    assert.equal(e.code, 'FrontmatterSyntax');
    assert.equal(e.location?.line, line, JSON.stringify(source));
  }
});

test('an unquoted date that is not a calendar day is rejected, not rolled over', () => {
  const e = catchError(() => parseSource('/x/f.md', '---\ntitle: F\ndate: 2023-02-30\n---\n'));
  assert.equal(e.key, 'date');
  assert.equal(e.location?.line, 3);
  assert.match(e.message, /2023-02-30" is not a calendar day/);
  assert.equal(parseSource('/x/g.md', '---\ntitle: G\ndate: 2023-02-28\n---\n').frontmatter.date, '2023-02-28');
});

test('a date that is not a calendar day is rejected', () => {
  const e = catchError(() => parseSource('/x/e.md', "---\ntitle: E\ndate: '2024-02-31'\n---\n"));
  assert.equal(e.key, 'date');
  assert.equal(e.location?.line, 3);
});

test('a malformed date is rejected', () => {
  const e = catchError(() => parseSource('/x/d.md', '---\ndate: 2023-13-45x\n---\n'));
  assert.equal(e.key, 'date');
  assert.equal(e.location?.line, 2);
});
