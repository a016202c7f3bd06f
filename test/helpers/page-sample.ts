import { islandsOn, type BuiltPage } from './pages-in.ts';

/**
 * Up to this many pages, the per-page gates visit every page on every run. Past it they visit a
 * sample that covers every kind signature (below), so the suite's time stops growing with each
 * page; `npm run test:full` (GSITE_TEST_FULL=1) still visits every page. Chosen so that `npm
 * test` stays under 10 minutes on 2 cores: a page costs the crawl about a second of one core.
 */
export const CRAWL_EVERY_PAGE_UP_TO = 260;

/**
 * What decides how a page can go wrong: its template (the body's classes: the route kind, and
 * for standalone pages the page template, `page-pages-showcase`), the islands it
 * hydrates, and the kinds of content its Markdown produced (reference tables, stacked tables,
 * demos, code blocks, images, disclosures, forms). Two pages with the same signature run the
 * same code on the same kinds of markup.
 */
export function kindSignature(page: BuiltPage): string {
  const islands = [...new Set(islandsOn(page.html).map((i) => i.name))].sort();
  const template = /<body class="([^"]*)"/.exec(page.html)?.[1] ?? page.kind;
  return [template, islands.join('+') || '-', contentFeatures(page).join('+') || '-'].join(' | ');
}

/** The kinds of content a page's Markdown produced (FEATURES below), in a fixed order. */
export function contentFeatures(page: BuiltPage): string[] {
  return Object.entries(FEATURES)
    .filter(([, pattern]) => pattern.test(page.html))
    .map(([name]) => name);
}

const FEATURES: Record<string, RegExp> = {
  'reference-table': /class="[^"]*\btable--reference\b/,
  'stacked-table': /<table[^>]*\bdata-stack\b/,
  demo: /<figure class="demo"/,
  code: /<pre[\s>]/,
  image: /<img[\s>]/,
  disclosure: /<details[\s>]/,
  form: /<form[\s>]/,
  video: /<video[\s>]/,
};

export interface CrawlSelection {
  pages: BuiltPage[];
  /** Every page, or a sample of each signature. */
  full: boolean;
  /** Signature → how many built pages have it (the sample has at least one of each). */
  signatures: Map<string, number>;
}

/**
 * The pages the per-page gates visit: all of them when the site is small or GSITE_TEST_FULL is
 * set; otherwise, for every kind signature, its page of median size, so every signature is
 * covered on every run by a typical page of it. (The largest page of each, taken before, cost
 * pages.test.ts ~6 % more CPU time, a 210 KB reference page the most, for markup the other
 * pages of its signature share; the layout gate still probes the pages with the most table
 * rows and the hardest tables, and test:full visits every page.)
 */
export function pagesToCrawl(all: BuiltPage[], opts: { full?: boolean } = {}): CrawlSelection {
  const groups = new Map<string, BuiltPage[]>();
  for (const page of all) {
    const sig = kindSignature(page);
    groups.set(sig, [...(groups.get(sig) ?? []), page]);
  }
  const signatures = new Map([...groups].map(([sig, pages]) => [sig, pages.length]));
  const full = opts.full ?? (fullRun() || all.length <= CRAWL_EVERY_PAGE_UP_TO);
  if (full) return { pages: all, full, signatures };
  const chosen = new Set<BuiltPage>();
  for (const pages of groups.values()) {
    const bySize = [...pages].sort((a, b) => a.html.length - b.html.length || a.url.localeCompare(b.url));
    chosen.add(bySize[Math.floor((bySize.length - 1) / 2)]!);
  }
  return { pages: all.filter((p) => chosen.has(p)), full, signatures };
}

/** `npm run test:full` (GSITE_TEST_FULL=1): every page and every demo, no samples. */
export const fullRun = (): boolean => process.env.GSITE_TEST_FULL === '1';

/**
 * The first item of each kind, in input order: what a sampled check runs on so that every kind
 * is covered on every run (every item under `npm run test:full`).
 */
export function firstOfEachKind<T>(items: T[], kindOf: (item: T) => string): T[] {
  if (fullRun()) return items;
  const seen = new Set<string>();
  return items.filter((item) => {
    const kind = kindOf(item);
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}
