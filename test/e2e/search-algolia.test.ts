import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../helpers/browser.ts';
import { serveBasicWith } from '../helpers/fixture.ts';
import { startAlgoliaStandIn, type AlgoliaStandIn } from '../helpers/algolia-stand-in.ts';
import { TabPool } from '../helpers/tab-pool.ts';

/**
 * Search with the hosted back end configured (spec §7 "Documentation search"), against a local
 * stand-in for the service: the request the browser sends, the hits shown, and the error
 * screen when no host answers. Two configurations: `hosts` set to the stand-in, and no `hosts`
 * (the client's own host names, which the browser routes to the stand-in: there is no network).
 */
let browser: Browser;
let url: string;
let root: string;
let defaultHostsUrl: string;
let standIn: AlgoliaStandIn;
const closers: (() => Promise<void>)[] = [];
/**
 * Tabs shared by the tests, kept on the first site; the one test on the second site takes one too,
 * which is then closed, not reused (it went to another origin).
 */
const tabs = new TabPool(() => browser, () => url);

/** The basic fixture with `algolia` configured; `extra` adds keys to it. */
async function serveWithAlgolia(extra: string) {
  const served = await serveBasicWith((config) =>
    config.replace("title: 'Fixture',", `title: 'Fixture',\n  algolia: { appId: 'TESTAPP', apiKey: 'public-search-key', indexName: 'gsap'${extra} },`),
  );
  closers.push(served.close);
  return served;
}

before(async () => {
  standIn = await startAlgoliaStandIn();
  ({ root, url } = await serveWithAlgolia(`, hosts: ['${standIn.url}']`));
  ({ url: defaultHostsUrl } = await serveWithAlgolia(''));
  browser = await launchChromium();
});

after(async () => {
  await tabs.close();
  await browser?.close();
  for (const close of closers) await close();
  await standIn?.close();
});

/** The application's own hosts for app id TESTAPP, as the client names them. */
const SERVICE_HOSTS = /^https:\/\/testapp(-dsn\.algolia\.net|\.algolia\.net|-[123]\.algolianet\.com)\//i;

/**
 * Sends the page's requests to the service's own hosts on to the stand-in, recording the host
 * names asked, in order.
 */
async function routeServiceHostsToStandIn(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(SERVICE_HOSTS, async (route) => {
    const request = route.request();
    const target = new URL(request.url());
    asked.push(target.hostname);
    const answer = await fetch(standIn.url + target.pathname + target.search, {
      method: request.method(),
      headers: { 'content-type': (await request.headerValue('content-type')) ?? 'text/plain', origin: (await request.headerValue('origin')) ?? '' },
      body: request.postData() ?? undefined,
    });
    await route.fulfill({ status: answer.status, headers: Object.fromEntries(answer.headers), body: Buffer.from(await answer.arrayBuffer()) });
  });
  return asked;
}

