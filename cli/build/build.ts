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
import { contentCacheDir, contentCacheSetting, pageCacheDir, pageCacheSetting } from '../render/content-cache-setting.ts';
import { storedParseCache } from '../content/parse-cache.ts';
import type { PageSummary } from '../render/page-summary.ts';
import { assembleSiteData, markdownSources } from './assemble.ts';
import { llmsFullFiles, readingOrder } from '../output/llms-txt.ts';
import { headersOutput, pageOutputs, routeOutputs, type SiteOutputsInput } from '../output/site-outputs.ts';
import { searchFiles } from '../output/search-files.ts';
import { checkLinks } from '../check/check-links.ts';
import { redirectLinkPage, redirectPages, redirectsFile, redirectTable } from '../redirects/redirect-table.ts';
import { OUTPUT_FILES } from '../output/output-files.ts';
import { folderOutput, memoryOutput } from '../emit/write-output.ts';
import { listPublicFiles } from '../emit/public-files.ts';
import { formatError, GsiteAggregateError, type GsiteError } from '../errors/gsite-error.ts';
import { deserializeError } from '../errors/serialize-error.ts';
import { CACHE_DIR, sourceDirs } from '../paths.ts';
import { consoleLogger, type Logger } from './logger.ts';
import { createTasks, type StageTiming } from './task.ts';
import { buildStampOptions, sourceStamp } from './source-stamp.ts';
import { derivedFiles } from './derived-cache.ts';
import { PAGE_INDEX_FILE, prunePageCache } from '../render/page-cache.ts';
import { pruneStaleEntries } from './cache-prune.ts';
import { twinUrl } from '../render/markdown-twin.ts';
import { gitLastUpdated } from '../content/last-updated.ts';
import { starterZips } from '../output/starters.ts';

/** Where a page's Markdown twin goes below the build folder (its URL + .md, see markdown-twin.ts). */
const twinFile = (url: string) => twinUrl(url).slice(1);

export interface BuildOptions {
  /** Site root (site.config.ts, content/, public/). */
  root: string;
  /** Build folder; default `<root>/build`. */
  outDir?: string;
  /** Broken links, anchors, duplicate routes, undeclared blog tags and unsafe links fail the build instead of warning. */
  strict?: boolean;
  /** false: return everything in memory and touch no files (fixture tests). */
  write?: boolean;
  includeDrafts?: boolean;
  logger?: Logger;
  clock?: () => Date;
  /** Render threads; default chosen by site size. */
  workers?: number;
  /** Keep Markdown results and bundles between builds; default true. */
  cache?: boolean;
  /** Where; default node_modules/.gsite/content. */
  cacheDir?: string;
}

export interface BuildResult {
  routes: Route[];
  /** What each page gave the later stages; its HTML went straight to the output. */
  pages: PageSummary[];
  site: SiteData;
  /**
   * With `write: false`, every file of the build (but public/), path below the build folder
   * → contents. Empty when the build wrote to disk: pages are not kept in memory.
   */
  files: Map<string, string | Uint8Array>;
  warnings: GsiteError[];
  timings: StageTiming[];
  bytes: number;
}

/**
 * The build, top-down: config → content → routes → bundles → render (each page written out
 * as it comes) → outputs → checks → swap the new folder in. Nothing replaces the previous
 * build unless every stage succeeded.
 */
