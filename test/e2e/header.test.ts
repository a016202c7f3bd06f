import { test } from 'node:test';
import assert from 'node:assert/strict';
import axe from 'axe-core';
import { axeForScheme, axeViolations } from '../helpers/page-crawl.ts';
import type { Page } from 'playwright-core';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';
import type { TabOptions } from '../helpers/tab-pool.ts';
import { within } from '../helpers/page-waits.ts';

/**
 * The header at desktop and phone width (spec §2 "Header and navigation", §4): every
 * destination it names, its menus by mouse and keyboard, the docs variant with the version
 * dropdown, and the mobile drawer.
 */
const env = useBrowserAndSite();
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const MAIN = 'https://gsap.com';
/** Every destination of the header (routes.md "Global navigation"), label → target. */
const TOOLS: [string, string][] = [
  ['Core', '/core/'],
  ['Scroll', '/scroll/'],
  ['SVG', '/svg/'],
  ['UI', '/ui/'],
  ['Text', '/text/'],
  ['Installation', '/docs/v3/Installation'],
  ['Starter Templates', '/demos'],
  ['Playtime', '/playtime'],
  ['GSAP & React', '/resources/React'],
  ['Video Lessons', 'https://www.youtube.com/@GreenSockLearning'],
];
const TOP: [string, string][] = [
  ['Pricing', `${MAIN}/pricing/`],
  ['Showcase', '/showcase/'],
  ['Community', `${MAIN}/community/`],
  ['Learn', '/resources/'],
  ['Docs', '/docs/v3'],
  ['Get started', '/docs/v3/Installation'],
  ['Login', `${MAIN}/community/login/`],
  ['Create Account', `${MAIN}/community/register/`],
];

async function open(url: string, options: TabOptions = {}, initScript?: string): Promise<Page> {
  const page = await env.tab({ viewport: DESKTOP, ...options, init: initScript ? [initScript] : [] });
  page.on('pageerror', (e) => assert.fail(`page error on ${url}: ${e.message}`));
  await page.goto(env.url + url);
  await page.locator('gsite-island[data-island="navbar"][data-hydrated]').waitFor({ state: 'attached' });
  return page;
}

/**
 * Asserts a toggle's aria-expanded, once it says so: a <details> reports its toggle a task
 * later, so the attribute is waited for (5 s at most) rather than read at once.
 */
async function assertExpanded(page: Page, selector: string, want: 'true' | 'false', message?: string): Promise<void> {
  const toggle = page.locator(selector);
  await toggle
    .and(page.locator(`[aria-expanded="${want}"]`))
    .waitFor({ state: 'attached', timeout: 5000 })
    .catch(() => {});
  assert.equal(await toggle.getAttribute('aria-expanded'), want, message ?? `${selector} aria-expanded`);
}
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

async function assertTargets(page: Page, scope: string, expected: [string, string][]): Promise<void> {
  for (const [label, href] of expected) {
    const link = page.locator(`${scope} a`, { hasText: new RegExp(`^\\s*${label.replace(/[&]/g, '\\$&')}\\s*$`) }).first();
    assert.equal(await link.getAttribute('href'), href, `${scope}: ${label}`);
    if (href.startsWith('/')) assert.equal((await fetch(env.url + href)).status, 200, `${label} → ${href}`);
  }
}

test('at desktop width the header links to every destination the spec names', async () => {
  // Between 997 and 1199 px "Get started" gives way (Installation stays in Tools); the rest is all there.
  const mid = await open('/', { viewport: { width: 1000, height: 800 } });
  for (const [label] of TOP.filter(([l]) => l !== 'Get started')) assert.ok(await mid.locator('.navbar').getByText(label, { exact: true }).first().isVisible(), `${label} visible at 1000`);
  assert.ok(await mid.evaluate(() => document.querySelector('.navbar__inner')!.scrollWidth <= document.documentElement.clientWidth), 'the bar fits at 1000px');
  await env.release(mid);
  const page = await open('/');
  assert.equal(await page.locator('.navbar__brand').getAttribute('href'), '/');
  await assertTargets(page, '.navbar .navbar__menu', TOOLS);
  // In the bar, Login opens the login form (posting to the community's login page); the
  // drawer's account panel has it as a link (below).
  await assertTargets(page, '.navbar', TOP.filter(([l]) => l !== 'Login'));
  assert.equal(await page.locator('.navbar details:has(> summary:text-is("Login")) form').getAttribute('action'), `${MAIN}/community/login/`);
  for (const label of [...TOP.map(([l]) => l), 'Search docs']) assert.ok(await page.locator('.navbar').getByText(label, { exact: true }).first().isVisible(), `${label} visible at 1280`);
  assert.equal(await page.locator('.navbar__toggle').isVisible(), false, 'no menu button on desktop');
});

