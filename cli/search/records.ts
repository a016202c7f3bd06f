import type { Route } from '../routes/route.ts';
import type { PageBlock } from './blocks.ts';
import type { Hierarchy, RecordType } from '../../client/search/schema.ts';

export type { Hierarchy, RecordType };

/** Spec §3 "Search index record", plus the DocSearch fields our filters and ranking use. */
export interface SearchRecord {
  objectID: string;
  hierarchy: Hierarchy;
  /** Null for heading records (their text is the hierarchy level). */
  content: string | null;
  /** Id of the record's heading, or of the heading above a content block; null before any. */
  anchor: string | null;
  url: string;
  url_without_anchor: string;
  type: RecordType;
  language: 'en';
  /** See docusaurusTag(). */
  docusaurus_tag: string;
  /** Higher ranks first when scores tie: reference docs over learning over pages over blog. */
  page_rank: number;
  /** Order of the record in its page, from 0 (the page title). */
  position: number;
  /**
   * On the page-title record only: words that name the page without being in its text — the
   * sidebar categories above it, the API member it documents, its frontmatter keywords.
   */
  keywords?: string[];
}

/** What records need of a rendered page. */
export interface IndexablePage {
  route: Route;
  /** The title shown (page templates set theirs in `meta`). */
  title: string;
  blocks: PageBlock[];
}

export const PAGE_RANK = { docs: 3, learning: 2, page: 1, blog: 0 } as const;

/** Routes worth finding: content pages, not listings, the 404 or noindex pages. */
export function isIndexable(route: Route): boolean {
  if (route.noindex) return false;
  return route.kind === 'doc' || route.kind === 'doc-category' || route.kind === 'blog-post' || route.kind === 'markdown-page' || route.kind === 'page';
}

/**
 * DocSearch's `docusaurus_tag` values, so a hosted index and ours filter alike:
 * `docs-default-current` for the versioned reference (collection `docs`, Docusaurus' default
 * plugin id, its only/current version), `docs-<collection>-current` for other collections
 * (`docs-resources-current` for learning), `default` for blog posts and pages.
 */
export function docusaurusTag(route: Route): string {
  return collectionTag(route.doc?.collectionId);
}

export function collectionTag(collectionId: string | undefined): string {
  if (!collectionId) return 'default';
  return `docs-${collectionId === 'docs' ? 'default' : collectionId}-current`;
}

/**
 * lvl0, the group a hit is shown under: for docs the sidebar category the page is in
 * ("Tween", "ScrollTrigger"), else the section ("Docs", "Learning"); "Blog" for posts; "Pages" for
 * the standalone and Markdown pages (home, showcase, licensing…).
 */
export function sectionOf(route: Route): string {
  if (route.doc) {
    // The nearest category with a page of its own ("Tween", "ScrollTrigger"), not a heading
    // such as "methods"; else the top one ("Quick Start").
    const crumbs = route.doc.breadcrumbs;
    const linked = [...crumbs].reverse().find((c) => c.href);
    return (linked ?? crumbs[0])?.label || (route.doc.collectionId === 'docs' ? 'Docs' : 'Learning');
  }
  if (route.kind === 'blog-post') return 'Blog';
  return 'Pages';
}

function pageRank(route: Route): number {
  if (route.doc) return route.doc.collectionId === 'docs' ? PAGE_RANK.docs : PAGE_RANK.learning;
  return route.kind === 'blog-post' ? PAGE_RANK.blog : PAGE_RANK.page;
}

/**
 * One record for the page title, one per heading and one per content block, in reading
 * order. A body `h1` is the title, already the lvl1 record. `baseUrl` is prefixed so URLs are
 * what a link needs.
 */
export function pageRecords(page: IndexablePage, baseUrl = '/'): SearchRecord[] {
  const { route } = page;
  // The name a reader sees on the page: its body h1 when it has one (`ScrollTrigger.batch`,
  // `.kill`), which the <title> may not repeat (`static-batch`, `kill`).
  const h1 = page.blocks.find((b) => b.kind !== 'content' && b.level === 1)?.text;
  const title = h1 || page.title;
  const base = baseUrl.replace(/\/$/, '');
  const urlWithoutAnchor = base + route.url;
  const hierarchy: Hierarchy = { lvl0: sectionOf(route), lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const common = { language: 'en' as const, docusaurus_tag: docusaurusTag(route), page_rank: pageRank(route), url_without_anchor: urlWithoutAnchor };
  const out: SearchRecord[] = [];
  const add = (type: RecordType, content: string | null, anchor: string | null) => {
    const position = out.length;
    out.push({
      objectID: `${urlWithoutAnchor}#${position}`,
      hierarchy: { ...hierarchy },
      content,
      anchor,
      url: anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor,
      type,
      ...common,
      position,
    });
  };
  add('lvl1', null, null);
  const fm = route.frontmatter;
  const keywords = [...(route.doc?.breadcrumbs.map((c) => c.label) ?? []), fm?.api, fm?.sidebar_label, ...(fm?.keywords ?? [])].filter((k): k is string => Boolean(k));
  if (keywords.length) out[0]!.keywords = [...new Set(keywords)];
  let anchor: string | null = null;
  for (const block of page.blocks) {
    if (block.kind === 'content') {
      add('content', block.text, block.id ?? anchor);
      continue;
    }
    if (block.level === 1) continue;
    const lvl = `lvl${block.level}` as keyof Hierarchy;
    hierarchy[lvl] = block.text;
    for (let l = block.level + 1; l <= 6; l++) hierarchy[`lvl${l}` as keyof Hierarchy] = null;
    anchor = block.id ?? null;
    add(lvl as RecordType, null, anchor);
  }
  return out;
}

/** Records of every indexable page, in route order. */
export function siteRecords(pages: IndexablePage[], baseUrl = '/'): SearchRecord[] {
  return pages.filter((p) => isIndexable(p.route)).flatMap((p) => pageRecords(p, baseUrl));
}
