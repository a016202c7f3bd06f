import { absoluteUrl, type Route } from '../routes/route.ts';
import { escapeHtml } from '../util/html-text.ts';


/** sitemap.xml from the route table: every indexable route, sorted for stable output. */
export function sitemapXml(routes: Route[], siteUrl: string, baseUrl: string): string {
  const urls = routes
    .filter((r) => !r.noindex)
    .map((r) => ({ loc: absoluteUrl(siteUrl, baseUrl, r.url), lastmod: r.lastUpdated }))
    .sort((a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    // lastmod: when the page's source last changed (Route.lastUpdated), where known.
    ...urls.map((u) => `  <url><loc>${escapeHtml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string, baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${baseUrl}sitemap.xml\n`;
}
