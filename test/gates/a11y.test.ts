import { test } from 'node:test';
import assert from 'node:assert/strict';
import axe from 'axe-core';
import type { Browser, BrowserContext } from 'playwright-core';
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

async function audit(context: BrowserContext, urls: string[], scheme: 'light' | 'dark'): Promise<string[]> {
  const runOnly = scheme === 'light' ? { type: 'tag', values: TAGS } : { type: 'rule', values: COLOUR_RULES };
  const perPage = await mapConcurrent(urls, PAGE_CONCURRENCY, async (url) => {
    const page = await context.newPage();
    await page.goto(env.url + url);
    // Islands wake when the browser is idle; audit what a visitor gets once the page settled.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })));
    const violations = await page.evaluate(
      (only) =>
        (window as unknown as { axe: typeof axe }).axe
          .run(document, { runOnly: only as axe.RunOnly, resultTypes: ['violations'] })
          .then((r) => r.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }))),
      runOnly,
    );
    await page.close();
    return (violations as Violation[]).map((v) => `${url}: [${v.id}] ${v.help} (${v.targets.length}×: ${v.targets.slice(0, 2).join(' | ')})`);
  });
  return perPage.flat();
}

for (const scheme of ['light', 'dark'] as const) {
  const title = scheme === 'light' ? 'every page passes axe (WCAG 2.2 AA) in light mode at desktop width' : 'every page keeps its colour contrast in dark mode at desktop width';
  test(title, async () => {
    const context = await auditContext({ colorScheme: scheme, viewport: DESKTOP });
    const failures = await audit(context, pages.map((p) => p.url), scheme);
    await context.close();
    assert.deepEqual(failures, []);
  });

  test(`one page of each kind passes axe in ${scheme} mode at phone width`, async () => {
    const context = await auditContext({ colorScheme: scheme, viewport: PHONE, isMobile: true, hasTouch: true });
    const failures = await audit(context, onePerKind(pages).map((p) => p.url), 'light');
    await context.close();
    assert.deepEqual(failures, []);
  });
}
