import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';
import type { TabOptions } from '../helpers/tab-pool.ts';
import { collapseDuration } from '../../templates/islands/sidebar-collapse.ts';

/**
 * The docs layout in Chromium: sidebar categories (auto-collapse, height animation), hiding
 * the sidebar, the table of contents following the reader, breadcrumbs, pager, permalinks.
 */
const env = useBrowserAndSite();
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const TO = '/docs/v3/GSAP/gsap.to()';
const BATCH = '/docs/v3/Plugins/ScrollTrigger/static.batch()';
const STAGGERS = '/resources/getting-started/Staggers';

/** Makes every touch of localStorage throw, as in a locked-down browser. */
const NO_STORAGE = `Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } });`;

interface Opened {
  page: Page;
  /** Uncaught errors of the page, collected as it runs. */
  errors: string[];
}

async function open(path: string, options: TabOptions = {}): Promise<Opened> {
  const page = await env.tab({ viewport: DESKTOP, ...options });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const response = await page.goto(env.url + path);
  assert.equal(response?.status(), 200, path);
  return { page, errors };
}

const island = (page: Page, name: string) => page.locator(`gsite-island[data-island="${name}"][data-hydrated]`).first().waitFor({ state: 'attached' });

/** The sidebar's React island wakes on first interaction. */
async function wakeSidebar(page: Page): Promise<void> {
  await page.locator('aside.sidebar').hover();
  await island(page, 'sidebar-tree');
}

/**
 * A sidebar category with a page of its own (GSAP, Tween, ScrollTrigger): its link, the
 * toggle button beside it, and the body the button controls.
 */
