import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { GSITE_ROOT } from '../../cli/paths.ts';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';
import { builtPages, type BuiltPage } from '../helpers/built-pages.ts';
import { mapConcurrent, PAGE_CONCURRENCY } from '../helpers/concurrent.ts';
import { contentFeatures, fullRun, pagesToCrawl } from '../helpers/page-sample.ts';
import { offeredHeaderLinks, probeLayout, type CheckId, type Finding } from '../helpers/layout-probe.ts';

/**
 * The layout gate: one page of every layout ("kind") at phone and desktop width, in both colour
 * schemes, with JavaScript on and off, checked for what a reader notices at once: a page that
 * scrolls sideways, prose out of its column, a table that hides cells off to the side, header
 * controls drawn over each other, text a "hidden" class fails to hide, no table of contents on a
 * long phone page, lines too long to read, shadows of off-screen elements, and (without JS) a
 * page that makes the reader scroll past the navigation. Every table of every page is checked (past page-sample.ts's threshold: the sample's and the hardest)
 * at both widths. The probes live in ../helpers/layout-probe.ts; the self-tests first in this
 * file show each of them catching a seeded defect and passing its clean counterpart.
 *
 * Failures name the page, check, width, colour scheme and JS state, the element and its box;
 * all of them also go to test-artifacts/layout/failures.txt beside the screenshots.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
type Width = typeof PHONE | typeof DESKTOP;
type Scheme = 'light' | 'dark';
/** Screenshots for a reviewer (JS on, light), overwritten each run: of the pages that failed, of every kind and width under test:full. */
const ARTIFACTS = path.join(GSITE_ROOT, 'test-artifacts', 'layout');
/** Pages that also get a screenshot scrolled to their first table. */
const TABLE_SHOTS = new Set(['/docs/v3/GSAP/gsap.to()']);
/** Preferred representatives of their kind (the page with the big options table). */
const PREFERRED = new Set(['/docs/v3/GSAP/gsap.to()']);
/**
 * Pages whose layout is filled by a query: visited with one. Long hit titles and snippets are
 * what once pushed /search past a phone screen's edge.
 */
const VISIT_WITH = new Map([['/search', '/search?q=onComplete+callback+parameters']]);
/** At most this many findings of one check on one page are spelled out. */
const PER_PAGE = 8;

const CHECK_TITLES: Record<CheckId, string> = {
  overflow: '1 horizontal overflow',
  'table-cells': '2 table cells out of sight',
  'header-overlap': '3 overlapping header controls',
  'hidden-class': '4 text a hiding class does not hide',
  toc: '5 "On this page" on long reading pages at phone width',
  'line-length': '6 prose line length',
  'shadow-leak': '7 shadows of off-screen elements',
  'no-js-order': '8 no-JS phone page: content first, short header, reachable navigation',
};

const env = useBrowserAndSite();
const pages = builtPages();

// ---------- which pages: one per kind signature ----------

/**
 * The layout a page gets. Standalone and Markdown pages each have their own; docs pages differ
 * by collection and role (the collection's home, a category with pages below it, a leaf page);
 * blog lists differ between the main list and tag lists; Markdown pages by the content they hold.
 */
function kindSignature(page: BuiltPage, all: BuiltPage[]): string {
  if (page.kind === 'doc') {
    const home = /<nav class="breadcrumbs"[^>]*>\s*<ol>\s*<li>\s*<a href="([^"]+)"/.exec(page.html)?.[1] ?? `/${page.url.split('/')[1]}`;
    const norm = (u: string) => u.replace(/\/$/, '');
    const collection = norm(home).split('/').filter(Boolean)[0] ?? 'docs';
    const role = norm(page.url) === norm(home) ? 'home' : all.some((p) => p.url.startsWith(`${norm(page.url)}/`)) ? 'category' : 'page';
    return `doc/${collection}/${role}`;
  }
  if (page.kind === 'blog-list') return `blog-list/${page.url.startsWith('/blog/tags/') ? 'tag' : 'list'}`;
  if (['blog-post', 'blog-archive', 'blog-tags', 'not-found'].includes(page.kind)) return page.kind;
  // Markdown pages share one template: what differs is the kinds of content in them (a
  // reference table, a demo, code).
  if (page.kind === 'markdown-page') return `${page.kind}/${contentFeatures(page).join('+')}`;
  // kind-page (standalone: each its own template), anything new: every page its own layout.
  return `${page.kind}${page.url === '/' ? '/home' : page.url.replace(/\/$/, '')}`;
}

