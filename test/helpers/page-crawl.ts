import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { mapConcurrent, PAGE_CONCURRENCY } from './concurrent.ts';
import { islandsAwake, within } from './page-waits.ts';
import { fullRun } from './page-sample.ts';

/** WCAG 2.2 AA, all of it that axe can check. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * Between the two colour modes only colours change, so the dark pass runs the colour rules;
 * the light pass runs everything.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

export type Scheme = 'light' | 'dark';
/** The longest one page's visit may take (axe in two modes included) before it counts as hung. */
const VISIT_LIMIT_MS = 90_000;
/** One axe run on a page: in which colour mode, with all rules or the colour rules only. */
export interface AxePass {
  scheme: Scheme;
  rules: 'all' | 'colour';
}

export interface CrawlOptions {
  browser: Browser;
  /** Origin of the served build, e.g. http://127.0.0.1:40123. */
  origin: string;
  /** Paths to visit (`/docs/v3/`, `/__not-found__` for the 404 page). */
  urls: string[];
  /** axe passes per page, in one visit; none to check only the runtime. */
  axe?: AxePass[];
  reducedMotion?: 'reduce' | 'no-preference';
  viewport?: { width: number; height: number };
  isMobile?: boolean;
  /** Also visit each page with JavaScript off (main content and navigation must be there). */
  noJs?: boolean;
  /**
   * Called with the URL paths a page requested before any interaction (loaded, settled, its
   * idle islands awake and the network quiet), before axe and the crawl scroll and hover it.
   */
  beforeInteraction?: (url: string, paths: string[]) => void;
  /**
   * The pages checked in full (default: every page): the axe passes, then scrolled and one
   * island of each name that waits for interaction hovered, failing if none of their islands
   * came to life. The others are only inspected, their console and errors watched.
   */
  checkOn?: (url: string) => boolean;
  /**
   * Looks at each settled page before anything scrolls or hovers it, in light then dark mode
   * (each before that mode's axe pass), and with `noJs` again without JavaScript: other
   * per-page checks (the layout probes) ride on the crawl's visits instead of loading every
   * page again. What it finds it keeps; a throw fails the visit.
   */
  inspect?: (page: Page, at: Inspected) => Promise<void>;
}

/** Where an `inspect` call finds the page. */
export interface Inspected {
  url: string;
  scheme: Scheme;
  js: boolean;
}

/** The 404 page is served with status 404, which Chromium logs as a console error. */
const expectedConsole = (url: string, text: string) => url === '/__not-found__' && /^Failed to load resource: the server responded with a status of 404/.test(text);

/**
 * Visits every page once and returns what went wrong, one line per problem, each naming the
 * page: console errors, uncaught exceptions and Content-Security-Policy violations; islands of
 * which none came to life (idle ones, visible ones after a scroll, and interaction ones after a
 * hover are woken); axe violations in each pass (the colour mode switched in the same visit,
 * as a visitor's system setting switches it); with `noJs`, pages without their main content or
 * navigation links when JavaScript is off. A few tabs navigate from page to page, which costs
 * far less than a fresh tab per page.
 */
