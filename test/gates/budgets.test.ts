import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';
import { builtPages } from '../helpers/built-pages.ts';
import { gzipSize, builtFileGzip } from '../helpers/page-bytes.ts';
import { mapConcurrent, PAGE_CONCURRENCY } from '../helpers/concurrent.ts';

/**
 * Gzipped byte budgets per page kind. Start values come from the issue; only ever tighten.
 * JavaScript is what the page loads before any interaction (islands that hydrate at once,
 * when idle or when visible), measured in Chromium; sizes come from the built files.
 */
const KB = 1024;
const BUDGETS: Record<string, { html: number; js: number; css: number }> = {
  doc: { html: 40 * KB, js: 90 * KB, css: 30 * KB },
  'doc-category': { html: 40 * KB, js: 90 * KB, css: 30 * KB },
  'blog-post': { html: 30 * KB, js: 90 * KB, css: 30 * KB },
  'blog-list': { html: 30 * KB, js: 90 * KB, css: 30 * KB },
  'blog-tag': { html: 30 * KB, js: 90 * KB, css: 30 * KB },
  'blog-tags': { html: 30 * KB, js: 90 * KB, css: 30 * KB },
  'blog-archive': { html: 30 * KB, js: 90 * KB, css: 30 * KB },
  'markdown-page': { html: 30 * KB, js: 90 * KB, css: 30 * KB },
  'not-found': { html: 20 * KB, js: 90 * KB, css: 30 * KB },
  // Standalone pages; the home page may also carry gsap for its animations.
  page: { html: 40 * KB, js: 120 * KB, css: 30 * KB },
};

/**
 * JavaScript an island may add on top of its page kind's budget. Playtime is a code editor
 * (CodeMirror, ~140 KB) and a stage frame with gsap and every public plugin (~80 KB): the price
 * of a playground, paid on /playtime alone (test/e2e/playtime.test.ts checks no other page
 * loads the editor).
 */
const ISLAND_JS: Record<string, number> = { playtime: 240 * KB };

const fmt = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const list = (m: Map<string, number>) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .map(([url, bytes]) => `${url} ${fmt(bytes)}`)
    .join(', ');

const env = useBrowserAndSite();

/** Every script and stylesheet a page loads without interaction, URL path → gzip bytes. */
async function loads(url: string): Promise<{ js: Map<string, number>; css: Map<string, number> }> {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const js = new Map<string, number>();
  const css = new Map<string, number>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) js.set(path, builtFileGzip(path));
    if (path.endsWith('.css')) css.set(path, builtFileGzip(path));
  });
  await page.goto(env.url + url, { waitUntil: 'networkidle' });
  // Idle islands hydrate from requestIdleCallback (2 s timeout at most).
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })));
  await page.waitForLoadState('networkidle');
  await page.close();
  return { js, css };
}

/**
 * What a page loads is decided by its kind and the islands it carries (name and load
 * directive), so one page of each such signature is measured in the browser; HTML is
 * measured for every page.
 */
function signature(page: { kind: string; html: string }): string {
  const islands = [...page.html.matchAll(/data-island="([^"]+)"[^>]*data-load="([^"]+)"/g)].map((m) => `${m[1]}:${m[2]}`);
  return `${page.kind} ${[...new Set(islands)].sort().join(',')}`;
}

test('every page stays within the gzip budgets of its kind (HTML, JS before interaction, CSS)', async () => {
  const failures: string[] = [];
  const measured = new Map<string, Awaited<ReturnType<typeof loads>>>();
  const pages = builtPages();
  for (const page of pages) {
    const budget = BUDGETS[page.kind];
    if (!budget) {
      failures.push(`${page.file}: no budget for page kind "${page.kind}"`);
      continue;
    }
    const html = gzipSize(page.html);
    if (html > budget.html) failures.push(`${page.file}: HTML ${fmt(html)} > ${fmt(budget.html)}`);
  }
  const representatives = new Map(pages.map((p) => [signature(p), p]));
  await mapConcurrent([...representatives.values()], PAGE_CONCURRENCY, async (page) => measured.set(page.url, await loads(page.url)));
  for (const page of representatives.values()) {
    const budget = BUDGETS[page.kind];
    if (!budget) continue;
    const { js, css } = measured.get(page.url)!;
    const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
    const islands = new Set([...page.html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]!));
    const jsBudget = budget.js + [...islands].reduce((sum, name) => sum + (ISLAND_JS[name] ?? 0), 0);
    if (total(js) > jsBudget) failures.push(`${page.file} (and pages like it): JS ${fmt(total(js))} > ${fmt(jsBudget)}: ${list(js)}`);
    if (total(css) > budget.css) failures.push(`${page.file} (and pages like it): CSS ${fmt(total(css))} > ${fmt(budget.css)}: ${list(css)}`);
  }
  assert.deepEqual(failures, []);
});

test('the measurement sees React when a page hydrates a React island', async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const js = new Map<string, number>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) js.set(path, builtFileGzip(path));
  });
  await page.goto(env.url + '/docs/v3/GSAP/gsap.to()', { waitUntil: 'networkidle' });
  await page.locator('aside.sidebar').hover();
  await page.locator('gsite-island[data-island="sidebar-tree"][data-hydrated]').waitFor({ state: 'attached' });
  await page.close();
  const total = [...js.values()].reduce((a, b) => a + b, 0);
  // React DOM alone is well over 40 KB gzipped; a smaller total means the walk missed it.
  assert.ok(total > 40 * KB, `only ${fmt(total)} seen: ${list(js)}`);
});
