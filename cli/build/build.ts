import path from 'node:path';
import { loadConfig } from '../config/load-config.ts';
import { collectContent } from '../content/collect-content.ts';
import { listPageTemplates } from '../routes/page-templates.ts';
import { buildRoutes } from '../routes/build-routes.ts';
import { checkNavbarRefs } from '../routes/check-navbar.ts';
import type { Route } from '../routes/route.ts';
import type { SiteData } from '../routes/site-data.ts';
import { bundleClient } from '../islands/bundle-client.ts';
import { collectDemos } from '../demos/collect-demos.ts';
import { bundleRenderer } from '../render/bundle-renderer.ts';
import { renderPages } from '../render/render-pages.ts';
import { contentCacheSetting } from '../render/content-cache-setting.ts';
import type { RenderedPage } from '../render/renderer.tsx';
import { assembleSiteData, markdownSources } from './assemble.ts';
import { sitemapXml, robotsTxt } from '../output/sitemap.ts';
import { pagesJson, PAGES_JSON_FILE } from '../output/pages-json.ts';
import { blogJsonFiles } from '../output/blog-json.ts';
import { blogFeeds } from '../output/blog-feeds.ts';
import { searchFiles } from '../output/search-files.ts';
import { searchSources } from '../search/search-sources.ts';
import { configuredSources, headersFile, IMMUTABLE_ASSETS, mergeSources, securityHeaders } from '../output/security-headers.ts';
import { checkLinks } from '../check/check-links.ts';
import { writeOutput } from '../emit/write-output.ts';
import { GsiteAggregateError, type GsiteError } from '../errors/gsite-error.ts';
import { sourceDirs } from '../paths.ts';
import { consoleLogger, type Logger } from './logger.ts';
import { createTasks, type StageTiming } from './task.ts';
import { listFiles } from './list-files.ts';

export interface BuildOptions {
  /** Site root (site.config.ts, content/, public/). */
  root: string;
  /** Build folder; default `<root>/build`. */
  outDir?: string;
  /** Broken links, anchors and duplicate routes fail the build instead of warning. */
  strict?: boolean;
  /** false: return everything in memory and touch no files (fixture tests). */
  write?: boolean;
  includeDrafts?: boolean;
  logger?: Logger;
  clock?: () => Date;
  /** Render threads; default chosen by site size. */
  workers?: number;
  /** Keep Markdown results between builds; default true. */
  cache?: boolean;
  /** Where; default node_modules/.gsite/content. */
  cacheDir?: string;
}

export interface BuildResult {
  routes: Route[];
  pages: RenderedPage[];
  site: SiteData;
  /** Every file of the build (but public/), path below the build folder → contents. */
  files: Map<string, string | Uint8Array>;
  warnings: GsiteError[];
  timings: StageTiming[];
  bytes: number;
}

