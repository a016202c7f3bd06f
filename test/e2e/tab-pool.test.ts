import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';

/**
 * The tab pool (test/helpers/tab-pool.ts) hands the next test the same tab, and that tab must
 * look like a first visit: nothing the last test stored, listened to, injected, emulated or
 * cached is left. Each pair of tests below leaves something behind and then looks for it.
 */
const env = useBrowserAndSite();
const PAGE = '/docs/v3/';
let first: Page | undefined;
const messages: string[] = [];

test('a test that leaves everything behind it can', async () => {
  first = await env.tab({ viewport: { width: 800, height: 600 } });
  await first.goto(env.url + PAGE);
  await first.evaluate(() => {
    localStorage.setItem('left', 'local');
    sessionStorage.setItem('left', 'session');
    document.cookie = 'left=cookie; path=/';
    window.name = 'left';
  });
  first.on('console', (m) => messages.push(m.text()));
  await first.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await first.setViewportSize({ width: 500, height: 500 });
  await first.route('**/*.css', (route) => route.abort());
  await first.context().newPage();
  await first.goto(env.url + PAGE);
  await first.addInitScript('window.__left = true');
  await first.context().grantPermissions(['clipboard-read']);
  await first.context().setOffline(true);
});

test('the next test gets the same tab, as a first visit finds it', async () => {
  const page = await env.tab({ viewport: { width: 800, height: 600 } });
  assert.equal(page, first, 'the tab was reused');
  messages.length = 0; // what the listener heard during the last test
  assert.equal(page.context().pages().length, 1, 'the extra tab was closed');
  assert.deepEqual(page.viewportSize(), { width: 800, height: 600 });
  await page.goto(env.url + PAGE);
  const seen = await page.evaluate(() => ({
    local: localStorage.getItem('left'),
    session: sessionStorage.getItem('left'),
    cookie: document.cookie,
    injected: '__left' in window,
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    reduce: matchMedia('(prefers-reduced-motion: reduce)').matches,
    styled: document.styleSheets.length > 0,
    online: navigator.onLine,
    // A first visit fetches its stylesheet; a cached one would show no bytes transferred.
    fetched: performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.css')).map((e) => (e as PerformanceResourceTiming).transferSize > 0),
  }));
  assert.deepEqual(seen, { local: null, session: null, cookie: '', injected: false, dark: false, reduce: false, styled: true, online: true, fetched: seen.fetched.map(() => true) });
  assert.ok(seen.fetched.length > 0, 'the page loaded a stylesheet');
  const clipboard = await page.evaluate(() => navigator.permissions.query({ name: 'clipboard-read' as PermissionName }).then((p) => p.state));
  assert.notEqual(clipboard, 'granted', 'the permission the last test granted is gone');
  await page.evaluate(() => console.log('after'));
  assert.deepEqual(messages, [], 'the last test\'s listener is gone');
});

test('a tab that went to another origin is not handed out again', async () => {
  first = await env.tab();
  await first.goto('data:text/html,<p>elsewhere</p>');
  await first.goto(env.url.replace('127.0.0.1', 'localhost') + PAGE);
});

test('…so the next test gets a new one', async () => {
  const page = await env.tab();
  assert.notEqual(page, first);
  assert.ok(first!.isClosed());
});

test('a tab whose clock a test faked is not handed out again', async () => {
  first = await env.tab();
  await first.clock.setFixedTime(new Date('2030-01-01T00:00:00Z'));
});

test('…the next test gets a real clock in a new tab', async () => {
  const page = await env.tab();
  assert.notEqual(page, first);
  await page.goto(env.url + PAGE);
  // The last test's clock stood at 2030; this page's is the machine's.
  const shown = await page.evaluate(() => Date.now());
  assert.ok(Math.abs(shown - Date.now()) < 60_000, `the page's clock reads ${new Date(shown).toISOString()}`);
});

test('a test\'s subtests run beside it: its tab is not handed out again until it ends, or is released', async (t) => {
  const outer = await env.tab({ colorScheme: 'dark' });
  await outer.goto(env.url + PAGE);
  let inner: Page | undefined;
  await t.test('inner', async () => {
    inner = await env.tab({ colorScheme: 'dark' });
    assert.notEqual(inner, outer, 'a tab in use is not handed out twice');
  });
  assert.equal(new URL(outer.url()).pathname, PAGE, 'the subtest\'s end left the outer tab alone');
  assert.ok(!inner!.isClosed());
  await env.release(inner!);
  assert.equal(await env.tab({ colorScheme: 'dark' }), inner, 'released, it is handed out again');
});
