import { test } from 'node:test';
import assert from 'node:assert/strict';
import axe from 'axe-core';
import { axeForScheme, axeViolations, type Scheme } from '../helpers/page-crawl.ts';
import { within } from '../helpers/page-waits.ts';
import type { Page } from 'playwright-core';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';
import type { TabOptions } from '../helpers/tab-pool.ts';

/**
 * The search modal and the /search page on the built site, with the built-in index (spec §2
 * "Search modal", §4 "Search status", §5, §9).
 */
const site = useBrowserAndSite();

const VIEWPORT = { width: 1280, height: 800 };

/** A tab on `path` once its search button has woken. */
async function open(path: string, options: TabOptions = {}): Promise<Page> {
  return visit(await site.tab({ viewport: VIEWPORT, ...options }), path);
}
/** The same for a tab the test has set up first (routes). */
async function visit(page: Page, path: string): Promise<Page> {
  await page.goto(site.url + path);
  await page.locator('gsite-island[data-island="search-button"][data-hydrated]').first().waitFor({ state: 'attached' });
  return page;
}
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });
const input = (page: Page) => dialog(page).getByRole('combobox');
const options = (page: Page) => dialog(page).getByRole('option');
const isOpen = async (page: Page) => (await dialog(page).count()) === 1;

test('Ctrl+K and Cmd+K toggle the dialog; "/" opens it, but not while typing in a field; Escape closes it and focus returns to the button', async () => {
  const page = await open('/docs/v3/');
  await page.keyboard.press('Control+k');
  await dialog(page).waitFor();
  assert.equal(await input(page).getAttribute('placeholder'), 'Search docs');
  assert.equal(await input(page).evaluate((el) => el === document.activeElement), true, 'the input has focus');
  await page.keyboard.press('Control+k');
  await dialog(page).waitFor({ state: 'detached' });
  await page.keyboard.press('Meta+k');
  await dialog(page).waitFor();
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('navbar__search')), true, 'focus back on the search button');

  await page.locator('body').press('/');
  await dialog(page).waitFor();
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({ state: 'detached' });

  // "/" typed into a text field is text, not a shortcut.
  await page.getByPlaceholder('Email Address').fill('');
  await page.getByPlaceholder('Email Address').press('/');
  assert.equal(await isOpen(page), false);
  assert.equal(await page.getByPlaceholder('Email Address').inputValue(), '/');
});

test('a character typed while the search button has focus opens the dialog with it', async () => {
  const page = await open('/');
  await page.locator('a.navbar__search').focus();
  await page.keyboard.press('t');
  await dialog(page).waitFor();
  assert.equal(await input(page).inputValue(), 't');
});

test('typing shows hits grouped by section, five at most per group; arrows and Enter open a page without a reload', async () => {
  const page = await open('/docs/v3/');
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.keyboard.press('Control+k');
  await input(page).fill('stagger');
  await options(page).first().waitFor();
  const groups = await dialog(page).getByRole('group').evaluateAll((els) => els.map((g) => ({ label: g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent, hits: g.querySelectorAll('[role=option]').length })));
  assert.ok(groups.length >= 2, JSON.stringify(groups));
  assert.ok(groups.every((g) => g.label && g.hits >= 1 && g.hits <= 5), JSON.stringify(groups));
  assert.equal(await options(page).first().getAttribute('aria-selected'), 'true', 'the first hit is preselected');
  assert.match((await options(page).first().innerText()).trim(), /Staggers/);
  assert.match(await dialog(page).getByRole('link', { name: /^See all \d+ results$/ }).getAttribute('href') ?? '', /\/search\?q=stagger$/);
  assert.match(await dialog(page).locator('[aria-live]').innerText(), /\d+ results?/);
  // The matched words are marked in the snippets.
  assert.ok((await dialog(page).locator('mark').count()) > 0);

  await page.keyboard.press('ArrowDown');
  const second = options(page).nth(1);
  assert.equal(await second.getAttribute('aria-selected'), 'true');
  assert.equal(await input(page).getAttribute('aria-activedescendant'), await second.getAttribute('id'));
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/resources\/getting-started\/Staggers$/);
  await dialog(page).waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 1, 'navigated within the site, no reload');
  assert.equal(await page.locator('h1').innerText(), 'Staggers');
});

