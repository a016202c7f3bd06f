import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseDemo } from './collect-demos.ts';
import { demoCodeJson } from '../output/demo-code-json.ts';
import { createMarkdownCompiler } from '../markdown/processor.ts';
import { GsiteError } from '../errors/gsite-error.ts';

const demo = `import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'Move the box\\'s x',
  stage: '<div class="demo-track"><div class="demo-box"></div></div>',
  create(gsap) {
    // #region code
    const tween = gsap.to('.demo-box', {
      x: 240,
    });
    // #endregion
    return tween;
  },
});
`;

test('a demo file gives its title, version and dedented code region', () => {
  const d = parseDemo('move', '/x/move.ts', demo);
  assert.equal(d.title, "Move the box's x");
  assert.equal(d.version, '3.12.5');
  assert.equal(d.code, "const tween = gsap.to('.demo-box', {\n  x: 240,\n});");
  assert.equal(d.problem, undefined);
  assert.equal(parseDemo('b', '/x/b.ts', demo.replace("  stage:", "  version: '3.13.0',\n  stage:")).version, '3.13.0');
});

test('a demo without a title or code region has a problem, reported only where it is used', () => {
  const d = parseDemo('bad', '/x/bad.ts', demo.replace(/\s*\/\/ #region code/, '').replace(/  title: .*\n/, ''));
  assert.match(d.problem!, /no `title/);
  assert.match(d.problem!, /#region code/);
});

const withSetup = `import { defineDemo } from './define-demo.ts';

// #region setup
/** Doubles a number. */
function double(n = 0) {
  return n * 2;
}
// #endregion

export default defineDemo({
  title: 'Setup',
  stage: '<div class="demo-box"></div>',
  create(gsap, box) {
    // #region setup
    const shape = box.querySelector('.demo-box');
    // #endregion
    const notShown = 1;
    // #region code
    const tween = gsap.to(shape, { x: double(120) });
    // #endregion
    return tween;
  },
});
`;

test('setup blocks are read dedented, in file order, joined by a blank line; the code region stays alone', () => {
  const d = parseDemo('setup', '/x/setup.ts', withSetup);
  assert.equal(d.problem, undefined);
  assert.equal(d.stageParam, 'box');
  assert.equal(parseDemo('t', '/x/t.ts', withSetup.replace('create(gsap, box)', 'create(gsap: Gsap, box)')).stageParam, 'box', 'a type on gsap is no stage name');
  assert.equal(d.code, 'const tween = gsap.to(shape, { x: double(120) });');
  assert.equal(d.setup, "/** Doubles a number. */\nfunction double(n = 0) {\n  return n * 2;\n}\n\nconst shape = box.querySelector('.demo-box');");
  assert.ok(!d.setup.includes('notShown'), 'lines outside every region are neither setup nor code');
  assert.equal(parseDemo('move', '/x/move.ts', demo).setup, '', 'a demo without setup blocks has none');
});

test('Playtime gets setup, a blank line, then the code; a demo without setup gets its code alone', () => {
  const json = JSON.parse(demoCodeJson({ setup: parseDemo('setup', '/x/setup.ts', withSetup), move: parseDemo('move', '/x/move.ts', demo) })) as Record<string, { code: string }>;
  assert.equal(json.setup!.code, "/** Doubles a number. */\nfunction double(n = 0) {\n  return n * 2;\n}\n\nconst shape = box.querySelector('.demo-box');\n\nconst tween = gsap.to(shape, { x: double(120) });");
  assert.equal(json.move!.code, "const tween = gsap.to('.demo-box', {\n  x: 240,\n});");
});

test('a setup block never closed is a problem, not a swallowed code region', () => {
  const d = parseDemo('open', '/x/open.ts', withSetup.replace(/(const shape[^\n]*\n)\s*\/\/ #endregion\n/, '$1'));
  assert.match(d.problem ?? '', /#region setup` on line 14 has no `\/\/ #endregion`/);
});

const compile = (body: string) =>
  createMarkdownCompiler({ directives: { demo: { kind: 'leaf' } }, demos: { move: parseDemo('move', '/x/move.ts', demo) } })({
    body,
    bodyLine: 5,
    source: '/site/content/docs/page.md',
    fileUrls: {},
    tocMin: 2,
    tocMax: 3,
  });

test('::demo becomes a gsite-demo element holding the highlighted code', () => {
  const { hast } = compile('Text\n\n::demo{name="move"}\n');
  const el = hast.children.find((c) => c.type === 'element' && c.tagName === 'gsite-demo');
  assert.ok(el && el.type === 'element');
  assert.equal(el.properties.title, "Move the box's x");
  assert.equal(el.properties.version, '3.12.5');
  const code = el.children.find((c) => c.type === 'element' && c.tagName === 'gsite-code');
  assert.ok(code, 'the code is a gsite-code block');
});

test('an unknown demo name is an error with the Markdown file and line', () => {
  assert.throws(
    () => compile('Text\n\n::demo{name="mvoe"}\n'),
    (e: unknown) => e instanceof GsiteError && e.location?.file === '/site/content/docs/page.md' && e.location.line === 7 && /Unknown demo "mvoe"/.test(e.message) && /move/.test(e.hint ?? ''),
  );
  assert.throws(() => compile('::demo\n'), /needs a name/);
});
