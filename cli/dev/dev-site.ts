import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, type LoadedConfig } from '../config/load-config.ts';
import { collectContent, type CollectedContent, type ContentFile } from '../content/collect-content.ts';
import { parseSource, type ParsedSource } from '../content/frontmatter.ts';
import { memoryParseCache } from '../content/parse-cache.ts';
import { decodeText } from '../content/read-text.ts';
import { listPageTemplates } from '../routes/page-templates.ts';
import { buildRoutes, type RouteTable } from '../routes/build-routes.ts';
import { checkNavbarRefs } from '../routes/check-navbar.ts';
import { routeKey, type Route } from '../routes/route.ts';
import type { SiteData } from '../routes/site-data.ts';
import { bundleClient, type ClientBundle } from '../islands/bundle-client.ts';
import { collectDemos } from '../demos/collect-demos.ts';
import { bundleRenderer, importRenderer, type RendererBundle } from '../render/bundle-renderer.ts';
import type { MarkdownSource, PageModule, Render } from '../render/renderer.tsx';
import { pageMeta } from '../render/page-meta.ts';
import { isIndexable } from '../search/records.ts';
import { assembleSiteData, markdownSources } from '../build/assemble.ts';
import { starterZips } from '../output/starters.ts';
import { twinUrl } from '../render/markdown-twin.ts';
import { gitLastUpdated } from '../content/last-updated.ts';
import { searchFiles } from '../output/search-files.ts';
import { isPageOutput, pageHeaders, pageOutputs, routeOutputs } from '../output/site-outputs.ts';
import { formActionOrigins, inlineScriptHashes } from '../output/security-headers.ts';
import { summarizePage, type PageSummary } from '../render/page-summary.ts';
import { OUTPUT_FILES } from '../output/output-files.ts';
import { brandKit } from '../output/brand-kit.ts';
import { redirectFor, redirectTable, type RedirectTable } from '../redirects/redirect-table.ts';
import { GsiteAggregateError } from '../errors/gsite-error.ts';
import { sourceDirs, type SourceDirs } from '../paths.ts';

export interface DevPaths extends SourceDirs {
  root: string;
  contentDir: string;
  publicDir: string;
}

/** Everything the dev server serves from, rebuilt piece by piece as files change. */
interface DevState {
  loaded: LoadedConfig;
  content: CollectedContent;
  table: RouteTable;
  routesByKey: Map<string, Route>;
  /** The build's redirects (the same table `gsite build` writes to `_redirects`). */
  redirects: RedirectTable;
  sources: Map<string, MarkdownSource>;
  client: ClientBundle;
  renderer: RendererBundle;
  site: SiteData;
  /** The outputs made from the routes alone (sidebar and blog list JSON, sitemap, llms.txt, …) and the brand kit zip, made once per update. */
  dataFiles: Map<string, string | Uint8Array>;
  /** Summaries of the pages rendered for the search index or the feeds since the last change (DevSite.summary). */
  summaries: Map<string, PageSummary>;
  /** The outputs made from the rendered pages (feeds, page list), made on first use. */
  pageFiles?: Map<string, string | Uint8Array>;
  /** The brand kit zip (config `brandKit`), made again when public/ or the config changes. */
  brandKit?: { file: string; zip: Uint8Array };
  /** Search manifest and index, made on first use (DevSite.searchFiles). */
  search?: Map<string, string | Uint8Array>;
  render: Render;
  /** The page templates' modules, whose `meta` gives their pages' titles without rendering. */
  pageModules: Record<string, PageModule>;
}

export type ChangeKind = 'config' | 'templates' | 'client' | 'content' | 'public';

/** What an open page must take in after an update (DevSite.update). */
export type UpdateScope = 'text' | 'content' | 'all';

export function devPaths(root: string): DevPaths {
  const abs = path.resolve(root);
  return { root: abs, contentDir: path.join(abs, 'content'), publicDir: path.join(abs, 'public'), ...sourceDirs(abs) };
}

/**
 * The dev server's site: routes are rendered on request and cached; a change re-runs only
 * the stages it affects and drops only the cached pages it touches. A failed update keeps
 * the previous state, so the last good pages stay served.
 */
