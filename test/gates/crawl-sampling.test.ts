import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { build } from '../../cli/build/build.ts';
import { silentLogger } from '../../cli/build/logger.ts';
import { launchChromium } from '../helpers/browser.ts';
import { serveDir } from '../helpers/built-site.ts';
import { fixtureCopy, FIXTURES } from '../helpers/fixture.ts';
import { crawlPages } from '../helpers/page-crawl.ts';
import { pagesIn } from '../helpers/pages-in.ts';
import { kindSignature, pagesToCrawl } from '../helpers/page-sample.ts';

/**
 * The per-page gates (pages.test.ts) may visit a sample; these tests show what that rests on:
 * a defect seeded on any one page is found by the full crawl and named with that page, and the
 * sample covers that page's kind signature, so a defect in the code or markup a kind shares is
 * found on every run.
 */

const SEEDED_PAGE = 'content/docs/guide/intro.md';
const SEEDED_URL = '/docs/guide/intro';
let browser: Browser;
let site: { url: string; close: () => Promise<void> };
let buildDir: string;

before(async () => {
  // A link with no text: axe's link-name rule, on one page of a kind the fixture has several of.
  const original = fs.readFileSync(path.join(FIXTURES, 'basic', SEEDED_PAGE), 'utf8');
  const root = fixtureCopy('basic', { [SEEDED_PAGE]: `${original}\n[](/docs/guide/)\n` });
  await build({ root, logger: silentLogger, workers: 0 });
  buildDir = path.join(root, 'build');
  site = await serveDir(buildDir);
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

test('the full crawl finds a defect seeded on one page, and names that page', async () => {
  const pages = pagesIn(buildDir);
  assert.ok(pages.some((p) => p.url === SEEDED_URL), 'the seeded page was built');
  const failures = await crawlPages({ browser, origin: site.url, urls: pages.map((p) => p.url), axe: [{ scheme: 'light', rules: 'all' }] });
  const seeded = failures.filter((f) => f.includes('[link-name]'));
  assert.ok(seeded.length > 0, `no link-name failure found:\n${failures.join('\n')}`);
  for (const f of seeded) assert.ok(f.startsWith(`${SEEDED_URL} (light)`), `blamed on the wrong page: ${f}`);
});

test('the sample covers every kind signature, the seeded page\'s among them', () => {
  const pages = pagesIn(buildDir);
  const sample = pagesToCrawl(pages, { full: false });
  assert.equal(sample.full, false);
  const covered = new Set(sample.pages.map(kindSignature));
  assert.deepEqual([...sample.signatures.keys()].filter((s) => !covered.has(s)), [], 'signatures without a sampled page');
  const seeded = pages.find((p) => p.url === SEEDED_URL)!;
  assert.ok(covered.has(kindSignature(seeded)));
  assert.ok(sample.pages.length < pages.length, 'a sample, not every page');
});
