import { islandsOn, type BuiltPage } from './pages-in.ts';
import { builtFileGzip } from './page-bytes.ts';

/**
 * Gzipped byte budgets per page kind. Start values come from the issue; only ever tighten.
 * JavaScript is what the page loads before any interaction (islands that hydrate at once,
 * when idle or when visible), measured in Chromium by the per-page crawl; HTML and CSS sizes
 * come from the built files.
 */
export const KB = 1024;
export const BUDGETS: Record<string, { html: number; js: number; css: number }> = {
  doc: { html: 40 * KB, js: 90 * KB, css: 30 * KB },
  'doc-category': { html: 40 * KB, js: 90 * KB, css: 30 * KB },
  'blog-post': { html: 30 * KB, js: 90 * KB, css: 30 * KB },
  'blog-list': { html: 30 * KB, js: 90 * KB, css: 30 * KB },
  'blog-tag': { html: 30 * KB, js: 90 * KB, css: 30 * KB },
  'blog-tags': { html: 30 * KB, js: 90 * KB, css: 30 * KB },
  'blog-archive': { html: 30 * KB, js: 90 * KB, css: 30 * KB },
  'markdown-page': { html: 30 * KB, js: 90 * KB, css: 30 * KB },
  'not-found': { html: 20 * KB, js: 90 * KB, css: 30 * KB },
  page: { html: 40 * KB, js: 120 * KB, css: 30 * KB },
};

/**
 * JavaScript an island may add on top of its page kind's budget. Playtime is a code editor
 * (CodeMirror, ~140 KB) and a stage frame with gsap and every public plugin (~80 KB): the price
 * of a playground, paid on /playtime alone (test/e2e/playtime.test.ts checks no other page
 * loads the editor).
 */
const ISLAND_JS: Record<string, number> = { playtime: 240 * KB };

export const fmt = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
export const listSizes = (m: Map<string, number>) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .map(([url, bytes]) => `${url} ${fmt(bytes)}`)
    .join(', ');

/**
 * What a page loads is decided by its kind and the islands it carries (name and load
 * directive): one page of each such signature is enough to measure in the browser.
 */
export function loadSignature(page: { kind: string; html: string }): string {
  const islands = islandsOn(page.html).map((i) => `${i.name}:${i.load}`);
  return `${page.kind} ${[...new Set(islands)].sort().join(',')}`;
}

/** The scripts and stylesheets among a page's loads (URL paths), with their gzip sizes. */
export function loadedSizes(paths: Iterable<string>): { js: Map<string, number>; css: Map<string, number> } {
  const js = new Map<string, number>();
  const css = new Map<string, number>();
  for (const p of paths) {
    if (p.endsWith('.js')) js.set(p, builtFileGzip(p));
    if (p.endsWith('.css')) css.set(p, builtFileGzip(p));
  }
  return { js, css };
}

/** Budget failures of a page whose loads before any interaction were `paths`. */
export function loadBudgetFailures(page: BuiltPage, paths: Iterable<string>): string[] {
  const budget = BUDGETS[page.kind];
  if (!budget) return [`${page.file}: no budget for page kind "${page.kind}"`];
  const { js, css } = loadedSizes(paths);
  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const islands = new Set(islandsOn(page.html).map((i) => i.name));
  const jsBudget = budget.js + [...islands].reduce((sum, name) => sum + (ISLAND_JS[name] ?? 0), 0);
  const failures: string[] = [];
  if (total(js) > jsBudget) failures.push(`${page.file}: JS before interaction ${fmt(total(js))} > ${fmt(jsBudget)}: ${listSizes(js)}`);
  if (total(css) > budget.css) failures.push(`${page.file}: CSS ${fmt(total(css))} > ${fmt(budget.css)}: ${listSizes(css)}`);
  return failures;
}
