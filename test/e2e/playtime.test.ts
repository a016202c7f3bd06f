import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';
import { builtPages } from '../helpers/built-pages.ts';

/**
 * Issue 26, Playtime: the code runs live in a sandboxed frame, errors name their line, the URL
 * carries the code, the site's demos open in it, and reduced motion holds the stage still.
 */
const env = useBrowserAndSite();

interface Opened {
  page: Page;
  errors: string[];
  requests: string[];
}

async function open(path: string, options: { reducedMotion?: 'reduce'; clipboard?: boolean } = {}): Promise<Opened> {
  const page = await env.tab({
    viewport: { width: 1280, height: 900 },
    reducedMotion: options.reducedMotion ?? 'no-preference',
    permissions: options.clipboard ? ['clipboard-read', 'clipboard-write'] : [],
  });
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(env.url + path);
  await page.locator('.playtime-app[data-state="ran"], .playtime-app[data-state="error"]').waitFor();
  return { page, errors, requests };
}

const stage = (page: Page) => page.frameLocator('.playtime-frame');
/** The stage frame. Probes below are sent as text: under tsx a named function gets a __name() call the frame does not have. */
const stageFrame = (page: Page) => page.frames().find((f) => f.url().includes('/frames/playtime-stage'))!;
const xExpr = (selector: string) => `gsap.getProperty(document.querySelector(${JSON.stringify(selector)}), 'x')`;

/**
 * Polls `expr` in the stage once a frame until it is true. (Not frame.waitForFunction: that
 * compiles the text in the frame, which the stage's CSP rightly refuses: no eval there.)
 */
async function until(page: Page, expr: string, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await stageFrame(page).evaluate(`new Promise((resolve) => requestAnimationFrame(() => resolve(Boolean(${expr}))))`))) {
    if (Date.now() > deadline) throw new Error(`the stage never showed ${what} (${expr})`);
  }
}

/** Waits until the first match of `selector` has taken two different x values: it moves. */
async function waitForMotion(page: Page, selector: string): Promise<void> {
  await stageFrame(page).evaluate('window.__seen = new Set()');
  await until(page, `window.__seen.add(${xExpr(selector)}).size > 1`, `${selector} moving`);
}

/** Replaces the editor's text, as a reader selecting all and typing would. */
async function type(page: Page, code: string): Promise<void> {
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.locator('.cm-content').pressSequentially(code, { delay: 0 });
}

/** Waits until the stage's first match of `selector` has x = `value`. */
async function waitForX(page: Page, selector: string, value: number): Promise<void> {
  await until(page, `${xExpr(selector)} === ${value}`, `${selector} at x ${value}`);
}

