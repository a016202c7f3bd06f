import type { Route } from './route.ts';
import type { ShowcaseEntry } from './site-data.ts';

/**
 * The showcase gallery's entries: every Markdown page whose frontmatter has a `showcase` block
 * (content/pages/showcase/<slug>.md, so each entry's page is an ordinary Markdown route and the
 * gallery has no second list to keep in step). Newest `date` first, then by title, so the
 * order never depends on the disk.
 */
export function showcaseEntries(routes: readonly Route[]): ShowcaseEntry[] {
  const entries: ShowcaseEntry[] = [];
  for (const route of routes) {
    const fm = route.frontmatter;
    if (route.kind !== 'markdown-page' || !fm?.showcase) continue;
    entries.push({
      page: route.url,
      title: route.title,
      description: fm.description ?? '',
      date: fm.date,
      tags: [...fm.tags],
      plugins: [...fm.showcase.plugins],
      thumbnail: fm.showcase.thumbnail,
      ...(fm.showcase.url ? { external: fm.showcase.url } : {}),
    });
  }
  return entries.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.title.localeCompare(b.title));
}