test('the Tools menu opens by click, closes on an outside click, and flags its state', async () => {
  const page = await open('/');
  const toggle = '.navbar summary:has-text("Tools")';
  await assertExpanded(page, toggle, 'false');
  await page.click(toggle);
  await assertExpanded(page, toggle, 'true');
  assert.ok(await page.locator('.navbar__menu a', { hasText: 'Starter Templates' }).isVisible());
  await page.mouse.click(640, 600);
  await assertExpanded(page, toggle, 'false');
  assert.equal(await page.locator('.navbar__menu a', { hasText: 'Starter Templates' }).isVisible(), false);
});

test('the Tools menu works by keyboard: Enter opens, arrows move, Escape returns focus, leaving closes', async () => {
  const page = await open('/');
  const toggle = '.navbar summary:has-text("Tools")';
  await page.focus(toggle);
  await page.keyboard.press('Enter');
  await assertExpanded(page, toggle, 'true');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focusedText(page), 'Core');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focusedText(page), 'Scroll');
  await page.keyboard.press('End');
  assert.equal(await focusedText(page), 'Video Lessons');
  await page.keyboard.press('Escape');
  await assertExpanded(page, toggle, 'false');
  assert.equal(await focusedText(page), 'Tools');
  // Open again and tab through to the end of the menu and beyond: focus leaving closes it.
  await page.keyboard.press('Enter');
  for (let i = 0; i < TOOLS.length + 1; i++) await page.keyboard.press('Tab');
  assert.equal(await focusedText(page), 'Pricing');
  await assertExpanded(page, toggle, 'false');
});

test('docs pages show Docs, Learning and the version dropdown with the archived v2 docs', async () => {
  const page = await open('/docs/v3/GSAP/gsap.to()');
  const row = page.locator('.navbar__docs');
  assert.equal(await row.locator('a', { hasText: 'Docs' }).first().getAttribute('href'), '/docs/v3/');
  assert.equal(await row.locator('a', { hasText: 'Learning' }).getAttribute('href'), '/resources/');
  const version = '.navbar__docs summary';
  assert.equal((await page.locator(version).textContent())?.trim(), 'v3.12.7');
  await page.click(version);
  await assertExpanded(page, version, 'true');
  assert.equal(await page.locator('.navbar__docs .navbar__menu a', { hasText: 'v2 - archived' }).getAttribute('href'), `${MAIN}/archived-docs/`);
  // Only one menu at a time: opening Tools closes the version menu.
  await page.click('.navbar summary:has-text("Tools")');
  await assertExpanded(page, '.navbar summary:has-text("Tools")', 'true');
  await assertExpanded(page, version, 'false');
  await env.release(page);
  // The learning pages have the docs row too; the home page does not.
  const learning = await open('/resources/getting-started/Staggers');
  assert.ok(await learning.locator('.navbar__docs').isVisible());
  await env.release(learning);
  const home = await open('/');
  assert.equal(await home.locator('.navbar__docs').count(), 0);
});

test('the chosen docs version is saved per docs plugin, and a saved version that no longer exists is forgotten', async () => {
  const page = await open('/docs/v3/Installation');
  await page.click('.navbar__docs summary');
  await page.click('.navbar__docs .navbar__menu a.is-version');
  await page.waitForURL(/\/docs\/v3\/?$/);
  assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-docs')), 'current');
  await page.evaluate(() => localStorage.setItem('docs-preferred-version-docs', '2.1.3'));
  await page.reload();
  await page.locator('gsite-island[data-island="navbar"][data-hydrated]').waitFor({ state: 'attached' });
  assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-docs')), null);
});

