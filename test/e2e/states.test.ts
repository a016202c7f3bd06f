import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { build } from '../../cli/build/build.ts';
import { silentLogger } from '../../cli/build/logger.ts';
import { createStaticServer } from '../../cli/serve/static-server.ts';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';
import { FIXTURES } from '../helpers/fixture.ts';
import { TabPool, type TabOptions } from '../helpers/tab-pool.ts';
import { fullRun } from '../helpers/page-sample.ts';
import { islandsAwake } from '../helpers/page-waits.ts';

/**
 * Island states (spec §4 "Page load", "Render error", "A flag for browser rendering", §8,
 * §9 "Spinner 3 seconds per ring") on the states fixture site, whose test-only islands
 * never ship in the real site; and island teardown (window.__gsiteUnmount) on the real site.
 */
const env = useBrowserAndSite();
let fixtureUrl: string;
let closeFixture: (() => Promise<void>) | undefined;
let outDir: string | undefined;
/** Tabs kept on the fixture site's origin (env.tab's are kept on the real site's). */
const fixtureTabs = new TabPool(() => env.browser, () => fixtureUrl);

before(async () => {
  // Built in place (its page templates import gsite's island component by relative path),
  // into a folder of its own.
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-states-'));
  await build({ root: path.join(FIXTURES, 'states'), outDir, logger: silentLogger, workers: 0 });
  const server = createStaticServer({ dir: outDir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fixtureUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeFixture = () => new Promise((resolve) => server.close(() => resolve()));
});

after(async () => {
  await fixtureTabs.close();
  await closeFixture?.();
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

const DESKTOP = { width: 1280, height: 900 };

/** What the island loader (client/runtime/island-loader.ts) puts on window for the router. */
type GsiteWindow = Window & { __gsiteHydrate?: (root?: ParentNode) => void; __gsiteUnmount?: (root: ParentNode) => void };

interface Opened {
  page: Page;
  /** Console errors and uncaught exceptions, as they come. */
  errors: string[];
}

/** Where a stopped page clock stands (any fixed time). */
const CLOCK_START = Date.parse('2030-01-01T00:00:00Z');

/**
 * A tab on `url`: from the fixture site's pool or the real site's (env.tab), by the URL's
 * origin, so the tab can be kept for the next test.
 */
async function open(
  url: string,
  opts: { crash?: Record<string, boolean>; tab?: TabOptions; before?: (page: Page) => Promise<unknown>; clock?: boolean } = {},
): Promise<Opened> {
  const options = { viewport: DESKTOP, ...opts.tab };
  const page = new URL(url).origin === fixtureUrl ? await fixtureTabs.tab(options) : await env.tab(options);
  // A stopped clock: the page's timers run only when the test moves it. (The pool closes a
  // tab whose clock was faked instead of keeping it.)
  if (opts.clock) {
    await page.context().clock.install({ time: CLOCK_START });
    await page.context().clock.pauseAt(CLOCK_START + 1000);
  }
  if (opts.crash) await page.addInitScript((flags) => (window.statesCrash = flags), opts.crash);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  await opts.before?.(page);
  await page.goto(url);
  return { page, errors };
}

/** WCAG contrast ratio of an element's text colour on its background colour. */
async function contrast(page: Page, selector: string): Promise<number> {
  const colours = await page.locator(selector).first().evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = colours.map(luminance).sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

// ---------- Crash view ----------

test('a React island that throws while rendering shows the crash view with the cause chain; Try again renders it again', async () => {
  const { page } = await open(fixtureUrl + '/crash', { crash: { render: true } });
  const alert = page.locator('#render [role="alert"]');
  await alert.waitFor();
  assert.equal(await alert.getByRole('heading').innerText(), 'This page crashed');
  assert.deepEqual(await alert.locator('.gsite-state__message').allInnerTexts(), ['Crash in render', 'Cause: render: middle cause', 'Cause: render: root cause']);
  assert.equal(await page.locator('#render .crash-ok').count(), 0, 'the crash view stands in place of the island');
  // The other React island on the page is not affected.
  assert.equal(await page.locator('#effect .crash-ok').innerText(), 'Rendered fine (effect)');

  // Still throwing: Try again brings the crash view back, with the focus on Try again.
  await alert.getByRole('button', { name: 'Try again' }).click();
  await alert.waitFor();
  assert.equal(await page.locator('#render .crash-ok').count(), 0);
  assert.equal(await page.evaluate(() => document.activeElement?.closest('#render') !== null && document.activeElement?.textContent), 'Try again');

  // Fixed: Try again, from the keyboard, renders the island.
  await page.evaluate(() => (window.statesCrash = {}));
  const retry = alert.getByRole('button', { name: 'Try again' });
  await retry.focus();
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Try again', 'Try again takes focus');
  await page.keyboard.press('Enter');
  await page.locator('#render .crash-ok').waitFor();
  assert.equal(await page.locator('#render .crash-ok').innerText(), 'Rendered fine (render)');
  assert.equal(await page.locator('#render [role="alert"]').count(), 0, 'the crash view is cleared');
});

test('a React island that throws in an effect during hydration shows the crash view; Try again renders it again', async () => {
  const { page } = await open(fixtureUrl + '/crash', { crash: { effect: true } });
  const alert = page.locator('#effect [role="alert"]');
  await alert.waitFor();
  assert.match(await alert.innerText(), /This page crashed[\s\S]*Crash in effect[\s\S]*effect: middle cause[\s\S]*effect: root cause/);
  await page.evaluate(() => (window.statesCrash = {}));
  await alert.getByRole('button', { name: 'Try again' }).click();
  assert.equal(await page.locator('#effect .crash-ok').innerText(), 'Rendered fine (effect)');
  assert.equal(await page.locator('#effect [role="alert"]').count(), 0);
});

test('a DOM island whose mount throws shows the crash view; Try again mounts it on its own markup', async () => {
  const { page, errors } = await open(fixtureUrl + '/crash', { crash: { mount: true } });
  const island = page.locator('#dom gsite-island');
  const alert = island.locator('[role="alert"]');
  await alert.waitFor();
  assert.deepEqual(await alert.locator('.gsite-state__message').allInnerTexts(), ['Crash in mount', 'Cause: mount: middle cause', 'Cause: mount: root cause']);
  assert.equal(await island.locator('.crash-dom__status').count(), 0);
  assert.equal(await island.getAttribute('data-hydrated'), null, 'a crashed island is not live');
  assert.ok(errors.some((e) => /Island crash-dom crashed/.test(e)), `the error is logged, not swallowed: ${errors.join(' | ')}`);

  await alert.getByRole('button', { name: 'Try again' }).click();
  await alert.waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.closest('#dom') !== null && document.activeElement?.textContent), 'Try again', 'failing again keeps the focus on Try again');
  await page.evaluate(() => (window.statesCrash = {}));
  await alert.getByRole('button', { name: 'Try again' }).click();
  assert.equal(await island.locator('.crash-dom__status').innerText(), 'Mounted');
  assert.equal(await island.locator('[role="alert"]').count(), 0);
  assert.equal(await island.getAttribute('data-hydrated'), '');
});

test('the crash view is readable in both colour modes, in the danger colours', async () => {
  const { page } = await open(fixtureUrl + '/crash', { crash: { mount: true } });
  await page.locator('#dom [role="alert"]').waitFor();
  const colours = new Set<string>();
  for (const theme of ['light', 'dark']) {
    await page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), theme);
    const ratio = await contrast(page, '#dom .gsite-crash');
    assert.ok(ratio >= 4.5, `${theme}: contrast ${ratio.toFixed(2)}`);
    const [background, danger] = await page.locator('#dom .gsite-crash').evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).getPropertyValue('--danger-bg').trim()]);
    const probe = await page.evaluate((c) => {
      const p = document.createElement('i');
      p.style.color = c;
      document.body.append(p);
      const out = getComputedStyle(p).color;
      p.remove();
      return out;
    }, danger!);
    assert.equal(background, probe, `${theme}: the background is --danger-bg`);
    colours.add(background!);
  }
  assert.equal(colours.size, 2, 'each mode has its own danger colours');
});

