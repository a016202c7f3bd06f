import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';
import { builtPages, type BuiltPage } from '../helpers/built-pages.ts';
import { listFiles } from '../../cli/build/list-files.ts';
import { GSITE_ROOT } from '../../cli/paths.ts';

/**
 * The live demos and the ease tools, run in headless Chromium against the built site
 * (client/islands/gsap-demo.ts, ease-visualizer.ts, custom-ease-editor.ts). Demos are found in
 * the build, so every `::demo` a page writer adds is run: to its end, where the values its
 * `expect` names must be reached, with no console error on the page.
 */

const env = useBrowserAndSite();
const pages = builtPages();

/** Demo name → the first page that shows it. */
function demosInBuild(all: BuiltPage[]): Map<string, BuiltPage> {
  const found = new Map<string, BuiltPage>();
  for (const page of all) for (const m of page.html.matchAll(/<figure class="demo" data-demo="([^"]+)"/g)) if (!found.has(m[1]!)) found.set(m[1]!, page);
  return found;
}

const demos = demosInBuild(pages);
const demoPages = [...new Set(demos.values())];
const allDemoNames = fs
  .readdirSync(path.join(GSITE_ROOT, 'client/demos'))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && f !== 'define-demo.ts')
  .map((f) => f.slice(0, -3));

interface Checked {
  selector: string;
  property: string;
  value: number | string;
  actual: unknown;
}

/** Console errors and uncaught exceptions of a page, as lines. */
function collectErrors(page: Page, into: string[], url: string): void {
  page.on('console', (m) => {
    if (m.type() === 'error') into.push(`${url}: console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => into.push(`${url}: uncaught: ${e.message}`));
}

/** Scrolls the demo into view and waits until its animation is built. */
async function readyDemo(page: Page, name: string): Promise<Locator> {
  const player = page.locator(`figure[data-demo="${name}"] .demo-player`).first();
  await player.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (n) => {
      const el = document.querySelector(`figure[data-demo="${n}"] .demo-player`) as HTMLElement | null;
      return !!el && el.dataset.state !== 'loading';
    },
    name,
    { timeout: 15_000 },
  );
  assert.notEqual(await player.getAttribute('data-state'), 'failed', `demo ${name} failed to start`);
  return player;
}

const state = (player: Locator) => player.getAttribute('data-state');
const progress = async (player: Locator) => Number(await player.getAttribute('data-progress'));

test('every ::demo in the content is on a built page', () => {
  const used = new Set<string>();
  for (const file of listFiles(path.join(GSITE_ROOT, 'content')).filter((f) => f.endsWith('.md'))) {
    const text = fs.readFileSync(path.join(GSITE_ROOT, 'content', file), 'utf8');
    for (const m of text.matchAll(/^::demo\{name="([^"]+)"\}\s*$/gm)) used.add(m[1]!);
  }
  // A name listed here is in the content but in no built page: rebuild (GSITE_TEST_BUILD may be stale).
  assert.deepEqual([...used].filter((n) => !demos.has(n)).sort(), []);
});

test('every demo runs to its end on gsap 3.12.5 (or the 3.13.0 it says), reaches its expected values, and fetches only its own code', async () => {
  const failures: string[] = [];
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  for (const page of demoPages) {
    const tab = await context.newPage();
    collectErrors(tab, failures, page.url);
    const requested: string[] = [];
    tab.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await tab.goto(env.url + page.url, { waitUntil: 'networkidle' });
    const onPage = [...page.html.matchAll(/<figure class="demo" data-demo="([^"]+)"/g)].map((m) => m[1]!);
    // Each demo is run once, on the first page that shows it.
    for (const name of onPage.filter((n) => demos.get(n) === page)) {
      try {
        const player = await readyDemo(tab, name);
        const wanted = (await tab.locator(`figure[data-demo="${name}"] .demo__version`).count()) ? '3.13.0' : '3.12.5';
        // The slider's End key takes the animation to its end (the end of its first cycle if it repeats forever).
        await player.locator('.demo-controls__scrub').press('End');
        const result = await player.evaluate((el) => {
          const hook = (el as unknown as { __gsapDemo?: { gsap: { version: string; getProperty(t: Element, p: string): unknown }; animation: { totalProgress(): number }; expect: { selector: string; property: string; value: number | string }[] } }).__gsapDemo;
          if (!hook) return null;
          const stage = el.querySelector('.demo-stage')!;
          return {
            version: hook.gsap.version,
            checked: hook.expect.map((e) => {
              const target = stage.querySelector(e.selector);
              return { ...e, actual: target ? hook.gsap.getProperty(target, e.property) : `no element matches ${e.selector}` };
            }),
          };
        });
        if (!result) {
          failures.push(`${name}: no test hook on the player`);
          continue;
        }
        if (result.version !== wanted) failures.push(`${name}: runs gsap ${result.version}, expected ${wanted}`);
        if (!result.checked.length) failures.push(`${name}: has no expect entries`);
        for (const c of result.checked as Checked[]) {
          const ok = typeof c.value === 'number' ? typeof c.actual === 'number' && Math.abs(c.actual - c.value) <= 0.5 : String(c.actual) === c.value;
          if (!ok) failures.push(`${name} (${page.url}): ${c.selector} ${c.property} is ${JSON.stringify(c.actual)} at the end, the demo expects ${JSON.stringify(c.value)}`);
        }
        if (Number(await player.getAttribute('data-progress')) < 0.999) failures.push(`${name}: the slider's End did not reach the end (progress ${await player.getAttribute('data-progress')})`);
      } catch (error) {
        failures.push(`${name} (${page.url}): ${(error as Error).message.split('\n')[0]}`);
      }
    }
    await tab.waitForLoadState('networkidle');
    const fetched = allDemoNames.filter((n) => requested.some((r) => new RegExp(`/chunks/${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[A-Z0-9]+\\.js$`).test(r)));
    const extra = fetched.filter((n) => !onPage.includes(n));
    if (extra.length) failures.push(`${page.url}: fetched the code of demos it does not show: ${extra.join(', ')}`);
    await tab.close();
  }
  await context.close();
  assert.deepEqual(failures, []);
});