test('Enter while an IME is composing never opens a hit', async () => {
  const page = await open('/docs/v3/');
  await page.keyboard.press('Control+k');
  await input(page).fill('stagger');
  await options(page).first().waitFor();
  // The dialog acts on Enter while the key is dispatched: opening a hit clicks its link and
  // takes the key's default. Neither may happen.
  const during = await input(page).evaluate((el) => {
    let clicked = false;
    const stop = new AbortController();
    document.addEventListener('click', () => (clicked = true), { capture: true, signal: stop.signal });
    const taken = !el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, isComposing: true }));
    stop.abort();
    return { clicked, taken };
  });
  assert.deepEqual(during, { clicked: false, taken: false }, 'the composing Enter was left alone');
  // And nothing follows later: two frames on, the dialog is still open on the same page.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  assert.equal(await isOpen(page), true);
  assert.match(page.url(), /\/docs\/v3\/$/);
});

test('a modifier click on a hit opens it in a new tab and keeps the dialog open', async () => {
  const page = await open('/docs/v3/');
  await page.keyboard.press('Control+k');
  await input(page).fill('stagger');
  await options(page).first().waitFor();
  const [tab] = await Promise.all([page.context().waitForEvent('page'), options(page).first().click({ modifiers: ['Control'] })]);
  await tab.waitForLoadState();
  assert.match(tab.url(), /Staggers$/);
  assert.equal(await isOpen(page), true);
  assert.match(page.url(), /\/docs\/v3\/$/);
});

test('recent searches persist across reloads; one can be saved as a favourite, favourites and recents removed', async () => {
  const page = await open('/docs/v3/');
  await page.keyboard.press('Control+k');
  assert.match(await dialog(page).innerText(), /No recent searches/);
  for (const [query, title] of [
    ['stagger', 'Staggers'],
    ['gsap.to', 'gsap.to()'],
  ]) {
    if (!(await isOpen(page))) await page.keyboard.press('Control+k');
    await input(page).fill(query!);
    await options(page).first().waitFor();
    assert.match(await options(page).first().innerText(), new RegExp(title!.replace(/[.()]/g, '\\$&')));
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'detached' });
    await page.waitForURL((u) => !u.pathname.endsWith('/docs/v3/'));
    await page.locator('gsite-island[data-island="search-button"][data-hydrated]').first().waitFor({ state: 'attached' });
  }
  await page.reload();
  await page.locator('gsite-island[data-island="search-button"][data-hydrated]').first().waitFor({ state: 'attached' });
  await page.keyboard.press('Control+k');
  const recent = dialog(page).getByRole('region', { name: 'Recent' });
  // The dialog's code loads on the first open after a reload: wait for the list, then read it.
  await recent.locator('.search-hit__title').first().waitFor();
  assert.deepEqual(await recent.locator('.search-hit__title').allInnerTexts(), ['gsap.to()', 'Staggers'], 'newest first');
  await recent.getByRole('button', { name: 'Save this search: Staggers' }).click();
  const favourites = dialog(page).getByRole('region', { name: 'Favorite' });
  await favourites.locator('.search-hit__title').first().waitFor();
  assert.deepEqual(await favourites.locator('.search-hit__title').allInnerTexts(), ['Staggers']);
  assert.deepEqual(await recent.locator('.search-hit__title').allInnerTexts(), ['gsap.to()']);
  await recent.getByRole('button', { name: 'Remove this search from history: gsap.to()' }).click();
  await recent.waitFor({ state: 'detached' });
  assert.equal(await recent.count(), 0);
  await page.reload();
  await page.locator('gsite-island[data-island="search-button"][data-hydrated]').first().waitFor({ state: 'attached' });
  await page.keyboard.press('Control+k');
  await dialog(page).getByRole('region', { name: 'Favorite' }).locator('.search-hit__title').first().waitFor();
  assert.deepEqual(await dialog(page).getByRole('region', { name: 'Favorite' }).locator('.search-hit__title').allInnerTexts(), ['Staggers']);
  // A saved search opens its page.
  await dialog(page).getByRole('region', { name: 'Favorite' }).getByRole('link').click();
  await page.waitForURL(/Staggers$/);
});

