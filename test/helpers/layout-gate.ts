import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { GSITE_ROOT } from '../../cli/paths.ts';
import type { BuiltPage } from './built-pages.ts';
import { offeredHeaderLinks, probeLayout, type CheckId, type Finding } from './layout-probe.ts';
import { DESKTOP, PHONE, visitInTabs, type Inspected, type Scheme } from './page-crawl.ts';
import { contentFeatures, fullRun, pagesToCrawl } from './page-sample.ts';

/**
 * The layout gate: one page of every layout ("kind") at phone and desktop width, in both colour
 * schemes, with JavaScript on and off, checked for what a reader notices at once: a page that
 * scrolls sideways, prose out of its column, a table that hides cells off to the side, header
 * controls drawn over each other, text a "hidden" class fails to hide, no table of contents on a
 * long phone page, lines too long to read, shadows of off-screen elements, and (without JS) a
 * page that makes the reader scroll past the navigation. Every table of every page is checked
 * (past page-sample.ts's threshold: the sample's and the hardest) at both widths.
 *
 * The gate loads no page of its own but for the tables: its probes (layout-probe.ts) run inside
 * the per-page crawl's visits (page-crawl.ts `inspect`), which load those pages anyway at the
 * same widths and settings (test/gates/pages.test.ts). Findings name the page, check, width,
 * colour scheme and JS state, the element and its box; all of them also go to
 * test-artifacts/layout/failures.txt beside the screenshots.
 */

export type Width = typeof PHONE | typeof DESKTOP;

export const CHECK_TITLES: Record<CheckId, string> = {
  overflow: '1 horizontal overflow',
  'table-cells': '2 table cells out of sight',
  'header-overlap': '3 overlapping header controls',
  'hidden-class': '4 text a hiding class does not hide',
  toc: '5 "On this page" on long reading pages at phone width',
  'line-length': '6 prose line length',
  'shadow-leak': '7 shadows of off-screen elements',
  'no-js-order': '8 no-JS phone page: content first, short header, reachable navigation',
};

/** Screenshots for a reviewer (JS on, light), overwritten each run: of the pages that failed, of every kind and width under test:full. */
export const ARTIFACTS = path.join(GSITE_ROOT, 'test-artifacts', 'layout');
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
/** Table pages probed beyond the sample when the site is past page-sample.ts's threshold. */
const HARDEST_TABLE_PAGES = 12;

// ---------- which pages: one per layout kind ----------

/**
 * The layout a page gets. Standalone and Markdown pages each have their own; docs pages differ
 * by collection and role (the collection's home, a category with pages below it, a leaf page);
 * blog lists differ between the main list and tag lists; Markdown pages by the content they hold.
 */
function layoutKind(page: BuiltPage, all: BuiltPage[]): string {
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

const rows = (p: BuiltPage) => (p.html.match(/<tr[\s>]/g) ?? []).length;

/** One page per layout kind: a preferred one, else the one with the most table rows, else the first. */
function kindPages(all: BuiltPage[]): { kind: string; page: BuiltPage }[] {
  const chosen = new Map<string, BuiltPage>();
  for (const p of all) {
    const kind = layoutKind(p, all);
    const current = chosen.get(kind);
    if (!current || (!PREFERRED.has(current.url) && (PREFERRED.has(p.url) || rows(p) > rows(current)))) chosen.set(kind, p);
  }
  return [...chosen].map(([kind, page]) => ({ kind, page })).sort((a, b) => a.kind.localeCompare(b.kind));
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

const slug = (kind: string) => kind.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase();

// ---------- settling ----------

/**
 * Islands wake on load, when the browser is idle, or when they scroll into view: probe what a
 * visitor gets once those have hydrated (the search button's key hint, for one, appears then).
 */
async function settle(page: Page): Promise<void> {
  // The crawl waited for an idle moment and finished animations before each inspection; what
  // is left is islands that wake later (scrolled near, idle after the network quieted).
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
    // A page whose islands never all wake is the crawl's failure to report; probe what is there.
    .catch(() => {});
  await page.evaluate(() =>
    Promise.race([Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))), new Promise((resolve) => setTimeout(resolve, 1500))]),
  );
}

// ---------- the gate ----------

export interface Located extends Finding {
  url: string;
  width: number;
  scheme: Scheme;
  js: boolean;
}

export interface LayoutGate {
  /** The addresses the crawl visits for the gate at each width (one page per layout kind, some with a query), and their built pages. */
  readonly pageAt: Map<string, BuiltPage>;
  /**
   * The crawl's `inspect` hook at `width`: probes the gate's pages, JS on and off, light and
   * dark. Desktop with JS must run before phone without JS: it records the header links
   * offered there, which the no-JS phone page must let a reader reach.
   */
  inspect(width: Width): (page: Page, at: Inspected) => Promise<void>;
  /** The tables (tablesToProbe), JS off, in a context of its own, at both widths. */
  probeTables(browser: Browser, origin: string): Promise<void>;
  readonly findings: Located[];
  /** Pages the gate could not probe, named with width and state. */
  readonly errors: string[];
  /** Writes failures.txt; the lines of each check's failures are `report(check)`. */
  finish(): void;
  report(check: CheckId): string[];
}

