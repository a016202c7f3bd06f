import { workerData } from 'piscina';
import { serializeError, type SerializedError } from '../errors/serialize-error.ts';
import type { Route } from '../routes/route.ts';
import type { SiteData } from '../routes/site-data.ts';
import { createRenderer, type MarkdownSource, type Render } from './renderer.tsx';
import { summarizePage, type PageSummary } from './page-summary.ts';
import type { PageModule, TemplateModule } from './renderer.tsx';
import { openCompileCache, type ContentCacheSetting } from './content-cache.ts';
import { diskPageFiles, type PageFiles, type StoredPage } from './page-cache.ts';

export interface WorkerInit {
  /** The renderer bundle, which render-thread.cjs imports. */
  bundleUrl: string;
  site: SiteData;
  configFile: string;
  /** The content cache's folder and this build's salt; none with --no-cache. */
  cache?: ContentCacheSetting;
  /** The page cache's folder (page-cache.ts); none with --no-cache. */
  pageCacheDir?: string;
}

/** One route to render; `key`: where its result goes in the page cache. */
export interface RenderItem {
  route: Route;
  source?: MarkdownSource;
  key?: string;
}

export interface RenderTask {
  items: RenderItem[];
}

/**
 * A rendered page: its summary (page-summary.ts) and either where (and under which key) the
 * page cache stored its files (linked into the build from there, as a cached page is) or,
 * without the cache, its HTML; or why it failed.
 */
export type RenderOutcome = { page: PageSummary; stored: StoredPage; key: string } | { page: PageSummary; html: string; twin?: string } | { url: string; error: SerializedError };

/**
 * Renders one route into its outcome; the summary is read here, in the rendering thread, and
 * the page stored in the page cache from here too, so threads share that work. A stored page's
 * HTML is not sent on: written once, into the cache, it reaches the build as a link (a cold
 * build wrote every page twice, and the main thread received every page's HTML).
 */
export function renderOutcome(render: Render, { route, source, key }: RenderItem, store?: PageFiles): RenderOutcome {
  try {
    const page = render(route, source);
    const summary = summarizePage(page);
    const stored = store && key ? store.set(key, page.html, page.twin) : undefined;
    if (stored) return { page: summary, stored, key: key! };
    return { page: summary, html: page.html, twin: page.twin };
  } catch (error) {
    return { url: route.url, error: serializeError(error) };
  }
}

let render: ReturnType<typeof createRenderer> | undefined;
let store: PageFiles | undefined;
let parts: { templates: TemplateModule; pages: Record<string, PageModule> } | undefined;

/** Called by the bundle entry: the templates live in the same bundle as this worker. */
export function provideParts(templates: TemplateModule, pages: Record<string, PageModule>): void {
  parts = { templates, pages };
}

/** Piscina calls this in each worker thread with a batch of routes. */
export default function renderBatch(task: RenderTask): RenderOutcome[] {
  if (!render) {
    const init = workerData as WorkerInit;
    if (!parts) throw new Error('renderer bundle did not provide its templates');
    render = createRenderer({ site: init.site, templates: parts.templates, pages: parts.pages, configFile: init.configFile, cache: openCompileCache(init.cache) });
    store = init.pageCacheDir ? diskPageFiles(init.pageCacheDir) : undefined;
  }
  return task.items.map((item) => renderOutcome(render!, item, store));
}