export async function crawlPages(opts: CrawlOptions): Promise<string[]> {
  const failures: string[] = [];
  const context = await opts.browser.newContext({ viewport: opts.viewport ?? DESKTOP, isMobile: opts.isMobile, hasTouch: opts.isMobile, reducedMotion: opts.reducedMotion ?? 'reduce' });
  // axe is injected once per context, ahead of the page's own scripts, not per audit.
  if (opts.axe?.length) await context.addInitScript({ content: axe.source });
  // Room for every load of a large page in its Resource Timing list (250 by default).
  if (opts.beforeInteraction) await context.addInitScript({ content: 'performance.setResourceTimingBufferSize(5000);' });
  const tabs = await openTabs(context, opts.urls.length);
  await mapConcurrent(opts.urls, PAGE_CONCURRENCY, async (url) => {
    const tab = tabs.pop()!;
    tab.current = url;
    const t0 = performance.now();
    try {
      // A visit that never ends (a page-side wait that never resolves) fails naming the page.
      failures.push(...(await within(visit(tab.page, opts, url), VISIT_LIMIT_MS, `${url}: the visit`)));
      if (process.env.GSITE_TEST_VERBOSE) process.stderr.write(`crawl ${url} ${(performance.now() - t0).toFixed(0)} ms\n`);
    } catch (error) {
      failures.push(`${url}: the visit failed: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
      // The tab may still be stuck in that page: the next page gets a fresh one.
      failures.push(...tab.logged);
      await tab.page.close().catch(() => {});
      tabs.push(await newTab(context));
      return;
    }
    tabs.push(tab);
  });
  for (const tab of tabs) failures.push(...tab.logged);
  await context.close();
  if (opts.noJs) failures.push(...(await checkWithoutJs(opts)));
  return failures;
}

interface Tab {
  page: Page;
  /** The page this tab is on, for the console listeners. */
  current: string;
  logged: string[];
}

async function openTabs(context: BrowserContext, urls: number): Promise<Tab[]> {
  return Promise.all(Array.from({ length: Math.min(PAGE_CONCURRENCY, urls) }, () => newTab(context)));
}

/** A tab that records console errors, CSP reports and uncaught exceptions against the page it is on. */
async function newTab(context: BrowserContext): Promise<Tab> {
  const tab: Tab = { page: await context.newPage(), current: '', logged: [] };
  tab.page.on('console', (m) => {
    if ((m.type() === 'error' || /Content Security Policy/i.test(m.text())) && !expectedConsole(tab.current, m.text())) tab.logged.push(`${tab.current}: console: ${m.text()}`);
  });
  tab.page.on('pageerror', (e) => tab.logged.push(`${tab.current}: uncaught: ${e.message}`));
  return tab;
}

async function visit(page: Page, opts: CrawlOptions, url: string): Promise<string[]> {
  const failures: string[] = [];
  const full = opts.checkOn?.(url) !== false;
  const passes = full ? (opts.axe ?? []) : [];
  // The colour modes the page is seen in: those of its axe passes, both when it is inspected.
  const schemes: Scheme[] = opts.inspect ? ['light', 'dark'] : [...new Set(passes.map((p) => p.scheme))];
  if (schemes.length === 0) schemes.push('light');
  await page.emulateMedia({ colorScheme: schemes[0] });
  // The tab's last page left the mouse over an island it hovered; where a fresh tab has it, the
  // new page is not touched on arrival (an island there would wake as if the reader reached for it).
  await page.mouse.move(0, 0);
  await page.goto(opts.origin + url);
  // axe reads colours, so it waits for animations to end; the runtime check alone does not.
  await settle(page, passes.length > 0 || opts.inspect !== undefined);
  // Before axe: its contrast checks scroll the page, which wakes the islands that wait to be seen.
  if (opts.beforeInteraction) {
    await page.waitForLoadState('networkidle');
    opts.beforeInteraction(url, await documentLoads(page));
  }
  for (const [i, scheme] of schemes.entries()) {
    if (i > 0) await switchScheme(page, scheme);
    await opts.inspect?.(page, { url, scheme, js: true });
    for (const pass of passes.filter((p) => p.scheme === scheme)) {
      failures.push(...(await axeViolations(page, { rules: pass.rules })).map((v) => `${url} (${pass.scheme}): ${v}`));
    }
  }
  if (!full) return failures;
  // Wake every island: idle ones, visible ones (scroll), and those waiting for interaction.
  await page.mouse.wheel(0, 20000);
  // One island of each name is reached for (its code is what runs); every one under test:full.
  // The /demos grid has 35 previews that each play a demo on hover: hovering them all was a
  // third of this file's time.
  const reached = new Set<string>();
  for (const island of await page.locator('gsite-island[data-load="interaction"]').all()) {
    const name = (await island.getAttribute('data-island')) ?? '';
    if (!fullRun() && reached.has(name)) continue;
    reached.add(name);
    await island.hover({ force: true, timeout: 2000 }).catch(() => {});
  }
  await page.waitForLoadState('networkidle');
  const { cold, total } = await page.evaluate(() => ({
    cold: document.querySelectorAll('gsite-island:not([data-hydrated])').length,
    total: document.querySelectorAll('gsite-island').length,
  }));
  if (cold > 0 && cold === total) failures.push(`${url}: no island came to life (${total} on the page)`);
  return failures;
}

/**
 * URL paths of what the page's document has loaded so far: its own Resource Timing list (cache
 * hits included), not the tab's request events, which also carry what the tab's last page
 * started late (an island its final hover woke). Large pages need the context's init script
 * `performance.setResourceTimingBufferSize` (the list holds 250 by default).
 */
export function documentLoads(page: Page): Promise<string[]> {
  return page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
}

/** Islands wake when the browser is idle; check what a visitor gets once the page settled. */
async function settle(page: Page, animations = true): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })));
  if (!animations) return;
  // Running, finite animations only: a looping one (allowed when motion is) or a paused one
  // never finishes. Capped all the same: a page that never settles is a failure, not a hang.
  await within(
    page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => null)))),
    10_000,
    `${page.url()}: animations still running after 10 s`,
  );
}

/**
 * Puts a loaded page into `scheme`. The page follows the system colour scheme as it changes (the
 * theme switch listens to it), so this is the switch a visitor makes with the system setting;
 * a page that does not follow is loaded again in that scheme.
 */
async function switchScheme(page: Page, scheme: Scheme): Promise<void> {
  // The page follows through an island that wakes when the browser is idle, which a busy page
  // such as /playtime reaches late: switching before its islands are awake would wait in vain
  // and load the page again. A page whose islands never wake is the visit's own failure.
  await islandsAwake(page, { timeout: 5000 }).catch(() => {});
  await page.emulateMedia({ colorScheme: scheme });
  const followed = await page
    .waitForFunction((s) => document.documentElement.dataset.theme === s, scheme, { timeout: 2000 })
    .then(() => true, () => false);
  if (!followed) await page.reload();
  await settle(page);
  const theme = await page.evaluate(() => document.documentElement.dataset.theme);
  if (theme !== scheme) throw new Error(`${page.url()} shows the ${theme} theme under prefers-color-scheme: ${scheme}`);
}

/**
 * axe's violations on a page that has axe (a context init script: `axe.source`), one line each:
 * every WCAG 2.2 AA rule, or the colour rules only; on the whole document, or `within` one part
 * of it. The crawl and the tests of opened states (a menu, the drawer, the search dialog) all
 * read axe this way.
 */
export function axeViolations(page: Page, opts: { rules?: 'all' | 'colour'; within?: string } = {}): Promise<string[]> {
  const runOnly = (opts.rules ?? 'all') === 'all' ? { type: 'tag', values: WCAG_TAGS } : { type: 'rule', values: COLOUR_RULES };
  return page.evaluate(
    ([only, within]) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(within ?? document, { runOnly: only as axe.RunOnly, resultTypes: ['violations'] })
        .then((r) => r.violations.map((v) => `[${v.id}] ${v.help} (${v.nodes.length}×: ${v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(' | ')})`)),
    [runOnly, opts.within] as const,
  );
}

/**
 * With JavaScript off every page still shows its main content and the header's and footer's
 * links (at the crawl's width); `inspect` then sees it in light and dark mode.
 */
async function checkWithoutJs(opts: CrawlOptions): Promise<string[]> {
  const failures: string[] = [];
  const context = await opts.browser.newContext({ javaScriptEnabled: false, viewport: opts.viewport ?? DESKTOP, isMobile: opts.isMobile, hasTouch: opts.isMobile, reducedMotion: opts.reducedMotion ?? 'reduce' });
  await visitInTabs(context, opts.urls, async (page, url) => {
    try {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(opts.origin + url);
      const { main, header, footer } = await page.evaluate(() => ({
        main: ((document.querySelector('main') as HTMLElement | null)?.innerText ?? '').trim().length,
        header: document.querySelectorAll('header a[href]').length,
        footer: document.querySelectorAll('footer a[href]').length,
      }));
      if (main < 40) failures.push(`${url} (no JS): main has ${main} characters`);
      if (header < 5) failures.push(`${url} (no JS): ${header} navigation links in the header`);
      if (footer < 5) failures.push(`${url} (no JS): ${footer} links in the footer`);
      if (opts.inspect) {
        await opts.inspect(page, { url, scheme: 'light', js: false });
        // Without JS the page follows the system scheme through CSS alone: no reload needed.
        await page.emulateMedia({ colorScheme: 'dark' });
        await opts.inspect(page, { url, scheme: 'dark', js: false });
      }
    } catch (error) {
      failures.push(`${url} (no JS): the visit failed: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
    }
  });
  await context.close();
  return failures;
}

/**
 * Runs `fn` on each item in the next free one of a few tabs of `context` (PAGE_CONCURRENCY at
 * once): a tab going from page to page costs far less than a tab per page. `fn` handles its own
 * failures; the tabs go with the context.
 */
export async function visitInTabs<T>(context: BrowserContext, items: T[], fn: (page: Page, item: T) => Promise<void>): Promise<void> {
  const tabs = await Promise.all(Array.from({ length: Math.min(PAGE_CONCURRENCY, items.length) }, () => context.newPage()));
  await mapConcurrent(items, PAGE_CONCURRENCY, async (item) => {
    const page = tabs.pop()!;
    try {
      await fn(page, item);
    } finally {
      tabs.push(page);
    }
  });
}

/**
 * The axe run for a page state in `scheme`: every rule in light mode; in dark mode the colour
 * rules (between the modes only colours change), on `part` when given: a part that opened over
 * the page (a dialog, a menu), whose page behind the crawl checks in dark mode itself.
 */
export function axeForScheme(scheme: Scheme, part?: string): { rules?: 'all' | 'colour'; within?: string } {
  return scheme === 'light' ? {} : { rules: 'colour', within: part };
}
