import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import { collectDemos } from './collect-demos.ts';

const demosDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/demos');
const demos = Object.values(collectDemos({ dir: demosDir }));

/**
 * Why a demo's code region is not plain JavaScript, or undefined when it is. The region is what a
 * reader copies into a .js file and what Playtime runs (gsap and its plugins as globals, the stage
 * bound to the name `create` gives it), so:
 * - it must parse as the body of `new Function(stageParam, code)`, its `import` lines dropped
 *   (Playtime has the plugins as globals);
 * - and mean the same read as JavaScript as read as TypeScript: `toArray<HTMLElement>('.a')`
 *   parses as JavaScript too (two comparisons), so esbuild compiles the body with both loaders
 *   and the two outputs must be the same.
 */
function notJavaScript(code: string, stageParam: string): string | undefined {
  const body = code
    .split('\n')
    .filter((l) => !/^\s*import\s/.test(l))
    .join('\n');
  try {
    new Function(stageParam, body); // parsed only: never called
  } catch (e) {
    return `not JavaScript: ${(e as Error).message}`;
  }
  const fn = `function demo(${stageParam}) {\n${body}\n}`;
  const asJs = transformSync(fn, { loader: 'js' }).code;
  const asTs = transformSync(fn, { loader: 'ts' }).code;
  if (asJs !== asTs) {
    const js = asJs.split('\n');
    const ts = asTs.split('\n');
    const i = js.findIndex((l, k) => l !== ts[k]);
    return `TypeScript syntax: as JavaScript \`${js[i]?.trim()}\`, as TypeScript \`${ts[i]?.trim()}\``;
  }
  return undefined;
}

test('the demos folder has demos to check', () => {
  assert.ok(demos.length > 80, `found ${demos.length} demos in ${demosDir}`);
});

test("every demo's code region is plain JavaScript (readers copy it, Playtime runs it)", () => {
  const failures = demos
    .filter((d) => d.code.trim())
    .map((d) => ({ name: d.name, why: notJavaScript(d.code, d.stageParam) }))
    .filter((f) => f.why !== undefined)
    .map((f) => `${f.name}: ${f.why}`);
  assert.deepEqual(failures, [], `code regions that are not plain JavaScript:\n${failures.join('\n')}`);
});

test("every demo's setup blocks and code region together are plain JavaScript (the program Playtime runs)", () => {
  const withSetup = demos.filter((d) => d.setup.trim() && d.code.trim());
  assert.ok(withSetup.length > 0, 'some demos have setup blocks');
  const failures = withSetup
    .map((d) => ({ name: d.name, why: notJavaScript(`${d.setup}\n\n${d.code}`, d.stageParam) }))
    .filter((f) => f.why !== undefined)
    .map((f) => `${f.name}: ${f.why}`);
  assert.deepEqual(failures, [], `setup + code programs that are not plain JavaScript:\n${failures.join('\n')}`);
});

test('the check tells TypeScript-only syntax from JavaScript', () => {
  assert.equal(notJavaScript("const el = box.querySelector('.a');\nel?.remove();", 'box'), undefined);
  assert.equal(notJavaScript("import { Flip } from 'gsap/Flip';\ngsap.registerPlugin(Flip);", 'stage'), undefined);
  assert.equal(notJavaScript('/** @type {HTMLElement[]} */\nconst els = gsap.utils.toArray(".a");', 'stage'), undefined);
  assert.match(notJavaScript("const el = box.querySelector('.a')!;", 'box') ?? '', /not JavaScript/);
  assert.match(notJavaScript("const el = box.querySelector('.a') as HTMLElement;", 'box') ?? '', /not JavaScript/);
  assert.match(notJavaScript('function f(n: number) { return n; }', 'box') ?? '', /not JavaScript/);
  assert.match(notJavaScript("const els = gsap.utils.toArray<HTMLElement>('.a');", 'box') ?? '', /TypeScript syntax/);
  // the stage's name is bound: a region may not declare it again, nor may setup and code both declare a name
  assert.match(notJavaScript("const el = box.querySelector('.a');\n\nconst el = 1;", 'box') ?? '', /not JavaScript/);
  assert.match(notJavaScript("const box = 1;", 'box') ?? '', /not JavaScript/);
});
