import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';
import type { TabOptions } from '../helpers/tab-pool.ts';
import { demoCards } from '../../content/data/demos.ts';

/**
 * /demos in Chromium (issue 26): the filters follow the address and write it back (Back and
 * Forward included), the count and the empty state tell what is shown, a card's preview runs
 * the real demo only once hovered (and holds still under reduced motion), and without
 * JavaScript every card is there.
 */
const env = useBrowserAndSite();
const TOTAL = Object.keys(demoCards).length;
const namesWhere = (test: (meta: (typeof demoCards)[string]) => boolean) =>
  Object.entries(demoCards)
    .filter(([, meta]) => test(meta))
    .map(([name]) => name);

async function open(query = '', options: TabOptions = {}, requests?: string[]): Promise<Page> {
  const page = await env.tab({ viewport: { width: 1280, height: 900 }, ...options });
  if (requests) page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  page.on('pageerror', (e) => assert.fail(`page error on /demos${query}: ${e.message}`));
  await page.goto(env.url + '/demos' + query);
  if (options.javaScriptEnabled !== false) await page.locator('gsite-island[data-island="demos-filter"][data-hydrated]').waitFor({ state: 'attached' });
  return page;
}

/** The demo names of the cards on screen, in order. */
const visibleCards = (page: Page) =>
  page.locator('.demo-card:visible [data-playtime-demo]').evaluateAll((links) => links.map((a) => (a as HTMLElement).dataset.playtimeDemo ?? ''));
const pressed = (page: Page, facet: string) => page.locator(`.demos-filter__button[data-facet="${facet}"][aria-pressed="true"]`).innerText();
const count = (page: Page) => page.locator('.demos-filter__count').innerText();
const filterButton = (page: Page, group: string, name: string) => page.getByRole('group', { name: group }).getByRole('button', { name, exact: true });

test('a shared address opens with its filter applied; clicks rewrite it; Back and Forward restore each choice', async () => {
  const page = await open('?plugin=flip&level=intermediate');
  const flip = namesWhere((m) => m.family === 'flip' && m.level === 'intermediate');
  assert.deepEqual(await visibleCards(page), flip);
  assert.match(await pressed(page, 'plugin'), /Flip/);
  assert.match(await pressed(page, 'level'), /Intermediate/);
  assert.equal(await count(page), `${flip.length} of ${TOTAL} demos`);

  await filterButton(page, 'Plugin', 'Eases').click();
  await page.waitForURL(/[?&]plugin=eases&level=intermediate$/);
  assert.deepEqual(await visibleCards(page), namesWhere((m) => m.family === 'eases' && m.level === 'intermediate'));

  // From the keyboard: focus "All" levels and press Enter.
  await filterButton(page, 'Level', 'All').focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\?plugin=eases$/);
  const eases = namesWhere((m) => m.family === 'eases');
  assert.deepEqual(await visibleCards(page), eases);
  assert.equal(await count(page), `${eases.length} of ${TOTAL} demos`);

  await page.goBack();
  await page.waitForURL(/[?&]plugin=eases&level=intermediate$/);
  await page.waitForFunction(() => document.querySelector('.demos-filter__button[data-facet="level"][aria-pressed="true"]')?.textContent?.includes('Intermediate'));
  assert.deepEqual(await visibleCards(page), namesWhere((m) => m.family === 'eases' && m.level === 'intermediate'));

  await page.goBack();
  await page.waitForURL(/[?&]plugin=flip&level=intermediate$/);
  await page.waitForFunction(() => document.querySelector('.demos-filter__button[data-facet="plugin"][aria-pressed="true"]')?.textContent?.includes('Flip'));
  assert.deepEqual(await visibleCards(page), flip);

  await page.goForward();
  await page.waitForURL(/[?&]plugin=eases&level=intermediate$/);
  await page.waitForFunction(() => document.querySelector('.demos-filter__button[data-facet="plugin"][aria-pressed="true"]')?.textContent?.includes('Eases'));
  assert.deepEqual(await visibleCards(page), namesWhere((m) => m.family === 'eases' && m.level === 'intermediate'));
});

