import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';
import type { TabOptions } from '../helpers/tab-pool.ts';

/**
 * The installer of /docs/v3/Installation (issue 22) in Chromium: a shared link reproduces a
 * choice, ticking a tool rewrites the imports, the registerPlugin line and the address, and
 * without JavaScript the page still shows the default code and every snippet.
 */
const env = useBrowserAndSite();
const PAGE = '/docs/v3/Installation';
/** The library's own example address (routes.md §1 row 14). */
const EXAMPLE = '?tab=npm&module=esm&method=private+registry&tier=free&club=false&require=false&trial=true';

/**
 * The installer page in a tab of the pool, or with `ownContext` in a new context of its own,
 * which the test closes.
 */
async function open(query = '', options: TabOptions = {}, ownContext = false): Promise<Page> {
  const viewportAnd = { viewport: { width: 1280, height: 900 }, ...options };
  const page = ownContext ? await (await env.browser.newContext(viewportAnd)).newPage() : await env.tab(viewportAnd);
  page.on('pageerror', (e) => assert.fail(`page error on ${PAGE}${query}: ${e.message}`));
  await page.goto(env.url + PAGE + query);
  if (options.javaScriptEnabled !== false) await page.locator('gsite-island[data-island="installer"][data-hydrated]').waitFor({ state: 'attached' });
  return page;
}

const block = (page: Page, id: string) => page.locator(`.installer [data-snippet="${id}"]`);
const codeOf = (page: Page, id: string) => block(page, id).locator('pre code').innerText();
const tool = (page: Page, name: string) => page.locator('.installer__form').getByRole('checkbox', { name, exact: true });

test('the example address shows the trial package, its import, and the choices it stands for', async () => {
  const page = await open(EXAMPLE);
  assert.equal(await codeOf(page, 'install'), 'npm install gsap-trial@3.12.5');
  assert.equal(await codeOf(page, 'code'), 'import { gsap } from "gsap-trial";');
  assert.equal(await block(page, 'npmrc').isVisible(), false);
  const form = page.locator('.installer__form');
  assert.ok(await form.getByRole('radio', { name: 'gsap-trial' }).isChecked());
  assert.ok(await form.getByRole('radio', { name: 'ES modules (import)' }).isChecked());
  assert.match(await page.locator('.installer__notes').innerText(), /only works on localhost/);
  // Reading the address does not rewrite it.
  assert.equal(new URL(page.url()).search, EXAMPLE);
});

test('ticking tools changes the imports, the registerPlugin line and the address, without new history entries', async () => {
  // Its own context: it counts history entries, and a kept tab's history holds earlier tests' (Chromium stops counting at 50, which would hide a pushState).
  const page = await open('', {}, true);
  assert.equal(await codeOf(page, 'code'), 'import { gsap } from "gsap";');
  const entries = await page.evaluate(() => history.length);

  await tool(page, 'ScrollTrigger').check();
  assert.equal(await codeOf(page, 'code'), ['import { gsap } from "gsap";', 'import { ScrollTrigger } from "gsap/ScrollTrigger";', '', 'gsap.registerPlugin(ScrollTrigger);'].join('\n'));
  assert.match(page.url(), /[?&]checked=ScrollTrigger(&|$)/);

  // By keyboard: focus Flip and press Space.
  await tool(page, 'Flip').focus();
  await page.keyboard.press('Space');
  assert.match(await codeOf(page, 'code'), /import \{ Flip \} from "gsap\/Flip";\n\ngsap\.registerPlugin\(ScrollTrigger, Flip\);$/);
  assert.match(page.url(), /[?&]checked=ScrollTrigger,Flip(&|$)/);

  // CommonJS, then yarn: the code and the command follow.
  await page.locator('.installer__form').getByRole('radio', { name: 'CommonJS (require)' }).check();
  assert.match(await codeOf(page, 'code'), /^const \{ gsap \} = require\("gsap\/dist\/gsap"\);\nconst \{ ScrollTrigger \} = require\("gsap\/dist\/ScrollTrigger"\);/);
  await page.locator('.installer__form').getByRole('radio', { name: 'yarn' }).check();
  assert.equal(await codeOf(page, 'install'), 'yarn add gsap@3.12.5');
  assert.equal(await page.evaluate(() => history.length), entries, 'replaceState, not pushState');

  // The address alone brings the same choice back.
  const address = page.url();
  assert.match(address, /method=yarn/);
  assert.match(address, /require=true/);
  await page.reload();
  await page.locator('gsite-island[data-island="installer"][data-hydrated]').waitFor({ state: 'attached' });
  assert.ok(await tool(page, 'Flip').isChecked());
  assert.equal(await codeOf(page, 'install'), 'yarn add gsap@3.12.5');
  assert.match(await codeOf(page, 'code'), /gsap\.registerPlugin\(ScrollTrigger, Flip\);$/);
  await page.context().close();
});

test('the CDN choice gives versioned script tags; the copy button copies the code as it is now', async () => {
  const page = await open('?checked=ScrollTrigger');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.url });
  await page.locator('.installer__form').getByRole('radio', { name: 'A CDN' }).check();
  assert.equal(await page.locator('.installer__form [data-field="manager"]').isVisible(), false, 'no package manager to pick for a CDN');
  const tags = await codeOf(page, 'install');
  assert.equal(
    tags,
    [
      '<script src="https://cdn.jsdelivr.net/npm/gsap@3.12.5/dist/gsap.min.js"></script>',
      '<script src="https://cdn.jsdelivr.net/npm/gsap@3.12.5/dist/ScrollTrigger.min.js"></script>',
    ].join('\n'),
  );
  const install = block(page, 'install');
  await install.scrollIntoViewIfNeeded();
  await install.locator('gsite-island[data-island="copy-button"][data-hydrated]').waitFor({ state: 'attached' });
  await install.hover();
  await install.locator('button.copy-button').click();
  await page.waitForFunction(() => document.querySelector('.installer [data-snippet="install"] button.copy-button')?.hasAttribute('data-copied'));
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), tags);
});

test('nonsense in the address falls back to the default choice', async () => {
  const page = await open('?tab=zip&method=bower&module=amd&tier=gold&club=maybe&checked=Nope,%3Cscript%3E');
  assert.equal(await codeOf(page, 'install'), 'npm install gsap@3.12.5');
  assert.equal(await codeOf(page, 'code'), 'import { gsap } from "gsap";');
});

test('without JavaScript: the default code, no dead controls, and every snippet in a list', async () => {
  const page = await open('', { javaScriptEnabled: false });
  assert.equal(await page.locator('.installer__form').isVisible(), false);
  assert.equal(await codeOf(page, 'install'), 'npm install gsap@3.12.5');
  assert.equal(await codeOf(page, 'code'), 'import { gsap } from "gsap";');
  const list = page.locator('.installer__every');
  assert.ok(await list.isVisible());
  const text = await list.innerText();
  for (const expected of ['yarn add gsap@3.12.5', 'pnpm add gsap@3.12.5', 'npm install gsap@npm:@gsap/shockingly', '//npm.greensock.com/:_authToken=${GSAP_TOKEN}', 'gsap@3.12.5/dist/gsap.min.js']) {
    assert.ok(text.includes(expected), `the list has ${expected}`);
  }
  await list.locator('summary').click();
  assert.ok(await list.getByText('import { ScrollTrigger } from "gsap/ScrollTrigger";').isVisible());
  assert.ok(await list.getByText('const { SplitText } = require("gsap/dist/SplitText");').isVisible());
});
