import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toHtml } from 'hast-util-to-html';
import { parseCodeMeta } from './code-meta.ts';
import { createMarkdownCompiler } from './processor.ts';
import { GsiteError } from '../errors/gsite-error.ts';

test('info strings: title, highlighted lines, flags, signature, run with its dom, and nocheck with its reason', () => {
  const cases: [string, Partial<{ title: string; lines: number[]; flags: string[]; signature: boolean; run: boolean; dom: string; nocheck: string; problems: number }>][] = [
    ['', {}],
    ['title="app.js" {2,4-5}', { title: 'app.js', lines: [2, 4, 5] }],
    ['signature', { signature: true, flags: ['signature'] }],
    ['live signature', { signature: true, flags: ['live', 'signature'] }],
    ['nocheck="needs a bundler"', { nocheck: 'needs a bundler' }],
    ["nocheck='uses React' title=\"App.jsx\"", { nocheck: 'uses React', title: 'App.jsx' }],
    ['nocheck', { problems: 1 }],
    ['nocheck=""', { problems: 1 }],
    ['nocheck=why', { problems: 1 }],
    ['title', { problems: 1 }],
    ['run', { run: true, flags: ['run'] }],
    ['run dom=".box*3 #hero"', { run: true, flags: ['run'], dom: '.box*3 #hero' }],
    ["run title=\"x.js\" dom='input#scrub'", { run: true, flags: ['run'], dom: 'input#scrub', title: 'x.js' }],
    // an unknown word is still just a flag, as before `run` existed
    ['run live', { run: true, flags: ['live', 'run'] }],
    ['runs', { flags: ['runs'] }],
    ['dom=".box"', { dom: '.box', problems: 1 }],
    ['run dom', { run: true, flags: ['run'], problems: 1 }],
    ['run dom=""', { run: true, flags: ['run'], problems: 1 }],
    ['run signature', { run: true, signature: true, flags: ['run', 'signature'], problems: 1 }],
    // executed but not type-checked, with the reason shown to the reader
    ['run nocheck="why"', { run: true, flags: ['run'], nocheck: 'why' }],
  ];
  for (const [meta, want] of cases) {
    const got = parseCodeMeta(meta);
    assert.equal(got.title, want.title, meta);
    assert.deepEqual([...got.highlightLines], want.lines ?? [], meta);
    assert.deepEqual([...got.flags].sort(), want.flags ?? [], meta);
    assert.equal(got.signature, want.signature ?? false, meta);
    assert.equal(got.run, want.run ?? false, meta);
    assert.equal(got.dom, want.dom, meta);
    assert.equal(got.nocheck, want.nocheck, meta);
    assert.equal(got.problems.length, want.problems ?? 0, meta);
  }
});

const compile = createMarkdownCompiler({ directives: {} });
const run = (body: string) => compile({ body, source: '/site/content/docs/page.md', bodyLine: 4, fileUrls: {}, tocMin: 2, tocMax: 3 });

test('a bare nocheck is an error naming the file and the fence line', () => {
  assert.throws(
    () => run('Text\n\n```js nocheck\ngsap.to(".a", {});\n```\n'),
    (e: unknown) => e instanceof GsiteError && e.location?.file === '/site/content/docs/page.md' && e.location?.line === 6 && /reason/.test(e.message),
  );
});

test('nocheck carries its reason to the code block element', () => {
  const html = toHtml(run('```js nocheck="imports from a bundler"\nimport x from "y";\n```\n').hast);
  assert.match(html, /<gsite-code language="js" nocheck="imports from a bundler">/);
});

test('a run block renders as a normal code block: the flag is carried, dom is not, and nothing is shown under it', () => {
  const html = toHtml(run('```js run dom=".box*2"\ngsap.utils.clamp(0, 1, 2); // → 1\n```\n').hast);
  assert.match(html, /<gsite-code language="js" flags="run">/);
  assert.doesNotMatch(html, /dom=|box\*2/);
});

test('dom without run is an error at the fence line', () => {
  assert.throws(
    () => run('Text\n\n```js dom=".box"\ngsap.to(".box", {});\n```\n'),
    (e: unknown) => e instanceof GsiteError && e.location?.line === 6 && /only applies to a `run` block/.test(e.message),
  );
});

test('continues: a block the examples checks run after the block it goes on from', () => {
  assert.equal(parseCodeMeta('js run continues').continues, true);
  assert.equal(parseCodeMeta('js run continues').run, true);
  assert.equal(parseCodeMeta('js').continues, false);
  assert.ok(!parseCodeMeta('js continues').flags.has('continues'), 'not a flag shown to readers');
});
