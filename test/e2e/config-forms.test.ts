import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../helpers/browser.ts';
import { serveBasicWith } from '../helpers/fixture.ts';
import { TabPool } from '../helpers/tab-pool.ts';

/**
 * The spec's second configuration form (§4 "Colour mode"): dark by default, no switch, no
 * system following; and navbar.hideOnScroll switched on. Built from the fixture site.
 */
let browser: Browser;
let url: string;
let close: () => Promise<void>;
const tabs = new TabPool(() => browser, () => url);

before(async () => {
  ({ url, close } = await serveBasicWith((config) =>
    config
      .replace("title: 'Fixture',", "title: 'Fixture',\n  colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false },")
      .replace('navbar: {', 'navbar: {\n    hideOnScroll: true,'),
  ));
  browser = await launchChromium();
});

after(async () => {
  await tabs.close();
  await browser?.close();
  await close?.();
});

test('dark by default with no switch: a light system and a stored light choice change nothing', async () => {
  const page = await tabs.tab({
    colorScheme: 'light',
    init: [
      () => {
        try {
          localStorage.setItem('theme', 'light');
        } catch {
          /* a document that has no storage (an opaque origin) */
        }
      },
    ],
  });
  await page.goto(url + '/docs/guide/intro');
  assert.equal(await page.evaluate(() => document.documentElement.getAttribute('data-theme')), 'dark');
  assert.equal(await page.locator('button.theme-toggle').count(), 0, 'no colour-mode switch');
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(14, 16, 15)');
});

test('with hideOnScroll in the config the bar hides while scrolling down and returns on scrolling up and at the top', async () => {
  const page = await tabs.tab({ viewport: { width: 390, height: 500 } });
  await page.goto(url + '/blog/post-1');
  await page.locator('gsite-island[data-island="navbar"][data-hydrated]').waitFor({ state: 'attached' });
  // The fixture's posts are short: give the page room to scroll (content, not the mechanism).
  await page.evaluate(() => document.getElementById('main')!.append(Object.assign(document.createElement('div'), { style: 'height: 3000px' })));
  const hidden = () => page.evaluate(() => document.querySelector('header.navbar')!.classList.contains('navbar--hidden'));
  const scrollTo = async (y: number) => {
    await page.evaluate((to) => window.scrollTo({ top: to, behavior: 'instant' }), y);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  };
  await scrollTo(300);
  await scrollTo(900);
  assert.equal(await hidden(), true, 'hidden while going down');
  await scrollTo(700);
  assert.equal(await hidden(), false, 'back when going up');
  await scrollTo(1200);
  assert.equal(await hidden(), true);
  await scrollTo(0);
  assert.equal(await hidden(), false, 'always there at the top');
});