export function layoutGate(pages: BuiltPage[]): LayoutGate {
  const chosen = kindPages(pages);
  const tablePages = tablesToProbe(pages);
  const pageAt = new Map(chosen.map(({ page }) => [VISIT_WITH.get(page.url) ?? page.url, page]));
  const kindOf = new Map(chosen.map(({ kind, page }) => [page, kind]));
  const findings: Located[] = [];
  const errors: string[] = [];
  /** url → the header links offered at desktop width with JS on (what no-JS phones must reach). */
  const navLinks = new Map<string, string[]>();
  /** `url width scheme js` of every state probed: a page the crawl never showed the gate is an error, not a pass. */
  const probed = new Set<string>();
  const stateKey = (url: string, width: Width, scheme: Scheme, js: boolean) => `${url} at ${width.width}px, ${scheme}, JS ${js ? 'on' : 'off'}`;
  console.log(`layout gate: ${chosen.length} page kinds (of ${pages.length} pages), tables of ${tablePages.length} pages`);
  for (const { kind, page } of chosen) console.log(`  ${kind.padEnd(28)} ${page.url}`);
  fs.rmSync(ARTIFACTS, { recursive: true, force: true });
  fs.mkdirSync(ARTIFACTS, { recursive: true });

  const inspect = (width: Width) => async (tab: Page, { url, scheme, js }: Inspected) => {
    const p = pageAt.get(url);
    if (!p) return;
    const phone = width === PHONE;
    try {
      // As a reader sees it once fonts and styles are in: the network quiet, islands awake.
      if (js) {
        await tab.waitForLoadState('networkidle');
        await settle(tab);
      }
      const at = (f: Finding): Located => ({ ...f, url: p.url, width: width.width, scheme, js });
      // Colour scheme barely moves layout: dark gets the overflow and header checks.
      if (scheme === 'dark') {
        findings.push(...(await probeLayout(tab, { checks: ['overflow', 'header-overlap'] })).map(at));
        probed.add(stateKey(url, width, scheme, js));
        return;
      }
      const checks: CheckId[] = ['overflow', 'header-overlap', 'hidden-class', 'line-length', 'shadow-leak'];
      if (phone) checks.push('toc');
      if (phone && !js) {
        checks.push('no-js-order');
        if (!navLinks.has(p.url)) throw new Error('no header links recorded at desktop width with JS on (that pass runs first)');
      }
      const found = (await probeLayout(tab, { checks, navHrefs: navLinks.get(p.url) })).map(at);
      findings.push(...found);
      probed.add(stateKey(url, width, scheme, js));
      if (js && !phone) navLinks.set(p.url, await offeredHeaderLinks(tab));
      // A screenshot (a fifth of a page load) where a reviewer needs one: a page that failed
      // here, and every layout under npm run test:full.
      if (js && (found.length > 0 || fullRun())) {
        const base = path.join(ARTIFACTS, `${slug(kindOf.get(p)!)}-${width.width}`);
        await tab.screenshot({ path: `${base}.png` });
        if (TABLE_SHOTS.has(p.url)) {
          await tab.evaluate(() => {
            const t = document.querySelector('main table');
            if (t) window.scrollTo(0, t.getBoundingClientRect().top + window.scrollY - 200);
          });
          await tab.screenshot({ path: `${base}-table.png` });
        }
      }
    } catch (e) {
      errors.push(`${p.url} (${width.width}px, JS ${js ? 'on' : 'off'}, ${scheme}): ${(e as Error).message.split('\n')[0]}`);
    }
  };

  /**
   * One load per page: probed at phone width, then the same tab is widened to desktop size and
   * probed again (a relayout costs a fifth of a load; the results match a desktop context's,
   * checked when this gate was written).
   */
  const probeTables = async (browser: Browser, origin: string) => {
    const t0 = Date.now();
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false, reducedMotion: 'reduce', isMobile: true, hasTouch: true });
    await visitInTabs(context, tablePages, async (tab, p) => {
      try {
        await tab.setViewportSize(PHONE);
        await tab.goto(origin + p.url, { waitUntil: 'load' });
        for (const width of [PHONE, DESKTOP]) {
          if (width !== PHONE) await tab.setViewportSize(width);
          findings.push(...(await probeLayout(tab, { checks: ['table-cells'] })).map((f): Located => ({ ...f, url: p.url, width: width.width, scheme: 'light', js: false })));
        }
      } catch (e) {
        errors.push(`${p.url} (tables): ${(e as Error).message.split('\n')[0]}`);
      }
    });
    await context.close();
    console.log(`  tables at 390 and 1280px (JS off): ${tablePages.length} pages in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  };

  const report = (check: CheckId) => reportLines(findings, check);
  return {
    pageAt,
    inspect,
    probeTables,
    findings,
    errors,
    report,
    finish() {
      for (const url of pageAt.keys()) {
        for (const width of [PHONE, DESKTOP]) {
          for (const scheme of ['light', 'dark'] as const) {
            for (const js of [true, false]) if (!probed.has(stateKey(url, width, scheme, js))) errors.push(`${stateKey(url, width, scheme, js)}: never probed`);
          }
        }
      }
      fs.writeFileSync(path.join(ARTIFACTS, 'failures.txt'), (Object.keys(CHECK_TITLES) as CheckId[]).map((c) => `## ${CHECK_TITLES[c]}\n${report(c).join('\n')}\n`).join('\n'));
      console.log(`layout gate: ${findings.length} findings; failures and their screenshots in ${ARTIFACTS}`);
    },
  };
}

/**
 * Readable failure lines for one check: the same element failing the same way in several
 * states (light and dark, JS on and off) is one line naming them all; a page with many
 * failures of one check shows the first few and a count.
 */
function reportLines(findings: Located[], check: CheckId): string[] {
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
