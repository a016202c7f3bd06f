import { errors } from '../errors/catalogue.ts';
import { decodeEntities } from '../util/html-text.ts';
import type { GsiteError } from '../errors/gsite-error.ts';
import { routeKey } from '../routes/route.ts';

/** What the check needs of a page: its ids and its links, read once when it was rendered. */
export interface LinkCheckPage {
  url: string;
  ids: Iterable<string>;
  hrefs: Iterable<string>;
  /** Source file, to point the author at it. */
  source?: string;
}

export interface CheckLinksOptions {
  pages: LinkCheckPage[];
  /** Every other file the build emits (assets, JSON, public/), as URL paths. */
  files: Set<string>;
  baseUrl: string;
  /** Extra paths that exist on the host but are not built here. */
  externalPaths?: string[];
}

/**
 * Every internal href and #anchor on every rendered page must resolve: to a page (and one
 * of its ids) or to an emitted file. Works from each page's ids and hrefs as rendered
 * (collectIds/collectHrefs), so template links (navbar, footer) are checked as well as
 * Markdown ones, without keeping any page's HTML. Returns the problems; the caller decides
 * whether they warn or fail.
 */
export function checkLinks(opts: CheckLinksOptions): GsiteError[] {
  const idsByPage = new Map<string, Set<string>>();
  for (const page of opts.pages) idsByPage.set(routeKey(page.url), new Set(page.ids));
  const base = opts.baseUrl.replace(/\/$/, '');
  const external = (opts.externalPaths ?? []).map(routeKey);
  // Broken target → the pages that link to it, so one bad navbar link is one problem.
  const broken = new Map<string, { anchor: boolean; pages: string[]; source?: string }>();
  const check = (raw: string, pageUrl: string): { target: string; anchor: boolean } | null => {
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(raw)) return null;
    const resolved = resolve(raw, pageUrl);
    if (!resolved) return null;
    let [pathPart, hash] = resolved;
    if (base && pathPart.startsWith(base)) pathPart = pathPart.slice(base.length) || '/';
    const key = routeKey(pathPart);
    const ids = idsByPage.get(key);
    let anchor = false;
    if (!ids) {
      if (opts.files.has(pathPart) || external.includes(key)) return null;
    } else if (hash && !ids.has(hash)) {
      anchor = true;
    } else {
      return null;
    }
    return { target: hash ? `${key}#${hash}` : key, anchor };
  };
  // A root-relative href means the same on every page: checked once however many pages carry
  // it (every page's navbar, footer and sidebar links), so the check grows with the pages, not
  // with pages × shared links.
  const shared = new Map<string, { target: string; anchor: boolean } | null>();
  for (const page of opts.pages) {
    for (const raw of page.hrefs) {
      let result = shared.get(raw);
      if (result === undefined) {
        result = check(raw, page.url);
        if (raw.startsWith('/') && !raw.startsWith('//')) shared.set(raw, result);
      }
      if (!result) continue;
      const entry = broken.get(result.target) ?? { anchor: result.anchor, pages: [], source: page.source };
      // A page that repeats a broken link is named once.
      if (entry.pages[entry.pages.length - 1] !== page.url) entry.pages.push(page.url);
      broken.set(result.target, entry);
    }
  }
  const problems: GsiteError[] = [];
  for (const [target, { anchor, pages, source }] of broken) {
    const where = pages.length === 1 ? pages[0]! : `${pages.length} pages (${pages.slice(0, 3).join(', ')}${pages.length > 3 ? ', …' : ''})`;
    problems.push(anchor ? errors.brokenAnchor(where, target, pages.length === 1 ? source : undefined) : errors.brokenLink(where, target, pages.length === 1 ? source : undefined));
  }
  return problems;
}

export function collectHrefs(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<(?:a|link)\s[^>]*?href="([^"]*)"/g)) out.push(decodeEntities(m[1]!));
  return out;
}

export function collectIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const m of html.matchAll(/\sid="([^"]*)"/g)) ids.add(decodeEntities(m[1]!));
  return ids;
}

/** Absolute path and decoded hash of an href, relative to the page URL it sits on. */
function resolve(href: string, pageUrl: string): [string, string | undefined] | undefined {
  try {
    const u = new URL(href, `http://site.invalid${encodeURI(pageUrl)}`);
    return [decodeURIComponent(u.pathname), u.hash ? decodeURIComponent(u.hash.slice(1)) : undefined];
  } catch {
    return undefined;
  }
}
