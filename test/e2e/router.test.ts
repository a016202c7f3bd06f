import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';
import type { TabOptions } from '../helpers/tab-pool.ts';
import { within } from '../helpers/page-waits.ts';

/**
 * Navigation without full reloads (spec §2 "Routing behaviour", §4 "Page load", §9): a marker
 * on `window` tells a client navigation (it survives) from a full load (it is gone).
 */
const env = useBrowserAndSite();
const DESKTOP = { width: 1280, height: 800 };

/** Where a stopped page clock stands (any fixed time). */
const CLOCK_START = Date.parse('2030-01-01T00:00:00Z');

async function open(url: string, options: TabOptions & { stoppedClock?: boolean } = {}): Promise<Page> {
  const { stoppedClock, ...tabOptions } = options;
  const page = await env.tab({ viewport: DESKTOP, ...tabOptions });
  // A stopped clock: the page's timers run only when the test moves it (the pool then closes the tab, not reusing it).
  if (stoppedClock) {
    await page.context().clock.install({ time: CLOCK_START });
    await page.context().clock.pauseAt(CLOCK_START + 1000);
  }
  page.on('pageerror', (e) => assert.fail(`page error: ${e.message}`));
  await page.goto(env.url + url);
  await routerReady(page);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  return page;
}

const routerReady = (page: Page) => page.locator('gsite-island[data-island="navbar"][data-hydrated]').first().waitFor({ state: 'attached' });
const marker = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker ?? null);
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const heading = (page: Page) => page.locator('main h1').first().textContent();

/** Adds a link to the page's main content and clicks it, as a visitor would. */
async function clickNewLink(page: Page, href: string): Promise<void> {
  await page.evaluate((h) => {
    const a = document.createElement('a');
    a.href = h;
    a.id = 'test-link';
    a.textContent = 'test link';
    a.style.cssText = 'position:fixed;bottom:8px;right:8px;z-index:9999;background:#fff';
    document.getElementById('main')!.append(a);
  }, href);
  await page.click('#test-link');
}

/** The head entries that describe a page (those the router swaps), as markup, sorted. */
const PAGE_HEAD = 'title, meta:not([charset]):not([name="viewport"]), link[rel="canonical"], link[rel="alternate"], script[type="application/ld+json"]';
const headOf = (page: Page) => page.evaluate((sel) => [...document.head.querySelectorAll(sel)].map((el) => el.outerHTML).sort(), PAGE_HEAD);
/** The same entries of a page as the server sends it (what a full load would show). */
const servedHead = (page: Page, url: string) =>
  page.evaluate(
    async ([u, sel]) => [...new DOMParser().parseFromString(await (await fetch(u!)).text(), 'text/html').head.querySelectorAll(sel!)].map((el) => el.outerHTML).sort(),
    [url, PAGE_HEAD],
  );

test('after client navigations the head describes the page shown exactly as a full load would', async () => {
  // A reference page (Markdown twin, feeds) → another → a page without a twin, and back.
  const page = await open('/docs/v3/GSAP/gsap.to()');
  // The root's lang and dir stay untouched when they do not change: writing them, even the same
  // value, restyles the whole page.
  await page.evaluate(() => {
    const w = window as unknown as { __rootWrites: string[] };
    w.__rootWrites = [];
    new MutationObserver((records) => w.__rootWrites.push(...records.map((r) => r.attributeName!))).observe(document.documentElement, { attributeFilter: ['lang', 'dir'] });
  });
  for (const url of ['/docs/v3/GSAP/gsap.from()', '/showcase', '/docs/v3/GSAP/gsap.to()']) {
    const served = await servedHead(page, url);
    const title = served.find((html) => html.startsWith('<title>'))!;
    await clickNewLink(page, url);
    await page.waitForFunction((t) => document.head.querySelector('title')?.outerHTML === t, title);
    assert.equal(await marker(page), 1, `${url}: no full reload`);
    assert.deepEqual(await headOf(page), served, url);
  }
  assert.deepEqual(await page.evaluate(() => (window as unknown as { __rootWrites: string[] }).__rootWrites), [], 'lang or dir written on <html> though every page has the same');
});

