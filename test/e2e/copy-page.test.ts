import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';

/** Issue 25: "Copy page" on docs and learning pages puts the page's Markdown twin on the clipboard. */
const env = useBrowserAndSite();

test('Copy page copies the Markdown twin from the mouse and the keyboard, says Copied, and "View as Markdown" opens the twin', async () => {
  const page = await env.tab({ viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
  const errors: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && errors.push(m.text()));
  const twinRequests: string[] = [];
  page.on('request', (r) => r.url().endsWith('.md') && twinRequests.push(r.url()));
  for (const path of ['/docs/v3/GSAP/gsap.to()', '/resources/getting-started/Staggers']) {
    await page.goto(env.url + path, { waitUntil: 'networkidle' });
    // The twin is a file, not a page: the router does not prefetch it when its link is in view.
    assert.deepEqual(twinRequests, [], `${path}: the twin was fetched before anyone asked for it`);
    const button = page.getByRole('button', { name: 'Copy page' });
    await page.locator('gsite-island[data-island="copy-page"][data-hydrated]').waitFor({ state: 'attached' });
    const twinHref = await page.getByRole('link', { name: 'View as Markdown' }).getAttribute('href');
    assert.equal(twinHref, `${path}.md`);
    const twin = await (await fetch(env.url + twinHref)).text();
    await button.click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    twinRequests.length = 0;
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), twin, `${path}: the clipboard holds the twin`);
    assert.equal(await page.locator('.copy-page [aria-live]').innerText(), 'Page copied as Markdown');
    await page.getByRole('button', { name: 'Copy page' }).waitFor({ timeout: 5000 });
    // From the keyboard.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.getByRole('button', { name: 'Copy page' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), twin);
    twinRequests.length = 0;
  }
  assert.deepEqual(errors, []);
  // View as Markdown: the twin itself (a plain text view; the browser's own favicon request may 404 there).
  await page.getByRole('link', { name: 'View as Markdown' }).click();
  await page.waitForURL(/Staggers\.md$/);
  assert.match(await page.locator('body').innerText(), /^---\ntitle: "Staggers"/);
});

test('without JavaScript the copy button is hidden and "View as Markdown" still works', async () => {
  const page = await env.tab({ javaScriptEnabled: false });
  await page.goto(env.url + '/docs/v3/GSAP/gsap.to()');
  assert.equal(await page.getByRole('button', { name: 'Copy page' }).isVisible(), false);
  assert.equal(await page.getByRole('link', { name: 'View as Markdown' }).isVisible(), true);
});
