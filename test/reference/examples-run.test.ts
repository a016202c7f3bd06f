import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../helpers/browser.ts';
import { extractCodeBlocks, type CodeBlock } from './check-examples.ts';
import { contentPages } from './reference-pages.ts';
import { createBlockRunner, parseStated, prepareBlock, type BlockRunner } from './run-examples.ts';

/**
 * Executed examples: every ```js run block in content/**.md runs in headless Chromium against
 * gsap 3.12.5, and each `// →` comment must match the value of the code it ends (the form is
 * documented in content/README.md and test/reference/run-examples.ts). A wrong stated value
 * fails here, naming the file and line, the code, the stated and the actual value.
 */

let browser: Browser;
let runner: BlockRunner;
before(async () => {
  browser = await launchChromium();
  runner = await createBlockRunner(browser);
});
after(async () => {
  await runner?.close();
  await browser?.close();
});
const runBlocks = (blocks: CodeBlock[]) => runner.run(blocks);

const allBlocks = contentPages().flatMap(extractCodeBlocks);
const runBlocksInContent = allBlocks.filter((b) => b.meta.run);

/** The run blocks of a Markdown string, as the content walk finds them (file lines = lines of the string). */
const blocksOf = (body: string, file = 'seeded.md'): CodeBlock[] => extractCodeBlocks({ file, body, bodyLine: 1 }).filter((b) => b.meta.run);

test('stated values: literals, notes and ≈ are read; prose is refused', () => {
  const ok = (text: string) => {
    const r = parseStated(text);
    assert.ok(!('error' in r), `${text}: ${'error' in r ? r.error : ''}`);
    return r as Exclude<typeof r, { error: string }>;
  };
  assert.deepEqual(ok(' 250').expected, { kind: 'number', value: 250, decimals: 0 });
  assert.deepEqual(ok(' -0.25').expected, { kind: 'number', value: -0.25, decimals: 2 });
  assert.deepEqual(ok(' "rgba(128,0,128,1)"').expected, { kind: 'string', value: 'rgba(128,0,128,1)' });
  assert.deepEqual(ok(" 'it\\'s'").expected, { kind: 'string', value: "it's" });
  assert.equal(ok(' ≈ 0.333').approx, true);
  assert.equal(ok(' 3 (three runs)').literal, '3');
  assert.equal(ok(' 3: the third run').literal, '3');
  assert.deepEqual(ok(' { x: 200, "y": [0, NaN, undefined, null, true] }').expected, {
    kind: 'object',
    entries: [
      ['x', { kind: 'number', value: 200, decimals: 0 }],
      ['y', { kind: 'array', items: [{ kind: 'number', value: 0, decimals: 0 }, { kind: 'number', value: NaN, decimals: 0 }, { kind: 'undefined' }, { kind: 'null' }, { kind: 'boolean', value: true }] }],
    ],
  });
  for (const prose of [' x is 100', ' 100px', ' 3 runs', ' between blue and yellow', ' tl.duration()', ' [1, 2', '']) {
    assert.ok('error' in parseStated(prose), `"${prose}" must be refused`);
  }
});

test('a seeded wrong value is reported with its file, line, code, stated and actual value', async () => {
  const body = ['Intro', '', '```js run', 'const clamp = gsap.utils.clamp(0, 100);', 'clamp(150); // → 100', 'clamp(-20); // → 5', '```', ''].join('\n');
  const { failures, compared } = await runBlocks(blocksOf(body));
  assert.equal(compared, 2);
  assert.deepEqual(failures, ['seeded.md:6: `clamp(-20)` is stated as 5 but is 0']);
});

