import os from 'node:os';
import v8 from 'node:v8';
import { createHash } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { Route } from '../routes/route.ts';
import type { SiteData } from '../routes/site-data.ts';
import { importRenderer, type RendererBundle } from './bundle-renderer.ts';
import type { MarkdownSource } from './renderer.tsx';
import type { RenderItem, RenderOutcome, RenderTask, WorkerInit } from './worker.ts';
import { deserializeError } from '../errors/serialize-error.ts';
import type { PageSummary } from './page-summary.ts';
import { openCompileCache, type ContentCacheSetting } from './content-cache.ts';
import { diskPageFiles, pageCacheKey, pageIndex, type PageFiles, type StoredPage } from './page-cache.ts';

/** Where rendered pages are kept between builds, and the salt of this build (page-cache.ts). */
export interface PageCacheSetting {
  dir: string;
  salt: string;
}

export interface RenderPagesOptions {
  routes: Route[];
  /** Markdown bodies by route URL. */
  sources: Map<string, MarkdownSource>;
  site: SiteData;
  bundle: RendererBundle;
  configFile: string;
  /** Worker threads; 0 renders on the main thread. Default: by site size and cores. */
  workers?: number;
  /** The content cache (content-cache.ts); none: every page is compiled. */
  cache?: ContentCacheSetting;
  /** The page cache; none: every page is rendered. */
  pageCache?: PageCacheSetting;
  onProgress?: (done: number, total: number) => void;
  /** Each page's HTML as soon as it is rendered (without the page cache), to be written out; it is not kept. */
  onPage: (page: PageSummary, html: string, twin?: string) => void;
  /**
   * A page whose files sit in the page cache (found there, or stored as it was rendered): its
   * HTML is in `htmlFile` (never to be written to), `bytes` long; its twin likewise.
   */
  onCachedPage: (page: PageSummary, stored: StoredPage) => void;
}

export interface RenderedSite {
  pages: PageSummary[];
  /** Every route that failed, so all are reported together. */
  failures: { url: string; error: Error }[];
  /**
   * With the page cache: a hash of every page's cache key in route order, so of everything the
   * pages were made from. Outputs made from all pages' summaries can be kept under it.
   */
  inputsKey?: string;
  /** With the page cache: the key of every page of this build (what pruning keeps). */
  cacheKeys: Set<string>;
}

/** Below this many routes, starting workers costs more than it saves. */
const PARALLEL_THRESHOLD = 300;
const BATCH = 40;
/** Each render thread's first module: it imports the renderer bundle (render-thread.cjs says why not the bundle itself). */
const RENDER_THREAD = fileURLToPath(new URL('./render-thread.cjs', import.meta.url));
/**
 * Young-generation size of a render thread. Rendering makes many short-lived objects (syntax
 * trees, React elements, strings); V8's default (~16 MB of semi-space) collected so often
 * that scavenges took ~15 % of a thread's time on the benchmark corpus.
 */
const YOUNG_GENERATION_MB = 96;
/**
 * How V8 collects the old generation while render threads run: set for the whole process
 * (V8 flags are not per thread, and stay set) before the threads start, which read them as
 * they collect (bench:build's peak RSS shows them taking effect). A render thread keeps ~30 MB alive
 * but, by V8's own rule, let its old generation grow to 130-165 MB between full collections:
 * growth capped at double the live size (`--heap-growing-percent=100`) took the 2,000-page
 * build's peak from ~630 to ~550 MB. Collecting more often marks more often, and V8 marks in
 * helper threads that compete with the render threads for the cores; marking on the thread
 * itself (`--no-concurrent-marking`) made the build 3-4 % faster, not slower (both measured
 * together on 2 cores, three interleaved rounds against the defaults).
 */
const RENDER_GC_FLAGS = ['--heap-growing-percent=100', '--no-concurrent-marking'];

export function defaultWorkerCount(routeCount: number): number {
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  return routeCount >= PARALLEL_THRESHOLD && cores >= 2 ? Math.min(cores, 4) : 0;
}

