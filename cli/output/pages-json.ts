import type { Route } from '../routes/route.ts';
import type { PageEntry } from '../../client/lib/path-similarity.ts';

/**
 * The site's pages as `[{ path, title }]`, for the not-found page's suggestions (spec §8
 * "Unknown path"). The same pages as the sitemap (the indexable ones; the 404 is noindex), but with
 * paths below the base URL rather than absolute production URLs, and with the titles the
 * links show: about the sitemap's size, and nothing to parse or rewrite on the client.
 */
export function pagesJson(routes: Route[], rendered: { url: string; title: string }[]): string {
  // Page templates set their title in `meta`, so the route table only learns it by rendering.
  const shown = new Map(rendered.map((p) => [p.url, p.title]));
  const pages: PageEntry[] = routes
    .filter((r) => !r.noindex)
    .map((r) => ({ path: r.url, title: shown.get(r.url) || r.title }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return JSON.stringify(pages);
}
