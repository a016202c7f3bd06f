import type { ContentFile } from '../content/collect-content.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { SidebarItem } from '../config/sidebar-types.ts';
import { outFileFor, withTrailingSlash, type NavLink, type Route } from '../routes/route.ts';
import type { DocEntry, DocsCollectionData } from '../routes/site-data.ts';
import { docIdOf, docUrlOf, titleOf } from './doc-entries.ts';
import { resolveSidebars } from './resolve-sidebars.ts';

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
      const title = titleOf(file);
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
    const sidebars = resolveSidebars({
      collectionId,
      sidebars: cfg.sidebars,
      docs,
      positions,
      collapsedByDefault: cfg.sidebarCollapsed,
      configFile: opts.configFile,
    });
    for (const [id, doc] of Object.entries(docs)) {
      const file = byId.get(id)!;
      const sidebar = doc.sidebar ? sidebars[doc.sidebar]! : undefined;
      const { previous, next } = sidebar ? neighbours(sidebar, id) : {};
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
          breadcrumbs: sidebar ? breadcrumbs(sidebar, id) ?? [] : [],
          previous,
          next,
        },
      });
    }
    const mainDoc = docs[cfg.mainDocId];
    collections[collectionId] = {
      id: collectionId,
      routeBasePath: cfg.routeBasePath,
      sidebars,
      docs,
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

function neighbours(items: SidebarItem[], id: string): { previous?: NavLink; next?: NavLink } {
  const flat = flattenDocLinks(items).filter((l, i, all) => all.findIndex((o) => o.docId === l.docId) === i);
  const i = flat.findIndex((l) => l.docId === id);
  if (i < 0) return {};
  const strip = (l: (typeof flat)[number] | undefined) => (l ? { label: l.label, href: l.href } : undefined);
  return { previous: strip(flat[i - 1]), next: strip(flat[i + 1]) };
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
