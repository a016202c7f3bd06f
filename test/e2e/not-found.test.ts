import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';
import { islandsAwake, trackRequests } from '../helpers/page-waits.ts';

/** Spec §8 "Unknown path": the not-found page, and its suggestions of the closest pages. */
const env = useBrowserAndSite();

const HEADING = 'Were you looking for one of these?';
const SUGGESTIONS = '.not-found__suggestions';

/** The suggestion links once the island has filled them in: decoded paths, in order. */
async function suggestions(page: Page): Promise<string[]> {
  await page.locator(SUGGESTIONS).getByRole('heading', { name: HEADING }).waitFor({ state: 'visible' });
  return page.locator(`${SUGGESTIONS} a`).evaluateAll((links) => links.map((a) => decodeURI(new URL((a as HTMLAnchorElement).href).pathname)));
}

/** Every suggestion is a page that exists: 200 without a redirect. */
async function assertAllAnswer200(paths: string[]): Promise<void> {
  for (const p of paths) {
    const res = await fetch(env.url + encodeURI(p), { redirect: 'manual' });
    assert.equal(res.status, 200, `${p} answers ${res.status}`);
  }
}

test('an unknown path answers 404 with the not-found page', async () => {
  const res = await fetch(`${env.url}/docs/v3/gsap/to`);
  assert.equal(res.status, 404);
  const html = await res.text();
  assert.match(html, /<body class="kind-not-found/);
  assert.match(html, /<h1>Oh no\.<\/h1>/);
  // The section ships hidden and empty: only the browser knows the address asked for.
  assert.match(html, /<section class="not-found__suggestions"[^>]*hidden/);
});

test('with JavaScript, /docs/v3/gsap/to suggests /docs/v3/GSAP/gsap.to() first, and each suggestion exists', async () => {
  const page = await env.tab();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(env.url + '/docs/v3/gsap/to');
  const found = await suggestions(page);
  assert.equal(found[0], '/docs/v3/GSAP/gsap.to()');
  assert.ok(found.length >= 1 && found.length <= 5, `${found.length} suggestions`);
  assert.equal(await page.locator(`${SUGGESTIONS} a`).first().innerText(), 'gsap.to()', 'the link shows the page title');
  await assertAllAnswer200(found);
  assert.deepEqual(errors, []);
});

test('with JavaScript, /blog/3-13 suggests release posts, /blog/3-12 among them', async () => {
  const page = await env.tab();
  await page.goto(env.url + '/blog/3-13');
  const found = await suggestions(page);
  assert.equal(found.length, 5);
  assert.ok(found.includes('/blog/3-12'), found.join(', '));
  for (const p of found) assert.match(p, /^\/blog\/3-\d+$/);
  await assertAllAnswer200(found);
});

test('without JavaScript the not-found page is readable, keeps its links and shows no empty suggestions', async () => {
  const page = await env.tab({ javaScriptEnabled: false });
  const response = await page.goto(env.url + '/docs/v3/gsap/to');
  assert.equal(response?.status(), 404);
  assert.equal(await page.locator('h1').innerText(), 'Oh no.');
  assert.match(await page.locator('main').innerText(), /no page at this address/);
  const links = page.locator('.not-found__links a');
  assert.deepEqual(await links.allInnerTexts(), ['Home', 'Documentation', 'Search the docs']);
  for (const a of await links.all()) assert.ok(await a.isVisible());
  assert.equal(await page.locator(SUGGESTIONS).isVisible(), false);
  assert.equal(await page.getByText(HEADING).isVisible(), false);
});

test('when the page list cannot be fetched: no suggestions, no page error, one console warning', async () => {
  const page = await env.tab();
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  let asked = 0;
  await page.route('**/pages.json', (route) => {
    asked++;
    return route.abort();
  });
  const requests = trackRequests(page);
  const warned = page.waitForEvent('console', { predicate: (m) => m.type() === 'warning', timeout: 10_000 });
  await page.goto(env.url + '/docs/v3/gsap/to', { waitUntil: 'networkidle' });
  await page.locator('gsite-island[data-island="not-found-suggestions"][data-hydrated]').waitFor({ state: 'attached' });
  await warned;
  // A second warning would need a second try at the list: every island that starts by itself
  // is live, and nothing the page asked for is still on its way.
  await islandsAwake(page);
  await requests.idle();
  assert.equal(asked, 1, 'the list was asked for once');
  assert.equal(warnings.length, 1, warnings.join('\n'));
  assert.match(warnings[0]!, /page suggestions/i);
  assert.deepEqual(errors, []);
  assert.equal(await page.locator(SUGGESTIONS).isVisible(), false);
  assert.equal(await page.locator(`${SUGGESTIONS} li`).count(), 0);
  // The page itself is untouched.
  assert.equal(await page.locator('.not-found__links a').count(), 3);
});
