import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';
import { showcaseFiles } from '../helpers/showcase-entries.ts';

/** Issue 26, /showcase: the gallery filters by tag and plugin, pages, keeps its state in the address, and every piece runs. */
const env = useBrowserAndSite();
const entries = showcaseFiles();
const PAGE_SIZE = 4;
const VIEWPORT = { width: 1280, height: 900 };

/** Titles the gallery should show for these chips on this page: every chip's name in tags or plugins. */
const expected = (selected: string[], page = 1) =>
  entries
    .filter((e) => selected.every((s) => e.tags.includes(s) || e.plugins.includes(s)))
    .slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
    .map((e) => e.title);

async function openGallery(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await env.tab({ viewport: VIEWPORT });
  const errors: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(env.url + path);
  await page.locator('gsite-island[data-island="showcase-gallery"][data-hydrated]').waitFor({ state: 'attached' });
  return { page, errors };
}

const shownTitles = (page: Page) => page.locator('.showcase-card:visible .card__title').allInnerTexts();
const chip = (page: Page, name: string) => page.locator('.showcase-filters').getByRole('button', { name, exact: true });
const search = (page: Page) => decodeURIComponent(new URL(page.url()).search);

/** Waits until the shown cards are these titles (the list changes at once; no fixed sleep). */
async function waitForTitles(page: Page, titles: string[]) {
  await page.waitForFunction(
    (want) => JSON.stringify([...document.querySelectorAll<HTMLElement>('.showcase-card')].filter((c) => !c.hidden).map((c) => c.querySelector('.card__title')!.textContent!.trim())) === JSON.stringify(want),
    titles,
  );
}

test('the setting is read from the address: ?tags=svg&page=2 shows the second page of SVG pieces, with the chip pressed', async () => {
  const svg = entries.filter((e) => e.tags.includes('svg'));
  assert.ok(svg.length > PAGE_SIZE, `more SVG pieces than one page holds (${svg.length})`);
  const { page, errors } = await openGallery('/showcase?tags=svg&page=2');
  assert.deepEqual(await shownTitles(page), expected(['svg'], 2));
  assert.equal(await chip(page, 'svg').getAttribute('aria-pressed'), 'true');
  assert.equal(await chip(page, 'text').getAttribute('aria-pressed'), 'false');
  assert.equal(await page.locator('[data-page-label]').innerText(), 'Page 2 of 2');
  assert.equal(await page.getByRole('button', { name: 'Next page' }).isDisabled(), true);
  assert.equal(await page.locator('.showcase-gallery').getByRole('status').innerText(), `Showing ${PAGE_SIZE + 1}${svg.length > PAGE_SIZE + 1 ? `–${svg.length}` : ''} of ${svg.length} pieces with svg`);
  assert.deepEqual(errors, []);
});

test('clicking chips filters the list and writes ?tags=, pages write &page=, and back and forward restore each step', async () => {
  const { page, errors } = await openGallery('/showcase');
  assert.deepEqual(await shownTitles(page), expected([], 1));
  assert.equal(await page.locator('.showcase-card').count(), entries.length);

  await chip(page, 'svg').click();
  await waitForTitles(page, expected(['svg']));
  assert.equal(search(page), '?tags=svg');
  assert.equal(await chip(page, 'svg').getAttribute('aria-pressed'), 'true');

  await page.getByRole('button', { name: 'Next page' }).click();
  await waitForTitles(page, expected(['svg'], 2));
  assert.equal(search(page), '?tags=svg&page=2');

  // A plugin chip narrows further (every chosen name must match) and goes back to page 1.
  await chip(page, 'ScrollTrigger').click();
  await waitForTitles(page, expected(['svg', 'ScrollTrigger']));
  assert.equal(search(page), '?tags=svg,ScrollTrigger');
  assert.ok(expected(['svg', 'ScrollTrigger']).length > 0);

  await page.goBack();
  await waitForTitles(page, expected(['svg'], 2));
  assert.equal(search(page), '?tags=svg&page=2');
  assert.equal(await chip(page, 'ScrollTrigger').getAttribute('aria-pressed'), 'false');
  await page.goBack();
  await waitForTitles(page, expected(['svg'], 1));
  await page.goBack();
  await waitForTitles(page, expected([], 1));
  assert.equal(search(page), '');
  assert.equal(await chip(page, 'svg').getAttribute('aria-pressed'), 'false');
  await page.goForward();
  await page.goForward();
  await waitForTitles(page, expected(['svg'], 2));
  assert.equal(search(page), '?tags=svg&page=2');
  // Still the same document: the gallery handled the history, the router fetched nothing.
  assert.equal(await page.evaluate(() => performance.getEntriesByType('navigation').length), 1);
  assert.deepEqual(errors, []);
});