test('the other forms run: console.log, declarations, ≈, deep values, dom, plugins, loops', async () => {
  const body = [
    '```js run dom=".box*3 input#scrub"',
    'import { CustomEase } from "gsap/CustomEase";',
    'gsap.registerPlugin(CustomEase);',
    'const tl = gsap.timeline({ paused: true });',
    'tl.to(".box", { x: 100, duration: 1, stagger: 0.5 }).addLabel("end");',
    'console.log(tl.duration()); // → 2',
    'const labels = tl.labels; // → { end: 2 }',
    'gsap.utils.toArray(".box").length; // → 3',
    'document.querySelector("#scrub").tagName; // → "INPUT"',
    'CustomEase.create("hop", "M0,0 C0.3,1 0.7,1 1,0")(0.5); // → ≈ 0.75',
    'gsap.utils.splitColor("#3b82f6"); // → [59, 130, 246]',
    'for (const n of [1, 2]) {',
    '  gsap.utils.clamp(0, 5, n * 10); // → 5',
    '}',
    'gsap.parseEase("power2.in")(0.5) // → 0.125: no semicolon needed',
    '```',
  ].join('\n');
  const { failures, compared } = await runBlocks(blocksOf(body));
  assert.deepEqual(failures, []);
  assert.equal(compared, 9);
});

test('structural mistakes are reported: a stray arrow, prose, a throw, a check that never runs, a block that states nothing', async () => {
  const body = [
    '```js run', // line 1
    'const o = {',
    '  a: 1, // → 1',
    '};',
    'o.a; // → one',
    '```',
    '',
    '```js run', // line 8
    'gsap.utils.clamp(0, 1, 2); // → 1',
    'null.x;',
    '```',
    '',
    '```js run', // line 13
    'function never() {',
    '  gsap.utils.clamp(0, 1, 2); // → 1',
    '}',
    'gsap.utils.clamp(0, 1, 2); // → 1',
    '```',
    '',
    '```js run', // line 20
    'gsap.utils.clamp(0, 1, 2);',
    '```',
  ].join('\n');
  const { failures } = await runBlocks(blocksOf(body));
  assert.equal(failures.length, 5, failures.join('\n'));
  assert.match(failures[0]!, /^seeded\.md:3: a `\/\/ →` comment must end an expression statement or a declaration/);
  assert.match(failures[1]!, /^seeded\.md:5: the stated value can't be read: "one" is not a literal/);
  assert.match(failures[2]!, /^seeded\.md:10: the block threw TypeError: Cannot read properties of null/);
  assert.match(failures[3]!, /^seeded\.md:15: `gsap\.utils\.clamp\(0, 1, 2\)` never ran/);
  assert.match(failures[4]!, /^seeded\.md:20: a run block must state at least one value/);
});

test('a run block is instrumented without moving its lines', () => {
  const [block] = blocksOf('```js run\nconst a = gsap.utils.wrap(0, 10,\n  12); // → 2\nconsole.log(a); // → 2\n```\n');
  const prepared = prepareBlock(block!);
  assert.deepEqual(prepared.problems, []);
  assert.equal(prepared.script.split('\n').length, block!.code.split('\n').length);
  assert.deepEqual(prepared.checks.map((c) => [c.line, c.expression, c.stated]), [
    [3, 'const a = gsap.utils.wrap(0, 10, 12)', '2'],
    [4, 'console.log(a)', '2'],
  ]);
});

test('every `// →` in a js block of the content is in a run block (a stated value is never left unchecked)', () => {
  const loose = allBlocks
    .filter((b) => !b.meta.run && /\/\/\s*→/.test(b.code))
    .map((b) => `${b.file}:${b.line + b.code.split('\n').findIndex((l) => /\/\/\s*→/.test(l))}`);
  assert.deepEqual(loose, [], 'add `run` to these blocks (or rewrite the comment)');
});

test('every js run block in content/ runs on gsap 3.12.5 and its stated values hold', async () => {
  assert.ok(runBlocksInContent.length > 0, 'no ```js run blocks found in content/: this test would check nothing');
  const started = Date.now();
  const { failures, compared } = await runBlocks(runBlocksInContent);
  const pages = new Set(runBlocksInContent.map((b) => b.file)).size;
  assert.ok(compared > 0, 'no stated value was compared');
  if (failures.length) assert.fail(`${failures.length} problems in ${runBlocksInContent.length} run blocks:\n${failures.join('\n')}`);
  console.log(`# ${runBlocksInContent.length} run blocks on ${pages} pages, ${compared} stated values, ${Date.now() - started} ms`);
});