/** A page with a demo, its first demo, and an error list, in a fresh context. */
async function openFirstDemo(contextOptions: Parameters<typeof env.browser.newContext>[0]): Promise<{ context: BrowserContext; page: Page; player: Locator; errors: string[] }> {
  const [name, built] = [...demos][0]!;
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions });
  const page = await context.newPage();
  const errors: string[] = [];
  collectErrors(page, errors, built.url);
  await page.goto(env.url + built.url, { waitUntil: 'networkidle' });
  const player = await readyDemo(page, name);
  return { context, page, player, errors };
}

test('with reduced motion a demo holds still at its start until play is pressed', { skip: demos.size === 0 && 'no ::demo in the content yet' }, async () => {
  const { context, page, player, errors } = await openFirstDemo({ reducedMotion: 'reduce' });
  await page.waitForTimeout(1000);
  assert.equal(await state(player), 'paused');
  assert.equal(await progress(player), 0);
  await player.locator('.demo-controls__toggle').click();
  await page.waitForFunction((el) => Number((el as HTMLElement).dataset.progress) > 0, await player.elementHandle());
  await context.close();
  assert.deepEqual(errors, []);
});

test('without reduced motion a demo starts by itself once it is in view', { skip: demos.size === 0 && 'no ::demo in the content yet' }, async () => {
  const { context, page, player, errors } = await openFirstDemo({});
  await page.waitForFunction((el) => Number((el as HTMLElement).dataset.progress) > 0, await player.elementHandle());
  await context.close();
  assert.deepEqual(errors, []);
});

test('the demo controls work from the keyboard and say what they do', { skip: demos.size === 0 && 'no ::demo in the content yet' }, async () => {
  const { context, page, player, errors } = await openFirstDemo({ reducedMotion: 'reduce' });
  const toggle = player.locator('.demo-controls__toggle');
  const restart = player.locator('.demo-controls__restart');
  assert.equal(await toggle.getAttribute('aria-label'), 'Play');
  assert.equal(await restart.getAttribute('aria-label'), 'Restart');
  assert.equal(await player.locator('.demo-controls__scrub').getAttribute('aria-label'), 'Progress');

  await toggle.focus();
  await page.keyboard.press('Enter');
  assert.equal(await state(player), 'playing');
  assert.equal(await toggle.getAttribute('aria-label'), 'Pause');
  await page.waitForFunction((el) => Number((el as HTMLElement).dataset.progress) > 0.1, await player.elementHandle());

  await page.keyboard.press('Space');
  assert.equal(await state(player), 'paused');
  const held = await progress(player);
  await page.waitForTimeout(400);
  assert.equal(await progress(player), held, 'a paused demo does not move');

  await restart.focus();
  await page.keyboard.press('Enter');
  const after = await progress(player);
  assert.ok(after < held && after < 0.1, `restart went back to the start (progress ${held} → ${after})`);
  assert.equal(await state(player), 'playing');
  await context.close();
  assert.deepEqual(errors, []);
});

