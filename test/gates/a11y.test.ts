import { test } from 'node:test';
import assert from 'node:assert/strict';
import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';
import { builtPages, onePerKind } from '../helpers/built-pages.ts';
import { mapConcurrent, PAGE_CONCURRENCY } from '../helpers/concurrent.ts';

/** WCAG 2.2 AA, all of it that axe can check. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * Between the two colour modes only colours change, so the dark pass runs the colour rules;
 * the light pass runs everything.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

type Scheme = 'light' | 'dark';
/** One axe run on a page: in which colour mode, with all rules or the colour rules only. */
interface Pass {
  scheme: Scheme;
  rules: 'all' | 'colour';
}

interface Violation {
  id: string;
  help: string;
  targets: string[];
}

const env = useBrowserAndSite();
const pages = builtPages();

async function auditContext(options: Parameters<Browser['newContext']>[0]): Promise<BrowserContext> {
  const context = await env.browser.newContext({ reducedMotion: 'reduce', ...options });
  // axe is injected once per context, ahead of the page's own scripts, not per audit.
  await context.addInitScript({ content: axe.source });
  return context;
}

/** Islands wake when the browser is idle; audit what a visitor gets once the page settled. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })));
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))));
}

/**
 * Puts a loaded page into `scheme`. The page follows the system colour scheme as it changes (the
 * theme switch listens to it), so this is the switch a visitor makes with the system setting;
 * a page that does not follow is loaded again in that scheme.
 */
async function switchScheme(page: Page, scheme: Scheme): Promise<void> {
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
 * Audits each page once per pass in a single visit: load it in the first pass's colour mode,
 * run axe, switch the colour mode, run axe again. One page load instead of one per colour mode,
 * and a few tabs that navigate from page to page instead of a new tab (a new renderer) per
 * page, cost about a third of a fresh load per page and mode; every page still gets every pass.
 */
async function audit(context: BrowserContext, urls: string[], passes: Pass[]): Promise<string[]> {
  // Tabs are reused: a navigation starts a fresh document, and storage is per context anyway.
  const tabs: Page[] = await Promise.all(Array.from({ length: Math.min(PAGE_CONCURRENCY, urls.length) }, () => context.newPage()));
  const perPage = await mapConcurrent(urls, PAGE_CONCURRENCY, async (url) => {
    const page = tabs.pop()!;
    const failures: string[] = [];
    await page.emulateMedia({ colorScheme: passes[0]!.scheme });
    await page.goto(env.url + url);
    await settle(page);
    for (const [i, pass] of passes.entries()) {
      if (i > 0) await switchScheme(page, pass.scheme);
      const runOnly = pass.rules === 'all' ? { type: 'tag', values: TAGS } : { type: 'rule', values: COLOUR_RULES };
      const violations = await page.evaluate(
        (only) =>
          (window as unknown as { axe: typeof axe }).axe
            .run(document, { runOnly: only as axe.RunOnly, resultTypes: ['violations'] })
            .then((r) => r.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }))),
        runOnly,
      );
      failures.push(...(violations as Violation[]).map((v) => `${url} (${pass.scheme}): [${v.id}] ${v.help} (${v.targets.length}×: ${v.targets.slice(0, 2).join(' | ')})`));
    }
    tabs.push(page);
    return failures;
  });
  await Promise.all(tabs.map((t) => t.close()));
  return perPage.flat();
}

test('every page passes axe (WCAG 2.2 AA) in light mode and keeps its colour contrast in dark mode, at desktop width', async () => {
  const context = await auditContext({ viewport: DESKTOP });
  const failures = await audit(context, pages.map((p) => p.url), [
    { scheme: 'light', rules: 'all' },
    { scheme: 'dark', rules: 'colour' },
  ]);
  await context.close();
  assert.deepEqual(failures, []);
});

test('one page of each kind passes axe in both colour modes at phone width', async () => {
  const context = await auditContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const failures = await audit(context, onePerKind(pages).map((p) => p.url), [
    { scheme: 'light', rules: 'all' },
    { scheme: 'dark', rules: 'all' },
  ]);
  await context.close();
  assert.deepEqual(failures, []);
});
