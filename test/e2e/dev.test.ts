import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../helpers/browser.ts';
import { fixtureCopy } from '../helpers/fixture.ts';
import { startDevServer, type DevServer } from '../../cli/dev/dev-server.ts';
import { TabPool } from '../helpers/tab-pool.ts';

let browser: Browser;
let dev: DevServer;
let root: string;
const logs: string[] = [];
/**
 * Tabs shared by the tests. Between tests a tab waits on the pool's blank page (answered by the
 * pool, the dev server is not asked), so a test's page stops when the test ends instead of
 * reloading on the next tests' edits.
 */
const tabs = new TabPool(() => browser, () => dev.url);

before(async () => {
  root = fixtureCopy('basic');
  dev = await startDevServer({ root, port: 0, log: (m) => logs.push(m) });
  browser = await launchChromium();
});
after(async () => {
  await tabs.close();
  await browser?.close();
  await dev?.close();
});

const edit = (rel: string, change: (s: string) => string) => {
  const file = path.join(root, rel);
  fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));
};

test('the dev server renders on request and answers 404 for unknown paths', async () => {
  const ok = await fetch(`${dev.url}/docs/guide/intro`);
  assert.equal(ok.status, 200);
  assert.match(await ok.text(), /<h1>Introduction<\/h1>/);
  assert.equal((await fetch(`${dev.url}/nowhere`)).status, 404);
  const list = await fetch(`${dev.url}/blog/index.json`);
  assert.equal(list.status, 200);
  assert.deepEqual(((await list.json()) as { postIds: string[] }).postIds, ['post-3', 'post-2']);
  const redirect = await fetch(`${dev.url}/docs/guide/intro/index.html`, { redirect: 'manual' });
  assert.equal(redirect.status, 301);
  assert.equal(redirect.headers.get('location'), '/docs/guide/intro');
  // The build's redirects, answered as `gsite serve` does: a method page linked without its ().
  const bare = await fetch(`${dev.url}/docs/guide/method?from=forum`, { redirect: 'manual' });
  assert.equal(bare.status, 301);
  assert.equal(bare.headers.get('location'), '/docs/guide/method()?from=forum');
});

test('the dev server makes the search index when search is first used', async () => {
  const manifest = (await (await fetch(`${dev.url}/search/index.json`)).json()) as { index: string; body: string; records: number };
  assert.ok(manifest.records > 0);
  // Both parts: the headings (with the page table) and the body text.
  for (const url of [manifest.index, manifest.body]) {
    const part = await fetch(dev.url + url);
    assert.equal(part.status, 200, url);
    assert.equal(((await part.json()) as { v: number }).v, 3, url);
  }
});

test('an edit re-renders only the touched page and the open browser shows it by itself', async () => {
  const page = await tabs.tab();
  // Data-saver keeps the router from prefetching other pages into the cache being counted.
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
  await page.goto(`${dev.url}/docs/guide/intro`);
  await fetch(`${dev.url}/docs/guide/method()`);
  const cachedBefore = dev.site.cachedPages;
  assert.ok(cachedBefore >= 2);
  const started = Date.now();
  edit('content/docs/guide/intro.md', (s) => s.replace('Some text with', 'Freshly edited text with'));
  await page.waitForFunction(() => document.body.textContent?.includes('Freshly edited text'), undefined, { timeout: 5000 });
  const elapsed = Date.now() - started;
  // The other page stayed cached: only the edited route was dropped.
  assert.equal(dev.site.cachedPages, cachedBefore);
  assert.match(logs.join('\n'), /updated in \d+ ms: content\/docs\/guide\/intro.md/);
  process.stdout.write(`# dev edit visible in the browser after ${elapsed} ms\n`);
});

test('pages reached by client navigation keep one live-reload connection, and an edit still shows', async () => {
  const page = await tabs.tab();
  const streams: string[] = [];
  page.on('request', (r) => r.url().endsWith('/__gsite/events') && streams.push(r.url()));
  await page.goto(`${dev.url}/docs/guide/intro`);
  await page.locator('gsite-island[data-island="navbar"][data-hydrated]').waitFor({ state: 'attached' });
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.locator('.sidebar a[href="/docs/guide/method()"]').first().click();
  await page.waitForURL((u) => decodeURIComponent(u.pathname) === '/docs/guide/method()');
  assert.equal(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 1, 'a client navigation');
  assert.equal(streams.length, 1, 'the swapped-in page did not open a second connection');
  edit('content/docs/guide/method().md', (s) => `${s}\n\nA line added while the page was open.\n`);
  await page.waitForFunction(() => document.body.textContent?.includes('A line added while the page was open.'), undefined, { timeout: 5000 });
});

test('a build error shows an overlay in the browser and the last good page stays served', async () => {
  const page = await tabs.tab();
  await page.goto(`${dev.url}/docs/guide/intro`);
  edit('content/docs/guide/intro.md', (s) => s.replace('title: Introduction', 'title: Introduction\nsidebar_postion: 3'));
  const overlay = page.locator('#gsite-error-overlay');
  await overlay.waitFor({ timeout: 5000 });
  assert.match(await overlay.innerText(), /sidebar_postion/);
  assert.match(await overlay.innerText(), /intro\.md:3/);
  const still = await fetch(`${dev.url}/docs/guide/intro`);
  assert.equal(still.status, 200, 'the last good page is still served');
  edit('content/docs/guide/intro.md', (s) => s.replace('\nsidebar_postion: 3', ''));
  await page.waitForFunction(() => !document.getElementById('gsite-error-overlay'), undefined, { timeout: 5000 });
});

test('a template change rebuilds the renderer and every page picks it up', async () => {
  const page = await tabs.tab();
  await page.goto(`${dev.url}/`);
  edit('templates/pages/index.tsx', (s) => s.replace('<h1>Fixture home</h1>', '<h1>Fixture home, edited</h1>'));
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Fixture home, edited', undefined, { timeout: 10000 });
});
