import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_DIR, builtPages, islandsOn, onePerKind, type BuiltPage } from '../helpers/built-pages.ts';
import { crawlPages, DESKTOP, documentLoads, PHONE } from '../helpers/page-crawl.ts';
import { CHECK_TITLES, layoutGate, type LayoutGate } from '../helpers/layout-gate.ts';
import type { CheckId } from '../helpers/layout-probe.ts';
import { pagesToCrawl } from '../helpers/page-sample.ts';
import { BUDGETS, fmt, KB, listSizes, loadBudgetFailures, loadedSizes, loadSignature } from '../helpers/budgets.ts';
import { islandsAwake, waitFrames } from '../helpers/page-waits.ts';

/**
 * The per-page gates, in one visit per page and state (test/helpers/page-crawl.ts): axe (WCAG
 * 2.2 AA) in light mode and colour contrast in dark mode, no console error or CSP violation,
 * islands come to life, JS and CSS within budget, and with JavaScript off the main content and
 * navigation are there. Every page while the site is small, else a sample covering every kind
 * signature (page-sample.ts); `npm run test:full` visits every page. The layout gate's probes
 * (test/helpers/layout-gate.ts; their self-tests in layout.test.ts) ride on the same visits,
 * at desktop width and again at phone width for one page of each layout. HTML validity is
 * checked on the files (html.test.ts).
 */

const env = useBrowserAndSite();
const pages = builtPages();
const selection = pagesToCrawl(pages);
// The JS and CSS budgets are measured on the same visits: the sample covers every kind
// signature, and any load signature (kind + islands with their load directives) it misses
// gets a page of its own.
const loadCovered = new Set(selection.pages.map(loadSignature));
const extraForLoads = [...new Map(pages.filter((p) => !loadCovered.has(loadSignature(p))).map((p) => [loadSignature(p), p])).values()];
const crawled = [...selection.pages, ...extraForLoads];
const scope = selection.full ? `all ${pages.length} pages` : `${crawled.length} of ${pages.length} pages, covering all ${selection.signatures.size} kind signatures (npm run test:full: all)`;

interface Crawls {
  /** Desktop, JS on and off: the sample, plus the layout gate's pages. */
  desktop: string[];
  budgets: string[];
  /** Phone width, JS on and off: the layout gate's pages, axe on one page of each page kind. */
  phone: string[];
  layout: LayoutGate;
}

/**
 * One visit per page and state carries every per-page check: the crawl's own (axe, console,
 * CSP, islands, budgets, no-JS content) and the layout gate's probes (layout-gate.ts), so the
 * tests below read one run's results.
 */
