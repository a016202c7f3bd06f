import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';

/** Issue 26, /brand: a colour value's copy button puts exactly that value on the clipboard and says so. */
const env = useBrowserAndSite();
/** The tab of the tests whose page runs its scripts, with a clipboard the test can read back (the download test needs none, but shares the tab). */
const WITH_CLIPBOARD = { viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] };

test('a colour’s copy button copies its value from the mouse and the keyboard and announces it', async () => {
  const page = await env.tab(WITH_CLIPBOARD);
  const errors: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && errors.push(m.text()));
  await page.goto(`${env.url}/brand`, { waitUntil: 'networkidle' });

  const hex = page.getByRole('button', { name: 'Copy Green HEX value to clipboard' });
  await hex.scrollIntoViewIfNeeded();
  // The buttons wake when they come into view.
  const waking = page.locator('gsite-island[data-island="copy-button"][data-hydrated]', { has: hex });
  await waking.waitFor({ state: 'attached' });
  // Found by its id from here on: the button's name changes when it copies.
  const island = page.locator(`gsite-island[data-id="${await waking.getAttribute('data-id')}"]`);
  await hex.click();
  await island.getByRole('button', { name: 'Copied' }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), '#0ae448');
  assert.equal(await island.locator('[aria-live="polite"]').innerText(), 'Green HEX value copied: #0ae448');
  // Back to its name once the confirmation has been shown.
  await hex.waitFor();
  assert.equal(await island.locator('[aria-live="polite"]').innerText(), '');

  // From the keyboard: Tab reaches the button, Enter copies.
  const rgb = page.getByRole('button', { name: 'Copy Violet RGB value to clipboard' });
  await rgb.scrollIntoViewIfNeeded();
  await page.locator('gsite-island[data-island="copy-button"][data-hydrated]', { has: rgb }).waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Copy Violet HEX value to clipboard' }).focus();
  await page.keyboard.press('Tab');
  assert.equal(await rgb.evaluate((b) => b === document.activeElement), true, 'Tab moves from HEX to RGB');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Copied' }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'rgb(90 43 224)');
  assert.deepEqual(errors, []);
});

test('the download button fetches the zip whose size it states', async () => {
  const page = await env.tab(WITH_CLIPBOARD);
  await page.goto(`${env.url}/brand`);
  const link = page.getByRole('link', { name: /^Download the brand kit/ });
  const stated = /\(zip, (\d+) KB\)/.exec(await link.innerText())?.[1];
  assert.ok(stated, 'the button states a size in KB');
  const response = await page.request.get(new URL((await link.getAttribute('href'))!, env.url).href);
  assert.equal(response.status(), 200);
  const bytes = (await response.body()).byteLength;
  assert.equal(Math.round(bytes / 1024), Number(stated), `${bytes} bytes`);
});

test('without JavaScript the values stay readable and no dead copy button shows', async () => {
  const page = await env.tab({ javaScriptEnabled: false });
  await page.goto(`${env.url}/brand`);
  assert.equal(await page.getByText('#0ae448', { exact: true }).isVisible(), true);
  assert.equal(await page.getByRole('button', { name: 'Copy Green HEX value to clipboard' }).isVisible(), false);
});
