import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { TabOptions } from '../helpers/tab-pool.ts';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';
import { waitFrames } from '../helpers/page-waits.ts';
import { mapConcurrent, PAGE_CONCURRENCY } from '../helpers/concurrent.ts';
import { builtPages, type BuiltPage } from '../helpers/built-pages.ts';
import { firstOfEachKind } from '../helpers/page-sample.ts';
import { listFiles } from '../../cli/build/list-files.ts';
import { GSITE_ROOT } from '../../cli/paths.ts';

/**
 * The live demos and the ease tools, run in headless Chromium against the built site
 * (client/islands/gsap-demo.ts, ease-visualizer.ts, custom-ease-editor.ts). Demos are found in
 * the build, so every `::demo` a page writer adds is run: to its end, where the values its
 * `expect` names must be reached, with no console error on the page.
 *
 * Scroll demos (`scroll: true`, a stage that is its own scroll box) are run by scrolling that
 * box: a scrubbed animation's progress must follow the box's scroll, snapping must settle on a
 * snap point, the page itself must not scroll, and under reduced motion nothing moves until
 * the reader asks. No fixed sleeps: every wait is for a condition (frames counted in the page
 * where the question is "does anything move").
 */

const env = useBrowserAndSite();

function requireContent(present: boolean, missing: string): void {
  assert.ok(present, `${missing}: this test has nothing to check`);
}
const pages = builtPages();

/** Demo name → the first page that shows it. */
function demosInBuild(all: BuiltPage[]): Map<string, BuiltPage> {
  const found = new Map<string, BuiltPage>();
  for (const page of all) for (const m of page.html.matchAll(/<figure class="demo" data-demo="([^"]+)"/g)) if (!found.has(m[1]!)) found.set(m[1]!, page);
  return found;
}

const demos = demosInBuild(pages);
const demoPages = [...new Set(demos.values())];

