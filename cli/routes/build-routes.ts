import path from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import { toPosix } from '../paths.ts';
import type { CollectedContent } from '../content/collect-content.ts';
import { buildDocs } from '../docs/build-docs.ts';
import { buildBlog } from '../blog/build-blog.ts';
import { errors } from '../errors/catalogue.ts';
import type { GsiteError } from '../errors/gsite-error.ts';
import { joinUrl, outFileFor, routeKey, withTrailingSlash, type Route } from './route.ts';
import type { BlogData, DocsCollectionData } from './site-data.ts';
import type { PageTemplate } from './page-templates.ts';

export interface BuildRoutesOptions {
  config: SiteConfig;
  configFile: string;
  /** Site root: Markdown routes name their source from it (`content/docs/v3/…md`, for edit links). */
  root: string;
  contentDir: string;
  /** When each content file last changed (content/last-updated.ts); a page's `last_update` stands in for a missing one. */
  lastUpdated?: ReadonlyMap<string, string>;
  content: CollectedContent;
  pageTemplates: PageTemplate[];
  includeDrafts: boolean;
}

export interface RouteTable {
  routes: Route[];
  docs: Record<string, DocsCollectionData>;
  blog?: BlogData;
  /** Markdown source file → URL, for rewriting relative `.md` links. */
  fileUrls: Record<string, string>;
  /** Duplicate routes (the first one wins) and undeclared blog tags: warnings, or errors under --strict. */
  problems: GsiteError[];
}

/** Every route of the site, checked for duplicate URLs and output files before anything renders. */
export function buildRoutes(opts: BuildRoutesOptions): RouteTable {
  const { config } = opts;
  const docs = buildDocs({ config, configFile: opts.configFile, files: opts.content.files, includeDrafts: opts.includeDrafts });
  const blog = buildBlog({ config, contentDir: opts.contentDir, files: opts.content.files, dataFiles: opts.content.dataFiles, includeDrafts: opts.includeDrafts });

  const markdownPages: Route[] = opts.content.files
    .filter((f) => f.collection.kind === 'pages' && (opts.includeDrafts || !f.frontmatter.draft))
    .map((f) => {
      const natural = f.frontmatter.slug ?? joinUrl(f.relPath.replace(/(^|\/)index\.md$/, '$1').replace(/\.md$/, ''));
      const url = withTrailingSlash(natural, config.trailingSlash);
      return { url, kind: 'markdown-page', outFile: outFileFor(url), source: f.file, title: f.title, description: f.frontmatter.description, frontmatter: f.frontmatter };
    });

  const templatePages: Route[] = opts.pageTemplates.map((t) => {
    const natural = t.key === 'pages/search' ? config.search.path : t.url;
    const url = withTrailingSlash(natural, config.trailingSlash);
    return { url, kind: 'page', outFile: outFileFor(url), source: t.file, title: '', template: t.key };
  });

  const notFound: Route = { url: '/404', kind: 'not-found', outFile: '404.html', title: 'Page not found', noindex: true };
  const { routes, problems } = dropDuplicates([...docs.routes, ...blog.routes, ...markdownPages, ...templatePages, notFound]);
  qualifySharedTitles(routes);

  const fileUrls: Record<string, string> = {};
  for (const r of routes) {
    if (!r.source?.endsWith('.md')) continue;
    fileUrls[r.source] = r.url;
    const date = opts.lastUpdated?.get(r.source) ?? r.frontmatter?.last_update;
    if (date) r.lastUpdated = date;
    r.sourcePath = toPosix(path.relative(opts.root, r.source));
  }
  return { routes, docs: docs.collections, blog: blog.blog, fileUrls, problems: [...blog.problems, ...problems] };
}

/** Docs with the same title get their parent path segment in the document title. */
function qualifySharedTitles(routes: Route[]): void {
  const byTitle = new Map<string, Route[]>();
  for (const r of routes) if (r.doc && r.title) byTitle.set(r.title, [...(byTitle.get(r.title) ?? []), r]);
  for (const [title, shared] of byTitle) {
    if (shared.length < 2) continue;
    for (const r of shared) {
      const parent = routeKey(r.url).split('/').slice(-2, -1)[0];
      if (parent) r.documentTitle = `${title} (${parent})`;
    }
  }
}

function dropDuplicates(all: Route[]): { routes: Route[]; problems: GsiteError[] } {
  const seen = new Map<string, Route>();
  const routes: Route[] = [];
  const problems: GsiteError[] = [];
  for (const route of all) {
    const other = seen.get(routeKey(route.url)) ?? seen.get(`file:${route.outFile}`);
    if (other) {
      problems.push(errors.duplicateRoute(route.url, [other.source ?? other.kind, route.source ?? route.kind]));
      continue;
    }
    seen.set(routeKey(route.url), route);
    seen.set(`file:${route.outFile}`, route);
    routes.push(route);
  }
  return { routes, problems };
}
