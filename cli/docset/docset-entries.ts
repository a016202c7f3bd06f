import type { Route } from '../routes/route.ts';
import { decodeEntities } from '../util/html-text.ts';

/**
 * What Dash and Zeal list in their own search field: one entry per page, typed by what the page
 * documents (Dash shows the type's icon and filters by it), plus one per option row of the
 * reference tables, so `onEnter` is found as well as `ScrollTrigger`. Types are Dash's own
 * names (kapeli.com/docsets#supportedentrytypes).
 */
export type EntryType = 'Guide' | 'Method' | 'Property' | 'Class' | 'Plugin' | 'Function' | 'Option';

export interface DocsetEntry {
  name: string;
  type: EntryType;
  /** Below Documents/, with the row's anchor for options. */
  path: string;
}

/** The pages an offline copy holds: the docs and learning collections, as readers find them. */
export function isDocsetPage(route: Route): boolean {
  return !!route.doc && !route.noindex && (route.kind === 'doc' || route.kind === 'doc-category');
}

/** Reference pages that describe a class readers construct or receive (its members are its children). */
const CLASS_PAGES = /^\/docs\/v3\/(?:GSAP\/(?:Tween|Timeline)|Plugins\/InertiaPlugin\/VelocityTracker|Eases\/[^/]+)\/?$/;
/** A plugin's own page: /docs/v3/Plugins/ScrollTrigger/, or a core plugin's. */
const PLUGIN_PAGES = /^\/docs\/v3\/(?:Plugins\/[^/]+|GSAP\/CorePlugins\/[^/]+)\/?$/;
const HELPER_PAGES = /^\/docs\/v3\/HelperFunctions\/helpers\/[^/]+$/;
/** Members of a class or plugin, and gsap's own properties (gsap.ticker). */
const MEMBER_PAGES = /^\/docs\/v3\/(?:GSAP\/(?:Tween|Timeline)\/|Plugins\/[^/]+\/|GSAP\/gsap\.)/;

/** The entry type of a page, from where it sits in the reference (learning pages are guides). */
export function pageEntryType(route: Route, docsCollection = 'docs'): EntryType {
  if (route.doc?.collectionId !== docsCollection) return 'Guide';
  const url = route.url;
  const last = url.replace(/\/$/, '').split('/').pop() ?? '';
  if (last.endsWith(')')) return 'Method';
  if (PLUGIN_PAGES.test(url) && !url.startsWith('/docs/v3/Plugins/InertiaPlugin/VelocityTracker')) return 'Plugin';
  if (CLASS_PAGES.test(url)) return 'Class';
  if (HELPER_PAGES.test(url)) return 'Function';
  if (MEMBER_PAGES.test(url) && !url.endsWith('/')) return 'Property';
  return 'Guide';
}

/** The API name a class or plugin page documents: its URL's last part (`ScrollToPlugin`, `Timeline`). */
export const apiName = (route: Route) => decodeURI(route.url.replace(/\/$/, '').split('/').pop() ?? route.title);

/** gsap.utils' methods live under one folder; their API name is `gsap.utils.<name>()`. */
const UTILITY_PAGES = /^\/docs\/v3\/GSAP\/UtilityMethods\/[^/]+$/;

/**
 * A page's entry name, as code calls it: a class or plugin by its API name, a member with its
 * owner in front when its label does not already say it (`Timeline.add()`, not a bare `add()`
 * that Tween also has; `DrawSVGPlugin.getLength()` kept as written), a utility as
 * `gsap.utils.clamp()`, guides by their title.
 */
export function pageEntryName(route: Route, type: EntryType, owners: ReadonlyMap<string, string>): string {
  if (type === 'Class' || type === 'Plugin') return apiName(route);
  if (type === 'Guide') return route.title;
  let own = route.doc?.crumb ?? route.title;
  if (type === 'Method' && !own.includes('(') && route.title.includes('(')) own = route.title;
  if (UTILITY_PAGES.test(route.url)) return `gsap.utils.${own.replace(/^gsap\.utils\./, '')}`;
  if (/^[^.]+\.[^.]/.test(own) && !own.startsWith('static.')) return own;
  const parent = [...(route.doc?.breadcrumbs ?? [])].reverse().find((b) => b.href && b.href.replace(/\/?$/, '/') !== route.url.replace(/\/?$/, '/'));
  const owner = parent && owners.get(parent.href.replace(/\/?$/, '/'));
  return owner ? `${owner}.${own.replace(/^(?:static)?\./, '')}` : own;
}

/** The text of an HTML fragment, on one line. */
const text = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim();

/**
 * The option rows of a page's reference tables (`table--reference`), each with its anchor: the
 * row's first cell is the option's name as written (`onEnter`, `scrub`).
 */
export function optionRows(html: string): { name: string; anchor: string }[] {
  const rows: { name: string; anchor: string }[] = [];
  for (const table of html.split(/<table\b/).slice(1)) {
    if (!/^[^>]*class="[^"]*\btable--reference\b/.test(table)) continue;
    const body = table.slice(0, table.indexOf('</table>'));
    for (const m of body.matchAll(/<tr\b[^>]*\bid="([^"]+)"[^>]*>\s*<t[hd]\b[^>]*>([\s\S]*?)<\/t[hd]>/g)) {
      const name = text(m[2]!.replace(/<a class="row-anchor"[\s\S]*?<\/a>/g, '')).replace(/\s*\(.*$/, '');
      if (name) rows.push({ name, anchor: m[1]! });
    }
  }
  return rows;
}