/**
 * The pages whose tables are probed at both widths: every page with a table while the site is
 * small or under `npm run test:full` (page-sample.ts decides), else the table pages of the crawl
 * sample plus those whose tables are hardest to fit: most columns, then the longest code in a cell.
 */
function tablesToProbe(all: BuiltPage[]): BuiltPage[] {
  const withTables = all.filter((p) => /<table[\s>]/.test(p.html));
  const selection = pagesToCrawl(all);
  if (selection.full) return withTables;
  const hardness = (p: BuiltPage) => {
    const columns = Math.max(...[...p.html.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => (m[1]!.match(/<t[hd][\s>]/g) ?? []).length));
    const code = Math.max(0, ...[...p.html.matchAll(/<td[^>]*>[\s\S]*?<code[^>]*>([\s\S]*?)<\/code>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').length));
    return columns * 1000 + code;
  };
  const hardest = [...withTables].sort((a, b) => hardness(b) - hardness(a)).slice(0, HARDEST_TABLE_PAGES);
  return withTables.filter((p) => hardest.includes(p) || selection.pages.includes(p));
}
/** Table pages probed beyond the sample when the site is past page-sample.ts's threshold. */
const HARDEST_TABLE_PAGES = 12;

const rows = (p: BuiltPage) => (p.html.match(/<tr[\s>]/g) ?? []).length;

/** One page per signature: a preferred one, else the one with the most table rows, else the first. */
function kindPages(all: BuiltPage[]): { signature: string; page: BuiltPage }[] {
  const chosen = new Map<string, BuiltPage>();
  for (const p of all) {
    const sig = kindSignature(p, all);
    const current = chosen.get(sig);
    if (!current || (!PREFERRED.has(current.url) && (PREFERRED.has(p.url) || rows(p) > rows(current)))) chosen.set(sig, p);
  }
  return [...chosen].map(([signature, page]) => ({ signature, page })).sort((a, b) => a.signature.localeCompare(b.signature));
}

const slug = (signature: string) => signature.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase();

// ---------- loading and settling ----------

async function newContext(width: Width, js: boolean): Promise<BrowserContext> {
  return env.browser.newContext({
    viewport: width,
    javaScriptEnabled: js,
    reducedMotion: 'reduce',
    ...(width === PHONE ? { isMobile: true, hasTouch: true } : {}),
  });
}

/**
 * Islands wake on load, when the browser is idle, or when they scroll into view: probe what a
 * visitor gets once those have hydrated (the search button's key hint, for one, appears then).
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })));
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('gsite-island:not([data-hydrated])')].every((island) => {
          const how = island.getAttribute('data-load') ?? 'idle';
          if (how === 'load' || how === 'idle') return false;
          if (how !== 'visible') return true;
          const box = getComputedStyle(island).display === 'contents' ? island.firstElementChild : island;
          if (!box || box.getClientRects().length === 0) return true;
          const r = box.getBoundingClientRect();
          return r.bottom < -200 || r.top > innerHeight + 200;
        }),
      null,
      { timeout: 3000, polling: 100 },
    )
    .catch(() => {});
  await page.evaluate(() =>
    Promise.race([Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))), new Promise((resolve) => setTimeout(resolve, 1500))]),
  );
}

async function load(page: Page, url: string, js: boolean): Promise<void> {
  await page.goto(env.url + (VISIT_WITH.get(url) ?? url), { waitUntil: js ? 'networkidle' : 'load' });
  if (js) await settle(page);
}

/** Same as the a11y gate: the page follows the system scheme, else it is loaded again in it. */
async function switchScheme(page: Page, scheme: Scheme, js: boolean): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  if (!js) return;
  const followed = await page
    .waitForFunction((s) => document.documentElement.dataset.theme === s, scheme, { timeout: 2000 })
    .then(() => true, () => false);
  if (!followed) {
    await page.reload({ waitUntil: 'networkidle' });
  }
  await settle(page);
}

// ---------- the run ----------

interface Located extends Finding {
  url: string;
  width: number;
  scheme: Scheme;
  js: boolean;
}

interface GateResult {
  findings: Located[];
  errors: string[];
}

/** Everything the gate found, run once and shared by the tests below. */
let gate: Promise<GateResult> | undefined;
const runGate = () => (gate ??= run());

async function run(): Promise<GateResult> {
  const started = Date.now();
  const chosen = kindPages(pages);
  const tablePages = tablesToProbe(pages);
  console.log(`layout gate: ${chosen.length} page kinds (of ${pages.length} pages), tables of ${tablePages.length} pages`);
  for (const { signature, page } of chosen) console.log(`  ${signature.padEnd(28)} ${page.url}`);
  fs.rmSync(ARTIFACTS, { recursive: true, force: true });
  fs.mkdirSync(ARTIFACTS, { recursive: true });

  const findings: Located[] = [];
  const errors: string[] = [];
  /** url → the header links offered at desktop width with JS on (what no-JS phones must reach). */
  const navLinks = new Map<string, string[]>();

  const kindPass = async (width: Width, js: boolean, context: BrowserContext) => {
    const t0 = Date.now();
    const phone = width === PHONE;
    const tabs: Page[] = await Promise.all(Array.from({ length: Math.min(PAGE_CONCURRENCY, chosen.length) }, () => context.newPage()));
    await mapConcurrent(chosen, PAGE_CONCURRENCY, async ({ signature, page: p }) => {
      const tab = tabs.pop()!;
      try {
        const light: CheckId[] = ['overflow', 'header-overlap', 'hidden-class', 'line-length', 'shadow-leak'];
        if (phone) light.push('toc');
        if (phone && !js) light.push('no-js-order');
        await tab.emulateMedia({ colorScheme: 'light' });
        await load(tab, p.url, js);
        const at = (scheme: Scheme) => (f: Finding): Located => ({ ...f, url: p.url, width: width.width, scheme, js });
        const found = (await probeLayout(tab, { checks: light, navHrefs: navLinks.get(p.url) })).map(at('light'));
        findings.push(...found);
        if (js && !phone) navLinks.set(p.url, await offeredHeaderLinks(tab));
        // A screenshot (a fifth of a page load) where a reviewer needs one: a page that failed
        // here, and every layout under npm run test:full.
        if (js && (found.length > 0 || fullRun())) {
          const base = path.join(ARTIFACTS, `${slug(signature)}-${width.width}`);
          await tab.screenshot({ path: `${base}.png` });
          if (TABLE_SHOTS.has(p.url)) {
            await tab.evaluate(() => {
              const t = document.querySelector('main table');
              if (t) window.scrollTo(0, t.getBoundingClientRect().top + window.scrollY - 200);
            });
            await tab.screenshot({ path: `${base}-table.png` });
          }
        }
        // Colour scheme barely moves layout: dark gets the overflow and header checks.
        await switchScheme(tab, 'dark', js);
        findings.push(...(await probeLayout(tab, { checks: ['overflow', 'header-overlap'] })).map(at('dark')));
      } catch (e) {
        errors.push(`${p.url} (${width.width}px, JS ${js ? 'on' : 'off'}): ${(e as Error).message.split('\n')[0]}`);
      } finally {
        tabs.push(tab);
      }
    });
    await Promise.all(tabs.map((t) => t.close()));
    console.log(`  ${width.width}px JS ${js ? 'on ' : 'off'}: ${chosen.length} kinds × 2 schemes in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  };

  /**
   * The tables (tablesToProbe), JS off. One load per page: probed at phone width, then the same
   * tab is widened to desktop size and probed again (a relayout costs a fifth of a load; the
   * results match a desktop context's, checked when this gate was written).
   */
  const tablePass = async (context: BrowserContext) => {
    const t0 = Date.now();
    const tabs: Page[] = await Promise.all(Array.from({ length: PAGE_CONCURRENCY }, () => context.newPage()));
    await mapConcurrent(tablePages, PAGE_CONCURRENCY, async (p) => {
      const tab = tabs.pop()!;
      try {
        await tab.setViewportSize(PHONE);
        await load(tab, p.url, false);
        for (const width of [PHONE, DESKTOP]) {
          if (width !== PHONE) await tab.setViewportSize(width);
          findings.push(...(await probeLayout(tab, { checks: ['table-cells'] })).map((f): Located => ({ ...f, url: p.url, width: width.width, scheme: 'light', js: false })));
        }
      } catch (e) {
        errors.push(`${p.url} (tables): ${(e as Error).message.split('\n')[0]}`);
      } finally {
        tabs.push(tab);
      }
    });
    await Promise.all(tabs.map((t) => t.close()));
    console.log(`  tables at 390 and 1280px (JS off): ${tablePages.length} pages in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  };

  const contexts = {
    desktopOn: await newContext(DESKTOP, true),
    desktopOff: await newContext(DESKTOP, false),
    phoneOn: await newContext(PHONE, true),
    phoneOff: await newContext(PHONE, false),
  };
  // JS-on passes mostly wait (network idle, idle callbacks): each runs beside a pass that
  // keeps the CPU busy. Desktop with JS comes before the no-JS phone pass: it records the
  // header links that pass looks for.
  await Promise.all([kindPass(DESKTOP, true, contexts.desktopOn), tablePass(contexts.phoneOff)]);
  await Promise.all([kindPass(PHONE, true, contexts.phoneOn), kindPass(DESKTOP, false, contexts.desktopOff)]);
  await kindPass(PHONE, false, contexts.phoneOff);
  await Promise.all(Object.values(contexts).map((c) => c.close()));
  console.log(`layout gate: ${findings.length} findings in ${((Date.now() - started) / 1000).toFixed(1)} s; failures and their screenshots in ${ARTIFACTS}`);
  fs.writeFileSync(path.join(ARTIFACTS, 'failures.txt'), (Object.keys(CHECK_TITLES) as CheckId[]).map((c) => `## ${CHECK_TITLES[c]}\n${report(findings, c).join('\n')}\n`).join('\n'));
  return { findings, errors };
}

/**
 * Readable failure lines for one check: the same element failing the same way in several
 * states (light and dark, JS on and off) is one line naming them all; a page with many
 * failures of one check shows the first few and a count.
 */
function report(findings: Located[], check: CheckId): string[] {
  const merged = new Map<string, { f: Located; states: Set<string> }>();
  for (const f of findings.filter((x) => x.check === check)) {
    const key = `${f.url}\u0000${f.width}\u0000${f.element}\u0000${f.detail}`;
    const entry = merged.get(key) ?? { f, states: new Set<string>() };
    entry.states.add(`${f.scheme}/JS ${f.js ? 'on' : 'off'}`);
    merged.set(key, entry);
  }
  const lines: string[] = [];
  const perPage = new Map<string, number>();
  for (const { f, states } of merged.values()) {
    const pageKey = `${f.url} ${f.width}`;
    const n = (perPage.get(pageKey) ?? 0) + 1;
    perPage.set(pageKey, n);
    if (n > PER_PAGE) continue;
    const { x, y, width, height } = f.box;
    lines.push(`${f.url} [${check}] ${f.width}px ${[...states].join(', ')}: ${f.element} @ (${x}, ${y}) ${width}×${height}: ${f.detail}`);
  }
  for (const [pageKey, n] of perPage) if (n > PER_PAGE) lines.push(`${pageKey.replace(/ (\d+)$/, ' $1px')} [${check}]: …and ${n - PER_PAGE} more`);
  return lines.sort();
}

// ---------- self-test: each probe catches its seeded defect, and passes the clean page ----------

const VIEWPORT_META = '<meta name="viewport" content="width=device-width, initial-scale=1">';
const BASE_CSS = 'body { margin: 0; font: 16px/1.5 sans-serif; } main { display: block; padding: 0 16px; } header.navbar { display: flex; gap: 8px; align-items: center; padding: 8px; }';
const LONG_TEXT = 'Animate anything with a tween that moves from where an element is to where you want it to be, over time, with an ease. '.repeat(8);

/** Runs one probe on a page made of `body` and `css`, at `width`. */
async function probe(width: Width, check: CheckId, body: string, css = '', navHrefs?: string[]): Promise<Finding[]> {
  const page = await env.tab({ viewport: width, ...(width === PHONE ? { isMobile: true, hasTouch: true } : {}) });
  await page.setContent(`<!doctype html><html lang="en"><head>${VIEWPORT_META}<style>${BASE_CSS}${css}</style></head><body>${body}</body></html>`);
  // The content keeps the tab's address (the pool's page between tests): links resolve against it.
  const found = await probeLayout(page, { checks: [check], navHrefs: navHrefs?.map((h) => new URL(h, page.url()).href) });
  await env.release(page);
  return found;
}

function expectFound(found: Finding[], pattern: RegExp, what: string) {
  assert.ok(
    found.some((f) => pattern.test(`${f.element} ${f.detail}`)),
    `the probe should report ${what}; it reported:\n${found.map((f) => `${f.element}: ${f.detail}`).join('\n') || '(nothing)'}`,
  );
}
const expectClean = (found: Finding[], what: string) => assert.deepEqual(found.map((f) => `${f.element}: ${f.detail}`), [], `${what} should pass`);

const WIDE_TABLE = `<table><tr><th>property</th><th>type</th><th>description</th></tr>${'<tr><td style="white-space:nowrap">transformOrigin</td><td>String</td><td style="white-space:nowrap">Sets the origin around which all transforms occur, for example "left top" or "50% 50%".</td></tr>'.repeat(3)}</table>`;
const NARROW_TABLE = `<table><tr><th>property</th><th>description</th></tr>${'<tr><td>x</td><td>Moves the element sideways, in px unless you give a unit.</td></tr>'.repeat(3)}</table>`;
const HIDDEN_CSS = '.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; } .offscreen { position: absolute; left: -9999px; } .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }';

test('self-test 1: the overflow probe catches a too-wide paragraph, a long word and a scroller without tabindex, and passes a focusable table scroller', async () => {
  const bad = await probe(PHONE, 'overflow', `<main><p style="width:2000px">${LONG_TEXT}</p><p>transformOriginPerspectiveSmoothOriginForce3DAutoRoundPropsImmediateRender</p><div style="overflow-x:auto">${WIDE_TABLE}</div></main>`);
  expectFound(bad, /^html.*scrolls sideways/, 'the document scrolling sideways');
  expectFound(bad, /^main > p "Animate.*right edge 2016px beyond its column main/, 'the 2000px paragraph');
  expectFound(bad, /^main > p "transformOrigin.*right edge/, 'the long unbreakable word');
  expectFound(bad, /cannot be scrolled by keyboard/, 'a scroller without tabindex');
  const clean = await probe(PHONE, 'overflow', `<main><p>${LONG_TEXT}</p><div class="table-scroll" tabindex="0" style="overflow-x:auto">${WIDE_TABLE}</div><pre tabindex="0" style="overflow-x:auto">${'gsap.to(".box", { x: 100 }); '.repeat(6)}</pre></main>`);
  expectClean(clean, 'a page whose wide table and code scroll in focusable scrollers');
});

test('self-test 2: the table probe catches cells that need sideways scrolling and passes a table that fits', async () => {
  const inScroller = await probe(PHONE, 'table-cells', `<main><div class="table-scroll" tabindex="0" style="overflow-x:auto">${WIDE_TABLE}</div></main>`);
  expectFound(inScroller, /lie outside the visible 16px–374px/, 'cells hidden to the right of their scroller');
  const bare = await probe(DESKTOP, 'table-cells', `<main>${WIDE_TABLE.replace('<table>', '<table style="width:1500px">')}</main>`);
  expectFound(bare, /lie outside the visible 0px–1280px/, 'cells beyond the viewport');
  const clipped = await probe(PHONE, 'table-cells', `<main><table style="table-layout:fixed;width:100%"><tr><td style="overflow:hidden;white-space:nowrap">${LONG_TEXT}</td><td>b</td></tr></table></main>`);
  expectFound(clipped, /content is wider than the cell/, 'a cell clipping its content');
  // Cells scrolled entirely out of their scroller's box count too (they are not "hidden").
  const farCells = `<table><tr>${'<td style="min-width:300px">wide column</td>'.repeat(4)}</tr></table>`;
  expectFound(await probe(PHONE, 'table-cells', `<main><div class="table-scroll" tabindex="0" style="overflow-x:auto">${farCells}</div></main>`), /3 of 4 cells/, 'cells entirely beyond the scroller');
  const hiddenHeader = NARROW_TABLE.replace('<th>description</th>', '<th class="sr-only">description</th>');
  expectClean(await probe(PHONE, 'table-cells', `<main><div class="table-scroll" tabindex="0" style="overflow-x:auto">${hiddenHeader}</div></main>`, HIDDEN_CSS), 'a table that fits, with a visually hidden header cell');
});

test('self-test 3: the header probe catches a key hint over a round button, a label spilling out of one, and controls on top of each other', async () => {
  const css = '.round { position: relative; width: 36px; height: 36px; border-radius: 50%; padding: 0; }';
  const bad = await probe(
    PHONE,
    'header-overlap',
    `<header class="navbar"><a href="/">Home</a><a href="/search" class="round" style="display:inline-block">🔍<kbd style="position:absolute;left:10px;top:4px;white-space:nowrap">Ctrl K</kbd></a><button class="round" style="white-space:nowrap">Switch colour mode</button><span style="position:relative"><a href="/docs">Docs</a><button style="position:absolute;left:0;top:0">Menu</button></span></header>`,
    css,
  );
  expectFound(bad, /kbd.*spills out/, 'the key hint drawn past the search icon');
  expectFound(bad, /Switch colour mode.*text "Switch colour mode".*spills out/, 'the label spilling out of the round button');
  expectFound(bad, /a "Docs".*covered by .*button "Menu"/, 'a link covered by a button');
  expectFound(bad, /overlaps/, 'two overlapping controls');
  const clean = await probe(PHONE, 'header-overlap', `<header class="navbar"><a href="/">Home</a><a href="/search" class="round" style="display:inline-grid;place-items:center" aria-label="Search">🔍</a><button>Menu</button></header>`, css);
  expectClean(clean, 'a header whose controls sit side by side');
});

test('self-test 4: the hidden-class probe catches a visually-hidden span with no CSS and passes real hiding patterns', async () => {
  const bad = await probe(DESKTOP, 'hidden-class', '<main><h1>Text<span class="visually-hidden">Text</span></h1></main>');
  expectFound(bad, /span\.visually-hidden "Text".*has class "visually-hidden" but shows/, 'the unstyled visually-hidden span');
  const clean = await probe(DESKTOP, 'hidden-class', '<main><h1>Text<span class="visually-hidden">plugin</span></h1><a class="offscreen" href="#x">Skip</a><span class="sr-only">Messages</span><p class="hidden" hidden>gone</p></main>', HIDDEN_CSS);
  expectClean(clean, 'clip-, off-screen- and clip-path-hidden text');
});

test('self-test 5: the table-of-contents probe catches a long phone page whose "On this page" has no box, and passes a collapsible one at the top', async () => {
  const sections = ['Usage', 'Parameters', 'Details', 'Returns'].map((h) => `<h2 id="${h.toLowerCase()}">${h}</h2><p>${LONG_TEXT.repeat(2)}</p>`).join('');
  const bad = await probe(PHONE, 'toc', `<main><h1>gsap.to()</h1><article class="markdown">${sections}</article><div style="display:none"><nav>On this page</nav></div></main>`);
  expectFound(bad, /shows no "On this page"/, 'the missing table of contents');
  const clean = await probe(PHONE, 'toc', `<main><h1>gsap.to()</h1><details><summary>On this page</summary><a href="#usage">Usage</a></details><article class="markdown">${sections}</article></main>`);
  expectClean(clean, 'a collapsible "On this page" at the top');
});

test('self-test 6: the line-length probe catches 1,100px lines and passes a 65ch column', async () => {
  const bad = await probe(DESKTOP, 'line-length', `<main><p style="width:1100px">${LONG_TEXT}</p></main>`);
  expectFound(bad, /characters per line/, 'the long lines');
  expectClean(await probe(DESKTOP, 'line-length', `<main><p style="max-width:65ch">${LONG_TEXT}</p><p style="width:1100px">Short.</p></main>`), 'a 65ch paragraph');
});

test('self-test 7: the shadow probe catches an off-screen skip link casting a shadow into view, and passes one without', async () => {
  const css = '.skip-link { position: absolute; left: 8px; top: -100px; height: 40px; padding: 8px; background: #000; color: #fff; }';
  const bad = await probe(DESKTOP, 'shadow-leak', '<a class="skip-link" href="#main" style="box-shadow: 0 20px 60px rgba(0,0,0,.5)">Skip to main content</a><main id="main"><p>Text</p></main>', css);
  expectFound(bad, /skip-link.*box-shadow/, 'the skip link shadow');
  const clean = await probe(DESKTOP, 'shadow-leak', '<a class="skip-link" href="#main" style="box-shadow: 0 2px 6px rgba(0,0,0,.5)">Skip to main content</a><a class="skip-link" href="#main" style="box-shadow: 0 20px 60px rgba(0,0,0,.5); top: -300px">Skip</a><main id="main"><p>Text</p></main>', css);
  expectClean(clean, 'off-screen elements whose shadows stay out of view');
});

test('self-test 8: the no-JS probe catches main content pushed below a tall header and unreachable header links, and passes a compact page', async () => {
  const links = Array.from({ length: 24 }, (_, i) => `<a style="display:block;padding:12px" href="/section-${i}">Section ${i}</a>`).join('');
  const bad = await probe(PHONE, 'no-js-order', `<header class="navbar" style="display:block">${links}<a href="/pricing" style="display:none">Pricing</a></header><main><h1>Title</h1><p>Text</p></main>`, '', ['/section-1', '/pricing', '/missing']);
  expectFound(bad, /main content starts at y/, 'the heading below 1.2 screens');
  expectFound(bad, /the header is \d+px tall/, 'the tall header');
  expectFound(bad, /\/pricing has no reachable copy.*present but not reachable/, 'the display:none header link');
  expectFound(bad, /\/missing has no reachable copy.*not in the page/, 'the link that is gone');
  assert.ok(!bad.some((f) => f.detail.includes('/section-1')), 'a visible header link is reachable');
  const clean = await probe(
    PHONE,
    'no-js-order',
    '<header class="navbar"><a href="/">Home</a><details><summary>Menu</summary><a href="/pricing">Pricing</a></details></header><main><h1>Title</h1><p>Text</p></main><footer><a href="/docs">Docs</a></footer>',
    '',
    ['/', '/pricing', '/docs'],
  );
  expectClean(clean, 'a compact page whose links sit in the header, a menu and the footer');
});

// ---------- the tests ----------

test('layout gate: every page kind at 390 and 1280 px, light and dark, JS on and off, and every table at both widths, loads and is probed', async () => {
  const { errors } = await runGate();
  assert.deepEqual(errors, []);
});

after(() => {
  if (gate) console.log(`layout gate: failures.txt and screenshots in ${ARTIFACTS}`);
});

for (const check of Object.keys(CHECK_TITLES) as CheckId[]) {
  test(`layout gate, check ${CHECK_TITLES[check]}`, async () => {
    const lines = report((await runGate()).findings, check);
    assert.equal(lines.length, 0, `${lines.length} failures of check ${CHECK_TITLES[check]}:\n${lines.join('\n')}`);
  });
}