test('the starting tween plays; edited code runs live; a link reproduces it', async () => {
  const { page, errors, requests } = await open('/playtime', { clipboard: true });
  assert.equal(await page.locator('.playtime-frame').getAttribute('sandbox'), 'allow-scripts', 'the stage frame is sandboxed without the site’s origin');
  // The ball moves by itself (no reduced motion).
  await waitForMotion(page, '.ball');
  assert.match(page.url(), /\/playtime\?preset=tween$/, 'the URL names the starting point, no code while unedited');

  await type(page, 'gsap.set(".ball", { x: 123 });');
  await waitForX(page, '.ball', 123);
  assert.match(page.url(), /#code=/, 'the edited code is in the URL');
  await page.getByRole('button', { name: 'Copy link' }).click();
  await page.locator('.playtime-status', { hasText: 'Link copied' }).waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(link, page.url());

  // A second tab of the same context: what a reader opening the link in a new tab gets.
  const again = await page.context().newPage();
  await again.goto(link);
  await again.locator('.playtime-app[data-state="ran"]').waitFor();
  assert.equal(await again.locator('.cm-content').innerText(), 'gsap.set(".ball", { x: 123 });', 'the link brings the code back');
  await waitForX(again, '.ball', 123);

  // Reset: the starting code again, and the URL without code.
  await again.getByRole('button', { name: 'Reset' }).click();
  await again.locator('.cm-content', { hasText: 'bounce.out' }).waitFor();
  assert.doesNotMatch(again.url(), /#code=/);
  assert.deepEqual(errors, []);
  assert.ok(requests.some((r) => /\/assets\/frames\/playtime-stage-/.test(r)), 'the 3.12.5 stage loaded');
  assert.ok(!requests.some((r) => /playtime-stage-3\.13/.test(r)), 'the 3.13 stage is not loaded for 3.12 code');
});

test('broken code shows an error with its line, marks the line, and the stage stays usable', async () => {
  const { page } = await open('/playtime?preset=stagger');
  await type(page, 'const boxes = ".cell";\ngsap.to(boxes, { x: 10 );');
  await page.locator('.playtime-error:not([hidden])').waitFor();
  assert.match(await page.locator('.playtime-error').innerText(), /^Line 2, column \d+: SyntaxError: /);
  assert.equal(await page.locator('.cm-line.pt-error-line').innerText(), 'gsap.to(boxes, { x: 10 );', 'the broken line is marked');

  await type(page, 'const y = 5;\nnotAFunction(y);');
  await page.locator('.playtime-error', { hasText: 'ReferenceError' }).waitFor();
  assert.match(await page.locator('.playtime-error').innerText(), /^Line 2, column 1: ReferenceError: notAFunction is not defined/);

  // Mended: the error goes and the code runs; console output shows in the console panel.
  await type(page, 'console.log("cells", stage.querySelectorAll(".cell").length);\ngsap.set(".cell", { x: 7 });');
  await waitForX(page, '.cell', 7);
  assert.equal(await page.locator('.playtime-error').isHidden(), true);
  await page.locator('.playtime-console summary').click();
  await page.locator('.playtime-console__line', { hasText: 'cells 15' }).waitFor();
});

test('the stage cannot reach the site: no storage, no parent document', async () => {
  const { page } = await open('/playtime');
  await type(page, 'let parentDoc = "blocked";\ntry { parentDoc = window.parent.document.title; } catch (e) {}\nlet storage = "blocked";\ntry { storage = String(localStorage.length); } catch (e) {}\nconsole.log("reach", parentDoc, storage);');
  await page.locator('.playtime-console summary').click();
  await page.locator('.playtime-console__line', { hasText: 'reach' }).waitFor();
  assert.equal(await page.locator('.playtime-console__line', { hasText: 'reach' }).innerText(), 'reach blocked blocked');
});

test('a demo of the docs opens in Playtime with its code, its stage and its gsap version', async () => {
  const docs = builtPages().find((p) => p.url === '/docs/v3/GSAP/gsap.to()');
  assert.ok(docs, 'gsap.to() is built');
  const links = [...docs!.html.matchAll(/<a class="demo__playtime" href="([^"]+)"/g)].map((m) => m[1]!);
  assert.ok(links.length > 0, 'its demos link to Playtime');
  const { page, errors } = await open(links[0]!.replace(/&amp;/g, '&'));
  assert.equal(await page.locator('.playtime-error').isHidden(), true, 'the demo code runs without error');
  assert.match(await page.locator('select[name="source"] option:checked').innerText(), /^Demo: /);
  assert.ok((await page.locator('.cm-content').innerText()).includes('gsap.'), 'the editor holds the demo’s code');
  await env.release(page);

  // A demo of a plugin that was members-only in 3.12 runs on 3.13.0 and says so.
  const split = await open('/playtime?demo=splittext-stagger');
  assert.equal(await split.page.locator('.playtime-version').innerText(), 'Runs GSAP 3.13.0');
  assert.equal(await stage(split.page).locator('.char').count(), 33, 'SplitText split the heading');
  assert.deepEqual([...errors, ...split.errors], []);
});

test('under reduced motion the stage holds still until Play', async () => {
  const { page } = await open('/playtime', { reducedMotion: 'reduce' });
  await page.locator('.playtime-status', { hasText: 'Reduced motion' }).waitFor();
  const held = await stageFrame(page).evaluate(`(async () => {
    const seen = new Set();
    for (let i = 0; i < 10; i++) {
      seen.add(${xExpr('.ball')});
      await new Promise((r) => requestAnimationFrame(r));
    }
    return [...seen];
  })()`);
  assert.deepEqual(held, [0], 'nothing moves before Play');
  await page.getByRole('button', { name: 'Play' }).click();
  await page.getByRole('button', { name: 'Pause' }).waitFor();
  await waitForMotion(page, '.ball');
  // The scrubber seeks and holds.
  await page.locator('.demo-controls__scrub').fill('1000');
  await page.getByRole('button', { name: 'Play' }).waitFor();
});

test('the editor loads only on Playtime; Playtime is in the Tools menu', async () => {
  const pages = builtPages();
  const withPlaytime = pages.filter((p) => p.html.includes('data-island="playtime"')).map((p) => p.url);
  assert.deepEqual(withPlaytime, ['/playtime']);
  const { page, requests } = await open('/playtime');
  const editorChunks = requests.filter((r) => /\/assets\/chunks\/editor-/.test(r));
  assert.equal(editorChunks.length, 1, 'Playtime loads its editor chunk');
  const docs = await page.context().newPage();
  const docRequests: string[] = [];
  docs.on('request', (r) => docRequests.push(new URL(r.url()).pathname));
  await docs.goto(env.url + '/docs/v3/GSAP/gsap.to()', { waitUntil: 'networkidle' });
  assert.deepEqual(docRequests.filter((r) => editorChunks.includes(r)), [], 'a docs page never loads the editor');
  const home = pages.find((p) => p.url === '/')!;
  assert.match(home.html.split('</nav>')[0]!, /href="\/playtime"/, 'the header’s Tools menu links Playtime');
});

test('only the stage frame may run inline code, and only the site may frame it', async () => {
  const frameResponse = await fetch(`${env.url}/frames/playtime-stage/`);
  assert.equal(frameResponse.status, 200);
  const frameCsp = frameResponse.headers.get('content-security-policy') ?? '';
  assert.match(frameCsp, /script-src 'self' 'unsafe-inline'/);
  assert.match(frameCsp, /frame-ancestors 'self'/);
  assert.match(frameCsp, /connect-src 'none'/, 'the code cannot call out');
  assert.equal(frameResponse.headers.get('x-frame-options'), 'SAMEORIGIN');
  const pageCsp = (await fetch(`${env.url}/playtime`)).headers.get('content-security-policy') ?? '';
  assert.doesNotMatch(pageCsp, /unsafe-inline'[^;]*;?\s*$|script-src[^;]*unsafe-inline/, 'the page itself keeps the site’s script rules');
  assert.match(pageCsp, /frame-ancestors 'none'/);
});
