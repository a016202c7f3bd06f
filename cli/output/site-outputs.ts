import type { SiteConfig } from '../config/schema.ts';
import type { RouteTable } from '../routes/build-routes.ts';
import type { ClientAssets, SiteData } from '../routes/site-data.ts';
import type { DemoSource } from '../demos/collect-demos.ts';
import type { PageSummary } from '../render/page-summary.ts';
import { searchSources } from '../search/search-sources.ts';
import { blogJsonFiles } from './blog-json.ts';
import { blogFeeds } from './blog-feeds.ts';
import { sitemapXml, robotsTxt } from './sitemap.ts';
import { llmsTxt, readingOrder } from './llms-txt.ts';
import { pagesJson } from './pages-json.ts';
import { demoCodeJson } from './demo-code-json.ts';
import { frameDocuments, frameHeaders } from './frame-documents.ts';
import { OUTPUT_FILES } from './output-files.ts';
import { configuredSources, headersFile, IMMUTABLE_ASSETS, MARKDOWN_TWINS, mergeSources, securityHeaders } from './security-headers.ts';

/**
 * The outputs stage's files, for `gsite build` and `gsite dev` alike, so the two serve the same
 * site: what the routes alone decide (routeOutputs), and what reads the rendered pages'
 * summaries (pageOutputs: titles, feed bodies, inline script hashes). The two files made from
 * every page's text (the search index, the llms full files) are made by their own modules; the
 * build keeps them between builds (cli/build/derived-cache.ts), dev makes them when first asked.
 * Old paths are not here: the build writes `_redirects` and a page per old path for static
 * hosts, and both `gsite serve` and `gsite dev` answer them from the redirect table.
 */
export interface SiteOutputsInput {
  config: SiteConfig;
  site: SiteData;
  table: RouteTable;
  /** Each sidebar's JSON (assembleSiteData). */
  sidebarJson: ReadonlyMap<string, string>;
  demos: Record<string, DemoSource>;
  /** Starter project zips (starterZips().files). */
  starters: ReadonlyMap<string, Uint8Array>;
  clientAssets: ClientAssets;
}

export type OutputFiles = Map<string, string | Uint8Array>;

/** Files decided by the routes, sidebars, demos and config: no page needs rendering for them. */
export function routeOutputs(input: SiteOutputsInput): OutputFiles {
  const { config, site, table } = input;
  const files: OutputFiles = new Map<string, string | Uint8Array>([...input.starters, ...blogJsonFiles(table.routes, table.blog), ...input.sidebarJson]);
  files.set('sitemap.xml', sitemapXml(table.routes, config.url, config.baseUrl));
  files.set('robots.txt', robotsTxt(config.url, config.baseUrl));
  files.set('llms.txt', llmsTxt(config, readingOrder(site, table.routes)));
  files.set(OUTPUT_FILES.demoCode, demoCodeJson(input.demos));
  for (const [file, html] of frameDocuments(input.clientAssets, config.baseUrl)) files.set(file, html);
  return files;
}

/**
 * Files that read the rendered pages: the blog feeds (the posts' bodies) and the page list (the
 * titles page templates set). Only blog posts need `feedHtml`; `gsite dev` renders just those.
 */
export function pageOutputs(input: Pick<SiteOutputsInput, 'config' | 'table'>, pages: Pick<PageSummary, 'url' | 'title' | 'feedHtml'>[]): OutputFiles {
  const { config, table } = input;
  const bodies = new Map(pages.filter((p) => p.feedHtml !== undefined).map((p) => [p.url, p.feedHtml!]));
  const files: OutputFiles = new Map<string, string | Uint8Array>(blogFeeds({ config, blog: table.blog, contentByUrl: bodies }));
  files.set(OUTPUT_FILES.pagesJson, pagesJson(table.routes, pages));
  return files;
}

/**
 * `_headers` for static hosts (and `gsite serve`): every page's headers (pageHeaders, for all
 * pages' inline scripts and form endpoints), long caching for hashed assets, the Markdown
 * twins' type, the frame documents' own policy. `gsite dev` sends each page pageHeaders of its own.
 */
export function headersOutput(input: Pick<SiteOutputsInput, 'config' | 'clientAssets'>, pages: Pick<PageSummary, 'scriptHashes' | 'formOrigins'>[]): string {
  const { config } = input;
  // Frame documents (routeOutputs) get headers of their own.
  const framed = Object.keys(input.clientAssets.frames).length > 0;
  return headersFile([{ pattern: '/*', headers: pageHeaders(config, pages) }, IMMUTABLE_ASSETS, MARKDOWN_TWINS, ...(framed ? [frameHeaders(config.baseUrl)] : [])]);
}

/** Whether pageOutputs makes `rel` (told without rendering anything): the page list and the feeds. */
export function isPageOutput(rel: string): boolean {
  return rel === OUTPUT_FILES.pagesJson || Object.values(OUTPUT_FILES.feeds).some((name) => rel.endsWith(`/${name}`));
}

/**
 * The headers every page is served with (`_headers`' `/*` block): the security policy allows
 * the inline scripts and form endpoints these pages carry, and the hosts the config reaches.
 */
export function pageHeaders(config: SiteConfig, pages: Pick<PageSummary, 'scriptHashes' | 'formOrigins'>[]): Record<string, string> {
  return securityHeaders({ pages, extraSources: mergeSources(configuredSources(config), searchSources(config), config.security.csp) });
}
