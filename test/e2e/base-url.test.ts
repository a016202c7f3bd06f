import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';
import { BUILD_DIR } from '../helpers/built-pages.ts';
import { createStaticServer } from '../../cli/serve/static-server.ts';
import { TabPool, type TabOptions } from '../helpers/tab-pool.ts';

/**
 * Spec §8 "Wrong base URL at the home path": the build (base URL `/`) served under
 * /docs-site/, as a host would that puts the folder in a sub-path. Its pages load, but
 * their /assets/… links miss, so no CSS and no JavaScript: the inline check must say so.
 */
const env = useBrowserAndSite();
const PREFIX = '/docs-site';
const BANNER =
  'Your site did not load properly. It is served from "/docs-site/" but its configured baseUrl is "/". Set baseUrl to "/docs-site/" in site.config.ts.';

/**
 * The build behind a path prefix: requests under PREFIX go to gsite's static server with the
 * prefix cut off. Anything else is a 404, unless `assetsAtRoot` (a host that also answers
 * the root paths the pages ask for, so everything works but the address).
 */
function prefixedServer(assetsAtRoot: boolean): http.Server {
  const site = createStaticServer({ dir: BUILD_DIR });
  return http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === PREFIX || url.startsWith(`${PREFIX}/`) || url.startsWith(`${PREFIX}?`)) {
      req.url = url.slice(PREFIX.length) || '/';
    } else if (!(assetsAtRoot && url.startsWith('/assets/'))) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    site.emit('request', req, res);
  });
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let wrongBase = '';
let wrongBaseWorking = '';
const servers = [prefixedServer(false), prefixedServer(true)];
before(async () => {
  wrongBase = await listen(servers[0]!);
  wrongBaseWorking = await listen(servers[1]!);
});
/**
 * Tabs for the build under the prefix, one pool per origin (a tab that went to another origin is
 * closed, not reused); the one test of the working-assets host takes one of env's.
 */
const wrongBaseTabs = new TabPool(() => env.browser, () => wrongBase);
after(async () => {
  await wrongBaseTabs.close();
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

/** Opens a URL and lets the page's `load` handlers run; collects console errors and page errors. */
async function open(url: string, options: TabOptions = {}): Promise<{ page: Page; problems: string[] }> {
  const page = await (new URL(url).origin === wrongBase ? wrongBaseTabs.tab(options) : env.tab(options));
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.goto(url, { waitUntil: 'load' });
  if (options.javaScriptEnabled !== false) await loadHandlersDone(page);
  return { page, problems };
}

/** Resolves once the page's `load` handlers (the base URL check among them) have all run. */
function loadHandlersDone(page: Page): Promise<unknown> {
  return page.waitForFunction(() => ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd ?? 0) > 0);
}

const banner = (page: Page) => page.locator('[role="alert"]', { hasText: 'Your site did not load properly.' });

test('served under another base path, the home page shows the banner with the base URL to set', async () => {
  const { page } = await open(`${wrongBase}${PREFIX}/`);
  // The situation the banner is for: the page came, its script and styles did not.
  assert.equal(await page.evaluate('typeof window.__gsiteHydrate'), 'undefined');
  assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent')), '', 'no site CSS');
  await banner(page).waitFor({ state: 'visible' });
  assert.equal((await banner(page).innerText()).trim(), BANNER);
  assert.equal(await banner(page).count(), 1);
  // Readable without the stylesheet: first in the page, light text on a dark red.
  const look = await banner(page).evaluate((el) => ({ first: el === document.body.firstElementChild, color: getComputedStyle(el).color, background: getComputedStyle(el).backgroundColor }));
  assert.deepEqual(look, { first: true, color: 'rgb(255, 255, 255)', background: 'rgb(179, 38, 30)' });
});

test('the same check at the prefix without a final slash suggests the same base URL', async () => {
  const { page } = await open(`${wrongBase}${PREFIX}`);
  await banner(page).waitFor({ state: 'visible' });
  assert.equal((await banner(page).innerText()).trim(), BANNER);
});

test('at the right base URL the home page shows no banner and logs no error', async () => {
  const { page, problems } = await open(`${env.url}/`);
  assert.equal(await page.evaluate('typeof window.__gsiteHydrate'), 'function', 'the island loader ran');
  assert.equal(await banner(page).count(), 0);
  assert.equal(await page.getByText('did not load properly').count(), 0);
  assert.deepEqual(problems, []);
});

test('at the right base URL with its JavaScript blocked, still no banner: the address is right', async () => {
  const page = await env.tab();
  await page.route('**/assets/**/*.js', (route) => route.abort());
  await page.goto(`${env.url}/`, { waitUntil: 'load' });
  await loadHandlersDone(page);
  assert.equal(await page.evaluate('typeof window.__gsiteHydrate'), 'undefined', 'the loader was blocked');
  assert.equal(await banner(page).count(), 0);
});

test('at another path but with working assets (a host that answers both), no banner: the site works', async () => {
  const { page } = await open(`${wrongBaseWorking}${PREFIX}/`);
  assert.equal(await page.evaluate('typeof window.__gsiteHydrate'), 'function', 'the island loader ran');
  assert.equal(await banner(page).count(), 0);
});

test('at the right base URL with JavaScript disabled, no banner', async () => {
  const { page } = await open(`${env.url}/`, { javaScriptEnabled: false });
  assert.equal(await page.locator('h1').innerText(), 'Animate Anything');
  assert.equal(await page.getByText('did not load properly').count(), 0);
});