function category(page: Page, label: string) {
  const toggle = page.locator(`aside.sidebar button.sidebar__toggle:is([aria-label="Expand ${label}"], [aria-label="Collapse ${label}"])`);
  return {
    toggle,
    body: async () => page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`),
    isOpen: async () => (await toggle.getAttribute('aria-expanded')) === 'true',
    /** Waits until it is open (`true`) or closed and hidden (`false`), the animation done. */
    settle: async (open: boolean) => {
      await page.locator(`aside.sidebar button.sidebar__toggle[aria-label="${open ? 'Collapse' : 'Expand'} ${label}"]`).waitFor({ timeout: 3000 });
      const body = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      if (!open) await body.waitFor({ state: 'hidden', timeout: 3000 });
    },
  };
}

test('the duration formula grows with height, sublinearly, within bounds, and is 1 ms with reduced motion', () => {
  const d = [0, 40, 160, 640, 2560, 100000].map((h) => collapseDuration(h));
  for (let i = 1; i < d.length; i++) assert.ok(d[i]! >= d[i - 1]!, `non-decreasing: ${d.join(', ')}`);
  assert.ok(d[1]! < d[2]! && d[2]! < d[3]!, `grows with height: ${d.join(', ')}`);
  // Sublinear: four times the height adds less than four times the time.
  assert.ok(d[3]! - d[2]! < 4 * (d[2]! - d[1]!), `sublinear: ${d.join(', ')}`);
  // Never a wait over half a second, however long the list: it stops growing at some height.
  assert.ok(d[0]! >= 50 && d.at(-1)! <= 500, `bounded: ${d.join(', ')}`);
  assert.equal(collapseDuration(10_000_000), d.at(-1), `capped: ${d.join(', ')}`);
  for (const h of [0, 200, 5000]) assert.equal(collapseDuration(h, true), 1);
});

test('the active page is highlighted in its open category; expanding a category collapses its open siblings only', async () => {
  const { page } = await open(BATCH);
  const active = page.locator('aside.sidebar a[aria-current="page"]');
  assert.equal(await active.count(), 1);
  assert.equal(await active.innerText(), 'ScrollTrigger.batch()');
  // Marked by aria-current alone (the stylesheet draws the pill and the edge bar from it): no class per link.
  assert.ok(await active.isVisible(), 'the active link is shown: its category starts open');
  const scrollTrigger = page.locator('aside.sidebar .sidebar__category').filter({ has: page.locator(':scope > .sidebar__summary a', { hasText: /^ScrollTrigger$/ }) });
  assert.equal(await scrollTrigger.locator('button.sidebar__toggle').getAttribute('aria-expanded'), 'true');

  // Tween and Timeline are siblings in "Fundamentals", both closed on this page.
  const tween = category(page, 'Tween');
  const timeline = category(page, 'Timeline');
  assert.ok(!(await tween.isOpen()) && !(await timeline.isOpen()), 'categories away from the page start closed');
  await wakeSidebar(page);
  await tween.toggle.click();
  await tween.settle(true);
  assert.ok(await page.locator('aside.sidebar a[href="/docs/v3/GSAP/Tween/delay()"]').isVisible());
  // Opening Timeline closes its open sibling Tween…
  await timeline.toggle.click();
  await timeline.settle(true);
  await tween.settle(false);
  assert.ok(await page.locator('aside.sidebar a[href="/docs/v3/GSAP/Timeline/add()"]').isVisible());
  // …and ScrollTrigger, in another group (another parent), stays open with the active page.
  assert.equal(await scrollTrigger.locator('button.sidebar__toggle').getAttribute('aria-expanded'), 'true');
  assert.ok(await active.isVisible());
  // Closing one leaves its siblings alone.
  await timeline.toggle.click();
  await timeline.settle(false);
  assert.equal(await scrollTrigger.locator('button.sidebar__toggle').getAttribute('aria-expanded'), 'true');

  // By keyboard too: Enter on Tween's toggle opens it; Enter on Timeline's then closes Tween.
  await tween.toggle.focus();
  await page.keyboard.press('Enter');
  await tween.settle(true);
  await timeline.toggle.focus();
  await page.keyboard.press('Enter');
  await tween.settle(false);
  assert.ok(await timeline.isOpen());
});

test('on gsap.to() the active page\'s category is open, and a split category collapses and expands', async () => {
  const { page } = await open(TO);
  const active = page.locator('aside.sidebar a[aria-current="page"]');
  assert.equal(await active.innerText(), 'gsap.to()');
  assert.ok(await category(page, 'GSAP').isOpen());
  assert.ok(await active.isVisible());
  await wakeSidebar(page);
  // ScrollTrigger (a link and a toggle) loads lazily, opens, then closes again.
  await page.getByRole('button', { name: 'Expand ScrollTrigger' }).click();
  const batch = page.locator(`aside.sidebar a[href="${BATCH}"]`);
  await batch.waitFor();
  const collapse = page.getByRole('button', { name: 'Collapse ScrollTrigger' });
  assert.equal(await collapse.getAttribute('aria-expanded'), 'true');
  const body = page.locator(`#${await collapse.getAttribute('aria-controls')}`);
  await collapse.click();
  await body.waitFor({ state: 'hidden' });
  assert.equal(await page.getByRole('button', { name: 'Expand ScrollTrigger' }).getAttribute('aria-expanded'), 'false');
  assert.ok(await active.isVisible(), 'the active page stays shown');
});

/** Clicks `toggle` in the page and reports the animation it started on `body`. */
async function clickAndReadAnimation(toggle: Locator, body: Locator) {
  const handle = await body.elementHandle();
  return toggle.evaluate(async (el, b) => {
    const bodyEl = b as HTMLElement;
    const before = bodyEl.getBoundingClientRect().height;
    // The animation starts in the layout effect of the click's update, right after it sets
    // data-duration: its mutation record is delivered once that code has run. Ten frames at
    // most, so a click that starts nothing is reported below rather than waited on for ever.
    const started = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        resolve();
      });
      observer.observe(bodyEl, { attributes: true, attributeFilter: ['data-duration'] });
    });
    const tenFrames = (async () => {
      for (let i = 0; i < 10; i++) await new Promise((frame) => requestAnimationFrame(frame));
    })();
    (el as HTMLElement).click();
    await Promise.race([started, tenFrames]);
    const animation = bodyEl.getAnimations()[0];
    const keyframes = (animation?.effect as KeyframeEffect | undefined)?.getKeyframes().map((k) => k.height as string) ?? [];
    return { before, duration: animation?.effect?.getTiming().duration ?? null, keyframes, dataDuration: Number(bodyEl.dataset.duration) };
  }, handle);
}