test('a link click shows the next page without a full reload: content, title, address and islands', async () => {
  const page = await open('/');
  await page.click('.navbar a:has-text("Showcase")');
  await page.waitForURL(/\/showcase\/?$/);
  await page.waitForFunction(() => document.title.startsWith('Showcase'));
  assert.equal(await marker(page), 1, 'no full reload');
  assert.match((await heading(page)) ?? '', /showcase/i);
  assert.match((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '', /\/showcase\/?$/);
  assert.equal(await page.locator('link[rel="canonical"]').count(), 1);
  // The new page's islands run: the colour-mode switch works.
  await page.locator('gsite-island[data-island="theme-toggle"][data-hydrated]').waitFor({ state: 'attached' });
  const before = await page.evaluate(() => document.documentElement.dataset.theme);
  await page.click('button.theme-toggle');
  assert.notEqual(await page.evaluate(() => document.documentElement.dataset.theme), before);
  // Back shows the home page again, still without a reload.
  await page.goBack();
  await page.waitForFunction(() => location.pathname === '/' && document.querySelector('.hero-motion') !== null);
  assert.equal(await marker(page), 1);
});

/** Spec §9: the bar shows once a navigation has taken this long. */
const PROGRESS_DELAY_MS = 200;

test('the progress bar shows for a navigation slower than 200 ms, and never for a fast one', async () => {
  // The page's clock stands still unless moved: "fast" and "slow" are the page's time, not this machine's.
  const page = await open('/', { stoppedClock: true });
  await page.evaluate(() => {
    const w = window as unknown as { __bars: number };
    w.__bars = 0;
    new MutationObserver((records) => {
      for (const r of records) r.addedNodes.forEach((n) => n instanceof HTMLElement && n.classList.contains('route-progress') && w.__bars++);
    }).observe(document.documentElement, { childList: true, subtree: true });
  });
  const bars = () => page.evaluate(() => (window as unknown as { __bars: number }).__bars);
  // Fast: the page arrives with no time passing on the page's clock; time passing afterwards brings no late bar.
  await page.click('.navbar a:has-text("Showcase")');
  await page.waitForFunction(() => document.title.startsWith('Showcase'));
  await page.clock.runFor(10 * PROGRESS_DELAY_MS);
  assert.equal(await bars(), 0, 'a fast navigation shows no bar');

  // Slow: the page is held back until the test lets it through.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/blog\/?$/, async (route) => {
    await released;
    await route.continue();
  });
  await clickNewLink(page, '/blog');
  await page.clock.runFor(PROGRESS_DELAY_MS - 1);
  assert.equal(await bars(), 0, `no bar ${PROGRESS_DELAY_MS - 1} ms into the navigation`);
  await page.clock.runFor(1);
  await page.locator('.route-progress').waitFor({ state: 'visible' });
  release();
  await page.waitForURL(/\/blog\/?$/);
  await page.locator('.route-progress').waitFor({ state: 'detached' });
  assert.equal(await marker(page), 1);
});

test('after a navigation the page is at the top, at the hash target, or where it was when only the query changed', async () => {
  const page = await open('/docs/v3/GSAP/gsap.to()');
  await page.evaluate(() => window.scrollTo(0, 1500));
  await clickNewLink(page, '/docs/v3/Installation');
  await page.waitForURL(/Installation$/);
  assert.equal(await scrollY(page), 0, 'a new page starts at the top');

  await page.evaluate(() => window.scrollTo(0, 300));
  await clickNewLink(page, '/docs/v3/GSAP/gsap.to()#examples');
  await page.waitForURL(/gsap\.to\(\)#examples$/);
  const top = await page.evaluate(() => document.getElementById('examples')!.getBoundingClientRect().top);
  assert.ok(top >= 0 && top < 250, `the #examples heading is at the top of the window (${top}px)`);

  await page.evaluate(() => window.scrollTo(0, 900));
  await clickNewLink(page, '/docs/v3/GSAP/gsap.to()?tab=yarn');
  await page.waitForURL(/\?tab=yarn$/);
  assert.equal(await scrollY(page), 900, 'only the query changed: the position stays');
  assert.equal(await marker(page), 1);
});

/** Waits until the router has noted, in the page's history entry, that the window is scrolled to `y` (it does so shortly after scrolling stops). */
const scrollSaved = (page: Page, y: number) => page.waitForFunction((want) => Math.round((history.state as { gsiteScroll?: number } | null)?.gsiteScroll ?? -1) === want, y);

test('back and forward restore the scroll position of each page', async () => {
  const page = await open('/blog');
  await page.evaluate(() => window.scrollTo(0, 800));
  await scrollSaved(page, 800);
  await clickNewLink(page, '/blog/3-12');
  await page.waitForURL(/\/blog\/3-12$/);
  assert.equal(await scrollY(page), 0);
  await page.evaluate(() => window.scrollTo(0, 400));
  await scrollSaved(page, 400);
  await page.goBack();
  await page.waitForURL(/\/blog$/);
  await page.waitForFunction(() => Math.round(window.scrollY) === 800);
  await page.goForward();
  await page.waitForFunction(() => location.pathname !== '/blog');
  await page.waitForFunction(() => Math.round(window.scrollY) === 400);
  assert.equal(await marker(page), 1);
});

test('links to /x.html and /x/index.html land on the bare path', async () => {
  const page = await open('/');
  await clickNewLink(page, '/licensing.html');
  await page.waitForURL(/\/licensing$/);
  await clickNewLink(page, '/docs/v3/Installation/index.html');
  await page.waitForURL(/\/docs\/v3\/Installation$/);
  assert.equal(await marker(page), 1);
});

test('when loading a page fails, a warning is logged and the page loads in full', async () => {
  const page = await open('/');
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.route(/\/showcase\/?$/, (route) => (route.request().resourceType() === 'fetch' ? route.abort() : route.continue()));
  await page.click('.navbar a:has-text("Showcase")');
  await page.waitForURL(/\/showcase\/?$/);
  await page.waitForFunction(() => document.title.startsWith('Showcase'));
  assert.equal(await marker(page), null, 'a full page load');
  assert.ok(warnings.some((w) => /showcase/i.test(w)), warnings.join('\n'));
});

/** Records the path of every fetch the page makes, as it makes it (before any of the page's scripts). */
const RECORD_FETCHES = `{
  const send = window.fetch;
  window.pageFetches = [];
  window.fetch = function (input) {
    window.pageFetches.push(new URL(input instanceof Request ? input.url : String(input), location.href).pathname);
    return send.apply(this, arguments);
  };
}`;

for (const connection of [{ effectiveType: '2g', saveData: false }, { effectiveType: '4g', saveData: true }]) {
  test(`nothing is prefetched on ${connection.saveData ? 'data-saver' : 'a 2g connection'}; on a normal one, hover prefetches`, async () => {
    const pageFetches = async (emulate: boolean) => {
      const page = await env.tab({ viewport: DESKTOP });
      if (emulate) await page.addInitScript((c) => Object.defineProperty(navigator, 'connection', { value: c, configurable: true }), connection);
      await page.addInitScript({ content: RECORD_FETCHES });
      await page.goto(env.url + '/docs/v3/');
      await routerReady(page);
      await page.hover('.navbar a:has-text("Showcase")');
      await page.focus('.navbar a:has-text("Learn")');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // Links that come into view are prefetched when the browser is next idle. An observer of
      // ours, made after the router's, is told after it; an idle callback asked for then runs
      // after the ones the router asked for. Hover and focus prefetch at once.
      const seen = page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            const io = new IntersectionObserver(() => {
              io.disconnect();
              requestIdleCallback(() => resolve((window as unknown as { pageFetches: string[] }).pageFetches), { timeout: 3000 });
            });
            // The body too, so the observer is told something even on a page without links.
            for (const el of [document.body, ...document.querySelectorAll('main a[href]')]) io.observe(el);
          }),
      );
      const fetched = await within(seen, 10_000, 'the links in view being seen and the browser idle');
      await env.release(page);
      return fetched.filter((p) => !p.startsWith('/assets/'));
    };
    assert.deepEqual(await pageFetches(true), []);
    const normal = await pageFetches(false);
    assert.ok(normal.includes('/showcase/') && normal.includes('/resources/'), `hover and focus prefetch: ${normal.join(', ')}`);
  });
}

