import type { RedirectRule } from '../config/schema.ts';
import { escapeHtml } from '../util/html-text.ts';
import { errors } from '../errors/catalogue.ts';
import type { GsiteError } from '../errors/gsite-error.ts';
import { outFileFor, routeKey } from '../routes/route.ts';

/** Old path (as routeKey spells it: no trailing slash) → where it now lives (a site path, #anchor allowed). */
export type RedirectTable = Map<string, string>;

export interface RedirectTableInput {
  /** The site's hand-made rules (site.config.ts `redirects`, from content/redirects.ts). */
  rules: readonly RedirectRule[];
  /** Every page URL the build makes. */
  routeUrls: readonly string[];
  /** For errors: the file the rules came from. */
  configFile: string;
}

/**
 * The site's redirects: the hand-made rules, plus one the build derives for every method page
 * (a path ending in `()`): the same path without `()` (`/docs/v3/GSAP/gsap.to` →
 * `/docs/v3/GSAP/gsap.to()`), the most common way links in the wild drop them, unless a page
 * of that name exists (`gsap.ticker` and `gsap.ticker()` are both pages).
 *
 * A rule whose `from` is a page is an error: the page would become unreachable. Whether each
 * `to` exists is checked with the links (redirectLinkPage), after rendering.
 */
export function redirectTable(input: RedirectTableInput): { table: RedirectTable; problems: GsiteError[] } {
  const pages = new Set(input.routeUrls.map(routeKey));
  const table: RedirectTable = new Map();
  const problems: GsiteError[] = [];
  for (const url of pages) {
    if (!url.endsWith('()')) continue;
    const bare = url.slice(0, -2);
    if (!pages.has(bare)) table.set(bare, url);
  }
  input.rules.forEach((rule, i) => {
    const from = routeKey(rule.from);
    if (pages.has(from)) {
      problems.push(errors.configInvalid(input.configFile, `redirects[${i}].from`, `${rule.from} is a page of the site; redirecting it would make the page unreachable. Remove the rule or point it elsewhere.`));
      return;
    }
    table.set(from, rule.to);
  });
  return { table, problems };
}

/** Where a request for this path (decoded, any trailing slash) should go, keeping its query. */
export function redirectFor(table: RedirectTable, path: string, query = ''): string | undefined {
  const to = table.get(routeKey(path));
  if (to === undefined) return undefined;
  const hash = to.indexOf('#');
  const [target, fragment] = hash < 0 ? [to, ''] : [to.slice(0, hash), to.slice(hash)];
  return encodeURI(target) + query + fragment;
}

/** The targets as a "page" of links, so the link checker holds every `to` (and #anchor) to a real page. */
export function redirectLinkPage(table: RedirectTable, source: string) {
  return { url: '/_redirects', ids: [] as string[], hrefs: [...new Set(table.values())], source };
}

/**
 * `_redirects` in the format Netlify and Cloudflare Pages read (`/from /to 301`), for hosts
 * that honour it; paths are percent-encoded so that no host splits them at a space.
 */
export function redirectsFile(table: RedirectTable): string {
  const lines = [...table].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([from, to]) => `${encodeURI(from)} ${redirectFor(table, from)} 301`);
  return `# Old paths of the site → their pages (content/redirects.ts, and method pages without their "()")\n${lines.join('\n')}\n`;
}

/**
 * For every other static host: a tiny page at each old path that sends the reader on (meta
 * refresh; no script, so the strict CSP holds), names the new page as canonical so search
 * engines move their link, and shows the link for anyone whose browser doesn't follow.
 */
export function redirectPages(table: RedirectTable, siteUrl: string): Map<string, string> {
  const out = new Map<string, string>();
  const origin = siteUrl.replace(/\/$/, '');
  for (const from of table.keys()) {
    const target = redirectFor(table, from)!;
    const href = escapeHtml(target);
    out.set(
      outFileFor(from),
      `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Moved to ${escapeHtml(decodeURI(target))}</title>` +
        `<meta name="robots" content="noindex"><link rel="canonical" href="${escapeHtml(origin + target)}">` +
        `<meta http-equiv="refresh" content="0; url=${href}"></head>` +
        `<body><p>This page has moved to <a href="${href}">${escapeHtml(decodeURI(target))}</a>.</p></body></html>\n`,
    );
  }
  return out;
}


/** Reads a `_redirects` file written by redirectsFile back into a table (for `gsite serve`). */
export function parseRedirectsFile(text: string): RedirectTable {
  const table: RedirectTable = new Map();
  for (const line of text.split('\n')) {
    const [from, to] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith('#')) continue;
    table.set(routeKey(decodeURI(from)), decodeURI(to));
  }
  return table;
}
