import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../helpers/browser.ts';
import { serveBasicWith } from '../helpers/fixture.ts';
import { startAlgoliaStandIn, type AlgoliaStandIn } from '../helpers/algolia-stand-in.ts';

/**
 * Search with the hosted back end configured (spec §7 "Documentation search"), against a local
 * stand-in for the service: the request the browser sends, the hits shown, and the error
 * screen when no host answers.
 */
let browser: Browser;
let url: string;
let root: string;
let standIn: AlgoliaStandIn;
let close: () => Promise<void>;

before(async () => {
  standIn = await startAlgoliaStandIn();
  ({ root, url, close } = await serveBasicWith((config) =>
    config.replace("title: 'Fixture',", `title: 'Fixture',\n  algolia: { appId: 'TESTAPP', apiKey: 'public-search-key', indexName: 'gsap', hosts: ['${standIn.url}'] },`),
  ));
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await close?.();
  await standIn?.close();
});

async function openSearch(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(url + '/docs/guide/intro');
  await page.locator('gsite-island[data-island="search-button"][data-hydrated]').first().waitFor({ state: 'attached' });
  await page.keyboard.press('Control+k');
  await page.getByRole('dialog', { name: 'Search the documentation' }).waitFor();
  return page;
}

test('the browser asks the hosted index with the spec request and shows its hits', async () => {
  standIn.mode = 'ok';
  standIn.hits = (query) => [
    {
      hierarchy: { lvl0: 'Docs', lvl1: 'Intro', lvl2: 'Getting going', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: `All about ${query}`,
      type: 'content',
      url: '/docs/guide/intro#getting-going',
      _snippetResult: { content: { value: `All about __gsite-mark__${query}__/gsite-mark__ <b>here</b>`, matchLevel: 'full' } },
    },
  ];
  const page = await openSearch();
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
  await page.close();
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
  await page.close();
});

test('the CSP lets the page reach the configured hosts, and the head preconnects to the first', async () => {
  const headers = fs.readFileSync(path.join(root, 'build', '_headers'), 'utf8');
  const csp = /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? '';
  assert.match(/connect-src [^;]*/.exec(csp)?.[0] ?? '', new RegExp(standIn.url.replace(/[.:/]/g, '\\$&')));
  const html = fs.readFileSync(path.join(root, 'build', 'docs', 'guide', 'intro', 'index.html'), 'utf8');
  assert.match(html, new RegExp(`<link rel="preconnect" href="${standIn.url}" crossorigin="anonymous"/>`));
});
