import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';
import type { TabOptions } from '../helpers/tab-pool.ts';

const env = useBrowserAndSite();

async function open(path: string, options: TabOptions = {}): Promise<{ page: Page; status: number | undefined }> {
  const page = await env.tab(options);
  const response = await page.goto(env.url + path);
  return { page, status: response?.status() };
}

/** The spec's top-level pages (§2) and the tool pages, with the heading each shows. */
const TOP_LEVEL: [string, RegExp][] = [
  ['/', /^Animate Anything$/],
  ['/blog', /^Blog$/],
  ['/blog/page/2', /^Blog$/],
  ['/blog/tags/release/page/2', /^11 posts tagged with "release"$/],
  ['/blog/archive', /^Archive$/],
  ['/blog/tags', /^Tags$/],
  ['/blog/tags/release', /posts? tagged with "release"$/],
  ['/brand', /^GSAP Brand$/],
  ['/cheatsheet', /^GSAP Cheat Sheet$/],
  ['/demos', /^Demos & Starters$/],
  ['/licensing', /^Licensing$/],
  ['/playtime', /^Playtime$/],
  ['/search', /^Search the documentation$/],
  ['/showcase', /^Showcase$/],
  ['/styleguide', /^Styleguide$/],
  ['/core/', /^Core$/],
  ['/scroll/', /^Scroll$/],
  ['/svg/', /^SVG$/],
  ['/ui/', /^UI$/],
  ['/text/', /^Text$/],
  ['/about/', /^About$/],
  ['/resources/', /^Unlock the power of GSAP$/],
  ['/docs/v3/', /^Animate Anything$/],
  ['/docs/v3/GSAP/gsap.to()', /^gsap\.to\(\)$/],
  ['/docs/v3/GSAP/Timeline/add()', /^add$/],
  ['/docs/v3/Plugins/ScrollTrigger/static.batch()', /^ScrollTrigger\.batch$/],
  ['/resources/getting-started/Staggers', /^Staggers$/],
];

test('every top-level route answers 200 with its heading', async () => {
  const page = await env.tab();
  for (const [path, heading] of TOP_LEVEL) {
    const response = await page.goto(env.url + path);
    assert.equal(response?.status(), 200, path);
    // The heading as assistive technology reads it (decorative, aria-hidden parts left out).
    const h1 = await page.locator('h1').evaluateAll((els) =>
      els.map((el) => {
        const copy = el.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
        return copy.textContent ?? '';
      }),
    );
    assert.equal(h1.length, 1, `${path} has one h1 (${h1.join(' | ')})`);
    assert.match(h1[0]!.trim(), heading, path);
  }
});

test('an unknown path shows the not-found page with status 404', async () => {
  // (/docs/v3/Easing/CustomEase, a 404 on the old site, now redirects: content/redirects.ts.)
  const { page, status } = await open('/docs/v3/Eases/NoSuchEase');
  assert.equal(status, 404);
  assert.equal((await page.locator('h1').innerText()).trim(), 'Oh no.');
  assert.ok(await page.locator('a[href="/docs/v3/"]').count());
});

test('the gsap.to() page renders with its sidebar, active link and table of contents', async () => {
  const { page } = await open('/docs/v3/GSAP/gsap.to()', { viewport: { width: 1280, height: 900 } });
  const active = page.locator('aside.sidebar a[aria-current="page"]');
  assert.equal(await active.innerText(), 'gsap.to()');
  assert.ok(await active.isVisible());
  const tocLinks = page.locator('nav.toc a');
  assert.ok((await tocLinks.count()) >= 3, 'the table of contents lists the sections');
  const first = await tocLinks.first().getAttribute('href');
  assert.ok(first && (await page.locator(first).count()) === 1, 'each entry points at a heading on the page');
  assert.equal(await page.title(), 'gsap.to() | GSAP | Docs & Learning');
  assert.ok(await page.locator('nav.breadcrumbs').isVisible());
});

test('paths ending in /index.html or .html land on the bare path', async () => {
  const { page } = await open('/docs/v3/GSAP/gsap.to()/index.html');
  assert.equal(new URL(page.url()).pathname, '/docs/v3/GSAP/gsap.to()');
  await env.release(page);
  const { page: p2 } = await open('/licensing.html');
  assert.equal(new URL(p2.url()).pathname, '/licensing');
});

test('the colour mode follows the system before first paint, and the toggle is remembered', async () => {
  const { page } = await open('/docs/v3/', { colorScheme: 'dark' });
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  const toggle = page.locator('button.theme-toggle');
  await page.locator('gsite-island[data-island="theme-toggle"][data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => document.querySelector('button.theme-toggle')?.getAttribute('aria-label') === 'Switch to light mode');
  await toggle.click();
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
  assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'light');
  await page.reload();
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
});