// ---------- Lazy islands ----------

const LAZY_CHUNK = '**/assets/lazy-demo-*.js';

/**
 * Holds back the lazy island's code until the test releases it: a network exactly as slow as
 * the test needs. `requested` resolves once the page has asked for the code.
 */
async function holdLazyChunk(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(LAZY_CHUNK, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { requested, release };
}

test('a lazy island whose code is slow shows a spinner over it (3 s a turn) without moving anything, then its content', async () => {
  let chunk!: Awaited<ReturnType<typeof holdLazyChunk>>;
  const { page } = await open(fixtureUrl + '/lazy', { before: async (p) => (chunk = await holdLazyChunk(p)) });
  await chunk.requested;
  const island = page.locator('#lazy gsite-island');
  const placeholder = await island.boundingBox();
  const after = await page.locator('#after').boundingBox();
  // The code does not come until the spinner has been looked at.
  const spinner = page.getByRole('progressbar', { name: 'Loading' });
  await spinner.waitFor({ state: 'visible' });
  const ring = spinner.locator('.gsite-loading__ring');
  assert.deepEqual(await ring.evaluate((el) => [getComputedStyle(el).animationDuration, getComputedStyle(el).animationIterationCount]), ['3s', 'infinite']);
  assert.ok(await ring.isVisible());
  // Over the placeholder, not beside it.
  assert.deepEqual(await island.boundingBox(), placeholder);
  assert.deepEqual(await page.locator('#after').boundingBox(), after);
  const box = (await spinner.boundingBox())!;
  assert.ok(box.y >= placeholder!.y - 1 && box.y + box.height <= placeholder!.y + placeholder!.height + 1, 'the spinner lies over the island');

  chunk.release();
  await page.getByText('Demo ready').waitFor();
  assert.equal(await spinner.count(), 0, 'the spinner goes when the island is there');
  assert.equal(await island.getAttribute('data-hydrated'), '');
});

test('a lazy island whose code comes before the spinner is due never shows one', async () => {
  // The page's clock stands still, so however long the code takes on this machine, it comes
  // "at once" as far as the page's timers go; then ten seconds pass on that clock.
  const { page, errors } = await open(fixtureUrl + '/lazy', {
    clock: true,
    before: (p) =>
      p.addInitScript(() => {
        new MutationObserver((records) => {
          for (const r of records) for (const n of r.addedNodes) if (n instanceof Element && n.matches('.gsite-loading')) (window as { sawSpinner?: boolean }).sawSpinner = true;
        }).observe(document, { childList: true, subtree: true });
      }),
  });
  await page.getByText('Demo ready').waitFor();
  await page.clock.runFor(10_000);
  assert.equal(await page.evaluate(() => (window as { sawSpinner?: boolean }).sawSpinner ?? false), false, 'no spinner, not even a late one');
  assert.deepEqual(errors, []);
});

test('with reduced motion the spinner stands still but still says it is loading', async () => {
  let chunk!: Awaited<ReturnType<typeof holdLazyChunk>>;
  const { page } = await open(fixtureUrl + '/lazy', { tab: { reducedMotion: 'reduce' }, before: async (p) => (chunk = await holdLazyChunk(p)) });
  const spinner = page.getByRole('progressbar', { name: 'Loading' });
  await spinner.waitFor({ state: 'visible' });
  assert.equal(await spinner.locator('.gsite-loading__ring').evaluate((el) => getComputedStyle(el).animationName), 'none');
  assert.ok(await spinner.getByText('Loading…').isVisible(), 'a visible loading label stands in for the motion');
  chunk.release();
});

test('a lazy island whose code fails to load shows the error in a red box; Retry reloads the page', async () => {
  const { page } = await open(fixtureUrl + '/lazy', { before: (p) => p.route(LAZY_CHUNK, (route) => route.abort('failed')) });
  const box = page.locator('#lazy [role="alert"]');
  await box.waitFor();
  assert.match(await box.locator('.gsite-state__message').first().innerText(), /dynamically imported module|Failed to fetch|lazy-demo/i);
  assert.equal(await box.evaluate((el) => getComputedStyle(el).backgroundColor), await box.evaluate((el) => {
    const p = document.createElement('i');
    p.style.color = getComputedStyle(el).getPropertyValue('--danger-bg');
    document.body.append(p);
    const c = getComputedStyle(p).color;
    p.remove();
    return c;
  }));
  assert.ok((await contrast(page, '#lazy .gsite-load-failed')) >= 4.5);

  await page.evaluate(() => ((window as { beforeRetry?: boolean }).beforeRetry = true));
  await page.unroute(LAZY_CHUNK);
  await Promise.all([page.waitForEvent('load'), box.getByRole('button', { name: 'Retry' }).click()]);
  assert.equal(await page.evaluate(() => (window as { beforeRetry?: boolean }).beforeRetry ?? false), false, 'the page was loaded again');
  await page.getByText('Demo ready').waitFor();
});

// ---------- useIsBrowser ----------

test('useIsBrowser: the server says "server", the browser hydrates that without an error and then says "browser"', async () => {
  const html = await (await fetch(fixtureUrl + '/browser')).text();
  assert.match(html, /<p class="flag">server<\/p>/);
  const { page, errors } = await open(fixtureUrl + '/browser');
  await page.locator('gsite-island[data-island="browser-flag"][data-hydrated]').waitFor({ state: 'attached' });
  await page.locator('.flag', { hasText: 'browser' }).waitFor();
  await page.waitForLoadState('networkidle');
  assert.deepEqual(errors, []);

  // The check itself: the naive way (typeof window) is caught as a hydration error.
  const naive = await open(fixtureUrl + '/naive');
  await naive.page.locator('.flag', { hasText: 'browser' }).waitFor();
  await naive.page.waitForLoadState('networkidle');
  assert.ok(naive.errors.length > 0, 'a mismatching component is reported');
});

// ---------- Teardown (real site) ----------

/** Listener types on window, and on document and every node below it (sorted). */
async function listeners(page: Page): Promise<{ window: string[]; document: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  const of = async (expression: string) => {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId!, depth: -1 });
    await cdp.send('Runtime.releaseObject', { objectId: result.objectId! });
    return listeners.map((l) => `${l.type}${l.useCapture ? ' (capture)' : ''}`).sort();
  };
  const out = { window: await of('window'), document: await of('document') };
  await cdp.detach();
  return out;
}

