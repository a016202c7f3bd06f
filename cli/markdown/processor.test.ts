import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toHtml } from 'hast-util-to-html';
import { createMarkdownCompiler } from './processor.ts';
import { GsiteError } from '../errors/gsite-error.ts';

const compile = createMarkdownCompiler({ directives: { note: { kind: 'container' }, tabs: { kind: 'container' }, tab: { kind: 'container' }, card: { kind: 'leaf' } } });
const run = (body: string, extra: Partial<Parameters<typeof compile>[0]> = {}) =>
  compile({ body, source: '/site/content/docs/page.md', bodyLine: 4, fileUrls: { '/site/content/docs/other().md': '/docs/other()' }, tocMin: 2, tocMax: 3, ...extra });

test('headings get GitHub-style unique ids; h2–h3 make the table of contents', () => {
  const { hast, toc } = run('# Title\n\n## Getting started\n\n### The `vars` object\n\n#### Deep\n\n## Getting started\n');
  const html = toHtml(hast);
  assert.match(html, /<h2 id="getting-started">/);
  assert.match(html, /<h2 id="getting-started-1">/);
  assert.deepEqual(toc.map((t) => [t.level, t.id, t.text]), [
    [2, 'getting-started', 'Getting started'],
    [3, 'the-vars-object', 'The vars object'],
    [2, 'getting-started-1', 'Getting started'],
  ]);
});

test('code blocks are highlighted at build time with a title, highlighted lines, and text equal to the code', () => {
  const code = 'gsap.to(".box", {\n  x: 100, /* multi\n  line */\n});';
  const { hast } = run('```js title="app.js" {2}\n' + code + '\n```\n');
  const html = toHtml(hast);
  assert.match(html, /<gsite-code language="js" title="app.js">/);
  assert.match(html, /class="hljs-string"/);
  assert.match(html, /<span class="line line-highlighted">  <span class="hljs-attr">x<\/span>/);
  const text = html.match(/<code[^>]*>([\s\S]*?)<\/code>/)![1]!.replace(/<[^>]+>/g, '').replace(/&#x26;/g, '&').replace(/&quot;/g, '"');
  assert.equal(text, code);
});

test('GFM tables and task lists; a task\'s checkbox is named by its own text', () => {
  const html = toHtml(run('| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done **well**\n- [ ] todo\n  - [ ] nested\n').hast);
  assert.match(html, /<table>/);
  assert.match(html, /<input type="checkbox" checked disabled aria-label="done well">/);
  assert.match(html, /<input type="checkbox" disabled aria-label="todo">/, 'the nested task is not part of its parent\'s name');
  assert.match(html, /<input type="checkbox" disabled aria-label="nested">/);
  // A loose list (blank lines between items) puts the checkbox in a paragraph.
  assert.match(toHtml(run('- [x] one\n\n- [ ] two\n').hast), /<input type="checkbox" checked disabled aria-label="one">/);
});

test('directives become gsite-* elements with their attributes and label', () => {
  const html = toHtml(run(':::note[Careful]\nBody\n:::\n\n::::tabs{groupId="pm"}\n:::tab{label="npm"}\nx\n:::\n::::\n\n::card[Text]{title="T" href="/x"}\n').hast);
  assert.match(html, /<gsite-note label="Careful"><p>Body<\/p><\/gsite-note>/);
  assert.match(html, /<gsite-tabs groupId="pm"><gsite-tab label="npm">/);
  assert.match(html, /<gsite-card title="T" href="\/x" label="Text"><\/gsite-card>/);
});

test('a directive written the wrong way round is an error, not silent text', () => {
  assert.throws(() => run('::card{title="T"}[Text]\n'), (e: unknown) => e instanceof GsiteError && /label\] before/.test(e.hint ?? ''));
});

test('prose colons such as a:hover stay text', () => {
  assert.match(toHtml(run('Style a:hover and 16:9.\n').hast), /<p>Style a:hover and 16:9.<\/p>/);
});

test('an unknown directive is an error at its file line', () => {
  assert.throws(
    () => run('text\n\n:::notte\nx\n:::\n'),
    (e: unknown) => e instanceof GsiteError && e.location?.line === 6 && /notte/.test(e.message) && /note/.test(e.hint ?? ''),
  );
});

test('raw HTML is rejected with its line', () => {
  assert.throws(() => run('ok\n\n<div>no</div>\n'), (e: unknown) => e instanceof GsiteError && e.location?.line === 6);
});

test('relative .md links become page URLs; a link to a missing file stays as written and is a BrokenLink warning on its line', () => {
  assert.match(toHtml(run('[o](./other().md#usage)').hast), /href="\/docs\/other\(\)#usage"/);
  const missing = run('\n[x](./missing.md) and [y](./100%.md) and [z](./%E0%A4.md)');
  assert.match(toHtml(missing.hast), /href="\.\/missing\.md"/);
  assert.deepEqual(missing.warnings.map((w) => [w.href, w.error.code, w.error.location?.file, w.error.location?.line]), [
    ['./missing.md', 'BrokenLink', '/site/content/docs/page.md', 5],
    ['./100%25.md', 'BrokenLink', '/site/content/docs/page.md', 5],
    ['./%E0%A4.md', 'BrokenLink', '/site/content/docs/page.md', 5], // not UTF-8 once decoded: taken as written
  ]);
  assert.match(missing.warnings[0]!.error.message, /Link to \.\/missing\.md points at a Markdown file that builds no page \(\/site\/content\/docs\/missing\.md\)/);
  assert.deepEqual(run('[o](./other().md)').warnings, []);
});

test('an unclosed container directive is an error on its opening line, not a box swallowing the page', () => {
  const unclosed = (body: string) => {
    try {
      run(body);
    } catch (e) {
      assert.ok(e instanceof GsiteError && e.code === 'UnclosedDirective', String(e));
      return e;
    }
    assert.fail(`expected UnclosedDirective for ${JSON.stringify(body)}`);
  };
  const e = unclosed('Intro.\n\n:::note[Careful]\nInside.\n\n## Later\n\nThe rest.\n');
  assert.equal(e.location?.line, 3 + 4 - 1, 'the body starts on file line 4');
  assert.match(e.message, /^:::note is never closed/);
  assert.equal(unclosed('::::tabs\n:::tab{label="a"}\nA\n::::\n').location?.line, 5, 'an inner tab closed only by its outer fence');
  assert.equal(unclosed('> :::note\n> quoted\n\nafter\n').location?.line, 4);
  assert.equal(unclosed(':::note').location?.line, 4);
  // Closed ones, with longer or indented fences, pass.
  for (const body of [':::note\nx\n:::\n', ':::note\nx\n::::   \n', '::::tabs\n:::tab{label="a"}\nA\n:::\n::::\n', '- :::note\n  x\n  :::\n', '> :::note\n> x\n> :::\n']) run(body);
});
