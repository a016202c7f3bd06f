import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkExamples, extractCodeBlocks, extractExamples, type ExampleBlock } from './check-examples.ts';
import { contentPages, referencePages, REFERENCE_DIRS } from './reference-pages.ts';

/**
 * Every js/jsx/ts/tsx block of the reference (content/docs/v3/{GSAP,Eases,Plugins}/**, the
 * folders of REFERENCE_DIRS) compiles on its own against the gsap 3.12.7 type definitions (the
 * plugins are globals there, as with the CDN scripts, and `import … from "gsap/<Plugin>"` works),
 * and names only real special properties.
 * A block that cannot stand alone is marked ```js nocheck="reason" (readers see the reason);
 * signatures are marked ```ts signature.
 */

const block = (code: string, extra: Partial<ExampleBlock> = {}): ExampleBlock => ({ file: 'fixture.md', line: 10, lang: 'js', code, ...extra });

test('the checker catches a wrong method name and a misspelt special property, at their Markdown lines', () => {
  const problems = checkExamples([
    block('const tl = gsap.timeline();\ngsap.tooo(".a", { x: 100 });\ntl.to(".b", { x: 50, onComplet: () => {} });'),
    block('gsap.timeline({ repeatdelay: 1, defaults: { durration: 2 } });', { line: 30 }),
  ]);
  const lines = problems.map((p) => `${p.file}:${p.line} ${p.message}`);
  assert.equal(problems.length, 4, lines.join('\n'));
  assert.match(lines[0]!, /^fixture\.md:11 TS2339: Property 'tooo' does not exist/);
  assert.match(lines[1]!, /^fixture\.md:12 "onComplet" .* did you mean "onComplete"/);
  assert.match(lines[2]!, /^fixture\.md:30 "repeatdelay" .*TimelineVars.* "repeatDelay"/);
  assert.match(lines[3]!, /^fixture\.md:30 "durration" .*TweenVars.* "duration"/);
});

test('the checker accepts correct examples: CSS properties, plain objects, plugin imports, reused names', () => {
  const problems = checkExamples([
    block('const tl = gsap.timeline({ defaults: { ease: "power2.out" } });\ntl.to(".a", { x: 100, rotation: 360, scale: 2, autoAlpha: 1, backgroundColor: "#fff", borderRadius: "50%", fill: "red", strokeDashoffset: 0, "--hue": 120 });'),
    block('const tl = gsap.timeline();\nconst counter = { value: 0, progress: 0 };\ntl.to(counter, { value: 10, progress: 1, stagger: { each: 0.1, from: "center" }, keyframes: [{ x: 10 }, { y: 20, delay: 0.2 }] });'),
    block('import { CustomEase } from "gsap/CustomEase";\ngsap.registerPlugin(CustomEase);\nconst box = document.querySelector(".box");\ngsap.to(box, { x: 10, ease: CustomEase.create("hop", "M0,0 C0.3,1 0.7,1 1,0") });'),
    block('import gsap from "gsap";\nconst tween: gsap.core.Tween = gsap.from(".b", { opacity: 0 });\ntween.reverse();', { lang: 'ts' }),
  ]);
  assert.deepEqual(problems, []);
});

test('signature and nocheck blocks are skipped; lines point into the Markdown file', () => {
  const body = [
    'Intro', // body line 1 (file line 5)
    '',
    '```ts signature',
    'to(targets: TweenTarget, vars: TweenVars): Tween',
    '```',
    '',
    '```js nocheck="uses a bundler"',
    'import x from "./x.js";',
    '```',
    '',
    '- a list item:',
    '  ```js',
    '  gsap.to(".a", { x: 1 });',
    '  ```',
    '',
    '```html',
    '<div></div>',
    '```',
  ].join('\n');
  const blocks = extractExamples({ file: 'p.md', body, bodyLine: 5 });
  assert.deepEqual(blocks, [{ file: 'p.md', line: 17, lang: 'js', code: 'gsap.to(".a", { x: 1 });' }]);
});

test('run blocks are type-checked like the others; nocheck still opts out', () => {
  const body = ['```js run', 'gsap.utils.clamp(0, 1, 2); // → 1', '```', '', '```js run nocheck="strings with units"', 'gsap.utils.unitize(Math.round)("1.4px");', '```'].join('\n');
  assert.deepEqual(extractExamples({ file: 'p.md', body, bodyLine: 1 }).map((b) => b.code), ['gsap.utils.clamp(0, 1, 2); // → 1']);
});

test('every js run block outside the reference folders (learning pages, other docs) type-checks too', () => {
  const outside = contentPages()
    .filter((p) => !REFERENCE_DIRS.some((d) => p.file.startsWith(`content/docs/v3/${d}/`)))
    .flatMap((p) => extractCodeBlocks(p).filter((b) => b.meta.run && b.meta.nocheck === undefined))
    .map(({ file, line, lang, code }) => ({ file, line, lang, code }));
  const problems = checkExamples(outside);
  if (problems.length) assert.fail(`${problems.length} problems in ${outside.length} run blocks:\n${problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join('\n')}`);
});

test('every js/ts example of the learning pages (content/resources) type-checks against gsap 3.12.7', () => {
  const blocks = contentPages()
    .filter((p) => p.file.startsWith('content/resources/'))
    .flatMap(extractExamples);
  assert.ok(blocks.length > 100, `only ${blocks.length} examples in content/resources`);
  const problems = checkExamples(blocks);
  if (problems.length) assert.fail(`${problems.length} problems in ${blocks.length} examples:\n${problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join('\n')}`);
});

test(`every js/ts example in content/docs/v3/{${REFERENCE_DIRS.join(',')}} type-checks against gsap 3.12.7`, () => {
  const blocks = referencePages().flatMap(extractExamples);
  const problems = checkExamples(blocks);
  if (problems.length) assert.fail(`${problems.length} problems in ${blocks.length} examples:\n${problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join('\n')}`);
});