const pageWith = (island: string) => pages.find((p) => p.html.includes(`data-island="${island}"`));
const visualizerPage = pageWith('ease-visualizer');
const editorPage = pageWith('custom-ease-editor');

test('the ease visualiser redraws the curve and the code when an ease or a type is picked', { skip: !visualizerPage && 'no ::ease-visualizer in the content yet' }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors: string[] = [];
  collectErrors(page, errors, visualizerPage!.url);
  await page.goto(env.url + visualizerPage!.url, { waitUntil: 'networkidle' });
  const tool = page.locator('gsite-island[data-island="ease-visualizer"]').first();
  await tool.scrollIntoViewIfNeeded();
  await tool.and(page.locator('[data-hydrated]')).waitFor();
  const curve = tool.locator('.ease-tool__curve');
  const code = tool.locator('.ease-tool__string');
  const before = await curve.getAttribute('d');
  assert.equal(await code.textContent(), 'ease: "power1.out"');

  await tool.getByRole('radio', { name: 'bounce' }).check();
  const bounce = await curve.getAttribute('d');
  assert.notEqual(bounce, before, 'picking bounce changed the curve');
  assert.equal(await code.textContent(), 'ease: "bounce.out"');

  // Keyboard: focus the type group and move along it with the arrows.
  await tool.getByRole('radio', { name: '.out' }).focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await code.textContent(), 'ease: "bounce.inOut"');
  assert.notEqual(await curve.getAttribute('d'), bounce);

  await tool.getByRole('radio', { name: 'none' }).check();
  assert.equal(await code.textContent(), 'ease: "none"');
  assert.ok(await tool.getByRole('radio', { name: '.in', exact: true }).isDisabled(), 'none has no type');
  await context.close();
  assert.deepEqual(errors, []);
});

test('the CustomEase editor shows Invalid CustomEase for a malformed curve and keeps the last good one', { skip: !editorPage && 'no ::custom-ease-editor in the content yet' }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors: string[] = [];
  collectErrors(page, errors, editorPage!.url);
  await page.goto(env.url + editorPage!.url, { waitUntil: 'networkidle' });
  const tool = page.locator('gsite-island[data-island="custom-ease-editor"]').first();
  await tool.scrollIntoViewIfNeeded();
  await tool.and(page.locator('[data-hydrated]')).waitFor();
  const input = tool.getByRole('textbox', { name: 'Curve (SVG path data)' });
  const curve = tool.locator('.ease-tool__curve');
  const code = tool.locator('.ease-tool__string');
  const alert = tool.getByRole('alert');

  await input.fill('M0,0 C0.5,0 0.5,1 1,1');
  const good = await curve.getAttribute('d');
  assert.equal(await alert.textContent(), '');
  assert.equal(await code.textContent(), 'CustomEase.create("myEase", "M0,0 C0.5,0 0.5,1 1,1")');

  for (const bad of ['M0,0 C0.5,0 0.5', 'hello', '']) {
    await input.fill(bad);
    assert.equal(await alert.textContent(), 'Invalid CustomEase', `"${bad}" is malformed`);
    assert.equal(await input.getAttribute('aria-invalid'), 'true');
    assert.equal(await curve.getAttribute('d'), good, 'the last good curve stays');
    assert.equal(await code.textContent(), 'CustomEase.create("myEase", "M0,0 C0.5,0 0.5,1 1,1")');
  }

  await tool.getByRole('button', { name: 'Overshoot' }).click();
  assert.equal(await alert.textContent(), '');
  assert.notEqual(await curve.getAttribute('d'), good);
  await context.close();
  assert.deepEqual(errors, []);
});