/**
 * Counts live React roots: React reports every root commit to the DevTools hook, production
 * builds included, so a stand-in hook sees roots that were never unmounted. Plain text, as
 * the test runner's transform would add helpers to a function that the page does not have.
 */
const COUNT_REACT_ROOTS = `{
  const roots = new Set();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot(id, root) { roots.add(root); },
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
  window.liveReactRoots = () => [...roots].filter((root) => root.current.child !== null).length;
}`;
const liveReactRoots = (page: Page) => page.evaluate(() => (window as unknown as { liveReactRoots: () => number }).liveReactRoots());

/** Ids of the hydrated islands. */
const hydratedIds = (page: Page) => page.evaluate(() => [...document.querySelectorAll<HTMLElement>('gsite-island[data-hydrated]')].map((el) => el.dataset.id!).sort());

/** Waits for the islands a visitor gets without doing anything: at once, when idle, visible at the top. */
async function settle(page: Page, ids?: string[]): Promise<string[]> {
  if (ids) {
    await page.waitForFunction((want) => want.every((id) => document.querySelector(`gsite-island[data-id="${id}"]`)?.hasAttribute('data-hydrated')), ids, { timeout: 5000 });
    return hydratedIds(page);
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })));
  await islandsAwake(page);
  return hydratedIds(page);
}