/** Names of the demos whose stage is a scroll box (the figure says data-kind="scroll"). */
const scrollDemoNames = new Set(pages.flatMap((p) => [...p.html.matchAll(/<figure class="demo" data-demo="([^"]+)" data-kind="scroll"/g)].map((m) => m[1]!)));
/** Names of the demos with their own buttons instead of the player's controls (data-controls="none"), on either kind of stage. */
const ownDemoNames = new Set(pages.flatMap((p) => [...p.html.matchAll(/<figure class="demo" data-demo="([^"]+)"[^>]*>(?:(?!<\/figure>)[\s\S])*?data-controls="none"/g)].map((m) => m[1]!)));
const timeDemos = [...demos].filter(([n]) => !scrollDemoNames.has(n) && !ownDemoNames.has(n));
const scrollDemos = [...demos].filter(([n]) => scrollDemoNames.has(n));
/** Interactive demos on a fixed stage: their own buttons (a Draggable, a Flip toggle, GSDevTools' panel). */
const ownFixedDemos = [...demos].filter(([n]) => ownDemoNames.has(n) && !scrollDemoNames.has(n));
const ownDemos = [...demos].filter(([n]) => ownDemoNames.has(n));
/**
 * What decides how a demo can go wrong beyond its own values: its stage (in time, a scroll box,
 * its own buttons) and the modules its code imports (plugins, the 3.13.0 alias). The checks that
 * repeat a visit (taking demos down and showing them again) run on a page for each kind, every
 * demo's under `npm run test:full`.
 */
function demoKind(name: string): string {
  const source = fs.readFileSync(path.join(GSITE_ROOT, 'client/demos', `${name}.ts`), 'utf8');
  const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]!).filter((m) => m !== './define-demo.ts');
  const stage = scrollDemoNames.has(name) ? 'scroll' : ownDemoNames.has(name) ? 'own' : 'time';
  return `${stage} | ${[...new Set(imports)].sort().join('+')}`;
}
/** A demo whose own code asks for prefers-reduced-motion (it animates differently under it). */
function readsReducedMotion(name: string): boolean {
  return /prefers-reduced-motion/.test(fs.readFileSync(path.join(GSITE_ROOT, 'client/demos', `${name}.ts`), 'utf8'));
}
const teardownPages = new Set(firstOfEachKind([...demos], ([name]) => demoKind(name)).map(([, page]) => page));
/**
 * The demos run to their end on an ordinary run: one of each kind (the suite's time must not
 * grow with every demo written; a demo's own code is also checked as JavaScript by
 * cli/demos/demo-regions.test.ts and run in Playtime by playtime-demos.test.ts); every demo
 * under `npm run test:full`.
 */
const runDemos = new Set(firstOfEachKind([...demos], ([name]) => demoKind(name)).map(([name]) => name));
const runPages = demoPages.filter((page) => [...demos].some(([name, first]) => first === page && runDemos.has(name)));
const allDemoNames = fs
  .readdirSync(path.join(GSITE_ROOT, 'client/demos'))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && f !== 'define-demo.ts')
  .map((f) => f.slice(0, -3));

interface Checked {
  selector: string;
  property: string;
  value: number | string;
  actual: unknown;
  ok: boolean;
}

/**
 * In the page: the demo's `expect` entries with the values found now (`:scope` is the stage,
 * a scroll demo's box, whose own numeric properties such as scrollTop are read directly).
 * Null without a test hook. Handed to the page as a string, so it is defined in each one.
 *
 * Besides what gsap.getProperty() reads, the test's own measures (client/demos/define-demo.ts):
 * `@count` (matches in the stage), `@text` (the first match's text), `@fromLayout` (pixels
 * between its box on screen and the box the layout gives it, transform removed), `@drawn` (the
 * percentage of an SVG stroke that shows) and `@box` (it covers the box of the element `value`
 * names, each edge within a pixel).
 */
const READ_EXPECTATIONS = `window.readExpectations = (player) => {
  const hook = player.__gsapDemo;
  if (!hook) return null;
  const stage = player.querySelector('.demo-stage');
  const edges = (r) => [r.left, r.top, r.right, r.bottom];
  const apart = (a, b) => Math.max(...edges(a).map((v, i) => Math.abs(v - edges(b)[i])));
  const measure = (e, target) => {
    if (e.property === '@count') return stage.querySelectorAll(e.selector).length;
    if (!target) return 'no element matches ' + e.selector;
    if (e.property === '@text') return target.textContent;
    if (e.property === '@fromLayout') {
      const onScreen = target.getBoundingClientRect();
      const saved = target.style.getPropertyValue('transform');
      const priority = target.style.getPropertyPriority('transform');
      target.style.setProperty('transform', 'none', 'important');
      const laidOut = target.getBoundingClientRect();
      target.style.setProperty('transform', saved, priority);
      return Math.round(apart(onScreen, laidOut) * 100) / 100;
    }
    if (e.property === '@drawn') {
      const dash = parseFloat(getComputedStyle(target).strokeDasharray);
      return Number.isNaN(dash) ? 100 : Math.round((Math.min(dash, target.getTotalLength()) / target.getTotalLength()) * 1000) / 10;
    }
    if (e.property === '@box') {
      const other = stage.querySelector(e.value);
      if (!other) return 'no element matches ' + e.value;
      const off = apart(target.getBoundingClientRect(), other.getBoundingClientRect());
      return off <= 1 ? e.value : 'off by ' + off.toFixed(1) + 'px from ' + e.value;
    }
    return e.selector === ':scope' && typeof target[e.property] === 'number' ? target[e.property] : hook.gsap.getProperty(target, e.property);
  };
  return hook.expect.map((e) => {
    const target = e.selector === ':scope' ? stage : stage.querySelector(e.selector);
    const actual = measure(e, target);
    // Ratios (scale, opacity, progress) must be within 0.01; lengths, angles and percentages,
    // which layout and rounding can move by a fraction, within half a unit.
    const within = /^(scale[XY]?|opacity|autoAlpha|progress)$/.test(e.property) ? 0.01 : 0.5;
    const ok = typeof e.value === 'number' ? typeof actual === 'number' && Math.abs(actual - e.value) <= within : String(actual) === e.value;
    return { ...e, actual, ok };
  });
};`;
declare function readExpectations(player: HTMLElement): Checked[] | null;

/** In the page: everything that can move in a demo's stage, as text (its scroll, each element's transform and opacity). */
const SNAPSHOT = `window.demoSnapshot = (player) => {
  const stage = player.querySelector('.demo-stage');
  const parts = ['scroll ' + stage.scrollTop + ',' + stage.scrollLeft];
  for (const node of stage.querySelectorAll('*')) {
    const cs = getComputedStyle(node);
    parts.push(String(node.getAttribute('class') || node.tagName) + ' ' + cs.transform + ' ' + cs.opacity);
  }
  return parts.join('\\n');
};`;
declare function demoSnapshot(player: HTMLElement): string;


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

type GsiteWindow = Window & { __gsiteHydrate?: (root?: ParentNode) => void; __gsiteUnmount?: (root: ParentNode) => void };

test(`${runDemos.size === demos.size ? 'every demo' : `${runDemos.size} of ${demos.size} demos, one of each kind (npm run test:full: all),`} runs to its end on gsap 3.12.5 (or the 3.13.0 it says), reaches its expected values and fetches only its own code; one of each kind leaves nothing behind when taken down`, async () => {
  const failures: string[] = [];
  // Pages at once, each in a context of its own (a window, never a background tab whose timers
  // and frames the browser slows): each mostly waits (loading, network idle, a scroll's
  // settling), so the run takes the time of the slowest quarter, not of every page in turn.
  await mapConcurrent(runPages, PAGE_CONCURRENCY, async (page) => {
    // Under reduced motion the page's other demos hold still instead of playing in real time
    // beside the one checked (their frames were most of this test's CPU); the slider's End
    // and a demo's own buttons work the same either way. A demo that reads the setting
    // itself ends elsewhere under it, so its page runs with motion allowed, as most readers see it.
    const onPage = [...page.html.matchAll(/<figure class="demo" data-demo="([^"]+)"/g)].map((m) => m[1]!);
    const readsSetting = onPage.some((n) => demos.get(n) === page && runDemos.has(n) && readsReducedMotion(n));
    const tab = await env.tab({ viewport: { width: 1280, height: 900 }, reducedMotion: readsSetting ? 'no-preference' : 'reduce', init: [READ_EXPECTATIONS] });
    collectErrors(tab, failures, page.url);
    const requested: string[] = [];
    tab.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await tab.goto(env.url + page.url, { waitUntil: 'networkidle' });
    // Each demo is run once, on the first page that shows it.
    for (const name of onPage.filter((n) => demos.get(n) === page && runDemos.has(n))) {
      try {
        const player = await readyDemo(tab, name);
        const wanted = (await tab.locator(`figure[data-demo="${name}"] .demo__version`).count()) ? '3.13.0' : '3.12.5';
        const controls = await player.getAttribute('data-controls');
        // A demo with its own buttons (an Observer, a Draggable) has no end to go to: its
        // `expect` holds once its last button has been pressed and what that set off has ended.
        if (controls === 'none') {
          const version = await player.evaluate((el) => (el as unknown as { __gsapDemo?: { gsap: { version: string } } }).__gsapDemo?.gsap.version ?? null);
          if (version === null) failures.push(`${name}: no test hook on the player`);
          else if (version !== wanted) failures.push(`${name}: runs gsap ${version}, expected ${wanted}`);
          const expected = await player.evaluate((el) => (el as unknown as { __gsapDemo?: { expect: unknown[] } }).__gsapDemo?.expect.length ?? 0);
          if (!expected) continue;
          await player.locator('.demo-stage button').last().click();
          // "Ended": no tween of the stage's elements is still running (an overshooting ease
          // passes through the expected value on its way), and the expectations hold.
          await tab
            .waitForFunction(
              (el) => {
                const hook = (el as unknown as { __gsapDemo: { gsap: { getTweensOf(t: unknown): { isActive(): boolean }[] } } }).__gsapDemo;
                const stage = (el as HTMLElement).querySelector('.demo-stage')!;
                const moving = hook.gsap.getTweensOf(stage.querySelectorAll('*')).some((t) => t.isActive());
                return !moving && (readExpectations(el as HTMLElement)?.every((c) => c.ok) ?? true);
              },
              await player.elementHandle(),
              { timeout: 10_000 },
            )
            .catch(() => undefined);
          for (const c of (await player.evaluate((el) => readExpectations(el as HTMLElement))) ?? []) {
            if (!c.ok) failures.push(`${name} (${page.url}): ${c.selector} ${c.property} is ${JSON.stringify(c.actual)} after its last button, the demo expects ${JSON.stringify(c.value)}`);
          }
          continue;
        }
        // The slider's End key takes the animation to its end (the end of its first cycle if it
        // repeats forever); in a scroll demo it scrolls the box to the bottom, and what the
        // scroll set off (toggleActions, batches, scrub lag) is waited for.
        await player.locator('.demo-controls__scrub').press('End');
        if (controls === 'scroll') {
          await tab.waitForFunction((el) => readExpectations(el as HTMLElement)?.every((c) => c.ok) ?? true, await player.elementHandle(), { timeout: 10_000 }).catch(() => undefined);
        }
        const result = await player.evaluate((el) => {
          const hook = (el as unknown as { __gsapDemo?: { gsap: { version: string } } }).__gsapDemo;
          return hook ? { version: hook.gsap.version, checked: readExpectations(el as HTMLElement)! } : null;
        });
        if (!result) {
          failures.push(`${name}: no test hook on the player`);
          continue;
        }
        if (result.version !== wanted) failures.push(`${name}: runs gsap ${result.version}, expected ${wanted}`);
        if (!result.checked.length) failures.push(`${name}: has no expect entries`);
        for (const c of result.checked as Checked[]) {
          if (!c.ok) failures.push(`${name} (${page.url}): ${c.selector} ${c.property} is ${JSON.stringify(c.actual)} at the end, the demo expects ${JSON.stringify(c.value)}`);
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

    // In the same visit (one page load, not two): a demo leaves nothing behind when it goes.
    // Taken down once, everything on the page is the page's own (or what a plugin keeps once
    // per page); shown again (playing, motion allowed) and taken down, nothing new may stay.
    // On a page for each demo kind (teardownPages).
    if (!teardownPages.has(page)) {
      await env.release(tab);
      return;
    }
    const names = [...new Set(onPage)];
    // Shown again with motion allowed, so what playing sets up is there to be left behind.
    await tab.emulateMedia({ reducedMotion: 'no-preference' });
    await tab.evaluate(() => {
      for (const figure of document.querySelectorAll('figure.demo')) (window as GsiteWindow).__gsiteUnmount!(figure);
      for (const el of document.querySelectorAll('*')) (el as unknown as { __beforeDemos?: boolean }).__beforeDemos = true;
      for (const figure of document.querySelectorAll('figure.demo')) (window as GsiteWindow).__gsiteHydrate!(figure);
    });
    for (const name of names) await readyDemo(tab, name).catch((error: Error) => failures.push(`${name} (${page.url}): shown again, ${error.message.split('\n')[0]}`));
    const left = await tab.evaluate(() => {
      for (const figure of document.querySelectorAll('figure.demo')) (window as GsiteWindow).__gsiteUnmount!(figure);
      const found: string[] = [];
      for (const stage of document.querySelectorAll('figure.demo .demo-stage')) if (stage.childElementCount) found.push(`a stage still holds ${stage.childElementCount} elements`);
      for (const el of document.querySelectorAll('body *')) {
        if ((el as unknown as { __beforeDemos?: boolean }).__beforeDemos || el.closest('figure.demo') || !el.getClientRects().length) continue;
        found.push(`<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> outside the demos`);
      }
      return found;
    });
    for (const l of left) failures.push(`${page.url}: taken down, the demos left ${l}`);
    await env.release(tab);
  });
  assert.deepEqual(failures.sort(), []);
});

/** A page with a demo, its first demo (one that plays in time), and an error list, in a tab of its own. */
async function openFirstDemo(tabOptions: TabOptions): Promise<{ page: Page; player: Locator; errors: string[] }> {
  const [name, built] = timeDemos[0]!;
  const page = await env.tab({ viewport: { width: 1280, height: 900 }, ...tabOptions });
  const errors: string[] = [];
  collectErrors(page, errors, built.url);
  await page.goto(env.url + built.url, { waitUntil: 'networkidle' });
  const player = await readyDemo(page, name);
  return { page, player, errors };
}

test('with reduced motion a demo holds still at its start until play is pressed', async () => {
  requireContent(timeDemos.length > 0, 'no ::demo in the content');
  const { page, player, errors } = await openFirstDemo({ reducedMotion: 'reduce' });
  await waitFrames(page, 60); // about a second of drawing: an autoplaying demo would have started
  assert.equal(await state(player), 'paused');
  assert.equal(await progress(player), 0);
  await player.locator('.demo-controls__toggle').click();
  await page.waitForFunction((el) => Number((el as HTMLElement).dataset.progress) > 0, await player.elementHandle());
  await env.release(page);
  assert.deepEqual(errors, []);
});

test('without reduced motion a demo starts by itself once it is in view', async () => {
  requireContent(timeDemos.length > 0, 'no ::demo in the content');
  const { page, player, errors } = await openFirstDemo({});
  await page.waitForFunction((el) => Number((el as HTMLElement).dataset.progress) > 0, await player.elementHandle());
  await env.release(page);
  assert.deepEqual(errors, []);
});

test('the demo controls work from the keyboard and say what they do', async () => {
  requireContent(timeDemos.length > 0, 'no ::demo in the content');
  const { page, player, errors } = await openFirstDemo({ reducedMotion: 'reduce' });
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
  await waitFrames(page, 24);
  assert.equal(await progress(player), held, 'a paused demo does not move');

  await restart.focus();
  await page.keyboard.press('Enter');
  const after = await progress(player);
  assert.ok(after < held && after < 0.1, `restart went back to the start (progress ${held} → ${after})`);
  assert.equal(await state(player), 'playing');
  await env.release(page);
  assert.deepEqual(errors, []);
});

// ---------- Scroll demos: the stage is a scroll box of their own ----------

const noScrollDemos = scrollDemos.length === 0;

interface ScrollDemoPage {
  page: Page;
  player: Locator;
  errors: string[];
  /** What the player's controls drive: scroll, time or none. */
  controls: string;
}

/** Opens the page of a scroll demo (or one with its own buttons) in a tab of its own and waits until the demo is built. */
async function openScrollDemo(name: string, tabOptions: TabOptions): Promise<ScrollDemoPage> {
  const built = demos.get(name)!;
  const page = await env.tab({ viewport: { width: 1280, height: 900 }, ...tabOptions, init: [READ_EXPECTATIONS + SNAPSHOT + DRAGGABLES] });
  const errors: string[] = [];
  collectErrors(page, errors, built.url);
  // 'load', not 'networkidle' (half a second more per page): readyDemo waits for the demo's own code.
  await page.goto(env.url + built.url, { waitUntil: 'load' });
  const player = await readyDemo(page, name);
  return { page, player, errors, controls: (await player.getAttribute('data-controls')) ?? '' };
}


/**
 * Everything that can move in a demo's stage, as text. Taking it also starts watching the
 * stage's elements for style and structure changes from then on (stageChanged reads that): on a
 * busy machine a short animation can start and end between two polled frames.
 */
const stageSnapshot = (player: Locator) =>
  player.evaluate((el) => {
    const stage = el.querySelector('.demo-stage')!;
    const w = el as HTMLElement & { __stageWatch?: MutationObserver; __stageMoved?: boolean };
    const snap = demoSnapshot(w);
    w.__stageWatch?.disconnect();
    w.__stageMoved = false;
    // Moved: a change that makes the stage look different from this snapshot, not any write.
    w.__stageWatch = new MutationObserver(() => {
      if (demoSnapshot(w) !== snap) w.__stageMoved = true;
    });
    w.__stageWatch.observe(stage, { subtree: true, childList: true, attributes: true, attributeFilter: ['style', 'class', 'transform', 'opacity'] });
    return snap;
  });

/** Waits until something in the stage differs from a snapshot, or changed since it was taken. */
const stageChanged = async (page: Page, player: Locator, before: string) =>
  page.waitForFunction(([el, snap]) => (el as HTMLElement & { __stageMoved?: boolean }).__stageMoved || demoSnapshot(el as HTMLElement) !== snap, [await player.elementHandle(), before] as const);

/** Waits until nothing in the stage moves for 10 frames, and returns that still picture. */
async function stageSettled(page: Page, player: Locator): Promise<string> {
  let last = await stageSnapshot(player);
  for (;;) {
    await waitFrames(page, 10);
    const now = await stageSnapshot(player);
    if (now === last) return now;
    last = now;
  }
}

// Each scroll demo in its own context, several at once (every wait is for a condition; "nothing
// moves" is counted in frames, which parallel pages do not change), in one visit: with reduced
// motion it holds still until the reader asks, then it runs in its own box.
test('scroll demos: with reduced motion nothing moves until the reader asks; each runs in its own box, and the page does not scroll with it', { concurrency: PAGE_CONCURRENCY }, async (t) => {
  requireContent(!noScrollDemos, 'no scroll ::demo in the content');
  // One of each kind on an ordinary run, every one under npm run test:full (see runDemos).
  await Promise.all(firstOfEachKind(scrollDemos, ([n]) => demoKind(n)).map(([name]) => t.test(name, async () => {
    const { page, player, errors, controls } = await openScrollDemo(name, { reducedMotion: 'reduce' });
    const pageScroll = await page.evaluate(() => window.scrollY);
    const box = player.locator('.demo-stage');
    const before = await stageSnapshot(player);
    await waitFrames(page, 45);
    assert.equal(await stageSnapshot(player), before, `${name}: something in the stage moved on its own`);
    assert.equal(await state(player), 'paused');
    // Asked (a demo with its own buttons is asked through them in the buttons' test below): the
    // player's Play sets it going; paused again, the checks below drive the box themselves.
    if (controls !== 'none') {
      assert.equal(await progress(player), 0, `${name}: it is at its start`);
      await player.locator('.demo-controls__toggle').click();
      await page.waitForFunction((el) => Number((el as HTMLElement).dataset.progress) > 0, await player.elementHandle());
      await stageChanged(page, player, before);
      // Paused again, in one task with the reading of its state: on a loaded machine the run
      // through can end before a second click lands, and Play again would start it anew.
      const { was, now } = await player.evaluate((el) => {
        const was = (el as HTMLElement).dataset.state;
        if (was === 'playing') el.querySelector<HTMLButtonElement>('.demo-controls__toggle')!.click();
        return { was, now: (el as HTMLElement).dataset.state };
      });
      assert.ok(was === 'ended' || now === 'paused', `${name}: Pause left it ${now}`);
    }
    if (controls !== 'none') {
      // A scroll box the keyboard reaches: in the tab order, labelled, with a visible focus ring.
      assert.equal(await box.getAttribute('tabindex'), '0', 'the box is in the tab order');
      assert.ok((await box.getAttribute('aria-label'))?.length, 'the box has a label');
      assert.ok(await box.evaluate((el) => el.scrollHeight > el.clientHeight), 'the box has something to scroll');
    }
    if (controls === 'scroll') {
      // Scrubbed: the animation's progress is where the box's scroll puts it, at 0, 50% and 100%.
      const scrubbed = await player.evaluate((el) => {
        const st = (el as unknown as { __gsapDemo: { animation?: { scrollTrigger?: { vars: { scrub?: unknown } } } } }).__gsapDemo.animation?.scrollTrigger;
        return !!st?.vars.scrub;
      });
      if (scrubbed) {
        for (const at of [0, 0.5, 1]) {
          const where = await player.evaluate((el, f) => {
            const stage = el.querySelector('.demo-stage') as HTMLElement;
            stage.scrollTop = f * (stage.scrollHeight - stage.clientHeight);
            const st = (el as unknown as { __gsapDemo: { animation: { scrollTrigger: { start: number; end: number } } } }).__gsapDemo.animation.scrollTrigger;
            return { scrollTop: stage.scrollTop, start: st.start, end: st.end, max: stage.scrollHeight - stage.clientHeight };
          }, at);
          assert.ok(where.start >= 0 && where.end <= where.max + 1, `${name}: its scrubbed range (${where.start} to ${where.end}) lies inside the box's scroll (0 to ${where.max})`);
          const settled = await page
            .waitForFunction((el) => {
              const stage = el.querySelector('.demo-stage') as HTMLElement;
              const anim = (el as unknown as { __gsapDemo: { animation: { totalProgress(): number; scrollTrigger: { start: number; end: number } } } }).__gsapDemo.animation;
              const { start, end } = anim.scrollTrigger;
              const expected = Math.min(1, Math.max(0, (stage.scrollTop - start) / (end - start)));
              return Math.abs(anim.totalProgress() - expected) < 0.01;
            }, await player.elementHandle(), { timeout: 10_000 })
            .then(() => true, () => false);
          const now = await player.evaluate((el) => (el as unknown as { __gsapDemo: { animation: { totalProgress(): number } } }).__gsapDemo.animation.totalProgress());
          assert.ok(settled, `${name}: at ${at * 100}% of the box's scroll (scrollTop ${where.scrollTop}, trigger ${where.start} to ${where.end}) the animation's progress is ${now}`);
          if (at === 0) assert.ok(now < 0.01, `${name}: at the top of the box the animation is at its start (${now})`);
          if (at === 1) assert.ok(now > 0.99, `${name}: at the bottom of the box the animation is at its end (${now})`);
        }
      }
      // Snapping: let go between two snap points, and the box settles on one of them.
      const snap = await player.evaluate((el) => {
        const snapVars = (el as unknown as { __gsapDemo: { animation?: { scrollTrigger?: { vars: { snap?: unknown } } } } }).__gsapDemo.animation?.scrollTrigger?.vars.snap;
        const step = typeof snapVars === 'number' ? snapVars : snapVars && typeof (snapVars as { snapTo?: unknown }).snapTo === 'number' ? (snapVars as { snapTo: number }).snapTo : 0;
        return step;
      });
      if (snap > 0) {
        // As a reader does it: from rest at the top, a few wheel notches over the box to about 60% of
        // the way to the second snap point, then let go. "At rest" means ScrollTrigger has seen the
        // previous scroll end (its velocity is 0 and isScrolling() is false): a new scroll that starts
        // before that is taken as the same gesture, and ScrollTrigger then skips the snap.
        await player.evaluate((el) => { (el.querySelector('.demo-stage') as HTMLElement).scrollTop = 0; });
        await page.waitForFunction((el) => {
          const hook = (el as unknown as { __gsapDemo: { gsap: typeof import('gsap').gsap; animation: { scrollTrigger: { getVelocity(): number } } } }).__gsapDemo;
          // gsap.core.globals() (untyped) holds the registered plugins: this demo's own ScrollTrigger.
          const ST = (hook.gsap.core as unknown as { globals(): Record<string, { isScrolling(): boolean }> }).globals().ScrollTrigger!;
          return (el.querySelector('.demo-stage') as HTMLElement).scrollTop === 0 && hook.animation.scrollTrigger.getVelocity() === 0 && !ST.isScrolling();
        }, await player.elementHandle(), { timeout: 10_000 });
        const distance = await player.evaluate((el, step) => {
          const st = (el as unknown as { __gsapDemo: { animation: { scrollTrigger: { start: number; end: number } } } }).__gsapDemo.animation.scrollTrigger;
          return step * 0.6 * (st.end - st.start);
        }, snap);
        const bounds = (await box.boundingBox())!;
        await page.mouse.move(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2);
        for (let notch = 0; notch < 4; notch++) {
          await page.mouse.wheel(0, distance / 4);
          await waitFrames(page, 2);
        }
        const target = snap;
        const snapped = await page
          .waitForFunction(([el, step]) => {
            const stage = (el as HTMLElement).querySelector('.demo-stage') as HTMLElement;
            const st = (el as unknown as { __gsapDemo: { animation: { scrollTrigger: { start: number; end: number } } } }).__gsapDemo.animation.scrollTrigger;
            const at = (stage.scrollTop - st.start) / (st.end - st.start) / step;
            return Math.abs(at - Math.round(at)) < 0.03;
          }, [await player.elementHandle(), target] as const, { timeout: 10_000 })
          .then(() => true, () => false);
        assert.ok(snapped, `${name}: let go at ${Math.round(snap * 60)}% of its range, between two snap points, the box did not settle on one (every ${Math.round(snap * 100)}%)`);
      }
    }
    assert.equal(await page.evaluate(() => window.scrollY), pageScroll, `${name}: the page itself did not scroll`);
    await env.release(page);
    assert.deepEqual(errors, []);
  })));
});

test('a scroll demo is driven by its box: scroll through, pause, back to the top, the slider, the keys', async () => {
  requireContent(!noScrollDemos, 'no scroll ::demo in the content');
  let first: ScrollDemoPage | undefined;
  for (const [name] of scrollDemos) {
    const opened = await openScrollDemo(name, { reducedMotion: 'reduce' });
    if (opened.controls === 'scroll') {
      first = opened;
      break;
    }
    await env.release(opened.page);
  }
  if (!first) assert.fail('no scroll demo with scroll controls');
  const { page, player, errors } = first;
  const box = player.locator('.demo-stage');
  const toggle = player.locator('.demo-controls__toggle');
  const restart = player.locator('.demo-controls__restart');
  const slider = player.locator('.demo-controls__scrub');
  const scrollTop = () => box.evaluate((el) => el.scrollTop);
  assert.equal(await toggle.getAttribute('aria-label'), 'Scroll through');
  assert.equal(await restart.getAttribute('aria-label'), 'Restart from the top');
  assert.equal(await slider.getAttribute('aria-label'), 'Scroll position');

  // Scroll through, from the keyboard: the box's own scroll moves.
  await toggle.focus();
  await page.keyboard.press('Enter');
  assert.equal(await state(player), 'playing');
  assert.equal(await toggle.getAttribute('aria-label'), 'Pause scrolling');
  await page.waitForFunction((el) => (el as HTMLElement).scrollTop > 20, await box.elementHandle());
  await page.keyboard.press('Space');
  assert.equal(await state(player), 'paused');
  const held = await scrollTop();
  await waitFrames(page, 20);
  assert.equal(await scrollTop(), held, 'paused, the box stays where it is');

  // Restart: back to the top, and through again. The lowest scroll the box reports is watched
  // (a busy machine may scroll on past the old place before a single read would see the jump).
  await box.evaluate((el) => {
    const w = el as HTMLElement & { lowest?: number };
    w.lowest = el.scrollTop;
    el.addEventListener('scroll', () => (w.lowest = Math.min(w.lowest!, el.scrollTop)));
  });
  await restart.focus();
  await page.keyboard.press('Enter');
  assert.equal(await state(player), 'playing');
  const wentBack = await page
    .waitForFunction(([el, h]) => ((el as HTMLElement & { lowest?: number }).lowest ?? Infinity) < (h as number), [await box.elementHandle(), held] as const, { timeout: 5000 })
    .then(() => true, () => false);
  assert.ok(wentBack, 'restart went back to the top');
  await toggle.click();

  // The slider sets the box's scroll, and says how far it is.
  await slider.focus();
  await page.keyboard.press('End');
  assert.equal(await state(player), 'ended');
  assert.ok(await box.evaluate((el) => el.scrollTop >= el.scrollHeight - el.clientHeight - 1), 'End scrolled the box to the bottom');
  assert.equal(await slider.getAttribute('aria-valuetext'), '100% scrolled');
  await page.keyboard.press('Home');
  assert.equal(await scrollTop(), 0);

  // The box itself: Tab reaches it, its focus ring shows, the keys scroll it, Tab leaves it.
  await box.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  assert.ok(await box.evaluate((el) => el === document.activeElement), 'Tab reaches the box');
  assert.notEqual(await box.evaluate((el) => getComputedStyle(el).outlineStyle), 'none', 'the focused box shows a focus ring');
  await page.keyboard.press('PageDown');
  await page.waitForFunction((el) => Number((el as HTMLElement).dataset.progress) > 0, await player.elementHandle());
  await page.keyboard.press('Tab');
  assert.ok(await toggle.evaluate((el) => el === document.activeElement), 'Tab leaves the box for the controls: no keyboard trap');
  await env.release(page);
  assert.deepEqual(errors, []);
});

test('without reduced motion a scroll demo scrolls through by itself once it is in view', async () => {
  requireContent(!noScrollDemos, 'no scroll ::demo in the content');
  for (const [name] of scrollDemos) {
    const { player, page, errors, controls } = await openScrollDemo(name, {});
    if (controls !== 'scroll') {
      await env.release(page);
      continue;
    }
    await page.waitForFunction((el) => Number((el as HTMLElement).dataset.progress) > 0, await player.elementHandle());
    await env.release(page);
    assert.deepEqual(errors, []);
    return;
  }
  assert.fail('no scroll demo with scroll controls');
});

test('a demo with its own buttons (Observer, Draggable, a Flip toggle) holds still under reduced motion until the reader asks, moves on its buttons from the keyboard, and on the wheel over its panels, not the page', async () => {
  requireContent(ownDemos.length > 0, 'no ::demo with its own buttons in the content');
  let ran = false;
  // Each demo in its own context, several at once: every wait here is for a change, or counted
  // in frames, which parallel pages do not change.
  // One of each kind on an ordinary run, every one under npm run test:full (see runDemos).
  await mapConcurrent(firstOfEachKind(ownDemos, ([n]) => demoKind(n)), PAGE_CONCURRENCY, async ([name]) => {
    const { page, player, errors, controls } = await openScrollDemo(name, { reducedMotion: 'reduce' });
    if (controls !== 'none') {
      await env.release(page);
      return;
    }
    ran = true;
    const stage = player.locator('.demo-stage');
    if (!scrollDemoNames.has(name)) {
      assert.equal(await stage.getAttribute('role'), 'group', `${name}: its stage is a group of controls, not a picture`);
      assert.ok((await stage.getAttribute('aria-label'))?.length, `${name}: its stage has a label`);
    }
    const buttons = player.locator('.demo-stage button');
    assert.ok((await buttons.count()) > 0, `${name}: its stage has buttons for the keyboard`);
    // Reduced motion: nothing moves on its own.
    const still = await stageSnapshot(player);
    await waitFrames(page, 45);
    assert.equal(await stageSnapshot(player), still, `${name}: something in the stage moved on its own`);
    assert.equal(await state(player), 'paused');
    // Asked from the keyboard: focus the last button (Next) and press Enter.
    await buttons.last().focus();
    await page.keyboard.press('Enter');
    await stageChanged(page, player, still);
    // The wheel over the panels moves them, and the page stays where it is.
    const panels = player.locator('.demo-panels');
    if (await panels.count()) {
      const pageScroll = await page.evaluate(() => window.scrollY);
      const before = await stageSettled(page, player);
      const rect = (await panels.boundingBox())!;
      await page.mouse.move(rect.x + rect.width / 2, rect.y + rect.height / 2);
      await page.mouse.wheel(0, 120);
      await stageChanged(page, player, before);
      assert.equal(await page.evaluate(() => window.scrollY), pageScroll, `${name}: the wheel over the panels did not scroll the page`);
    }
    await env.release(page);
    assert.deepEqual(errors, []);
  });
  if (!ran) assert.fail('no demo with its own buttons');
});

/**
 * In the page: the Draggables the demo made (found in its gsap.context) whose targets are its
 * shapes (a plugin's own handles, such as GSDevTools' playhead, are not), with their position,
 * limits and snapping.
 */
const DRAGGABLES = `window.demoDraggables = (player) => {
  const hook = player.__gsapDemo;
  if (!hook) return [];
  const snapped = (rule, v) => {
    if (typeof rule === 'function') return Math.abs(rule(v) - v) < 0.5;
    if (Array.isArray(rule)) return rule.some((p) => typeof p === 'number' && Math.abs(p - v) < 0.5);
    return true;
  };
  const isDraggable = (d) => d && d.target instanceof Element && d.vars && typeof d.startDrag === 'function' && typeof d.applyBounds === 'function';
  return hook.context.data.filter((d) => isDraggable(d) && d.target.matches('.demo-box, .demo-circle')).map((d) => {
    const live = d.vars.liveSnap && d.vars.liveSnap !== true ? d.vars.liveSnap : undefined;
    const rule = live || d.vars.snap;
    const axes = d.vars.type === 'x' ? ['x'] : d.vars.type === 'y' ? ['y'] : ['x', 'y'];
    const ruleFor = (axis) => (rule && typeof rule === 'object' && !Array.isArray(rule) ? rule[axis] : rule);
    return {
      x: d.x, y: d.y, minX: d.minX, maxX: d.maxX, minY: d.minY, maxY: d.maxY, axes,
      moving: d.isDragging || d.isThrowing || d.isPressed,
      snapped: axes.every((a) => snapped(ruleFor(a), d[a])),
    };
  });
};`;
declare function demoDraggables(player: HTMLElement): { x: number; y: number; minX: number; maxX: number; minY: number; maxY: number; axes: ('x' | 'y')[]; moving: boolean; snapped: boolean }[];

/** A demo's figure in a built page: its title, stage markup and highlighted code. */
const figureOf = (name: string, built: BuiltPage) => {
  const start = built.html.indexOf(`<figure class="demo" data-demo="${name}"`);
  return start < 0 ? '' : built.html.slice(start, built.html.indexOf('</figure>', start));
};
/** The interactive demos whose code makes a Draggable. */
const draggableDemos = ownFixedDemos.filter(([name, built]) => /Draggable/.test(figureOf(name, built)));

test('a Draggable demo follows a mouse drag (a quick one throws it), stays inside its bounds, lands on a snap point, and the page stays put', async () => {
  requireContent(draggableDemos.length > 0, 'no Draggable ::demo in the content');
  let dragged = 0;
  for (const [name] of draggableDemos) {
    const { page, player, errors } = await openScrollDemo(name, {});
    const shapes = await player.evaluate((el) => demoDraggables(el as HTMLElement));
    if (!shapes.length) {
      await env.release(page);
      continue;
    }
    dragged++;
    const pageScroll = await page.evaluate(() => window.scrollY);
    const before = shapes[0]!;
    const shape = player.locator('.demo-stage').locator('.demo-box, .demo-circle').first();
    const box = (await shape.boundingBox())!;
    // A quick move to the right and down: with inertia it is a throw, live snapping snaps on the way.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 6; i++) await page.mouse.move(box.x + box.width / 2 + i * 14, box.y + box.height / 2 + i * 7);
    await page.mouse.up();
    await page.waitForFunction((el) => demoDraggables(el as HTMLElement).every((d) => !d.moving), await player.elementHandle(), { timeout: 10_000 });
    await stageSettled(page, player);
    const after = (await player.evaluate((el) => demoDraggables(el as HTMLElement)))[0]!;
    assert.ok(after.axes.some((a) => Math.abs(after[a] - before[a]) >= 1), `${name}: the shape followed the drag (${JSON.stringify(before)} → ${JSON.stringify(after)})`);
    for (const a of after.axes) {
      const [min, max] = a === 'x' ? [after.minX, after.maxX] : [after.minY, after.maxY];
      assert.ok(after[a] >= min - 0.5 && after[a] <= max + 0.5, `${name}: ${a} ${after[a]} stays inside its bounds (${min} to ${max})`);
    }
    assert.ok(after.snapped, `${name}: it came to rest on a snap point (${JSON.stringify(after)})`);
    assert.equal(await page.evaluate(() => window.scrollY), pageScroll, `${name}: the drag did not scroll the page`);
    await env.release(page);
    assert.deepEqual(errors, []);
  }
  assert.ok(dragged > 0, 'no Draggable shape in the Draggable demos');
});

const pageWith = (island: string) => pages.find((p) => p.html.includes(`data-island="${island}"`));
const visualizerPage = pageWith('ease-visualizer');
const editorPage = pageWith('custom-ease-editor');

test('the ease visualiser redraws the curve and the code when an ease or a type is picked', async () => {
  requireContent(Boolean(visualizerPage), 'no ::ease-visualizer in the content');
  const page = await env.tab({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
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
  await env.release(page);
  assert.deepEqual(errors, []);
});

test('the CustomEase editor shows Invalid CustomEase for a malformed curve and keeps the last good one', async () => {
  requireContent(Boolean(editorPage), 'no ::custom-ease-editor in the content');
  const page = await env.tab({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
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
  await env.release(page);
  assert.deepEqual(errors, []);
});
