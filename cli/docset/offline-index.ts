import type { SiteConfig } from '../config/schema.ts';
import type { ReadingSection } from '../output/llms-txt.ts';
import type { Route } from '../routes/route.ts';
import { escapeHtml } from '../util/html-text.ts';

/**
 * The offline copy's stand-in for /search (the header's search leads here): there is no search
 * engine without the website, so it says so, points at the docset viewer's own search and the
 * live site's, and lists every page of the copy in reading order (the sections of llms.txt) with
 * its description — a page the browser's find (Ctrl+F) can search.
 */
export function offlineIndexPage(o: { config: SiteConfig; sections: ReadingSection[]; stylesheets: string[]; siteSearch: string; homeFile: string }): string {
  const item = (r: Route) =>
    `<li><a href="${escapeHtml(encodeURI(r.outFile))}">${escapeHtml(r.title)}</a>${r.description ? ` — ${escapeHtml(r.description)}` : ''}</li>`;
  const body = o.sections
    .map(
      (section) =>
        `<h2>${escapeHtml(section.title)}</h2>\n` +
        section.groups.map((g) => `${g.title ? `<h3>${escapeHtml(g.title)}</h3>\n` : ''}<ul>\n${g.routes.map(item).join('\n')}\n</ul>`).join('\n'),
    )
    .join('\n');
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>All pages | ${escapeHtml(o.config.title)}</title>
${o.stylesheets.map((s) => `<link rel="stylesheet" href="${escapeHtml(encodeURI(s))}">`).join('\n')}
</head>
<body class="kind-page">
<main id="main" class="main"><div class="container">
<p><a href="${escapeHtml(encodeURI(o.homeFile))}">← Back to the docs</a></p>
<h1>All pages</h1>
<p>This offline copy has no search of its own: use your docs browser's search (it finds every page and every option by name), find on this page (Ctrl+F or ⌘F), or <a href="${escapeHtml(o.siteSearch)}">search the website</a>.</p>
${body}
</div></main>
</body>
</html>
`;
}