test('chips work from the keyboard, and a choice nothing matches shows the empty state, whose "Clear filters" brings everything back', async () => {
  const { page, errors } = await openGallery('/showcase');
  const both = ['svg', 'text'];
  assert.deepEqual(expected(both), [], 'no piece is both svg and text');
  await chip(page, 'svg').focus();
  await page.keyboard.press('Enter');
  await chip(page, 'text').focus();
  await page.keyboard.press('Space');
  await page.locator('.showcase-empty').waitFor({ state: 'visible' });
  assert.deepEqual(await shownTitles(page), []);
  assert.equal(await page.locator('.showcase-gallery').getByRole('status').innerText(), 'No pieces with svg and text');
  assert.equal(search(page), '?tags=svg,text');
  assert.equal(await page.locator('.showcase-pager').isVisible(), false);

  await page.locator('.showcase-empty').getByRole('button', { name: 'Clear filters' }).click();
  await waitForTitles(page, expected([], 1));
  assert.equal(search(page), '');
  assert.equal(await page.locator('.showcase-empty').isVisible(), false);
  assert.equal(await page.locator('.showcase-gallery').getByRole('status').innerText(), `Showing 1–${PAGE_SIZE} of ${entries.length} pieces`);
  // Focus is not lost with the button that hid itself.
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('showcase-chip')), true);
  assert.deepEqual(errors, []);
});

test("a piece's tag link opens the gallery filtered by that tag (a client-side navigation), and back returns to the piece", async () => {
  const page = await env.tab({ viewport: VIEWPORT });
  const piece = entries.find((e) => e.tags.includes('svg'))!;
  await page.goto(env.url + piece.url);
  await page.locator('.showcase-piece__facts').getByRole('link', { name: 'svg', exact: true }).click();
  await page.waitForURL(/\/showcase\?tags=svg$/);
  await page.locator('gsite-island[data-island="showcase-gallery"][data-hydrated]').waitFor({ state: 'attached' });
  await waitForTitles(page, expected(['svg']));
  assert.equal(await chip(page, 'svg').getAttribute('aria-pressed'), 'true');
  await page.goBack();
  await page.waitForURL((u) => u.pathname === piece.url);
  // The address changes first; the router then puts the piece's page back in.
  await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, piece.title, { timeout: 5000 }).catch(() => {});
  assert.equal(await page.locator('h1').innerText(), piece.title);
});

test('an address the gallery cannot show is corrected: an unknown tag is dropped, a page past the end becomes the last', async () => {
  const { page } = await openGallery('/showcase?tags=svg,no-such-tag&page=9');
  assert.deepEqual(await shownTitles(page), expected(['svg'], 2));
  assert.equal(search(page), '?tags=svg&page=2');
});

test('without JavaScript every piece shows, and no control that needs a script is offered', async () => {
  const page = await env.tab({ javaScriptEnabled: false });
  await page.goto(env.url + '/showcase?tags=svg&page=2');
  assert.deepEqual(await shownTitles(page), entries.map((e) => e.title));
  assert.equal(await page.locator('.showcase-filters').isVisible(), false);
  assert.equal(await page.locator('.showcase-pager').isVisible(), false);
});

test('the carousel piece follows a mouse drag and settles on the nearest card', async () => {
  const page = await env.tab({ viewport: VIEWPORT });
  await page.goto(env.url + '/showcase/drag-carousel');
  const player = page.locator('.demo-player');
  await player.scrollIntoViewIfNeeded();
  await page.locator('.demo-player[data-state]:not([data-state="loading"])').waitFor();
  const strip = page.locator('.sc-slides');
  const box = (await strip.boundingBox())!;
  // 230px to the left is nearer the second card (176px) than the third (352px).
  await page.mouse.move(box.x + 100, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x - 30, box.y + box.height / 2, { steps: 12 });
  await page.mouse.up();
  await page.waitForFunction(() => {
    const el = document.querySelector<HTMLElement>('.sc-slides')!;
    return new DOMMatrixReadOnly(getComputedStyle(el).transform).m41 === -176;
  });
  assert.equal(await page.locator('.sc-carousel-status').innerText(), 'Card 2 of 5');
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.waitForFunction(() => new DOMMatrixReadOnly(getComputedStyle(document.querySelector<HTMLElement>('.sc-slides')!).transform).m41 === 0);
  assert.equal(await page.locator('.sc-carousel-status').innerText(), 'Card 1 of 5');
});

test("every entry's page loads its live piece without a console error, and it plays (or waits for play under reduced motion)", async () => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const page = await env.tab({ viewport: VIEWPORT, reducedMotion });
    const errors: string[] = [];
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && errors.push(`${page.url()}: ${m.text()}`));
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e}`));
    for (const e of entries) {
      await page.goto(env.url + e.url);
      const player = page.locator('.demo-player');
      await player.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => !['loading', undefined].includes(document.querySelector<HTMLElement>('.demo-player')?.dataset.state));
      const state = await player.getAttribute('data-state');
      const controls = await player.getAttribute('data-controls');
      assert.notEqual(state, 'failed', `${e.url}: the demo failed`);
      // Under reduced motion nothing starts by itself: the piece waits for its play control.
      if (reducedMotion === 'reduce' && controls !== 'none') assert.equal(state, 'paused', `${e.url}: waits under reduced motion`);
    }
    assert.deepEqual(errors, []);
    await env.release(page);
  }
});