test('the start screen keeps 7 recent searches, 4 once there are favourites, and 10 favourites', async () => {
  const page = await open('/docs/v3/');
  // Searches this visitor made before: hits as the dialog stores them, newest first.
  const earlier = (label: string, count: number) =>
    Array.from({ length: count }, (_, i) => ({
      hierarchy: { lvl0: 'Docs', lvl1: `${label} ${i + 1}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: null,
      type: 'lvl1',
      url: `/docs/v3/${label.toLowerCase()}-${i + 1}`,
    }));
  const list = (name: 'Recent' | 'Favorite') => dialog(page).getByRole('region', { name }).locator('.search-hit__title');
  const reloadAndOpen = async () => {
    await page.reload();
    await page.locator('gsite-island[data-island="search-button"][data-hydrated]').first().waitFor({ state: 'attached' });
    await page.keyboard.press('Control+k');
    await list('Recent').first().waitFor();
  };
  /** Searches from an open dialog and opens the first hit, then opens the dialog again on the new page. */
  const openFirstHit = async (query: string, lands: RegExp) => {
    await input(page).fill(query);
    await options(page).first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(lands);
    await dialog(page).waitFor({ state: 'detached' });
    await page.locator('gsite-island[data-island="search-button"][data-hydrated]').first().waitFor({ state: 'attached' });
    await page.keyboard.press('Control+k');
    await list('Recent').first().waitFor();
  };
  const seeds = (label: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${label} ${from + i}`);

  // Seven recent searches, no favourites: all seven show; the next search pushes the oldest out.
  await page.evaluate((hits) => localStorage.setItem('search-recent-local', JSON.stringify(hits)), earlier('Seed', 7));
  await reloadAndOpen();
  assert.deepEqual(await list('Recent').allInnerTexts(), seeds('Seed', 1, 7));
  await openFirstHit('stagger', /Staggers$/);
  assert.deepEqual(await list('Recent').allInnerTexts(), ['Staggers', ...seeds('Seed', 1, 6)], 'seven kept, newest first');

  // One of them saved as a favourite: from the next dialog on, four recent searches are kept.
  await dialog(page).getByRole('button', { name: 'Save this search: Staggers' }).click();
  await list('Favorite').first().waitFor();
  await input(page).press('Escape');
  await dialog(page).waitFor({ state: 'detached' });
  await page.keyboard.press('Control+k');
  await openFirstHit('gsap.to', /gsap\.to\(\)$/);
  assert.deepEqual(await list('Recent').allInnerTexts(), ['gsap.to()', ...seeds('Seed', 1, 3)], 'four kept once there is a favourite');
  assert.deepEqual(await list('Favorite').allInnerTexts(), ['Staggers']);

  // Ten favourites: saving one more keeps ten, newest first.
  await page.evaluate((hits) => localStorage.setItem('search-favorites-local', JSON.stringify(hits)), earlier('Favourite', 10));
  await reloadAndOpen();
  assert.deepEqual(await list('Favorite').allInnerTexts(), seeds('Favourite', 1, 10));
  await dialog(page).getByRole('button', { name: 'Save this search: gsap.to()' }).click();
  await list('Favorite').filter({ hasText: 'gsap.to()' }).waitFor();
  assert.deepEqual(await list('Favorite').allInnerTexts(), ['gsap.to()', ...seeds('Favourite', 1, 9)], 'ten kept, newest first');
});

test('with storage disabled, search still works and says once that searches will not be remembered', async () => {
  const page = await open('/docs/v3/', {
    init: [
      () => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('denied', 'SecurityError');
          },
        });
      },
    ],
  });
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.keyboard.press('Control+k');
  await input(page).fill('stagger');
  await options(page).first().waitFor();
  await page.keyboard.press('Enter');
  await page.waitForURL(/Staggers$/);
  assert.ok(warnings.some((w) => /recent searches will not be remembered/.test(w)), warnings.join('\n'));
});

test('no results: the query, up to three sections to try that run again, and the "Let us know." link', async () => {
  const page = await open('/docs/v3/');
  await page.keyboard.press('Control+k');
  await input(page).fill('gsap');
  await options(page).first().waitFor();
  await input(page).fill('qqzzxxwwyy');
  await dialog(page).getByText('No results for “qqzzxxwwyy”').waitFor();
  const suggestions = dialog(page).locator('.search-modal__suggestion');
  assert.ok((await suggestions.count()) >= 1 && (await suggestions.count()) <= 3);
  assert.match(await dialog(page).innerText(), /Try searching for/);
  assert.match(await dialog(page).innerText(), /Believe this query should return results\?/);
  assert.match((await dialog(page).getByRole('link', { name: 'Let us know.' }).getAttribute('href')) ?? '', /qqzzxxwwyy/);
  // Somewhere to go instead: the docs and learning homes and the full search page; nonsense gets no "Did you mean".
  assert.equal(await dialog(page).getByText('Did you mean').count(), 0);
  const browse = dialog(page).locator('.search-modal__browse a');
  assert.deepEqual(await browse.evaluateAll((links) => links.map((a) => a.getAttribute('href'))), ['/docs/v3/', '/resources/', '/search?q=qqzzxxwwyy']);
  const first = (await suggestions.first().innerText()).toLowerCase();
  await suggestions.first().click();
  assert.equal(await input(page).inputValue(), `${first} `);
  await options(page).first().waitFor();
  // Past the typo budget, but near a name: "Did you mean" mends it, and a click runs it.
  await input(page).fill('scrolsmoothherr');
  await dialog(page).getByText('No results for “scrolsmoothherr”').waitFor();
  const mend = dialog(page).locator('.search-modal__did-you-mean');
  assert.equal(await mend.innerText(), 'ScrollSmoother');
  await mend.click();
  assert.equal(await input(page).inputValue(), 'ScrollSmoother');
  await options(page).first().waitFor();
});