test('a filter that matches nothing says so and offers to show every demo again', async () => {
  const empty = Object.entries(demoCards).every(([, m]) => !(m.family === 'gsdevtools' && m.level === 'beginner'));
  assert.ok(empty, 'the test needs a family without beginner demos');
  const page = await open('?plugin=gsdevtools&level=beginner');
  assert.deepEqual(await visibleCards(page), []);
  assert.equal(await count(page), `0 of ${TOTAL} demos`);
  const reset = page.getByRole('button', { name: 'Show all demos' });
  assert.ok(await reset.isVisible());
  await reset.click();
  await page.waitForURL((url) => url.search === '');
  assert.equal((await visibleCards(page)).length, TOTAL);
  assert.equal(await count(page), `${TOTAL} demos`);
  assert.equal(await reset.isVisible(), false);
});

test('nothing of a demo loads before a card is hovered; hovering plays it, leaving pauses it', async () => {
  const requests: string[] = [];
  const page = await open('', {}, requests);
  const demoCode = () => requests.filter((p) => /^\/assets\/gsap-demo-[^/]*\.js$/.test(p));
  await page.waitForLoadState('networkidle');
  // A demo that repeats forever: it is still playing whenever the pointer leaves, however slow the machine.
  const card = page.locator('.demo-card', { has: page.locator('[data-playtime-demo="modifiers-wrap"]') });
  const player = card.locator('.demo-player');
  assert.equal(await player.getAttribute('data-state'), 'loading');
  assert.ok(await card.locator('.demo-poster').isVisible(), 'the poster shows before the preview');
  assert.deepEqual(demoCode(), [], 'no demo code loaded before a hover');

  await card.scrollIntoViewIfNeeded();
  await card.hover();
  await player.and(page.locator('[data-state="playing"]')).waitFor();
  assert.equal(demoCode().length, 1, 'the demo runtime arrives on hover');
  assert.equal(await card.locator('.demo-poster').count(), 0, 'the live stage replaced the poster');
  await page.waitForFunction((el) => Number(el?.getAttribute('data-progress')) > 0, await player.elementHandle());
  // The other cards stay as they were.
  assert.equal(await page.locator('.demo-player:not([data-state="loading"])').count(), 1);

  await page.mouse.move(5, 5);
  await player.and(page.locator('[data-state="paused"]')).waitFor();
  const held = await player.getAttribute('data-progress');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  assert.equal(await player.getAttribute('data-progress'), held, 'paused after the pointer left');
});

test('focusing a card from the keyboard starts its preview too', async () => {
  const page = await open();
  const card = page.locator('.demo-card', { has: page.locator('[data-playtime-demo="from-basic"]') });
  await card.getByRole('link', { name: /^Read the docs/ }).focus();
  await card.locator('.demo-player[data-state="playing"], .demo-player[data-state="ended"]').waitFor();
});

test('under reduced motion a hovered card shows the demo at rest with an enabled Play button, and nothing moves', async () => {
  const page = await open('', { reducedMotion: 'reduce' });
  const card = page.locator('.demo-card', { has: page.locator('[data-playtime-demo="fromto-basic"]') });
  const player = card.locator('.demo-player');
  await card.scrollIntoViewIfNeeded();
  await card.hover();
  await player.and(page.locator('[data-state="paused"]')).waitFor();
  const play = card.getByRole('button', { name: 'Play' });
  assert.ok(await play.isEnabled(), 'Play is there to press');
  for (let i = 0; i < 10; i++) await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
  assert.equal(await player.getAttribute('data-progress'), '0.000', 'the demo holds still at its start');
  await play.click();
  await player.and(page.locator('[data-state="playing"], [data-state="ended"]')).waitFor();
});

test('without JavaScript every card is listed and the filter buttons, which would do nothing, are not shown', async () => {
  const page = await open('?plugin=flip', { javaScriptEnabled: false });
  assert.equal(await page.locator('.demo-card:visible').count(), TOTAL);
  assert.equal(await page.locator('.demos-filter__button:visible').count(), 0);
  assert.equal(await page.locator('.demo-poster:visible').count(), TOTAL, 'every card shows its poster');
});