test('at phone width a menu button opens the drawer with every destination', async () => {
  const page = await open('/', { viewport: PHONE });
  assert.equal(await page.locator('.navbar__items--left').isVisible(), false, 'the bar keeps only the essentials');
  const toggle = '.navbar__toggle';
  await assertExpanded(page, toggle, 'false');
  await page.click(toggle);
  const drawer = page.locator('#navbar-drawer');
  assert.ok(await drawer.isVisible());
  await assertExpanded(page, toggle, 'true');
  // Tools is an accordion.
  const tools = drawer.locator('.drawer__accordion-toggle', { hasText: 'Tools' });
  assert.equal(await tools.getAttribute('aria-expanded'), 'false');
  assert.equal(await drawer.locator('a', { hasText: 'Starter Templates' }).isVisible(), false);
  await tools.click();
  assert.equal(await tools.getAttribute('aria-expanded'), 'true');
  await assertTargets(page, '#navbar-drawer [data-panel="primary"]', [...TOOLS, ...TOP.filter(([l]) => l !== 'Login' && l !== 'Create Account')]);
  // Secondary external links: code sandbox, code host, social networks.
  const social = await drawer.locator('.drawer__social a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  assert.deepEqual(social, ['https://codepen.io/GreenSock', 'https://github.com/greensock/GSAP', 'https://www.facebook.com/GreenSockGSAP', 'https://www.linkedin.com/company/greensock', 'https://x.com/greensock']);
  // The login and account panels, each with a way back and a close button.
  for (const [button, panel] of [['Login', 'login'], ['Account', 'account']] as const) {
    await drawer.locator('[data-panel="primary"] [data-show-panel]', { hasText: button }).click();
    const shown = drawer.locator(`[data-panel="${panel}"]`);
    assert.ok(await shown.isVisible(), `${panel} panel`);
    assert.equal(await drawer.locator('[data-panel="primary"]').isVisible(), false);
    assert.ok(await shown.locator('.drawer__close').isVisible());
    // The login panel's destination is its form; the account panel's are its two links.
    if (panel === 'login') assert.equal(await shown.locator('form.login-form').getAttribute('action'), `${MAIN}/community/login/`);
    else await assertTargets(page, `#navbar-drawer [data-panel="${panel}"]`, TOP.filter(([l]) => l === 'Login' || l === 'Create Account'));
    await shown.getByRole('button', { name: 'Back to main menu' }).click();
    assert.ok(await drawer.locator('[data-panel="primary"]').isVisible());
  }
});

/**
 * Turns the mouse wheel and waits until any scroll it causes has happened: the wheel event has
 * reached the page, and then the page has come to rest (ten frames in a row at the same
 * position, counted from the wheel on).
 */
async function wheelAndSettle(page: Page, dy: number): Promise<void> {
  const settled = page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        addEventListener(
          'wheel',
          async () => {
            for (let still = 0, y = scrollY; still < 10; y = scrollY) {
              await new Promise((frame) => requestAnimationFrame(frame));
              still = scrollY === y ? still + 1 : 0;
            }
            resolve();
          },
          { once: true, capture: true, passive: true },
        );
      }),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await page.mouse.wheel(0, dy);
  await within(settled, 10_000, 'the wheel reaching the page and the page coming to rest');
}

test('the open drawer locks the page scroll, traps focus, and closes on Escape, close, back and desktop width', async () => {
  const page = await open('/blog', { viewport: PHONE });
  await page.evaluate(() => window.scrollTo(0, 400));
  // Keyboard only: the menu button is reachable and opens the drawer with Enter.
  await page.focus('.navbar__toggle');
  await page.keyboard.press('Enter');
  assert.ok(await page.evaluate(() => document.getElementById('navbar-drawer')!.contains(document.activeElement)), 'focus moved into the drawer');
  const y = await page.evaluate(() => window.scrollY);
  // Over the sheet, and over the backdrop beside it (the page shows through there).
  for (const x of [300, 370]) {
    await page.mouse.move(x, 400);
    await wheelAndSettle(page, 800);
    assert.equal(await page.evaluate(() => window.scrollY), y, `the page behind does not scroll (wheel at x=${x})`);
  }
  // Focus stays inside the drawer however far you tab, both ways.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press(i < 25 ? 'Tab' : 'Shift+Tab');
    assert.ok(await page.evaluate(() => document.getElementById('navbar-drawer')!.contains(document.activeElement)), `focus left the drawer after ${i + 1} presses`);
  }
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#navbar-drawer').isVisible(), false);
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('navbar__toggle')), true, 'focus returns to the menu button');
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), 'visible', 'scroll unlocked');
  // The same wheel, drawer closed: the page scrolls, within the same wait (the wait is long enough to see one).
  await wheelAndSettle(page, 800);
  assert.ok((await page.evaluate(() => window.scrollY)) > y, 'the page scrolls again with the drawer closed');
  await page.evaluate(() => window.scrollTo(0, 400));

  await page.click('.navbar__toggle');
  await page.click('#navbar-drawer [data-panel="primary"] .drawer__close');
  assert.equal(await page.locator('#navbar-drawer').isVisible(), false);

  await page.click('.navbar__toggle');
  await page.goBack();
  await page.waitForFunction(() => document.getElementById('navbar-drawer')!.hidden);
  assert.equal(new URL(page.url()).pathname, '/blog', 'back closed the drawer and stayed on the page');

  await page.click('.navbar__toggle');
  await page.setViewportSize(DESKTOP);
  await page.waitForFunction(() => document.getElementById('navbar-drawer')!.hidden);
  await assertExpanded(page, '.navbar__toggle', 'false');
});