test('islands keep working after 20 client navigations, with no listener added twice', async () => {
  const page = await open('/docs/v3/GSAP/gsap.to()');
  const cdp = await page.context().newCDPSession(page);
  const listeners = async () => {
    const counts: Record<string, number> = {};
    for (const target of ['window', 'document']) {
      const { result } = await cdp.send('Runtime.evaluate', { expression: target });
      const { listeners: list } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
      for (const l of list) counts[`${target}:${l.type}`] = (counts[`${target}:${l.type}`] ?? 0) + 1;
    }
    return counts;
  };
  const settle = () => page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null), { timeout: 2500 })));
  const visit = async (i: number) => {
    const to = i % 2 === 0 ? '/docs/v3/Installation' : '/docs/v3/GSAP/';
    await page.locator(`.sidebar a[href="${to}"]`).first().click();
    await page.waitForURL((u) => decodeURIComponent(u.pathname) === to);
    await routerReady(page);
  };
  // A first round trip loads what loads once per visit (React adds its document listeners then).
  await visit(0);
  await visit(1);
  await settle();
  const first = await listeners();
  for (let i = 0; i < 20; i++) await visit(i);
  await settle();
  assert.equal(await marker(page), 1, 'all twenty were client navigations');
  assert.deepEqual(await listeners(), first);
  // And everything still answers: the Tools menu, the colour-mode switch, a sidebar category.
  await page.click('.navbar summary:has-text("Tools")');
  await page.waitForFunction(() => document.querySelector('.navbar summary')?.getAttribute('aria-expanded') === 'true');
  await page.keyboard.press('Escape');
  await page.locator('gsite-island[data-island="theme-toggle"][data-hydrated]').waitFor({ state: 'attached' });
  const theme = await page.evaluate(() => document.documentElement.dataset.theme);
  await page.click('button.theme-toggle');
  assert.notEqual(await page.evaluate(() => document.documentElement.dataset.theme), theme);
  const toggle = page.locator('.sidebar__toggle').first();
  const was = await toggle.getAttribute('aria-expanded');
  await toggle.click();
  await page.waitForFunction((w) => document.querySelector('.sidebar__toggle')?.getAttribute('aria-expanded') !== w, was);
  await cdp.detach();
});

test('without JavaScript, links load pages in full and every page reads the same', async () => {
  const page = await env.tab({ viewport: DESKTOP, javaScriptEnabled: false });
  await page.goto(env.url + '/');
  await page.click('.navbar a:has-text("Showcase")');
  await page.waitForURL(/\/showcase\/?$/);
  assert.match((await heading(page)) ?? '', /showcase/i);
  await page.goto(env.url + '/licensing.html');
  assert.equal(new URL(page.url()).pathname, '/licensing');
  await page.goBack();
  await page.waitForURL(/\/showcase\/?$/);
});