/** Wakes every island the way a visitor would: scrolling each into view, reaching for the sidebar. */
async function wakeAll(page: Page): Promise<void> {
  const waiting = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('gsite-island[data-load="visible"]:not([data-hydrated])')].map((el) => el.dataset.id!));
  for (const id of waiting) {
    await page.locator(`gsite-island[data-id="${id}"]`).evaluate((el) => (el.firstElementChild ?? el).scrollIntoView({ block: 'center', behavior: 'instant' }));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  if (await page.locator('aside.sidebar').count()) {
    await page.mouse.move(1, 1);
    await page.locator('aside.sidebar').hover();
  }
  await page.waitForFunction(() => document.querySelectorAll('gsite-island:not([data-hydrated])').length === 0, null, { timeout: 5000 });
  await page.mouse.move(1, 1);
}

/**
 * Teardown rounds per check. A leak (a listener, a root or an island added per round) grows
 * with every round and the check compares exact lists, so a few rounds show it as surely as
 * many; half of them tear islands down mid-load. `npm run test:full` runs 20.
 */
const ROUNDS = fullRun() ? 20 : 6;

/** `__gsiteUnmount(document)` then `__gsiteHydrate(document)`, ROUNDS times; every other time without waiting, tearing islands down mid-load. */
async function rounds(page: Page, wait: () => Promise<unknown>): Promise<void> {
  for (let round = 0; round < ROUNDS; round++) {
    await page.evaluate(() => {
      (window as GsiteWindow).__gsiteUnmount!(document);
      (window as GsiteWindow).__gsiteHydrate!(document);
    });
    if (round % 2 === 0) await wait();
  }
  const liveAfterUnmount = await page.evaluate(() => {
    (window as GsiteWindow).__gsiteUnmount!(document);
    const live = document.querySelectorAll('gsite-island[data-hydrated]').length;
    (window as GsiteWindow).__gsiteHydrate!(document);
    return live;
  });
  assert.equal(liveAfterUnmount, 0, 'no island is left live after __gsiteUnmount');
  await wait();
}