test('the first results come from the headings part alone; body-text hits join when the body part arrives, without a "no results" on the way', async () => {
  const page = await site.tab({ viewport: VIEWPORT });
  // Hold the body part back until the test lets it through.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const bodyRequests: string[] = [];
  let bodyAsked!: () => void;
  const asked = new Promise<void>((resolve) => (bodyAsked = resolve));
  await page.context().route('**/assets/search-body-*.json', async (route) => {
    bodyRequests.push(route.request().url());
    bodyAsked();
    await held;
    await route.continue();
  });
  await visit(page, '/docs/v3/');
  await page.keyboard.press('Control+k');
  // A title: answered from the first part while the body is still held.
  await input(page).fill('quickTo');
  await options(page).first().waitFor();
  assert.match(await options(page).first().innerText(), /quickTo/);
  // The body is asked for once the first part is in and the browser is next idle (up to 500 ms
  // later, by design: the first answer paints first), so it may still be on its way here.
  await within(asked, 5000, 'the body part was asked for once the first part was in');
  assert.equal(bodyRequests.length, 1, 'the body part is asked for once');
  // Words only body text holds: no "No results" while the body is on its way, then its hits.
  await input(page).fill('standstill');
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(await dialog(page).getByText(/No results for/).count(), 0, 'no "no results" before the body arrived');
  release();
  await options(page).first().waitFor();
  assert.ok((await options(page).count()) > 0);
});

test('a query holding HTML and script is shown as text and never runs', async () => {
  const payload = '<img src=x onerror="window.__pwned=1">';
  const page = await open('/docs/v3/');
  await page.keyboard.press('Control+k');
  await input(page).fill(payload);
  await dialog(page).locator('.search-modal__body:is([data-screen="results"], [data-screen="none"])').waitFor();
  assert.equal(await input(page).inputValue(), payload);
  assert.equal(await dialog(page).locator('img').count(), 0);
  assert.equal(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), undefined);
  await site.release(page);

  const results = await open(`/search?q=${encodeURIComponent(`<script>window.__pwned=1</script>${payload}`)}`);
  await results.locator('.search-page__status[data-status="done"]').waitFor();
  assert.match(await results.locator('.search-page__status').innerText(), /<script>/);
  assert.equal(await results.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), undefined);
});

test('the dialog keeps focus inside, makes the page behind inert, and opening it moves nothing', async () => {
  const page = await open('/docs/v3/');
  const before = await page.evaluate(() => ({ main: document.querySelector('main')!.getBoundingClientRect().toJSON(), header: document.querySelector('header')!.getBoundingClientRect().toJSON() }));
  await page.keyboard.press('Control+k');
  await input(page).fill('stagger');
  await options(page).first().waitFor();
  const after = await page.evaluate(() => ({ main: document.querySelector('main')!.getBoundingClientRect().toJSON(), header: document.querySelector('header')!.getBoundingClientRect().toJSON() }));
  assert.deepEqual(after, before, 'no layout shift behind the dialog');
  assert.equal(await page.evaluate(() => document.querySelector('main')!.closest('[inert]') !== null), true, 'the page behind is inert');
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
    assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('[role=dialog]'))), true, `focus left the dialog after ${i + 1} tabs`);
  }
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('[role=dialog]'))), true);
  await page.keyboard.press('Escape');
  assert.equal(await page.evaluate(() => document.querySelector('main')!.closest('[inert]') === null), true);
});