export async function build(opts: BuildOptions): Promise<BuildResult> {
  const logger = opts.logger ?? consoleLogger();
  const clock = opts.clock ?? (() => new Date());
  const { task, timings } = createTasks(logger);
  const root = path.resolve(opts.root);
  const contentDir = path.join(root, 'content');
  const publicDir = path.join(root, 'public');
  const { templatesDir, clientDir, pagesDir } = sourceDirs(root);
  const started = performance.now();
  // Taken before anything is read: a source edited during the build makes the stamp stale, not wrong.
  const stamp = opts.write === false ? undefined : sourceStamp(root, buildStampOptions(opts));

  const { config, configFile } = await task('loading config', () => loadConfig({ root }));
  const pageTemplates = listPageTemplates(pagesDir);
  const bundleCacheDir = opts.cache === false ? undefined : path.join(CACHE_DIR, 'bundles');
  const bundles = Promise.all([
    bundleClient({ clientDir, templatesDir, mode: 'production', publicPath: '/assets/', cacheDir: bundleCacheDir }),
    bundleRenderer({ templatesDir, pageTemplates }),
  ]);
  bundles.catch(() => {}); // awaited below; avoid an unhandled rejection if an earlier stage throws first

  // Sources parsed by an earlier build are not parsed again (kept in this site's cache folder).
  const parseCache = opts.cache === false ? undefined : storedParseCache(pageCacheDir({ dir: contentCacheDir(opts.cacheDir) }, root));
  const content = await task('collecting content', () => {
    const collected = collectContent({ contentDir, config, cache: parseCache });
    parseCache?.save();
    return collected;
  });
  const table = await task('building routes', () => {
    // When each page last changed: git history, read once per build.
    const t = buildRoutes({ config, configFile, root, contentDir, lastUpdated: gitLastUpdated(contentDir), content, pageTemplates, includeDrafts: opts.includeDrafts ?? false });
    checkNavbarRefs(config, configFile, t.docs);
    return t;
  });
  const redirects = redirectTable({ rules: config.redirects, routeUrls: table.routes.map((r) => r.url), configFile });
  if (redirects.problems.length) throw redirects.problems.length === 1 ? redirects.problems[0] : new GsiteAggregateError(redirects.problems, `${redirects.problems.length} redirects would hide a page:`);
  const [client, renderer] = await task('bundling', () => bundles);

  const demos = collectDemos({ dir: path.join(clientDir, 'demos') });
  // Zipped now (a few ms, same bytes every time) so that /demos can state each zip's size; written with the other outputs.
  const starters = starterZips(path.join(contentDir, 'starters'));
  const assembled = assembleSiteData(config, table, client.assets, clock(), demos, { content, starters: starters.downloads });
  const { sidebarJson } = assembled;
  const sources = markdownSources(table, content);
  const contentCache = opts.cache === false ? undefined : contentCacheSetting(renderer, assembled.site, opts.cacheDir);
  // Made before the pages, which state its size (so it is in the page cache's key); written with the other outputs.
  // The brand kit and the social cards load their image libraries (satori, resvg: ~55 MB of
  // memory for the whole build) only when the site asks for them.
  const kit =
    config.brandKit &&
    (await task('making the brand kit', async () => {
      const { brandKit } = await import('../output/brand-kit.ts');
      return brandKit({ kit: config.brandKit!, publicDir, configFile, cacheDir: contentCache && pageCacheDir(contentCache, root) });
    }));
  const site: SiteData = kit ? { ...assembled.site, brandKit: kit.link } : assembled.site;

  const outDir = opts.outDir ? path.resolve(root, opts.outDir) : path.join(root, 'build');
  const memory = opts.write === false ? memoryOutput() : undefined;
  const publicFiles = listPublicFiles(publicDir, root);
  const out = memory ?? folderOutput({ outDir, root, publicFiles, sourceStamp: stamp });
  // The browser bundles go out before the pages, and the build lets go of them: kept until the
  // outputs stage, they were ~14 MB of the main thread's memory all through rendering.
  for (const [file, contents] of client.files) out.write(file, contents);
  client.files.clear();
  let warnings: GsiteError[];
  let rendered: Awaited<ReturnType<typeof renderPages>>;
  /** Cache entries of outputs made from all pages (search index, llms full files, the pages' summaries) or from sources (brand kit, parsed sources): kept by pruning. */
  const derivedEntries: (string | undefined)[] = [kit?.entry, parseCache && path.basename(parseCache.file), PAGE_INDEX_FILE];
  const pageCache = contentCache && pageCacheSetting(contentCache, site, root);
  try {
    rendered = await task(`rendering ${table.routes.length} pages`, () =>
      renderPages({
        routes: table.routes,
        sources,
        site,
        bundle: renderer,
        configFile,
        workers: opts.workers,
        cache: contentCache,
        pageCache,
        onProgress: (done, total) => logger.progress('rendering', done, total),
        onPage: (page, html, twin) => {
          out.write(page.outFile, html);
          if (twin !== undefined) out.write(twinFile(page.url), twin);
        },
        onCachedPage: (page, stored) => {
          out.link(page.outFile, stored.htmlFile, stored.bytes, stored.id);
          if (stored.twin) out.link(twinFile(page.url), stored.twin.file, stored.twin.bytes, stored.twin.id);
        },
      }),
    );
    if (rendered.failures.length) {
      const list = rendered.failures.map((f) => f.error as GsiteError);
      throw list.length === 1 ? list[0] : new GsiteAggregateError(list, `${list.length} pages failed to render:`);
    }
    const pages = rendered.pages;

    await task('deriving outputs', () => {
      kit?.writeTo(out);
      const input: SiteOutputsInput = { config, site, table, sidebarJson, demos, starters: starters.files, clientAssets: client.assets };
      const fromRoutes = routeOutputs(input);
      for (const [file, contents] of fromRoutes) out.write(file, contents);
      for (const [file, contents] of pageOutputs(input, pages)) out.write(file, contents);
      out.write('_headers', headersOutput(input, pages));
      out.write(OUTPUT_FILES.redirects, redirectsFile(redirects.table));
      for (const [file, html] of redirectPages(redirects.table, config.url)) out.write(file, html);
      // The full files hold every twin: kept between builds under the pages' inputs, like the search index.
      const reading = readingOrder(site, table.routes);
      const fullFiles = new Map<string, number>();
      derivedEntries.push(
        derivedFiles({
          dir: pageCache?.dir,
          name: 'llms',
          inputs: rendered.inputsKey === undefined ? undefined : [rendered.inputsKey, JSON.stringify(reading.map((s) => [s.title, s.base]))],
          make: () => {
            // The twins are read back from the new build folder: no page's text is kept meanwhile.
            const files = llmsFullFiles(config, reading, (url) => out.read(twinFile(url)));
            for (const [file, text] of files) fullFiles.set(file, Buffer.byteLength(text));
            return files;
          },
          out,
        }),
      );
      // The search index is made from every page's text: kept between builds under the pages' inputs.
      derivedEntries.push(derivedFiles({
        dir: pageCache?.dir,
        name: 'search',
        inputs: rendered.inputsKey === undefined ? undefined : [rendered.inputsKey, config.baseUrl, JSON.stringify(config.search.synonyms)],
        make: () => searchFiles(table.routes, pages, config.baseUrl, config.search.synonyms),
        out,
      }));
      const llmsSizes = [`llms.txt ${(Buffer.byteLength(fromRoutes.get('llms.txt')!) / 1024).toFixed(0)} KB`, ...[...fullFiles].map(([file, bytes]) => `${file} ${(bytes / 1024).toFixed(0)} KB`)];
      logger.info(`  llms files: ${llmsSizes.join(', ')}${fullFiles.size ? '' : ' (full files kept from the last build)'}`);
    });

    if (config.socialCards) await task('drawing social cards', async () => {
      const { writeSocialCards } = await import('../output/social-cards.ts');
      const cards = await writeSocialCards({ routes: table.routes, site, publicDir, cacheDir: pageCache?.dir, out });
      derivedEntries.push(...cards.entries);
    });

    warnings = await task('checking links', () => {
      const known = new Set<string>([...out.paths].map((f) => `/${f}`));
      for (const f of publicFiles) known.add(`/${f.rel}`);
      const sourceOf = new Map(table.routes.map((r) => [r.url, r.source]));
      return [
        ...table.problems,
        // The Markdown stage's warnings (BrokenLink, UnsafeLink), each with its file:line.
        ...pages.flatMap((p) => p.warnings.map((w) => deserializeError(w.error) as GsiteError)),
        ...checkLinks({
          pages: [...pages.map((p) => ({ url: p.url, ids: p.ids, hrefs: p.hrefs, source: sourceOf.get(p.url) })), redirectLinkPage(redirects.table, configFile)],
          files: known,
          baseUrl: config.baseUrl,
          externalPaths: config.externalPaths,
        }),
      ];
    });
    if (warnings.length && opts.strict) {
      throw new GsiteAggregateError(warnings, `${warnings.length} problems (broken links and anchors, duplicate routes, undeclared blog tags, unsafe links); --strict makes them errors:`);
    }
    await task('writing files', () => {
      out.commit();
      // The cache keeps what this build used; entries of earlier versions of the site go.
      if (pageCache) prunePageCache(pageCache.dir, new Set([...rendered.cacheKeys, ...derivedEntries.filter((e): e is string => e !== undefined)]));
      // Markdown results and client bundles of older code and text (the page cache has its own rule above).
      if (contentCache) pruneStaleEntries(contentCache.dir, { skip: ['pages'] });
      if (bundleCacheDir) pruneStaleEntries(bundleCacheDir);
    });
  } catch (error) {
    out.abort();
    throw error;
  }
  // Printed as errors are: [Code] file:line message, then key and hint, so the author can go to it.
  for (const w of warnings) logger.warn(formatError(w));
  const bytes = out.bytes;
  const seconds = (performance.now() - started) / 1000;
  logger.info(`Built ${rendered.pages.length} pages, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(2)}s${warnings.length ? ` with ${warnings.length} warnings` : ''}.`);
  return { routes: table.routes, pages: rendered.pages, site, files: memory?.files ?? new Map(), warnings, timings, bytes };
}
