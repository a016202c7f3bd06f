import type { SiteConfig } from '../config/schema.ts';
import type { CollectedContent } from '../content/collect-content.ts';
import type { RouteTable } from '../routes/build-routes.ts';
import type { ClientAssets, SiteData } from '../routes/site-data.ts';
import type { MarkdownSource } from '../render/renderer.tsx';
import type { DemoSource } from '../demos/collect-demos.ts';
import type { StarterDownload } from '../output/starters.ts';
import { sidebarFiles } from '../output/sidebar-json.ts';
import { OUTPUT_FILES } from '../output/output-files.ts';
import { showcaseEntries } from '../routes/showcase.ts';

/** The site-wide data templates read, from the route table (its showcase entries too), the client bundle and the demos. */
export function assembleSiteData(
  config: SiteConfig,
  table: RouteTable,
  assets: ClientAssets,
  now: Date,
  demos: Record<string, DemoSource> = {},
  extra: { content?: CollectedContent; starters?: StarterDownload[] } = {},
): { site: SiteData; sidebarJson: Map<string, string> } {
  const sidebars = sidebarFiles(table.docs);
  const demoPages = extra.content ? demoPageUrls(markdownSources(table, extra.content)) : {};
  const site = { config, docs: table.docs, blog: table.blog, assets, copyrightYear: now.getUTCFullYear(), fileUrls: table.fileUrls, sidebarData: sidebars.urls, demos, demoPages, starters: extra.starters ?? [], showcase: showcaseEntries(table.routes), outputFiles: OUTPUT_FILES };
  return { site, sidebarJson: sidebars.files };
}

/** Markdown bodies by route URL, for the routes that come from Markdown. */
export function markdownSources(table: RouteTable, content: CollectedContent): Map<string, MarkdownSource> {
  const byFile = new Map(content.files.map((f) => [f.file, f]));
  const sources = new Map<string, MarkdownSource>();
  for (const route of table.routes) {
    const file = route.source ? byFile.get(route.source) : undefined;
    if (file) sources.set(route.url, { body: file.body, bodyLine: file.bodyLine });
  }
  return sources;
}

/** Demo name → the first page (route order) whose Markdown shows it with `::demo{name="…"}`. */
export function demoPageUrls(sources: Map<string, MarkdownSource>): Record<string, string> {
  const pages: Record<string, string> = {};
  for (const [url, { body }] of sources) {
    for (const m of body.matchAll(/^::demo\{[^}\n]*\bname=["']([^"'\n]+)["']/gm)) pages[m[1]!] ??= url;
  }
  return pages;
}