/** The build, top-down: config → content → routes → bundles → render → outputs → checks → write. */
export async function build(opts: BuildOptions): Promise<BuildResult> {
  const logger = opts.logger ?? consoleLogger();
  const clock = opts.clock ?? (() => new Date());
  const { task, timings } = createTasks(logger);
  const root = path.resolve(opts.root);
  const contentDir = path.join(root, 'content');
  const publicDir = path.join(root, 'public');
  const { templatesDir, clientDir, pagesDir } = sourceDirs(root);
  const started = performance.now();

  const { config, configFile } = await task('loading config', () => loadConfig({ root }));
  const pageTemplates = listPageTemplates(pagesDir);
  const bundles = Promise.all([
    bundleClient({ clientDir, templatesDir, mode: 'production', publicPath: '/assets/' }),
    bundleRenderer({ templatesDir, pageTemplates }),
  ]);
  bundles.catch(() => {}); // awaited below; avoid an unhandled rejection if an earlier stage throws first

  const content = await task('collecting content', () => collectContent({ contentDir, config }));
  const table = await task('building routes', () => {
    const t = buildRoutes({ config, configFile, contentDir, content, pageTemplates, includeDrafts: opts.includeDrafts ?? false });
    checkNavbarRefs(config, configFile, t.docs);
    return t;
  });
  const [client, renderer] = await task('bundling', () => bundles);

  const demos = collectDemos({ dir: path.join(clientDir, 'demos') });
  const { site, sidebarJson } = assembleSiteData(config, table, client.assets, clock(), demos);
  const sources = markdownSources(table, content);

  const rendered = await task(`rendering ${table.routes.length} pages`, () =>
    renderPages({
      routes: table.routes,
      sources,
      site,
      bundle: renderer,
      configFile,
      workers: opts.workers,
      cache: opts.cache === false ? undefined : contentCacheSetting(renderer, site, opts.cacheDir),
      onProgress: (done, total) => logger.progress('rendering', done, total),
    }),
  );
  if (rendered.failures.length) {
    const list = rendered.failures.map((f) => f.error as GsiteError);
    throw list.length === 1 ? list[0] : new GsiteAggregateError(list, `${list.length} pages failed to render:`);
  }

  const files = await task('deriving outputs', () => {
    const out = new Map<string, string | Uint8Array>();
    for (const page of rendered.pages) out.set(page.outFile, page.html);
    for (const [file, contents] of client.files) out.set(file, contents);
    for (const [file, json] of blogJsonFiles(table.routes, table.blog)) out.set(file, json);
    for (const [file, json] of sidebarJson) out.set(file, json);
    const bodies = new Map(rendered.pages.filter((p) => p.feedHtml !== undefined).map((p) => [p.url, p.feedHtml!]));
    for (const [file, feed] of blogFeeds({ config, blog: table.blog, contentByUrl: bodies })) out.set(file, feed);
    out.set('sitemap.xml', sitemapXml(table.routes, config.url, config.baseUrl));
    out.set('robots.txt', robotsTxt(config.url, config.baseUrl));
    out.set(PAGES_JSON_FILE, pagesJson(table.routes, rendered.pages));
    for (const [file, json] of searchFiles(table.routes, rendered.pages, config.baseUrl)) out.set(file, json);
    out.set('_headers', headersFile([{ pattern: '/*', headers: securityHeaders({ pages: rendered.pages, extraSources: mergeSources(configuredSources(config), searchSources(config), config.security.csp) }) }, IMMUTABLE_ASSETS]));
    return out;
  });

  const warnings = await task('checking links', () => {
    const known = new Set<string>([...files.keys()].map((f) => `/${f}`));
    for (const f of listFiles(publicDir)) known.add(`/${f}`);
    const sourceOf = new Map(table.routes.map((r) => [r.url, r.source]));
    return [
      ...table.problems,
      ...checkLinks({
        pages: rendered.pages.map((p) => ({ url: p.url, html: p.html, source: sourceOf.get(p.url) })),
        files: known,
        baseUrl: config.baseUrl,
        externalPaths: config.externalPaths,
      }),
    ];
  });
  if (warnings.length && opts.strict) {
    throw new GsiteAggregateError(warnings, `${warnings.length} broken links or duplicate routes (--strict makes them errors):`);
  }
  for (const w of warnings) logger.warn(`[${w.code}] ${w.message}`);

  let bytes = 0;
  if (opts.write !== false) {
    const outDir = opts.outDir ? path.resolve(root, opts.outDir) : path.join(root, 'build');
    bytes = await task('writing files', () => writeOutput({ outDir, root, files, publicDir }).bytes);
  } else {
    for (const v of files.values()) bytes += typeof v === 'string' ? Buffer.byteLength(v) : v.byteLength;
  }
  const seconds = (performance.now() - started) / 1000;
  logger.info(`Built ${rendered.pages.length} pages, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(2)}s${warnings.length ? ` with ${warnings.length} warnings` : ''}.`);
  return { routes: table.routes, pages: rendered.pages, site, files, warnings, timings, bytes };
}
