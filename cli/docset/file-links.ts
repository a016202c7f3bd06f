import path from 'node:path';
import { decodeEntities, escapeHtml } from '../util/html-text.ts';

/**
 * Pages made to work from file:// (a docset viewer, or a browser opening the unzipped copy):
 *
 * - Scripts go. Module scripts do not load from file:// (no origin), and every page already
 *   works without JavaScript (its content, links, sidebar and table of contents are HTML);
 *   `<noscript>` parts are unwrapped, since no script will run to replace them.
 * - Every root-relative link becomes relative to the page's own file; a folder URL points at its
 *   index.html (file:// does not look for one). Where a link goes is the resolver's call: a page
 *   of the copy, a file copied beside the pages, or the live site for everything else.
 * - The same for url(...) in stylesheets and style attributes.
 */

/** Where a site path (no base URL, decoded, no fragment) goes in the copy. */
export type LinkResolver = (sitePath: string) => { file: string } | { url: string };

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
/** Hints that only help a script-run page (preloads of modules and data). */
const LOADER_LINKS = /<link\b[^>]*\brel="(?:modulepreload|preload|prefetch)"[^>]*\/?>/gi;
const URL_ATTRS = /(\s(?:href|src|poster|action)=")([^"]*)(")/g;
const SRCSET = /(\ssrcset=")([^"]*)(")/g;
const CSS_URL = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;

/** Rewrites one page's HTML; `fromFile` is its path in the copy (`docs/v3/index.html`). */
export function htmlForFile(html: string, fromFile: string, baseUrl: string, resolve: LinkResolver): string {
  const link = (value: string) => linkFrom(value, fromFile, baseUrl, resolve);
  return html
    .replace(SCRIPT, '')
    .replace(LOADER_LINKS, '')
    .replace(/<\/?noscript>/gi, '')
    .replace(URL_ATTRS, (_, start: string, value: string, end: string) => start + escapeHtml(link(decodeEntities(value))) + end)
    .replace(SRCSET, (_, start: string, value: string, end: string) =>
      start + value.split(',').map((part) => part.trim().replace(/^\S+/, (u) => escapeHtml(link(decodeEntities(u))))).join(', ') + end,
    )
    .replace(/(\sstyle=")([^"]*)(")/g, (_, start: string, value: string, end: string) => start + cssForFile(value, fromFile, baseUrl, resolve) + end);
}

/** Rewrites url(...) of a stylesheet at `fromFile` in the copy. */
export function cssForFile(css: string, fromFile: string, baseUrl: string, resolve: LinkResolver): string {
  return css.replace(CSS_URL, (whole, quote: string, value: string) => {
    if (!value.startsWith('/') || value.startsWith('//')) return whole;
    return `url(${quote}${linkFrom(value, fromFile, baseUrl, resolve)}${quote})`;
  });
}

/** `/base/docs/v3/?q#x` → { path: '/docs/v3/', hash: '#x' }: the path below the base URL, decoded. */
function sitePath(value: string, baseUrl: string): { path: string; hash: string } {
  const hashAt = value.indexOf('#');
  const hash = hashAt < 0 ? '' : value.slice(hashAt);
  let p = (hashAt < 0 ? value : value.slice(0, hashAt)).replace(/\?.*$/, '');
  if (baseUrl !== '/' && p.startsWith(baseUrl)) p = p.slice(baseUrl.length - 1);
  try {
    p = decodeURI(p);
  } catch {
    // A malformed escape stays as written; it then matches no page and links to the live site.
  }
  return { path: p, hash };
}

function linkFrom(value: string, fromFile: string, baseUrl: string, resolve: LinkResolver): string {
  if (!value.startsWith('/') || value.startsWith('//')) return value;
  const { path: p, hash } = sitePath(value, baseUrl);
  const target = resolve(p);
  if ('url' in target) return target.url + hash;
  const relative = path.posix.relative(path.posix.dirname(fromFile), target.file) || path.posix.basename(target.file);
  return encodeURI(relative) + hash;
}
