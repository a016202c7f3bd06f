import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';
import { builtPages } from '../helpers/built-pages.ts';
import { mapConcurrent, PAGE_CONCURRENCY } from '../helpers/concurrent.ts';

const env = useBrowserAndSite();
const pages = builtPages();

test('the server sends the security headers of the build\'s _headers file', async () => {
  const res = await fetch(`${env.url}/docs/v3/`);
  const csp = res.headers.get('content-security-policy') ?? '';
  assert.match(csp, /script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  assert.doesNotMatch(csp.match(/script-src[^;]*/)![0], /unsafe-inline/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  assert.ok(res.headers.get('referrer-policy'));
  assert.ok(res.headers.get('permissions-policy'));
  assert.equal((await fetch(`${env.url}/_headers`)).status, 404, 'the headers file itself is not served');
});

test('every page runs under the Content-Security-Policy with no violation and no console error', async () => {
  const failures: string[] = [];
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await mapConcurrent(pages, PAGE_CONCURRENCY, async (p) => {
    const current = p.url;
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error' || /Content Security Policy/i.test(m.text())) failures.push(`${current}: ${m.text()}`);
    });
    page.on('pageerror', (e) => failures.push(`${current}: ${e.message}`));
    await page.goto(env.url + p.url, { waitUntil: 'networkidle' });
    // Wake every island: idle ones, visible ones (scroll), and those waiting for interaction.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })));
    await page.mouse.wheel(0, 20000);
    for (const island of await page.locator('gsite-island[data-load="interaction"]').all()) await island.hover({ force: true }).catch(() => {});
    await page.waitForLoadState('networkidle');
    const cold = await page.locator('gsite-island:not([data-hydrated])').count();
    const total = await page.locator('gsite-island').count();
    if (cold > 0 && cold === total) failures.push(`${current}: no island came to life (${total} on the page)`);
    await page.close();
  });
  await context.close();
  // The 404 page is served with status 404, which Chromium logs as a console error.
  assert.deepEqual(failures.filter((f) => !/^\/__not-found__: Failed to load resource: the server responded with a status of 404/.test(f)), []);
});

test('without JavaScript every page shows its main content and its navigation links', async () => {
  const failures: string[] = [];
  const context = await env.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const p of pages) {
    await page.goto(env.url + p.url);
    const main = (await page.locator('main').innerText()).trim();
    if (main.length < 40) failures.push(`${p.url}: main has ${main.length} characters`);
    const navLinks = await page.locator('header a[href]').count();
    if (navLinks < 5) failures.push(`${p.url}: ${navLinks} navigation links in the header`);
    if ((await page.locator('footer a[href]').count()) < 5) failures.push(`${p.url}: footer links missing`);
  }
  await context.close();
  assert.deepEqual(failures, []);
});

for (const url of ['/', '/demos']) {
  test(`with reduced motion nothing on ${url} moves on its own`, async () => {
    const context = await env.browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(env.url + url, { waitUntil: 'networkidle' });
    // Let the page settle first (islands waking, late layout): the question is motion that
    // keeps going, which never settles, or starts again later.
    let first = await page.screenshot({ fullPage: true });
    for (let i = 0; i < 8; i++) {
      await page.waitForTimeout(500);
      const next = await page.screenshot({ fullPage: true });
      if (next.equals(first)) break;
      first = next;
    }
    await page.waitForTimeout(1000);
    const second = await page.screenshot({ fullPage: true });
    await context.close();
    assert.ok(first.equals(second), `${url} changed between two screenshots a second apart`);
  });
}
