import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';
import type { TabOptions } from '../helpers/tab-pool.ts';
import { within } from '../helpers/page-waits.ts';

/**
 * Colour mode, announcement bar and storage (spec §4 "Colour mode", "Announcement bar", §8
 * "Storage unavailable"), at desktop and phone width.
 */
const env = useBrowserAndSite();
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];
// tokens.css: --bg in each mode.
const LIGHT_BG = 'rgb(255, 252, 225)';
const DARK_BG = 'rgb(14, 16, 15)';

/**
 * What the first frame shows: the first requestAnimationFrame callback runs before the
 * first paint, once the render-blocking stylesheet is in. The bar is recorded in the first
 * frame that has it (the parser may not have reached it in the very first one).
 */
const FIRST_FRAME = `
  requestAnimationFrame(() => {
    const root = document.documentElement;
    const frame = { theme: root.getAttribute('data-theme'), background: getComputedStyle(document.body || root).backgroundColor };
    const bar = () => {
      const el = document.querySelector('.announcement');
      if (el) window.__firstFrame = { ...frame, announcement: getComputedStyle(el).display };
      else if (document.readyState === 'loading') requestAnimationFrame(bar);
      else window.__firstFrame = { ...frame, announcement: 'absent' };
    };
    bar();
  });`;

/**
 * A tab whose context records the first frame of every page, this tab's and those of the tabs
 * opened beside it (`another`), which share its storage.
 */
async function newTab(options: TabOptions = {}): Promise<Page> {
  const page = await env.tab({ viewport: WIDTHS[0], ...options });
  await page.context().addInitScript({ content: FIRST_FRAME });
  return page;
}

/** A second tab beside `page`: same context, same storage. */
const another = (page: Page) => page.context().newPage();

async function open(page: Page, url: string): Promise<Page> {
  page.on('pageerror', (e) => assert.fail(`page error on ${url}: ${e.message}`));
  await page.goto(env.url + url);
  await page.locator('gsite-island[data-island="theme-toggle"][data-hydrated]').waitFor({ state: 'attached' });
  return page;
}

const firstFrame = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __firstFrame?: unknown }).__firstFrame).then((h) => h.jsonValue() as Promise<{ theme: string; background: string; announcement: string }>);
/**
 * Switches the system colour scheme and waits until the page has reported the change to its
 * `prefers-color-scheme` listeners: a listener added now is called after those added before.
 */
async function systemMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  const told = page.evaluate(
    (dark) =>
      new Promise<void>((resolve) => {
        const query = matchMedia('(prefers-color-scheme: dark)');
        query.addEventListener('change', () => query.matches === dark && resolve());
      }),
    mode === 'dark',
  );
  // The listener is in place before the change: the call above has run once this one has.
  await page.evaluate(() => true);
  await page.emulateMedia({ colorScheme: mode });
  await within(told, 10_000, `the page telling its listeners of the ${mode} system mode`);
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

for (const viewport of WIDTHS) {
  test(`at ${viewport.width}px the toggle switches the mode, remembers it, and the first paint is already right`, async () => {
    const page = await open(await newTab({ viewport, colorScheme: 'light' }), '/docs/v3/Installation');
    assert.deepEqual(await firstFrame(page), { theme: 'light', background: LIGHT_BG, announcement: 'flex' });
    await page.click('button.theme-toggle');
    assert.equal(await theme(page), 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    assert.equal(await page.locator('button.theme-toggle').getAttribute('aria-label'), 'Switch to light mode');
    // A new page (cold start for the page, same storage) paints dark from its first frame.
    const next = await open(await another(page), '/blog');
    assert.deepEqual({ ...(await firstFrame(next)), announcement: undefined }, { theme: 'dark', background: DARK_BG, announcement: undefined });
  });
}

test('the mode follows the system until the visitor chooses, also while the page is open', async () => {
  const page = await open(await newTab({ colorScheme: 'dark' }), '/');
  assert.equal((await firstFrame(page)).background, DARK_BG);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
  await page.click('button.theme-toggle');
  assert.equal(await theme(page), 'dark');
  // A choice was made: the system no longer decides. Each change is waited for until the page
  // has told its listeners (ours is told after the toggle's, made earlier).
  await systemMode(page, 'dark');
  await systemMode(page, 'light');
  assert.equal(await theme(page), 'dark');
});

test('a choice made in one tab reaches the other open tabs', async () => {
  const a = await open(await newTab({ colorScheme: 'light' }), '/');
  const b = await open(await another(a), '/docs/v3/');
  await a.click('button.theme-toggle');
  await b.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
  assert.equal(await b.locator('button.theme-toggle').getAttribute('aria-label'), 'Switch to light mode');
  await b.click('button.theme-toggle');
  await a.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
});

test('closing the announcement hides it for good, from the first paint; a new bar id shows it again', async () => {
  const page = await open(await newTab(), '/');
  const bar = page.locator('.announcement');
  assert.ok(await bar.isVisible());
  assert.equal(await bar.locator('a').getAttribute('href'), '/blog/webflow-GSAP');
  await page.locator('gsite-island[data-island="announcement-close"][data-hydrated]').waitFor({ state: 'attached' });
  await page.click('.announcement__close');
  assert.equal(await bar.isVisible(), false);
  assert.deepEqual(await page.evaluate(() => [localStorage.getItem('announcement.id'), localStorage.getItem('announcement.dismiss')]), ['webflow-2024', 'true']);
  const next = await open(await another(page), '/blog');
  assert.equal((await firstFrame(next)).announcement, 'none');
  // The dismissal belonged to another bar: this one shows.
  await next.evaluate(() => localStorage.setItem('announcement.id', 'an-older-bar'));
  await next.reload();
  assert.equal((await firstFrame(next)).announcement, 'flex');
  assert.ok(await next.locator('.announcement').isVisible());
});

test('with storage unavailable the pages work, warn once per feature, and remember nothing', async () => {
  const page = await newTab({ colorScheme: 'dark' });
  await page.context().addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  page.on('pageerror', (e) => assert.fail(`page error: ${e.message}`));
  await page.goto(env.url + '/docs/v3/Installation');
  // The system mode still applies before first paint.
  assert.equal((await firstFrame(page)).background, DARK_BG);
  await page.locator('gsite-island[data-island="theme-toggle"][data-hydrated]').waitFor({ state: 'attached' });
  await page.click('button.theme-toggle');
  assert.equal(await theme(page), 'light', 'the toggle still works for this page');
  await page.locator('gsite-island[data-island="announcement-close"][data-hydrated]').waitFor({ state: 'attached' });
  await page.click('.announcement__close');
  assert.equal(await page.locator('.announcement').isVisible(), false);
  await page.click('.navbar__docs summary');
  await page.click('.navbar__docs .navbar__menu a.is-version');
  await page.waitForURL(/\/docs\/v3\/?$/);
  assert.ok(warnings.some((w) => /Storage is unavailable: the colour mode will not be remembered/.test(w)), warnings.join('\n'));
  assert.ok(warnings.some((w) => /Storage is unavailable: closing the announcement will not be remembered/.test(w)), warnings.join('\n'));
  // Nothing was remembered: a fresh load is dark again, with the bar.
  await page.goto(env.url + '/docs/v3/');
  assert.equal((await firstFrame(page)).theme, 'dark');
  assert.ok(await page.locator('.announcement').isVisible());
});