export async function renderPages(opts: RenderPagesOptions): Promise<RenderedSite> {
  const pages: PageSummary[] = [];
  const failures: RenderedSite['failures'] = [];
  const share = sharedStrings();
  // Pages the page cache holds are taken from it; only the others are rendered (and stored).
  const store = opts.pageCache && diskPageFiles(opts.pageCache.dir);
  const index = opts.pageCache && pageIndex(opts.pageCache.dir);
  const items: RenderItem[] = [];
  const allKeys = opts.pageCache && createHash('sha256');
  const cacheKeys = new Set<string>();
  for (const route of opts.routes) {
    const source = opts.sources.get(route.url);
    const key = opts.pageCache && pageCacheKey(opts.pageCache.salt, route, source);
    if (key) {
      allKeys!.update(key);
      cacheKeys.add(key);
    }
    const hit = key ? index!.get(key) : undefined;
    if (hit) {
      opts.onCachedPage(hit.summary, hit);
      index!.record(key!, hit, hit.summary);
      // The index's links and ids are already one copy each.
      pages.push(hit.summary);
    } else items.push({ route, source, key });
  }
  const workers = opts.workers ?? defaultWorkerCount(items.length);
  const take = (o: RenderOutcome) => {
    if ('error' in o) failures.push({ url: o.url, error: deserializeError(o.error) });
    else {
      const page = share(o.page);
      if ('stored' in o) {
        opts.onCachedPage(page, o.stored);
        index!.record(o.key, o.stored, page);
      } else opts.onPage(page, o.html, o.twin);
      pages.push(page);
    }
  };
  if (items.length === 0) opts.onProgress?.(opts.routes.length, opts.routes.length);
  else if (workers > 0) await inWorkers(opts, items, workers, take);
  else await onMainThread(opts, items, store, take);
  index?.save();
  // Route order, whatever order the threads finished in.
  const order = new Map(opts.routes.map((r, i) => [r.url, i]));
  pages.sort((a, b) => order.get(a.url)! - order.get(b.url)!);
  return { pages, failures, inputsKey: allKeys?.digest('hex'), cacheKeys };
}

/**
 * One copy of each link and id across the site's summaries, which are kept until the link
 * check: most of a page's links are the header's, footer's and sidebar's, the same on every
 * page, yet each summary arrives as its own copy (from a render thread or the page cache).
 */
function sharedStrings(): (page: PageSummary) => PageSummary {
  const pool = new Map<string, string>();
  const one = (s: string) => {
    const kept = pool.get(s);
    if (kept !== undefined) return kept;
    pool.set(s, s);
    return s;
  };
  return (page) => {
    page.hrefs = page.hrefs.map(one);
    page.ids = page.ids.map(one);
    return page;
  };
}

async function onMainThread(opts: RenderPagesOptions, items: RenderItem[], store: PageFiles | undefined, take: (o: RenderOutcome) => void): Promise<void> {
  // Loaded only here: with render threads, the main thread needs none of the renderer's packages.
  const { renderOutcome } = await import('./worker.ts');
  const mod = await importRenderer(opts.bundle);
  const render = mod.createRenderer({ site: opts.site, templates: mod.templates, pages: mod.pages, configFile: opts.configFile, cache: openCompileCache(opts.cache) });
  for (const [i, item] of items.entries()) {
    const outcome = renderOutcome(render, item, store);
    // A summary's links, ids and texts are slices of the page's HTML and source, which V8
    // keeps whole while a slice lives: copied, as a render thread's message copies them, the
    // summary no longer holds every page's HTML until the build ends (218 MB at 2,000 pages).
    take('page' in outcome ? { ...outcome, page: structuredClone(outcome.page) } : outcome);
    if (i % 25 === 0 || i === items.length - 1) opts.onProgress?.(i + 1, items.length);
  }
}

async function inWorkers(opts: RenderPagesOptions, items: RenderItem[], threads: number, take: (o: RenderOutcome) => void): Promise<void> {
  const workerData: WorkerInit = { bundleUrl: pathToFileURL(opts.bundle.file).href, site: opts.site, configFile: opts.configFile, cache: opts.cache, pageCacheDir: opts.pageCache?.dir };
  for (const flag of RENDER_GC_FLAGS) v8.setFlagsFromString(flag);
  const pool = new Piscina({
    filename: RENDER_THREAD,
    workerData,
    minThreads: threads,
    maxThreads: threads,
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  let done = 0;
  try {
    const batches: RenderTask[] = [];
    for (let i = 0; i < items.length; i += BATCH) batches.push({ items: items.slice(i, i + BATCH) });
    await Promise.all(
      batches.map(async (task) => {
        const r = (await pool.run(task)) as RenderOutcome[];
        r.forEach(take);
        done += r.length;
        opts.onProgress?.(done, items.length);
      }),
    );
  } finally {
    await pool.destroy();
  }
}