export class DevSite {
  private state?: DevState;
  private readonly pages = new Map<string, string>();
  private readonly parseCache = memoryParseCache();
  private lastUpdated?: ReadonlyMap<string, string>;

  constructor(readonly paths: DevPaths, private readonly clock: () => Date = () => new Date()) {}

  get config(): LoadedConfig {
    return this.current().loaded;
  }

  /** Files whose change must trigger a reload: config and its imports come from the last load. */
  watchTargets(): string[] {
    const p = this.paths;
    return [p.contentDir, p.publicDir, p.templatesDir, p.pagesDir, p.clientDir, ...(this.state?.loaded.dependencies ?? [path.join(p.root, 'site.config.ts')])];
  }

  classify(file: string): ChangeKind {
    const abs = path.resolve(file);
    const p = this.paths;
    if (this.state?.loaded.dependencies.includes(abs) || abs === path.join(p.root, 'site.config.ts')) return 'config';
    if (abs.startsWith(p.templatesDir + path.sep) || abs.startsWith(p.pagesDir + path.sep)) return 'templates';
    if (abs.startsWith(p.clientDir + path.sep)) return 'client';
    if (abs.startsWith(p.publicDir + path.sep)) return 'public';
    return 'content';
  }

  async start(): Promise<void> {
    await this.update(new Set(['config']), []);
  }

  /**
   * Applies a batch of changes. Throws (and keeps the old state) when the new state fails.
   * Resolves to what an open page must take in: `text` when only the text of pages changed
   * (nothing outside a page's main column: the browser swaps just that), `content` when
   * content changed otherwise (it swaps the page in place), `all` when templates, scripts or
   * styles changed (it reloads).
   */
  async update(kinds: Set<ChangeKind>, changedFiles: string[]): Promise<UpdateScope> {
    const prev = this.state;
    const p = this.paths;
    if (prev && kinds.size === 1 && kinds.has('content') && this.updateBodies(prev, changedFiles)) return 'text';
    const full = !prev || kinds.has('config');
    const loaded = full ? await loadConfig({ root: p.root }) : prev.loaded;
    const pageTemplates = listPageTemplates(p.pagesDir);
    const needClient = full || kinds.has('client') || kinds.has('templates');
    const needRenderer = full || kinds.has('templates');
    const [client, renderer] = await Promise.all([
      needClient ? bundleClient({ clientDir: p.clientDir, templatesDir: p.templatesDir, mode: 'development', publicPath: '/assets/' }) : prev!.client,
      needRenderer ? bundleRenderer({ templatesDir: p.templatesDir, pageTemplates }) : prev!.renderer,
    ]);
    const content = collectContent({ contentDir: p.contentDir, config: loaded.config, cache: this.parseCache });
    // Git dates change with commits, not edits: read once per dev session, as a build reads them once.
    this.lastUpdated ??= gitLastUpdated(p.contentDir);
    const table = buildRoutes({ config: loaded.config, configFile: loaded.configFile, root: p.root, contentDir: p.contentDir, lastUpdated: this.lastUpdated, content, pageTemplates, includeDrafts: true });
    checkNavbarRefs(loaded.config, loaded.configFile, table.docs);
    const redirects = redirectTable({ rules: loaded.config.redirects, routeUrls: table.routes.map((r) => r.url), configFile: loaded.configFile });
    if (redirects.problems.length) throw redirects.problems.length === 1 ? redirects.problems[0] : new GsiteAggregateError(redirects.problems, `${redirects.problems.length} redirects would hide a page:`);
    const demos = collectDemos({ dir: path.join(p.clientDir, 'demos') });
    const starters = starterZips(path.join(p.contentDir, 'starters'));
    const assembled = assembleSiteData(loaded.config, table, client.assets, this.clock(), demos, { content, starters: starters.downloads });
    const { sidebarJson } = assembled;
    const kit = full || kinds.has('public') ? devBrandKit(loaded, p.publicDir) : prev!.brandKit;
    const site: SiteData = kit ? { ...assembled.site, brandKit: { file: kit.file, bytes: kit.zip.byteLength } } : assembled.site;
    // The brand page states the kit's size: a new size drops the pages, as a new shape does.
    const sameKit = prev?.site.brandKit?.bytes === site.brandKit?.bytes;
    const sameShape = prev !== undefined && !needClient && !needRenderer && !full && sameKit && structuralKey(prev.site) === structuralKey(site);
    const mod = await importRenderer(renderer);
    const render = mod.createRenderer({ site, templates: mod.templates, pages: mod.pages, configFile: loaded.configFile });
    this.state = {
      loaded,
      content,
      table,
      routesByKey: new Map(table.routes.map((r) => [routeKey(r.url), r])),
      redirects: redirects.table,
      sources: markdownSources(table, content),
      client,
      renderer,
      site,
      brandKit: kit,
      // The build's outputs, as it makes them (cli/output/site-outputs.ts); those that read every
      // rendered page (feeds, page list) are made when first asked for (DevSite.asset).
      dataFiles: new Map<string, string | Uint8Array>([...routeOutputs({ config: loaded.config, site, table, sidebarJson, demos, starters: starters.files, clientAssets: client.assets }), ...(kit ? [[kit.file, kit.zip] as const] : [])]),
      render,
      pageModules: mod.pages,
      summaries: new Map(),
    };
    if (sameShape) {
      // Only bodies changed: drop the pages built from the changed files.
      const changed = new Set(changedFiles.map((f) => path.resolve(f)));
      for (const route of table.routes) if (route.source && changed.has(route.source)) this.pages.delete(routeKey(route.url));
    } else {
      this.pages.clear();
    }
    return needClient || needRenderer || kinds.has('public') ? 'all' : 'content';
  }

