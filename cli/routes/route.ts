import type { Frontmatter } from '../content/frontmatter.ts';

export type RouteKind =
  | 'doc'
  /** A generated page listing a docs folder that has no index doc. */
  | 'doc-category'
  | 'markdown-page'
  | 'page'
  | 'blog-post'
  | 'blog-list'
  | 'blog-tags'
  | 'blog-tag'
  | 'blog-archive'
  | 'not-found';

export interface NavLink {
  label: string;
  href: string;
}

/** One page of the site. Built once, checked for duplicates, then rendered. Plain data. */
export interface Route {
  /** URL path as a visitor types it, decoded: `/docs/v3/GSAP/gsap.to()`. */
  url: string;
  kind: RouteKind;
  /** Output file, relative to the build folder: `docs/v3/GSAP/gsap.to()/index.html`. */
  outFile: string;
  /** The file the route comes from (Markdown or page template), absolute. */
  source?: string;
  /** Page title without the site suffix. */
  title: string;
  /** Markdown pages: when the source last changed (git, else frontmatter `last_update`), YYYY-MM-DD. */
  lastUpdated?: string;
  /** Markdown pages: the source file from the site root, posix (`content/docs/v3/…md`), for edit links. */
  sourcePath?: string;
  /**
   * The <title> text when it must differ from `title`: docs that share a title (`delay` of
   * Tween and of Timeline) name their parent, `delay (Tween)`, so tabs and results tell them apart.
   */
  documentTitle?: string;
  description?: string;
  /** Validated frontmatter of Markdown routes. */
  frontmatter?: Frontmatter;
  /** Left out of the sitemap and marked noindex. */
  noindex?: boolean;
  /** Docs and learning pages. */
  doc?: {
    collectionId: string;
    id: string;
    sidebarId?: string;
    breadcrumbs: NavLink[];
    /**
     * The page's own name at the end of the breadcrumbs: its sidebar label, the name readers
     * know it by in the menu (`ScrollTrigger.batch()`), which the title may not be (`static-batch`).
     */
    crumb?: string;
    previous?: NavLink;
    next?: NavLink;
  };
  /** Blog posts: the post's id in SiteData.blog.posts. */
  post?: { id: string };
  /** Blog lists (index, tag pages): the posts on this page and the pager. */
  list?: {
    postIds: string[];
    page: number;
    totalPages: number;
    totalPosts: number;
    newerUrl?: string;
    olderUrl?: string;
    tag?: string;
  };
  /** Page templates: the module key in the template bundle (`pages/showcase`). */
  template?: string;
}

/** Key used to look routes up: no trailing slash (but the root), no index.html. */
export function routeKey(url: string): string {
  let u = url.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (u.length > 1 && u.endsWith('/')) u = u.slice(0, -1);
  return u || '/';
}

/** `/a/b()` → `a/b()/index.html`; `/` → `index.html`. */
export function outFileFor(url: string): string {
  const key = routeKey(url);
  return key === '/' ? 'index.html' : `${key.slice(1)}/index.html`;
}

/** Applies the site's trailing-slash rule to a URL whose natural form is given. */
export function withTrailingSlash(url: string, rule: boolean | undefined): string {
  if (url === '/' || rule === undefined) return url;
  const bare = url.endsWith('/') ? url.slice(0, -1) : url;
  return rule ? `${bare}/` : bare;
}

/**
 * The public URL of a path: site origin + base URL + the path, with characters a URL cannot
 * carry raw (spaces, quotes) encoded. Canonical links, og:url, the sitemap, feeds and JSON-LD
 * all use it.
 */
export function absoluteUrl(siteUrl: string, baseUrl: string, url: string): string {
  return siteUrl + baseUrl.replace(/\/$/, '') + encodeURI(url);
}

export function joinUrl(...parts: string[]): string {
  const joined = parts.filter((p) => p !== '').join('/').replace(/\/{2,}/g, '/');
  return joined.startsWith('/') ? joined : `/${joined}`;
}
