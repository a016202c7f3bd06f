import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { checkNesting, MAX_NESTING } from './nesting-depth.ts';
import { parseSource } from './frontmatter.ts';
import { createMarkdownCompiler } from '../markdown/processor.ts';
import { GsiteError } from '../errors/gsite-error.ts';
import { GSITE_ROOT } from '../paths.ts';
import { nestings } from '../../test/helpers/mutations.ts';

const failure = (body: string, bodyLine = 1) => {
  try {
    checkNesting('/x/a.md', body, bodyLine);
  } catch (e) {
    assert.ok(e instanceof GsiteError && e.code === 'NestingTooDeep', String(e));
    return e;
  }
  assert.fail('expected NestingTooDeep');
};

test('10,000 levels of any kind (1,000 of an indented list, 300 directives) fail at once, on the first line past the limit', () => {
  for (const [kind, body] of Object.entries(nestings(10_000))) {
    const started = performance.now();
    const e = failure(body, 5);
    assert.ok(performance.now() - started < 1000, `${kind}: the check is one pass over the text`);
    const expected = kind === 'an indented list' ? 5 + MAX_NESTING : kind === 'directives' ? 5 + MAX_NESTING : 5;
    assert.equal(e.location?.line, expected, kind);
    assert.match(e.message, /a page may nest 64 levels at most/);
  }
  assert.match(failure(nestings(10_000)['an indented list']).message, /lists and quotes about 65 levels deep/);
});

test('nesting up to the limit passes the check and compiles without running out of stack', () => {
  const compile = createMarkdownCompiler({ directives: { note: { kind: 'container' } } });
  for (const [kind, body] of Object.entries(nestings(MAX_NESTING - 2))) {
    checkNesting('/x/a.md', body, 1);
    assert.ok(compile({ body, source: '/x/a.md', bodyLine: 1, fileUrls: {}, tocMin: 2, tocMax: 3 }).hast.children.length > 0, kind);
  }
});

test('thematic breaks and ordinary deep code indentation are not nesting', () => {
  checkNesting('/x/a.md', `${'*'.repeat(200)}\n\n${'_ '.repeat(100)}\n\n\`\`\`js\n${' '.repeat(100)}deep();\n\`\`\`\n`, 1);
});

test("every page of the site's content is within the limit", () => {
  const dir = path.join(GSITE_ROOT, 'content');
  const files = fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.md'));
  assert.ok(files.length > 100);
  for (const f of files) parseSource(f, fs.readFileSync(path.join(dir, f), 'utf8'));
});
