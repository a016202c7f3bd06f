import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { unzipSync } from 'fflate';
import initSqlJs from 'sql.js';
import { buildCommand } from '../cli/commands/build.ts';
import { fixtureCopy } from './helpers/fixture.ts';
import { launchChromium } from './helpers/browser.ts';

/**
 * Issue 25, the offline docset: `gsite build --docset` on a fixture site, unzipped, read as Dash
 * and Zeal read it (Info.plist, the SQLite index) and opened from file:// in Chromium.
 */
const OPTIONS_PAGE = `---
title: Options
---

Options of the thing.

| Option | Type | Description |
| --- | --- | --- |
| \`duration\` | number | How long, in seconds. |
| \`onComplete\` | Function | Called at the end. |

Back to the [introduction](./intro.md), or read [the blog](/blog).
`;

let made: Promise<{ dir: string; docs: string; zip: string; printed: string }> | undefined;
/** Builds the fixture with --docset once for every test of this file, and unzips the docset. */
const docset = () =>
  (made ??= (async () => {
    const root = fixtureCopy('basic', { 'content/docs/guide/options.md': OPTIONS_PAGE });
    let printed = '';
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string) => ((printed += chunk), true)) as typeof process.stderr.write;
    try {
      await buildCommand({ root, out: 'build', strict: false, drafts: false, workers: 0, cache: false, docset: true });
    } finally {
      process.stderr.write = write;
    }
    const zips = fs.readdirSync(root).filter((f) => f.endsWith('.docset.zip'));
    assert.equal(zips.length, 1, `one docset zip beside the build folder (found ${zips.join(', ') || 'none'})`);
    const zip = path.join(root, zips[0]!);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-docset-'));
    for (const [name, bytes] of Object.entries(unzipSync(fs.readFileSync(zip)))) {
      if (name.endsWith('/')) continue;
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), bytes);
    }
    const bundle = fs.readdirSync(dir).find((f) => f.endsWith('.docset'))!;
    return { dir: path.join(dir, bundle), docs: path.join(dir, bundle, 'Contents/Resources/Documents'), zip, printed };
  })());

const allFiles = (dir: string): string[] => fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => fs.statSync(path.join(dir, f)).isFile());