  /**
   * The common edit, made cheap: the text of existing docs or pages changed and nothing that
   * routes, sidebars or other pages read of them did (frontmatter, title, where the body
   * starts). Then only those files are read again and only their pages dropped: no walk of
   * the content folder, no new route table. False when the change is anything else (a new,
   * removed or unreadable file, a blog post, whose reading time lists show), so the full
   * update runs and reports any error as usual.
   */
  private updateBodies(prev: DevState, changedFiles: string[]): boolean {
    const byFile = new Map(prev.content.files.map((f, i) => [f.file, i]));
    const files = [...prev.content.files];
    const changed = new Set<string>();
    for (const file of changedFiles.map((f) => path.resolve(f))) {
      const i = byFile.get(file);
      const old = i === undefined ? undefined : files[i]!;
      if (!old || old.collection.kind === 'blog') return false;
      let parsed: ParsedSource;
      let source: string;
      try {
        source = decodeText(file, fs.readFileSync(file));
        parsed = parseSource(file, source);
      } catch {
        return false;
      }
      if (parsed.frontmatterText !== old.frontmatterText || parsed.title !== old.title || parsed.bodyLine !== old.bodyLine) return false;
      const entry: ContentFile = { ...old, body: parsed.body };
      files[i!] = entry;
      this.parseCache.set(file, source, parsed);
      changed.add(file);
    }
    const sources = new Map(prev.sources);
    for (const route of prev.table.routes) {
      if (!route.source || !changed.has(route.source)) continue;
      const { body, bodyLine } = files[byFile.get(route.source)!]!;
      sources.set(route.url, { body, bodyLine });
      this.pages.delete(routeKey(route.url));
    }
    // The search index and the outputs made from the pages read every page: made again on their next use.
    this.state = { ...prev, content: { ...prev.content, files }, sources, search: undefined, summaries: new Map(), pageFiles: undefined };
    return true;
  }

  route(urlPath: string): Route | undefined {
    return this.current().routesByKey.get(routeKey(urlPath));
  }

  /** Where an old path now lives (with the request's query), as `gsite serve` answers it. */
  redirect(urlPath: string, query: string): string | undefined {
    return redirectFor(this.current().redirects, urlPath, query);
  }

  notFoundRoute(): Route {
    return this.current().table.routes.find((r) => r.kind === 'not-found')!;
  }

  /** The HTML of a route, from the cache or freshly rendered. */
  renderRoute(route: Route): string {
    const key = routeKey(route.url);
    const cached = this.pages.get(key);
    if (cached) return cached;
    const s = this.current();
    const html = s.render(route, s.sources.get(route.url)).html;
    this.pages.set(key, html);
    return html;
  }