test('collapse and expand animate the height for a duration computed from it; the height then returns to auto', async () => {
  const { page } = await open(TO);
  await wakeSidebar(page);

  // GSAP, open on its own page.
  const gsap = category(page, 'GSAP');
  const body = await gsap.body();
  const closing = await clickAndReadAnimation(gsap.toggle, body);
  assert.ok(closing.before > 10, `measured ${closing.before}px`);
  assert.equal(closing.duration, collapseDuration(closing.before), JSON.stringify(closing));
  assert.equal(closing.dataDuration, closing.duration);
  assert.deepEqual(closing.keyframes.map((k) => Math.round(Number.parseFloat(k))), [Math.round(closing.before), 0], 'from its height to 0');
  assert.ok(await body.isVisible(), 'still shown while it animates closed');
  await gsap.settle(false);

  const opening = await clickAndReadAnimation(gsap.toggle, body);
  assert.equal(Number.parseFloat(opening.keyframes[0] ?? ''), 0);
  const full = Number.parseFloat(opening.keyframes[1] ?? '');
  assert.equal(opening.duration, collapseDuration(full), JSON.stringify(opening));
  await page.waitForFunction((el) => (el as HTMLElement).getAnimations().length === 0, await body.elementHandle());
  // Back to auto: no height left behind, and content added later still fits.
  assert.equal(await body.evaluate((el) => (el as HTMLElement).style.height), '');
  const grown = await body.evaluate((el) => {
    const h = el.getBoundingClientRect().height;
    el.querySelector('ul')!.append(document.createElement('li'), document.createElement('li'));
    el.querySelectorAll('ul > li:empty').forEach((li) => ((li as HTMLElement).style.height = '40px'));
    const after = el.getBoundingClientRect().height;
    el.querySelectorAll('ul > li:empty').forEach((li) => li.remove());
    return after - h;
  });
  assert.ok(grown >= 79, `the expanded body grew by ${grown}px with its content`);

  // A bigger category takes longer, within the bound.
  const scrollTrigger = category(page, 'ScrollTrigger');
  await scrollTrigger.toggle.click();
  await scrollTrigger.settle(true);
  await page.locator(`aside.sidebar a[href="${BATCH}"]`).waitFor();
  const stBody = await scrollTrigger.body();
  await page.waitForFunction((el) => (el as HTMLElement).getAnimations().length === 0, await stBody.elementHandle());
  const split = await clickAndReadAnimation(scrollTrigger.toggle, stBody);
  assert.ok(split.before > 10);
  assert.equal(split.duration, collapseDuration(split.before), JSON.stringify(split));
  assert.ok(split.duration! > 1);
});

test('with reduced motion the collapse animation lasts 1 ms', async () => {
  const { page } = await open(TO, { reducedMotion: 'reduce' });
  await wakeSidebar(page);
  const gsap = category(page, 'GSAP');
  const closing = await clickAndReadAnimation(gsap.toggle, await gsap.body());
  assert.equal(closing.dataDuration, 1, JSON.stringify(closing));
  await gsap.settle(false);
  assert.equal(await (await gsap.body()).getAttribute('data-duration'), '1');
});

/** Widths that show whether the content widened. */
const widths = (page: Page) =>
  page.evaluate(() => ({
    sidebar: document.querySelector('aside.sidebar')!.getBoundingClientRect().width,
    main: document.querySelector('main')!.getBoundingClientRect().width,
    article: document.querySelector('.doc__article')!.getBoundingClientRect().width,
  }));