test('the zip holds a Dash docset: Info.plist names it and its index page, and the build says where it went', async () => {
  const { dir, printed } = await docset();
  assert.equal(path.basename(dir), 'Fixture.docset');
  const plist = fs.readFileSync(path.join(dir, 'Contents/Info.plist'), 'utf8');
  assert.match(plist, /<key>CFBundleName<\/key>\s*<string>Fixture<\/string>/);
  assert.match(plist, /<key>isDashDocset<\/key>\s*<true\/>/);
  const index = /<key>dashIndexFilePath<\/key>\s*<string>([^<]+)<\/string>/.exec(plist)?.[1];
  assert.equal(index, 'docs/index.html');
  assert.ok(fs.existsSync(path.join(dir, 'Contents/Resources/Documents', index!)), 'the index page is in the docset');
  assert.match(printed, /Docset: .*Fixture\.docset\.zip \(\d+ pages, \d+ index entries/);
});

test('its SQLite index names each page and each option row, and every entry points at a file of the docset', async () => {
  const { dir, docs } = await docset();
  const SQL = await initSqlJs();
  const db = new SQL.Database(fs.readFileSync(path.join(dir, 'Contents/Resources/docSet.dsidx')));
  const rows = db.exec('SELECT name, type, path FROM searchIndex')[0]!.values as [string, string, string][];
  db.close();
  const entry = (name: string) => rows.find((r) => r[0] === name);
  assert.deepEqual(entry('Introduction')?.slice(1), ['Guide', 'docs/guide/intro/index.html']);
  assert.deepEqual(entry('duration (Options)')?.slice(1), ['Option', 'docs/guide/options/index.html#duration']);
  assert.deepEqual(entry('onComplete (Options)')?.slice(1), ['Option', 'docs/guide/options/index.html#onComplete']);
  assert.equal(entry('Draft'), undefined, 'drafts are not in the docset');
  for (const [name, , at] of rows) {
    const [file, anchor] = at.split('#');
    assert.ok(fs.existsSync(path.join(docs, file!)), `${name}: ${file} is in the docset`);
    if (anchor) assert.match(fs.readFileSync(path.join(docs, file!), 'utf8'), new RegExp(`id="${anchor}"`), `${name}: the page has #${anchor}`);
  }
});

test('pages carry no scripts and no root-relative links: every local link leads to a file of the docset, the rest to the live site', async () => {
  const { docs } = await docset();
  const pages = allFiles(docs).filter((f) => f.endsWith('.html'));
  assert.ok(pages.includes(path.join('docs', 'guide', 'options', 'index.html')));
  assert.ok(!pages.some((p) => p.startsWith('blog')), 'the blog is not part of the docs copy');
  for (const page of pages) {
    const html = fs.readFileSync(path.join(docs, page), 'utf8');
    assert.doesNotMatch(html, /<script\b/i, `${page} has no script`);
    for (const [, attr, value] of html.matchAll(/\s(href|src|action)="([^"]*)"/g)) {
      assert.ok(!value!.startsWith('/') || value!.startsWith('//'), `${page}: ${attr}="${value}" is root-relative`);
      if (/^(?:[a-z]+:|#|$)/i.test(value!)) continue;
      const target = decodeURI(value!.split('#')[0]!);
      assert.ok(fs.existsSync(path.join(docs, path.dirname(page), target)) && fs.statSync(path.join(docs, path.dirname(page), target)).isFile(), `${page}: ${value} leads to no file of the docset`);
    }
  }
  const options = fs.readFileSync(path.join(docs, 'docs/guide/options/index.html'), 'utf8');
  assert.match(options, /href="\.\.\/intro\/index\.html"/, 'a link to a page of the docs is relative, to its index.html');
  assert.match(options, /href="https:\/\/fixture\.example\/blog"/, 'a link outside the docs goes to the live site');
});

test('from file:// a page opens without console errors or requests leaving the docset, and its links work', async () => {
  const { docs } = await docset();
  const browser = await launchChromium();
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  // A missing file fails as ERR_FILE_NOT_FOUND; ERR_ABORTED is a request the next navigation
  // cancelled (the browser's late favicon fetch when a link is followed at once).
  page.on('requestfailed', (r) => r.failure()?.errorText !== 'net::ERR_ABORTED' && problems.push(`failed: ${r.url()} (${r.failure()?.errorText})`));
  page.on('request', (r) => !r.url().startsWith('file://') && !r.url().startsWith('data:') && problems.push(`left the docset: ${r.url()}`));
  try {
    await page.goto(pathToFileURL(path.join(docs, 'docs/guide/options/index.html')).href);
    assert.equal(await page.locator('h1').innerText(), 'Options');
    // Styled: the site's stylesheet came along.
    assert.notEqual(await page.locator('body').evaluate((b) => getComputedStyle(b).fontFamily), '"Times New Roman"');
    await page.locator('main').getByRole('link', { name: 'introduction' }).click();
    await page.waitForURL(/\/docs\/guide\/intro\/index\.html$/);
    assert.equal(await page.locator('h1').innerText(), 'Introduction');
    // The search leads to the offline list of every page.
    await page.goto(pathToFileURL(path.join(docs, 'search.html')).href);
    assert.equal(await page.locator('h1').innerText(), 'All pages');
    await page.getByRole('link', { name: 'Options' }).click();
    await page.waitForURL(/options\/index\.html$/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
    await browser.close();
  }
});

test('without --docset no docset is written', async () => {
  const root = fixtureCopy('basic');
  await buildCommand({ root, out: 'build', strict: false, drafts: false, workers: 0, cache: false });
  assert.deepEqual(fs.readdirSync(root).filter((f) => f.endsWith('.zip')), []);
});