  /** A Markdown page's twin by its URL (`/docs/a.md`, `/docs/.md` never), as the build writes it; undefined if none. */
  twin(urlPath: string): string | undefined {
    if (!urlPath.endsWith('.md')) return undefined;
    const bare = urlPath === '/index.md' ? '/' : urlPath.slice(0, -3);
    const route = this.route(bare) ?? this.route(`${bare}/`);
    if (!route || twinUrl(route.url) !== urlPath) return undefined;
    const s = this.current();
    return s.render(route, s.sources.get(route.url)).twin;
  }

  /** How many pages are cached (tests use it to see what a change re-rendered). */
  get cachedPages(): number {
    return this.pages.size;
  }

  /** A bundled asset or a generated data file (sidebar or blog JSON, search index) by URL path. */
  asset(urlPath: string): Uint8Array | string | undefined {
    const rel = urlPath.replace(/^\//, '');
    const s = this.current();
    if (rel === OUTPUT_FILES.searchManifest || rel.startsWith('assets/search-index-') || rel.startsWith('assets/search-body-')) return this.searchFiles().get(rel);
    if (isPageOutput(rel)) {
      // Only the feeds need pages rendered (the posts' bodies); every title is known from the routes and page templates.
      s.pageFiles ??= pageOutputs({ config: s.loaded.config, table: s.table }, s.table.routes.map((route) => (route.kind === 'blog-post' ? this.summary(route) : { url: route.url, title: pageMeta(route, s.pageModules).title })));
      // isPageOutput goes by name: a file of that name that pageOutputs did not make is looked for below.
      const made = s.pageFiles.get(rel);
      if (made !== undefined) return made;
    }
    // A folder URL (a frame document, /frames/<name>/) is its index.html, as on a static host.
    return s.client.files.get(rel) ?? s.dataFiles.get(rel.endsWith('/') || rel === '' ? `${rel}index.html` : rel);
  }

  /**
   * The search files, made when search is first used after a change: that renders every page,
   * so it waits until someone searches.
   */
  private searchFiles(): Map<string, string | Uint8Array> {
    const s = this.current();
    s.search ??= searchFiles(s.table.routes, s.table.routes.filter(isIndexable).map((route) => this.summary(route)), s.loaded.config.baseUrl, s.loaded.config.search.synonyms);
    return s.search;
  }

  /** A page's summary, as the build's render stage gives it; kept until the next change. */
  private summary(route: Route): PageSummary {
    const s = this.current();
    let page = s.summaries.get(route.url);
    if (!page) s.summaries.set(route.url, (page = summarizePage(s.render(route, s.sources.get(route.url)))));
    return page;
  }

  /**
   * The headers a page is served with, as the build's `_headers` gives them, for the page as
   * sent (the live-reload script included): its own inline scripts and form endpoints allowed.
   */
  pageHeaders(html: string): Record<string, string> {
    return pageHeaders(this.current().loaded.config, [{ scriptHashes: inlineScriptHashes([{ html }]), formOrigins: formActionOrigins([{ html }]) }]);
  }

  private current(): DevState {
    if (!this.state) throw new Error('dev site not started');
    return this.state;
  }
}

/** The brand kit zip as the build makes it (cli/output/brand-kit.ts), without the build's cache. */
function devBrandKit(loaded: LoadedConfig, publicDir: string): DevState['brandKit'] {
  const config = loaded.config.brandKit;
  if (!config) return undefined;
  const files = new Map<string, string | Uint8Array>();
  // No cache directory: the zip is always written, never linked.
  brandKit({ kit: config, publicDir, configFile: loaded.configFile }).writeTo({ write: (rel, contents) => files.set(rel, contents), link: (rel, from) => files.set(rel, fs.readFileSync(from)) });
  return { file: config.file, zip: files.get(config.file) as Uint8Array };
}

/** What every page shows of the whole site: titles, sidebars, blog lists. Body text is not in it. */
function structuralKey(site: SiteData): string {
  return JSON.stringify([site.docs, site.blog, site.fileUrls]);
}