const focusedClass = (page: Page) => page.evaluate(() => document.activeElement?.className ?? '');
const ringShown = (button: Locator) =>
  button.evaluate((el) => {
    const s = getComputedStyle(el);
    return el.matches(':focus-visible') && s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) >= 2;
  });

test('the sidebar hides and shows by mouse; the content widens while it is hidden', async () => {
  const { page } = await open(TO);
  await island(page, 'sidebar-hide');
  const hide = page.getByRole('button', { name: 'Collapse sidebar' });
  const show = page.getByRole('button', { name: 'Expand sidebar' });
  const nav = page.locator('aside.sidebar .sidebar__nav');
  assert.ok(await hide.isVisible());
  assert.ok(!(await show.isVisible()));
  assert.equal(await hide.getAttribute('aria-expanded'), 'true');
  assert.equal(await hide.getAttribute('aria-controls'), await nav.getAttribute('id'));
  // The button sits at the foot of the sidebar, in view.
  const box = (await hide.boundingBox())!;
  assert.ok(box.y + box.height <= DESKTOP.height + 1 && box.y + box.height > DESKTOP.height - 20, `hide button at y=${box.y}`);
  const open1 = await widths(page);

  await hide.click();
  assert.ok(!(await nav.isVisible()), 'the sidebar links are hidden');
  assert.ok(await show.isVisible());
  assert.equal(await show.getAttribute('aria-expanded'), 'false');
  assert.match(await focusedClass(page), /sidebar__show/, 'focus moves to the show button');
  const hidden = await widths(page);
  assert.ok(hidden.sidebar < 60, `narrow strip: ${hidden.sidebar}px`);
  assert.ok(hidden.main > open1.main + 150, `main widened: ${open1.main} → ${hidden.main}`);
  assert.ok(hidden.article > open1.article + 50, `article widened: ${open1.article} → ${hidden.article}`);

  await show.click();
  assert.ok(await nav.isVisible());
  assert.ok(await hide.isVisible());
  assert.match(await focusedClass(page), /sidebar__hide/, 'focus returns to the hide button');
  assert.deepEqual(await widths(page), open1);
});

test('the sidebar hides and shows by keyboard, with a visible focus ring', async () => {
  const { page } = await open(TO);
  await island(page, 'sidebar-hide');
  const hide = page.getByRole('button', { name: 'Collapse sidebar' });
  const show = page.getByRole('button', { name: 'Expand sidebar' });
  // Reach it with Tab from the last sidebar link, as a keyboard user would.
  await page.locator('aside.sidebar a').last().focus();
  await page.keyboard.press('Tab');
  assert.match(await focusedClass(page), /sidebar__hide/);
  assert.ok(await ringShown(hide), 'focus ring on the hide button');
  await page.keyboard.press('Enter');
  assert.ok(await show.isVisible());
  assert.match(await focusedClass(page), /sidebar__show/);
  assert.ok(await ringShown(show), 'focus ring on the show button');
  assert.ok(await page.locator('aside.sidebar').evaluate((el) => el.classList.contains('sidebar--hidden')));
  await page.keyboard.press('Space');
  assert.ok(await page.locator('aside.sidebar .sidebar__nav').isVisible());
  assert.match(await focusedClass(page), /sidebar__hide/);
  assert.ok(await ringShown(hide));
});

test('at phone width the sidebar hide button is not displayed', async () => {
  const { page } = await open(TO, { viewport: PHONE, isMobile: true, hasTouch: true });
  await island(page, 'sidebar-hide');
  assert.equal(await page.locator('.sidebar__hide').count(), 1);
  assert.ok(!(await page.locator('.sidebar__hide').isVisible()));
  assert.ok(!(await page.locator('.sidebar__show').isVisible()));
});