let crawls: Promise<Crawls> | undefined;
const runCrawls = () =>
  (crawls ??= (async () => {
    const layout = layoutGate(pages);
    const byUrl = new Map(crawled.map((p) => [p.url, p]));
    const budgets: string[] = [];
    const t0 = Date.now();
    const [desktop] = await Promise.all([
      crawlPages({
        beforeInteraction: (url, paths) => {
          const page = byUrl.get(url);
          if (page) budgets.push(...loadBudgetFailures(page, paths));
        },
        browser: env.browser,
        origin: env.url,
        urls: [...new Set([...crawled.map((p) => p.url), ...layout.pageAt.keys()])],
        axe: [
          { scheme: 'light', rules: 'all' },
          { scheme: 'dark', rules: 'colour' },
        ],
        // The layout gate's pages outside the sample are probed only: axe and the waking of
        // islands run on the sample, which covers their kind signatures.
        checkOn: (url) => byUrl.has(url),
        noJs: true,
        inspect: layout.inspect(DESKTOP),
      }),
      layout.probeTables(env.browser, env.url),
    ]);
    console.log(`desktop crawl and tables: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    // After the desktop pass: the no-JS phone probe looks for the header links offered there.
    const t1 = Date.now();
    const axeAtPhone = new Set(onePerKind([...layout.pageAt.values()]));
    const phone = await crawlPages({
      browser: env.browser,
      origin: env.url,
      urls: [...layout.pageAt.keys()],
      viewport: PHONE,
      isMobile: true,
      // As on the desktop crawl: between the colour modes only colours change.
      axe: [
        { scheme: 'light', rules: 'all' },
        { scheme: 'dark', rules: 'colour' },
      ],
      // The other pages are looked at as they arrive (their islands are woken at desktop width).
      checkOn: (url) => axeAtPhone.has(layout.pageAt.get(url)!),
      noJs: true,
      inspect: layout.inspect(PHONE),
    });
    console.log(`phone crawl: ${((Date.now() - t1) / 1000).toFixed(1)} s`);
    layout.finish();
    return { desktop, budgets, phone, layout };
  })());

test(`${scope}: axe in light and dark mode, no console error or CSP violation, islands wake, JS and CSS before interaction within budget, and without JavaScript content and navigation are there`, async () => {
  const { desktop, budgets } = await runCrawls();
  assert.deepEqual([...desktop, ...budgets], []);
});

test('one page of each layout at phone width, JS on and off: no console error, content and navigation without JS; one page of each kind passes axe in both colour modes', async () => {
  assert.deepEqual((await runCrawls()).phone, []);
});

test('layout gate: every layout kind at 390 and 1280 px, light and dark, JS on and off, and every table at both widths, loads and is probed', async () => {
  assert.deepEqual((await runCrawls()).layout.errors, []);
});

for (const check of Object.keys(CHECK_TITLES) as CheckId[]) {
  test(`layout gate, check ${CHECK_TITLES[check]}`, async () => {
    const lines = (await runCrawls()).layout.report(check);
    assert.equal(lines.length, 0, `${lines.length} failures of check ${CHECK_TITLES[check]}:\n${lines.join('\n')}`);
  });
}

test('the budget measurement sees React when a page hydrates a React island; a page loading more than its kind allows fails, named', async () => {
  const page = await env.tab({ viewport: { width: 1280, height: 900 } });
  await page.goto(env.url + '/docs/v3/GSAP/gsap.to()', { waitUntil: 'networkidle' });
  await page.locator('aside.sidebar').hover();
  await page.locator('gsite-island[data-island="sidebar-tree"][data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  // The crawl's own reading of a page's loads.
  const { js } = loadedSizes(await documentLoads(page));
  const total = [...js.values()].reduce((a, b) => a + b, 0);
  // React DOM alone is well over 40 KB gzipped; a smaller total means the walk missed it.
  assert.ok(total > 40 * KB, `only ${fmt(total)} seen: ${listSizes(js)}`);
  // Seeded: a docs page that loaded the site's largest scripts (Playtime's editor among them).
  const doc = pages.find((p) => p.kind === 'doc')!;
  const scripts = fs.readdirSync(path.join(BUILD_DIR, 'assets'), { recursive: true }).map(String).filter((f) => f.endsWith('.js')).map((f) => `/assets/${f}`);
  const heavy = [...loadedSizes(scripts).js].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([p]) => p);
  const found = loadBudgetFailures(doc, heavy);
  assert.equal(found.length, 1, found.join('\n'));
  assert.ok(found[0]!.startsWith(`${doc.file}: JS before interaction`) && found[0]!.endsWith(`> ${fmt(BUDGETS.doc!.js)}: ${listSizes(loadedSizes(heavy).js)}`), found[0]);
});

/**
 * Islands whose shipped code (the entry and every chunk it imports) reads prefers-reduced-motion:
 * only their code runs another way when motion is allowed (CSS transitions log no errors).
 */
function islandsReadingMotion(): Set<string> {
  const entries = new Map<string, string>();
  for (const p of pages) for (const island of islandsOn(p.html)) if (island.src) entries.set(island.name, island.src);
  const reads = (file: string, seen = new Set<string>()): boolean => {
    if (seen.has(file)) return false;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    if (code.includes('prefers-reduced-motion')) return true;
    return [...code.matchAll(/(?:from|import\()\s*"(\.{1,2}\/[^"]+\.js)"/g)].some((m) => reads(path.resolve(path.dirname(file), m[1]!), seen));
  };
  return new Set([...entries].filter(([, src]) => reads(path.join(BUILD_DIR, decodeURIComponent(src.replace(/^\//, ''))))).map(([name]) => name));
}

test('one page of each set of islands that read prefers-reduced-motion runs with motion allowed: no console error, islands wake', async () => {
  const motion = islandsReadingMotion();
  // The walk must find the islands known to read it, or this test would quietly visit nothing.
  for (const name of ['gsap-demo', 'sidebar-tree', 'hero-motion', 'tool-hero']) assert.ok(motion.has(name), `${name} reads prefers-reduced-motion (found: ${[...motion].join(', ')})`);
  const motionSet = (p: BuiltPage) => [...new Set(islandsOn(p.html).map((i) => i.name))].filter((n) => motion.has(n)).sort().join('+');
  const moving = pages.filter(motionSet);
  // Under test:full every page with such an island; otherwise the first page of each set.
  const firstOfSet = new Map<string, BuiltPage>();
  for (const p of moving) if (!firstOfSet.has(motionSet(p))) firstOfSet.set(motionSet(p), p);
  const visit = selection.full ? moving : [...firstOfSet.values()];
  const failures = await crawlPages({ browser: env.browser, origin: env.url, urls: visit.map((p) => p.url), reducedMotion: 'no-preference' });
  assert.deepEqual(failures, []);
});

test('the server sends the security headers of the build\'s _headers file', async () => {
  const res = await fetch(`${env.url}/docs/v3/`);
  const csp = res.headers.get('content-security-policy') ?? '';
  assert.match(csp, /script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  assert.doesNotMatch(csp.match(/script-src[^;]*/)![0], /unsafe-inline/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  assert.ok(res.headers.get('referrer-policy'));
  assert.ok(res.headers.get('permissions-policy'));
  assert.equal((await fetch(`${env.url}/_headers`)).status, 404, 'the headers file itself is not served');
});

for (const url of ['/', '/demos']) {
  test(`with reduced motion nothing on ${url} moves on its own`, async () => {
    const page = await env.tab({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
    await page.goto(env.url + url, { waitUntil: 'networkidle' });
    // Settled: fonts in, and every island that wakes without being scrolled to or touched awake.
    await page.evaluate(() => document.fonts.ready.then(() => null));
    await islandsAwake(page);
    // Motion that keeps going never settles. Compare the page across 30 frames: a running
    // animation changes it from frame to frame, a still page not at all.
    const first = await page.screenshot({ fullPage: true });
    await waitFrames(page, 30);
    const second = await page.screenshot({ fullPage: true });
    assert.ok(first.equals(second), `${url} changed within 30 frames with nothing touched`);
  });
}