test('on docs pages the drawer opens on the docs sidebar, with a way back to the main menu', async () => {
  const page = await open('/docs/v3/GSAP/gsap.to()', { viewport: PHONE });
  assert.equal(await page.locator('.layout .sidebar').isVisible(), false, 'the sidebar moved out of the page on phones');
  await page.click('.navbar__toggle');
  const docs = page.locator('#navbar-drawer [data-panel="docs"]');
  assert.ok(await docs.isVisible());
  const active = docs.locator('.sidebar__list a[aria-current="page"]');
  assert.equal((await active.textContent())?.trim(), 'gsap.to()');
  assert.ok(await active.isVisible());
  assert.ok(await docs.locator('a', { hasText: 'Learning' }).isVisible());
  await docs.getByRole('button', { name: 'Back to main menu' }).click();
  assert.ok(await page.locator('#navbar-drawer [data-panel="primary"]').isVisible());
  await page.keyboard.press('Escape');
  // The sidebar goes back where it came from, for desktop widths.
  await page.setViewportSize(DESKTOP);
  assert.ok(await page.locator('.layout .sidebar .sidebar__list a[aria-current="page"]').isVisible());
});

test('following a link in the drawer leaves it and lands on the page', async () => {
  const page = await open('/', { viewport: PHONE });
  await page.click('.navbar__toggle');
  await page.locator('#navbar-drawer a', { hasText: 'Showcase' }).click();
  await page.waitForURL(/\/showcase\/?$/);
  await page.locator('gsite-island[data-island="navbar"][data-hydrated]').waitFor({ state: 'attached' });
  assert.equal(await page.locator('#navbar-drawer').isVisible(), false);
});

test('without JavaScript the small-screen header is one row, and its Menu link leads to every destination after the content', async () => {
  const page = await env.tab({ viewport: PHONE, javaScriptEnabled: false });
  await page.goto(env.url + '/docs/v3/GSAP/gsap.to()');
  assert.equal(await page.locator('.navbar__toggle').isVisible(), false, 'no dead menu button');
  const bar = (await page.locator('.navbar__inner').boundingBox())!;
  assert.ok(bar.height <= 72, `the bar is one row (${bar.height}px)`);
  // Content first: the article starts on the first screen, the sidebar comes after it.
  const h1 = (await page.locator('main h1').boundingBox())!;
  assert.ok(h1.y < PHONE.height, `the title starts at ${h1.y}px`);
  const order = await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const sidebar = document.querySelector('.layout--docs > .sidebar')!;
    return main.getBoundingClientRect().top < sidebar.getBoundingClientRect().top;
  });
  assert.ok(order, 'the sidebar follows the content');
  await page.locator('.navbar__menu-jump').click();
  assert.match(page.url(), /#navbar-drawer$/);
  const menu = page.locator('#navbar-drawer');
  assert.ok(await menu.isVisible());
  assert.equal(await menu.getAttribute('role'), null, 'a plain block, not a modal dialog');
  assert.equal(await menu.locator('nav').getAttribute('aria-labelledby'), 'navbar-drawer-title', 'a navigation landmark named by its heading');
  await assertTargets(page, '#navbar-drawer [data-panel="primary"]', [...TOOLS, ...TOP.filter(([l]) => l !== 'Login' && l !== 'Create Account')]);
  for (const label of ['Starter Templates', 'Pricing', 'Showcase', 'Community', 'Learn']) assert.ok(await menu.locator('a', { hasText: label }).first().isVisible(), label);
  assert.ok(await menu.locator('form.login-form').isVisible(), 'the login form posts without JavaScript');
  assert.equal(await menu.locator('button:visible').count(), 1, 'no dead buttons: only the login form submit');
});

test('axe finds no violations in the open drawer and open menus, in both colour modes', async () => {
  const failures: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [url, viewport, action, part] of [
      ['/docs/v3/GSAP/gsap.to()', PHONE, '.navbar__toggle', '#navbar-drawer'],
      ['/', PHONE, '.navbar__toggle', '#navbar-drawer'],
      ['/docs/v3/GSAP/gsap.to()', DESKTOP, '.navbar summary:has-text("Tools")', '.navbar details[open]'],
    ] as const) {
      // axe goes in ahead of the page's scripts: the CSP rightly refuses injected inline scripts.
      const page = await open(url, { viewport, colorScheme, reducedMotion: 'reduce' }, axe.source);
      await page.click(action);
      // Light: every rule on the whole page with the drawer or menu open (what it makes inert or
      // hides counts too). Dark: the colour rules on what opened.
      const violations = await axeViolations(page, axeForScheme(colorScheme, part));
      failures.push(...violations.map((v) => `${colorScheme} ${viewport.width}px ${url}: ${v}`));
      await env.release(page);
    }
  }
  assert.deepEqual(failures, []);
});
