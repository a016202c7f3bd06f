import type { ContentFile } from '../content/collect-content.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { SidebarItem } from '../config/sidebar-types.ts';
import { outFileFor, withTrailingSlash, type NavLink, type Route } from '../routes/route.ts';
import type { DocEntry, DocsCollectionData } from '../routes/site-data.ts';
import { docIdOf, docUrlOf } from './doc-entries.ts';
import { resolveSidebars, type GeneratedIndex } from './resolve-sidebars.ts';

export interface BuildDocsOptions {
  config: SiteConfig;
  configFile: string;
  files: ContentFile[];
  includeDrafts: boolean;
}

export interface BuiltDocs {
  collections: Record<string, DocsCollectionData>;
  routes: Route[];
}

/** Doc entries, resolved sidebars, version data and one route per doc, for every docs collection. */
export function buildDocs(opts: BuildDocsOptions): BuiltDocs {
  const collections: Record<string, DocsCollectionData> = {};
  const routes: Route[] = [];
  for (const [collectionId, cfg] of Object.entries(opts.config.docs)) {
    const files = opts.files.filter((f) => f.collection.kind === 'docs' && f.collection.id === collectionId);
    const drafts = files.filter((f) => f.frontmatter.draft && !opts.includeDrafts);
    const live = files.filter((f) => !drafts.includes(f));
    const docs: Record<string, DocEntry> = {};
    const positions: Record<string, number | undefined> = {};
    const byId = new Map<string, ContentFile>();
    for (const file of live) {
      const id = docIdOf(file.relPath);
      const title = file.title;
      docs[id] = {
        id,
        path: withTrailingSlash(docUrlOf(file, cfg.routeBasePath), opts.config.trailingSlash),
        title,
        sidebarLabel: file.frontmatter.sidebar_label ?? title,
        source: file.file,
      };
      positions[id] = file.frontmatter.sidebar_position;
      byId.set(id, file);
    }
    const draftFiles = Object.fromEntries(drafts.map((f) => [docIdOf(f.relPath), f.file]));
    const generatedIndexes: GeneratedIndex[] = [];
    const sidebars = resolveSidebars({
      collectionId,
      sidebars: cfg.sidebars,
      docs,
      drafts: draftFiles,
      positions,
      collapsedByDefault: cfg.sidebarCollapsed,
      configFile: opts.configFile,
      routeBasePath: cfg.routeBasePath,
      generatedIndexes,
    });
    const orders = new Map(Object.entries(sidebars).map(([sid, items]) => [sid, readingOrder(items)]));
    const trails = new Map(Object.entries(sidebars).map(([sid, items]) => [sid, trailsOf(items)]));
    for (const [id, doc] of Object.entries(docs)) {
      const file = byId.get(id)!;
      const { previous, next } = doc.sidebar ? neighbours(orders.get(doc.sidebar)!, id) : {};
      routes.push({
        url: doc.path,
        kind: 'doc',
        outFile: outFileFor(doc.path),
        source: file.file,
        title: doc.title,
        description: file.frontmatter.description,
        frontmatter: file.frontmatter,
        doc: {
          collectionId,
          id,
          sidebarId: doc.sidebar,
          breadcrumbs: doc.sidebar ? trails.get(doc.sidebar)!.get(id) ?? [] : [],
          crumb: doc.sidebarLabel,
          previous,
          next,
        },
      });
    }
    for (const index of generatedIndexes) {
      const trail = trails.get(index.sidebarId)!;
      routes.push({
        url: index.url,
        kind: 'doc-category',
        outFile: outFileFor(index.url),
        title: index.label,
        description: `Every page in ${index.label}.`,
        doc: { collectionId, id: index.dir, sidebarId: index.sidebarId, breadcrumbs: categoryTrail(sidebars[index.sidebarId]!, index.url) ?? trail.get(index.dir) ?? [] },
      });
    }
    const mainDoc = docs[cfg.mainDocId];
    collections[collectionId] = {
      id: collectionId,
      routeBasePath: cfg.routeBasePath,
      sidebars,
      docs,
      drafts: draftFiles,
      mainDocUrl: mainDoc?.path ?? cfg.routeBasePath,
      autoCollapseCategories: cfg.autoCollapseCategories,
      version: cfg.version && {
        name: cfg.version.name,
        label: cfg.version.label,
        path: cfg.version.path,
        isLast: cfg.version.isLast,
        mainDocId: cfg.mainDocId,
        docs: Object.values(docs),
        draftIds: drafts.map((f) => docIdOf(f.relPath)),
        sidebars,
      },
    };
  }
  return { collections, routes };
}

/** Internal doc links of a sidebar in reading order (category pages included). */
export function flattenDocLinks(items: SidebarItem[]): (NavLink & { docId: string })[] {
  const out: (NavLink & { docId: string })[] = [];
  for (const item of items) {
    if (item.docId && item.href) out.push({ label: item.label, href: item.href, docId: item.docId });
    if (item.type === 'category') out.push(...flattenDocLinks(item.items));
  }
  return out;
}

interface ReadingOrder {
  links: NavLink[];
  /** Doc id → its place in `links` (first occurrence). */
  index: Map<string, number>;
}

/** A sidebar's docs in reading order, each once, computed once per sidebar. */
function readingOrder(items: SidebarItem[]): ReadingOrder {
  const links: NavLink[] = [];
  const index = new Map<string, number>();
  for (const l of flattenDocLinks(items)) {
    if (index.has(l.docId)) continue;
    index.set(l.docId, links.length);
    links.push({ label: l.label, href: l.href });
  }
  return { links, index };
}

function neighbours(order: ReadingOrder, id: string): { previous?: NavLink; next?: NavLink } {
  const i = order.index.get(id);
  if (i === undefined) return {};
  return { previous: order.links[i - 1], next: order.links[i + 1] };
}

/** Doc id → the categories above it (first place it appears), in one walk of the sidebar. */
function trailsOf(items: SidebarItem[], above: NavLink[] = [], out = new Map<string, NavLink[]>()): Map<string, NavLink[]> {
  for (const item of items) {
    if (item.docId && !out.has(item.docId)) out.set(item.docId, above);
    if (item.type === 'category') trailsOf(item.items, [...above, { label: item.label, href: item.href ?? '' }], out);
  }
  return out;
}

/** The categories above a doc, outermost first; undefined when the doc is not in these items. */
export function breadcrumbs(items: SidebarItem[], id: string): NavLink[] | undefined {
  for (const item of items) {
    if (item.type === 'link') {
      if (item.docId === id) return [];
      continue;
    }
    if (item.docId === id) return [];
    const inner = breadcrumbs(item.items, id);
    if (inner) return [{ label: item.label, href: item.href ?? '' }, ...inner];
  }
  return undefined;
}

/** The categories above the category whose link is `href`. */
function categoryTrail(items: SidebarItem[], href: string, above: NavLink[] = []): NavLink[] | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === href) return above;
    const inner = categoryTrail(item.items, href, [...above, { label: item.label, href: item.href ?? '' }]);
    if (inner) return inner;
  }
  return undefined;
}