test('the copy button copies exactly the code of its block', async () => {
  const { page } = await open('/docs/v3/GSAP/gsap.to()');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.url });
  const block = page.locator('.code-block').first();
  await block.scrollIntoViewIfNeeded();
  const button = block.locator('button.copy-button');
  await button.waitFor();
  await block.locator('gsite-island[data-island="copy-button"][data-hydrated]').waitFor({ state: 'attached' });
  const expected = await block.locator('pre code').evaluate((el) => el.textContent);
  await button.click();
  await page.waitForFunction(() => document.querySelector('.code-block button.copy-button')?.textContent?.startsWith('Copied'));
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), expected);
});

test('tabs switch, and the package-manager choice is remembered across pages', async () => {
  const { page } = await open('/docs/v3/Installation');
  await page.locator('gsite-island[data-island="tab-list"][data-hydrated]').first().waitFor({ state: 'attached' });
  const yarn = page.getByRole('tab', { name: 'yarn' }).first();
  await yarn.click();
  assert.equal(await yarn.getAttribute('aria-selected'), 'true');
  const panel = page.locator(`#${await yarn.getAttribute('aria-controls')}`);
  assert.ok(await panel.isVisible());
  assert.match(await panel.innerText(), /yarn add gsap/);
  await page.goto(env.url + '/resources/React');
  const yarnThere = page.getByRole('tab', { name: 'yarn' }).first();
  await page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'yarn');
  assert.equal(await yarnThere.getAttribute('aria-selected'), 'true');
});

test('without JavaScript, content and navigation links are in the HTML and every tab panel is readable', async () => {
  const { page } = await open('/docs/v3/Installation', { javaScriptEnabled: false });
  assert.ok(await page.locator('main h1').isVisible());
  assert.ok((await page.locator('aside.sidebar a').count()) > 3);
  const panels = page.locator('.tabs__panel');
  const count = await panels.count();
  assert.ok(count >= 2, `the Installation page has tab panels to read (found ${count})`);
  for (let i = 0; i < count; i++) assert.ok(await panels.nth(i).isVisible(), `panel ${i} visible without JS`);
});

test('the sidebar carries only its open part; expanding a collapsed category loads the rest', async () => {
  const { page } = await open('/docs/v3/GSAP/gsap.to()', { viewport: { width: 1280, height: 900 } });
  const sidebar = page.locator('aside.sidebar');
  // ScrollTrigger's category is collapsed here: its pages are not in this page's HTML.
  assert.equal(await sidebar.locator('a[href="/docs/v3/Plugins/ScrollTrigger/static.batch()"]').count(), 0);
  const toggle = sidebar.getByRole('button', { name: 'Expand ScrollTrigger' });
  await sidebar.hover();
  await page.locator('gsite-island[data-island="sidebar-tree"][data-hydrated]').waitFor({ state: 'attached' });
  await toggle.click();
  const batch = sidebar.locator('a[href="/docs/v3/Plugins/ScrollTrigger/static.batch()"]');
  await batch.waitFor();
  assert.ok(await batch.isVisible());
  assert.equal(await sidebar.getByRole('button', { name: 'Collapse ScrollTrigger' }).getAttribute('aria-expanded'), 'true');
  // The current page's branch stayed open and marked.
  assert.equal(await sidebar.locator('a[aria-current="page"]').innerText(), 'gsap.to()');
});

test('the sidebar tree ships once: pages carry only its URL, and client navigation fetches it no more', async () => {
  const { page } = await open('/docs/v3/GSAP/gsap.to()', { viewport: { width: 1280, height: 900 } });
  const island = page.locator('gsite-island[data-island="sidebar-tree"]');
  const props = JSON.parse((await island.getAttribute('data-props'))!) as Record<string, unknown>;
  assert.deepEqual(Object.keys(props).sort(), ['base', 'current', 'dataUrl']);
  assert.match(String(props.dataUrl), /^\/assets\/sidebars\/docs-docs-[0-9a-f]{10}\.json$/);
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/assets/sidebars/')) fetched.push(r.url());
  });
  await page.locator('aside.sidebar').hover();
  await page.locator('gsite-island[data-island="sidebar-tree"][data-hydrated]').waitFor({ state: 'attached' });
  // Client navigation to another page of the same sidebar: its island hydrates from the copy in memory.
  await page.locator('aside.sidebar a[href="/docs/v3/GSAP/gsap.from()"]').click();
  await page.waitForURL(/gsap\.from\(\)$/);
  await page.locator('aside.sidebar').hover();
  await page.locator('gsite-island[data-island="sidebar-tree"][data-hydrated]').waitFor({ state: 'attached' });
  assert.equal(await page.locator('aside.sidebar a[aria-current="page"]').innerText(), 'gsap.from()');
  assert.equal(fetched.length, 1, `sidebar JSON requests: ${fetched.join(', ')}`);
});
