import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from '../helpers/browser.ts';
import { serveBuiltSite } from '../helpers/built-site.ts';
import { builtPages, onePerKind } from '../helpers/built-pages.ts';

/** WCAG 2.2 AA, all of it that axe can check. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let site: Awaited<ReturnType<typeof serveBuiltSite>>;
const pages = builtPages();

before(async () => {
  site = await serveBuiltSite();
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

async function audit(context: BrowserContext, urls: string[]): Promise<string[]> {
  const failures: string[] = [];
  const page = await context.newPage();
  for (const url of urls) {
    await page.goto(site.url + url);
    // Islands hydrate when idle; audit what a visitor gets once the page has settled.
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    for (const v of results.violations) {
      failures.push(`${url}: [${v.id}] ${v.help} (${v.nodes.length}×: ${v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(' | ')})`);
    }
  }
  await page.close();
  return failures;
}

for (const scheme of ['light', 'dark'] as const) {
  test(`every page passes axe (WCAG 2.2 AA) in ${scheme} mode at desktop width`, async () => {
    const context = await browser.newContext({ colorScheme: scheme, viewport: DESKTOP, reducedMotion: 'reduce' });
    const failures = await audit(context, pages.map((p) => p.url));
    await context.close();
    assert.deepEqual(failures, []);
  });

  test(`one page of each kind passes axe in ${scheme} mode at phone width`, async () => {
    const context = await browser.newContext({ colorScheme: scheme, viewport: PHONE, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
    const failures = await audit(context, onePerKind(pages).map((p) => p.url));
    await context.close();
    assert.deepEqual(failures, []);
  });
}