function standInHits(query: string) {
  return [
    {
      hierarchy: { lvl0: 'Docs', lvl1: 'Intro', lvl2: 'Getting going', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: `All about ${query}`,
      type: 'content',
      url: '/docs/guide/intro#getting-going',
      _snippetResult: { content: { value: `All about __gsite-mark__${query}__/gsite-mark__ <b>here</b>`, matchLevel: 'full' } },
    },
  ];
}

async function openSearch(siteUrl = url, prepare?: (page: Page) => Promise<unknown>): Promise<Page> {
  const page = await tabs.tab({ viewport: { width: 1280, height: 800 } });
  await prepare?.(page);
  await page.goto(siteUrl + '/docs/guide/intro');
  await page.locator('gsite-island[data-island="search-button"][data-hydrated]').first().waitFor({ state: 'attached' });
  await page.keyboard.press('Control+k');
  await page.getByRole('dialog', { name: 'Search the documentation' }).waitFor();
  return page;
}

test('the browser asks the configured host with the spec request and shows its hits', async () => {
  standIn.mode = 'ok';
  standIn.hits = standInHits;
  let asked: string[] = [];
  const page = await openSearch(url, async (p) => (asked = await routeServiceHostsToStandIn(p)));
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  await dialog.getByRole('combobox').fill('tween');
  await dialog.getByRole('option').first().waitFor();

  const search = standIn.requests.filter((r) => r.path === '/1/indexes/*/queries').at(-1)!;
  assert.equal(search.method, 'POST');
  assert.equal(search.query.get('x-algolia-application-id'), 'TESTAPP');
  assert.equal(search.query.get('x-algolia-api-key'), 'public-search-key');
  const [request] = (search.body as { requests: Record<string, unknown>[] }).requests;
  assert.equal(request!.indexName, 'gsap');
  assert.equal(request!.query, 'tween');
  assert.equal(request!.hitsPerPage, 20);
  assert.equal(request!.clickAnalytics, true);
  assert.deepEqual(request!.attributesToRetrieve, ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url']);
  assert.ok((request!.attributesToSnippet as string[]).includes('content:10'));
  assert.equal(typeof request!.highlightPreTag, 'string');
  assert.equal(typeof request!.highlightPostTag, 'string');
  assert.deepEqual(request!.facetFilters, ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);

  const hit = dialog.getByRole('option').first();
  assert.equal(await hit.getAttribute('href'), '/docs/guide/intro#getting-going');
  assert.equal(await hit.locator('mark').innerText(), 'tween');
  // Markup in a hit's text is text.
  assert.match(await hit.innerText(), /<b>here<\/b>/);
  assert.equal(await dialog.getByText('Search by Algolia').count(), 1);
  assert.deepEqual(asked, [], 'configured hosts replace the service\'s own');
});

test('with no hosts configured, the browser asks the application\'s own hosts, DSN host first', async () => {
  standIn.mode = 'ok';
  standIn.hits = standInHits;
  const before = standIn.requests.length;
  let asked: string[] = [];
  const errors: string[] = [];
  const page = await openSearch(defaultHostsUrl, async (p) => {
    p.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    asked = await routeServiceHostsToStandIn(p);
  });
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  await dialog.getByRole('combobox').fill('stagger');
  // Hits or the error screen, whichever comes: the error screen fails the asserts below.
  await dialog.getByRole('option').first().or(dialog.locator('.search-modal__message-title')).waitFor();

  assert.deepEqual([...new Set(asked)], ['testapp-dsn.algolia.net']);
  const search = standIn.requests.slice(before).find((r) => r.path === '/1/indexes/*/queries');
  assert.ok(search, 'the stand-in got the search');
  assert.equal(search.query.get('x-algolia-application-id'), 'TESTAPP');
  assert.equal((search.body as { requests: { query: string }[] }).requests[0]!.query, 'stagger');
  assert.equal(await dialog.getByRole('option').first().locator('mark').innerText(), 'stagger');
  assert.deepEqual(errors, []);
});

test('when no host answers, the error screen says so', async () => {
  standIn.mode = 'down';
  const page = await openSearch();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  await dialog.getByRole('combobox').fill('unreachable');
  await dialog.locator('.search-modal__message-title').getByText('Unable to fetch results').waitFor();
  assert.match(await dialog.innerText(), /You might want to check your network connection\./);
  assert.ok(errors.some((e) => /Search failed/.test(e)));
  standIn.mode = 'ok';
});

test('the CSP lets the page reach the configured hosts, and the head preconnects to the first', async () => {
  const headers = fs.readFileSync(path.join(root, 'build', '_headers'), 'utf8');
  const csp = /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? '';
  assert.match(/connect-src [^;]*/.exec(csp)?.[0] ?? '', new RegExp(standIn.url.replace(/[.:/]/g, '\\$&')));
  const html = fs.readFileSync(path.join(root, 'build', 'docs', 'guide', 'intro', 'index.html'), 'utf8');
  assert.match(html, new RegExp(`<link rel="preconnect" href="${standIn.url}" crossorigin="anonymous"/>`));
});