const activeToc = (page: Page) =>
  page.evaluate(() => {
    const marked = [...document.querySelectorAll('nav.toc a.is-active, nav.toc a[aria-current]')];
    return { hrefs: [...new Set(marked.map((a) => a.getAttribute('href')))], current: marked.map((a) => a.getAttribute('aria-current')) };
  });
const waitForActive = (page: Page, href: string | null) =>
  page
    .waitForFunction(
      (want) => {
        const marked = document.querySelectorAll('nav.toc a.is-active');
        return want === null ? marked.length === 0 : marked.length === 1 && marked[0]!.getAttribute('href') === want;
      },
      href,
      // Generous: a busy CI machine may take a while to finish a smooth scroll.
      { timeout: 10_000 },
    )
    .catch(async () => assert.fail(`expected ${href} marked in the TOC, got ${JSON.stringify(await activeToc(page))}`));
const scrollToHeading = (page: Page, id: string, extra = 0) =>
  page.evaluate(
    ([i, dy]) => {
      document.getElementById(i)!.scrollIntoView({ behavior: 'instant', block: 'start' });
      window.scrollBy({ top: dy, behavior: 'instant' });
    },
    [id, extra] as const,
  );

test('the table of contents lists h2–h3 and marks the heading being read as the page scrolls', async () => {
  const { page } = await open(TO);
  await island(page, 'toc-highlight');
  const links = page.locator('nav.toc a.toc__link');
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  assert.ok(hrefs.length >= 5);
  const levels = await page.evaluate((hs) => hs.map((h) => document.getElementById(h.slice(1))!.tagName), hrefs);
  assert.deepEqual([...new Set(levels)].sort(), ['H2', 'H3']);
  // (No docs page has an h4 yet; the fixture site's page shows an h4 left out: test/build.test.ts.)

  const third = hrefs[2]!;
  await scrollToHeading(page, third.slice(1));
  await waitForActive(page, third);
  assert.deepEqual(await activeToc(page), { hrefs: [third], current: ['location'] });
  // Just short of the third heading, the second section is the one being read.
  await scrollToHeading(page, third.slice(1), -60);
  await waitForActive(page, hrefs[1]!);
  // At the very bottom: the last heading, even if it never reaches the top.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await waitForActive(page, hrefs.at(-1)!);
  // Back at the top, before the first heading, nothing is marked.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await waitForActive(page, null);
});

test('clicking a table of contents link marks it, and it stays marked while and after the page scrolls there', async () => {
  const { page } = await open(TO);
  await island(page, 'toc-highlight');
  const hrefs = await page.locator('nav.toc a.toc__link').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await waitForActive(page, hrefs.at(-1)!);
  // From the bottom to the second heading: the page scrolls smoothly past every heading in
  // between, and none of them takes the mark from the clicked link.
  const pick = hrefs[1]!;
  const seen = await page.locator(`nav.toc a[href="${pick}"]`).evaluate(async (link) => {
    (link as HTMLAnchorElement).click();
    const marked = new Set<string>();
    const start = window.scrollY;
    for (let i = 0; i < 90; i++) {
      document.querySelectorAll('nav.toc a.is-active').forEach((a) => marked.add(a.getAttribute('href')!));
      await new Promise((r) => requestAnimationFrame(r));
    }
    return { marked: [...marked], travelled: start - window.scrollY };
  });
  assert.ok(seen.travelled > 1000, `the page scrolled ${seen.travelled}px`);
  assert.deepEqual(seen.marked, [pick]);
  await waitForActive(page, pick);
  assert.equal(new URL(page.url()).hash, pick);
  // The visitor's own scrolling takes over again, once the smooth scroll has come to rest.
  await page.evaluate(async () => {
    for (let still = 0, y = -1; still < 10; still = window.scrollY === y ? still + 1 : 0, y = window.scrollY) await new Promise((r) => requestAnimationFrame(r));
  });
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, -100000);
  await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 10_000 });
  await waitForActive(page, null);
});