test('/search?q= shows full results, 20 a page, with sections; the address keeps the query, page and section', async () => {
  const page = await open('/search?q=gsap');
  await page.locator('.search-page__status[data-status="done"]').waitFor();
  assert.equal(await page.getByLabel('Search terms').inputValue(), 'gsap');
  const status = await page.locator('.search-page__status').innerText();
  const total = Number(/^(\d+) results/.exec(status)?.[1]);
  assert.ok(total > 20, status);
  assert.equal(await page.locator('.search-page__hit').count(), 20);
  await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Next' }).click();
  await page.waitForURL(/\/search\?q=gsap&page=2$/);
  await page.locator('.search-page__status[data-status="done"]').waitFor();
  assert.equal(await page.locator('.search-page__results').getAttribute('start'), '21');
  assert.equal(await page.locator('.search-page__hit').count(), Math.min(20, total - 20));

  const sections = page.getByRole('navigation', { name: 'Narrow to a section' });
  const blog = sections.getByRole('link', { name: /^Blog \d+$/ });
  const blogCount = Number((await blog.innerText()).replace(/\D/g, ''));
  await blog.click();
  await page.waitForURL(/\/search\?q=gsap&section=Blog$/);
  await page.locator('.search-page__status[data-status="done"]').waitFor();
  assert.equal(await page.locator('.search-page__hit').count(), Math.min(20, blogCount));
  assert.deepEqual([...new Set((await page.locator('.search-page__path').allInnerTexts()).map((t) => t.split(' › ')[0]))], ['Blog']);

  await page.getByLabel('Search terms').fill('timeline');
  await page.waitForURL(/\/search\?q=timeline$/);
  // Typing replaces the entry; back returns to the page before.
  await page.goBack();
  await page.waitForURL(/\/search\?q=gsap&page=2$/);
  await page.locator('.search-page__status[data-status="done"]').waitFor();
  assert.equal(await page.getByLabel('Search terms').inputValue(), 'gsap');
});

test('on a phone the dialog fills the screen, snippets are five words, and Cancel closes it', async () => {
  const page = await open('/docs/v3/', { viewport: { width: 390, height: 740 } });
  await page.locator('a.navbar__search').first().click();
  await input(page).fill('onEnter');
  await options(page).first().waitFor();
  const box = await dialog(page).boundingBox();
  assert.equal(box?.width, 390);
  // Paragraph hits come with the body part of the index, shortly after the first results.
  await dialog(page).locator('.search-hit[data-type="content"]').first().waitFor();
  const snippets = await dialog(page).locator('.search-hit[data-type="content"] .search-hit__title').allInnerTexts();
  assert.ok(snippets.length > 0);
  for (const s of snippets) assert.ok(s.replace(/…/g, '').trim().split(/\s+/).length <= 5, s);
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await dialog(page).waitFor({ state: 'detached' });
});

test('axe finds no violations in the dialog (results, saved searches, no results) or on /search, in both colour modes', async () => {
  const failures: string[] = [];
  // Light: every rule on the whole page (what the open dialog makes inert counts too). Dark:
  // the colour rules on the dialog (the page behind is inert); on /search, on the whole page.
  const check = async (page: Page, scheme: Scheme, what: string, part?: string) => {
    const violations = await axeViolations(page, axeForScheme(scheme, part));
    failures.push(...violations.map((v) => `${scheme} ${what}: ${v}`));
  };
  const inDialog = '.search-modal';
  for (const colorScheme of ['light', 'dark'] as const) {
    // axe goes in ahead of the page's scripts: the CSP rightly refuses injected inline scripts.
    const page = await open('/docs/v3/', { colorScheme, reducedMotion: 'reduce', init: [axe.source] });
    await page.keyboard.press('Control+k');
    await input(page).fill('stagger');
    await options(page).first().waitFor();
    await page.keyboard.press('ArrowDown');
    await check(page, colorScheme, 'results', inDialog);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForURL(/Staggers$/);
    await page.locator('gsite-island[data-island="search-button"][data-hydrated]').first().waitFor({ state: 'attached' });
    await page.keyboard.press('Control+k');
    await dialog(page).getByRole('region', { name: 'Recent' }).waitFor();
    await check(page, colorScheme, 'saved searches', inDialog);
    await input(page).fill('qqzzxxwwyy');
    await dialog(page).locator('.search-modal__message-title').waitFor();
    await check(page, colorScheme, 'no results', inDialog);
    await page.goto(site.url + '/search?q=timeline');
    await page.locator('.search-page__status[data-status="done"]').waitFor();
    await check(page, colorScheme, '/search');
    await site.release(page);
  }
  assert.deepEqual(failures, []);
});