for (const [label, url] of [
  ['a docs page', '/docs/v3/GSAP/gsap.to()'],
  ['the home page', '/'],
] as const) {
  test(`teardown on ${label}: ${ROUNDS} rounds of __gsiteUnmount and __gsiteHydrate leave the same listeners and working islands`, async () => {
    const { page, errors } = await open(env.url + url, { before: (p) => p.addInitScript({ content: COUNT_REACT_ROOTS }) });
    const first = await settle(page);
    assert.ok(first.length >= 3, `islands came to life: ${first.join(', ')}`);
    assert.ok((await page.locator('gsite-island:not([data-hydrated])').count()) > 0, 'some islands wait for the visitor');

    // With some islands still waiting (below the fold, on first use): nothing doubled, and
    // the waiting ones wait once, not once per round.
    const pending = await listeners(page);
    await rounds(page, () => settle(page, first));
    assert.deepEqual(await hydratedIds(page), first);
    assert.deepEqual(await listeners(page), pending);

    // Every island woken, React ones included: the same listeners as a page never torn down.
    const fresh = await open(env.url + url, { before: (p) => p.addInitScript({ content: COUNT_REACT_ROOTS }) });
    await settle(fresh.page);
    await wakeAll(fresh.page);
    const reference = await listeners(fresh.page);
    await wakeAll(page);
    assert.deepEqual(await listeners(page), reference, 'woken after the rounds: as on a fresh page');
    await rounds(page, () => wakeAll(page));
    assert.deepEqual(await listeners(page), reference, `torn down and woken ${ROUNDS} times: as on a fresh page`);
    assert.equal(await liveReactRoots(page), await liveReactRoots(fresh.page), 'one React root per React island, as on a fresh page');

    // The islands still work, once per action.
    const theme = () => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
    const before = await theme();
    await page.click('button.theme-toggle');
    assert.notEqual(await theme(), before, 'the theme toggle toggles');
    await page.click('button.theme-toggle');
    assert.equal(await theme(), before);

    // <details> reports its toggle in a task of its own: wait for the flag.
    const tools = (expanded: boolean) => page.locator(`.navbar summary[aria-expanded="${expanded}"]`, { hasText: 'Tools' });
    await tools(false).click();
    await tools(true).waitFor({ timeout: 2000 });
    await page.mouse.click(640, 600);
    await tools(false).waitFor({ timeout: 2000 });

    if (url.startsWith('/docs')) {
      const toggle = page.locator('aside.sidebar button.sidebar__toggle').first();
      const wasOpen = await toggle.getAttribute('aria-expanded');
      await toggle.click();
      await page.waitForFunction(([el, was]) => el!.getAttribute('aria-expanded') !== was, [await toggle.elementHandle(), wasOpen] as const, { timeout: 3000 });
    }
    assert.deepEqual(errors, []);
    assert.deepEqual(fresh.errors, []);
  });
}

test('teardown closes an open mobile drawer, gives the page back, and the menu works again after hydrating', async () => {
  const { page, errors } = await open(env.url + '/docs/v3/GSAP/gsap.to()', { tab: { viewport: { width: 390, height: 844 } } });
  await page.locator('gsite-island[data-island="navbar"][data-hydrated]').waitFor({ state: 'attached' });
  const menu = page.locator('button.navbar__toggle');
  await menu.click();
  assert.equal(await menu.getAttribute('aria-expanded'), 'true');
  assert.ok((await page.locator('body > [inert]').count()) > 0, 'the page behind is inert while open');
  await page.evaluate(() => (window as GsiteWindow).__gsiteUnmount!(document));
  assert.equal(await page.locator('#navbar-drawer').isHidden(), true, 'the drawer closed');
  assert.equal(await page.locator('[inert]').count(), 0, 'nothing stays inert');
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('drawer-open')), false, 'the page scrolls again');
  assert.equal(await page.locator('aside.sidebar .sidebar__nav').count(), 1, 'the sidebar is back in its place');
  await menu.click();
  assert.equal(await menu.getAttribute('aria-expanded'), 'false', 'a torn-down menu button does nothing');

  await page.evaluate(() => (window as GsiteWindow).__gsiteHydrate!(document));
  await page.locator('gsite-island[data-island="navbar"][data-hydrated]').waitFor({ state: 'attached' });
  await menu.click();
  assert.equal(await menu.getAttribute('aria-expanded'), 'true', 'the menu opens again');
  await page.keyboard.press('Escape');
  assert.equal(await menu.getAttribute('aria-expanded'), 'false', 'and closes once');
  assert.deepEqual(errors, []);
});