test('breadcrumbs, previous/next links and heading permalinks lead somewhere real', async () => {
  const { page } = await open(BATCH);
  const crumbs = page.locator('nav.breadcrumbs');
  const crumbLinks = await crumbs.locator('a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  assert.ok(crumbLinks.length >= 2, `${crumbLinks.length} breadcrumb links`);
  assert.equal(crumbLinks[0], `${env.url}/docs/v3/`);
  assert.ok(crumbLinks.includes(`${env.url}/docs/v3/Plugins/ScrollTrigger/`), crumbLinks.join(' '));
  assert.match((await crumbs.locator('[aria-current="page"]').innerText()).trim(), /^ScrollTrigger\.batch/);
  for (const href of crumbLinks) assert.equal((await fetch(href)).status, 200, href);
  assert.equal(await page.locator('nav.pager a[rel="prev"]').getAttribute('href'), '/docs/v3/Plugins/ScrollTrigger/vars');
  // The last docs page (the last helper function, routes.md §2) has no "next"; gsap.to() sits between two.
  await page.goto(env.url + '/docs/v3/HelperFunctions/helpers/weightedRandom');
  assert.equal(await page.locator('nav.pager a[rel="next"]').count(), 0);
  assert.equal(await page.locator('nav.pager a[rel="prev"]').count(), 1);

  await page.goto(env.url + TO);
  const prev = page.locator('nav.pager a[rel="prev"]');
  const next = page.locator('nav.pager a[rel="next"]');
  assert.equal(await prev.count(), 1);
  assert.equal(await next.count(), 1);
  const here = new URL(page.url()).pathname;
  for (const [link, back] of [[next, 'prev'], [prev, 'next']] as const) {
    const target = await link.evaluate((a) => (a as HTMLAnchorElement).href);
    assert.equal((await fetch(target)).status, 200, target);
    const other = await page.context().newPage();
    await other.goto(target);
    // The neighbour points back here.
    assert.equal(await other.locator(`nav.pager a[rel="${back}"]`).getAttribute('href'), here);
    await other.close();
  }
  // Following "next" by click works.
  const nextHref = await next.getAttribute('href');
  await next.click();
  await page.waitForURL((u) => u.pathname === nextHref);

  for (const path of [BATCH, STAGGERS]) {
    await page.goto(env.url + path);
    const permalinks = await page.locator('.markdown :is(h2, h3, h4)[id] > a.anchor__link').evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href'), id: a.parentElement!.id })));
    assert.ok(permalinks.length >= 3, `${path}: ${permalinks.length} permalinks`);
    for (const p of permalinks) assert.equal(p.href, `#${p.id}`, path);
    const first = page.locator('.markdown h2[id] > a.anchor__link').nth(1);
    const id = await first.evaluate((a) => a.parentElement!.id);
    await first.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((i) => location.hash === `#${i}`, id);
    assert.equal(await page.locator(`[id="${id}"]`).count(), 1);
  }
});

test('with storage unavailable the page still works: sidebar, hiding, table of contents, no uncaught error', async () => {
  const { page, errors } = await open(BATCH, { init: [NO_STORAGE] });
  assert.equal(await page.evaluate(() => { try { localStorage; return 'reachable'; } catch { return 'blocked'; } }), 'blocked');
  await wakeSidebar(page);
  const tween = category(page, 'Tween');
  await tween.toggle.click();
  await tween.settle(true);
  await category(page, 'Timeline').toggle.click();
  await tween.settle(false);

  await island(page, 'sidebar-hide');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  assert.ok(!(await page.locator('aside.sidebar .sidebar__nav').isVisible()));
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  assert.ok(await page.locator('aside.sidebar .sidebar__nav').isVisible());

  await island(page, 'toc-highlight');
  const hrefs = await page.locator('nav.toc a.toc__link').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  await scrollToHeading(page, hrefs[2]!.slice(1));
  await waitForActive(page, hrefs[2]!);
  // Every other island had its chance to run too.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })));
  assert.deepEqual(errors, []);
});
