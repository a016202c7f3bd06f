import type { SiteConfig } from '../config/schema.ts';
import type { Route } from '../routes/route.ts';
import type { SiteData } from '../routes/site-data.ts';
import type { SidebarItem } from '../config/sidebar-types.ts';
import { collectionHome } from '../docs/doc-entries.ts';
import { MARKDOWN_KINDS, twinUrl } from '../render/markdown-twin.ts';

/**
 * `/llms.txt` (the llmstxt.org format): the site's title, a one-paragraph summary, then one
 * section per docs collection and the blog, each a list of links to the pages' Markdown twins
 * with their one-line descriptions; docs pages are grouped under the top sidebar category they
 * sit in, in sidebar order (a collection's section is named by its home page's sidebar label). Made from the route table alone: no page is read again.
 */
export function llmsTxt(config: SiteConfig, site: Pick<SiteData, 'docs'>, routes: Route[]): string {
  const origin = config.url + config.baseUrl.replace(/\/$/, '');
  const link = (r: Route) => {
    const description = r.frontmatter?.description?.replace(/\s+/g, ' ').trim();
    return `- [${r.title}](${origin}${encodeURI(twinUrl(r.url))})${description ? `: ${description}` : ''}`;
  };
  const lines = [`# ${config.title}`, '', `> ${(config.tagline || config.title).replace(/\s+/g, ' ').trim()}`, ''];
  lines.push(`Every page below is the Markdown twin of a page of ${origin}/ (the page's URL with .md). Live demos appear as their code.`, '');
  const pages = routes.filter((r) => MARKDOWN_KINDS.has(r.kind) && !r.noindex);
  for (const [id, collection] of Object.entries(site.docs)) {
    const docs = pages.filter((r) => r.doc?.collectionId === id);
    if (!docs.length) continue;
    lines.push(`## ${collectionHome(collection).label}`, '');
    // Sidebar order, grouped by the top category a page sits in; pages no sidebar lists follow.
    const placed = new Map<string, { order: number; group: string }>();
    const walk = (items: SidebarItem[], group: string) => {
      for (const item of items) {
        if (item.docId && !placed.has(item.docId)) placed.set(item.docId, { order: placed.size, group });
        if (item.type === 'category') walk(item.items, group || item.label);
      }
    };
    for (const sidebar of Object.values(collection.sidebars)) walk(sidebar, '');
    const at = (r: Route) => placed.get(r.doc!.id) ?? { order: Infinity, group: '' };
    const groups = new Map<string, Route[]>();
    for (const r of [...docs].sort((a, b) => at(a).order - at(b).order)) groups.set(at(r).group, [...(groups.get(at(r).group) ?? []), r]);
    for (const [group, list] of groups) {
      if (group) lines.push(`### ${group}`, '');
      lines.push(...list.map(link), '');
    }
  }
  const posts = pages.filter((r) => r.kind === 'blog-post');
  if (posts.length) lines.push('## Blog', '', ...posts.map(link), '');
  const other = pages.filter((r) => r.kind === 'markdown-page');
  if (other.length) lines.push('## Optional', '', ...other.map(link), '');
  return lines.join('\n');
}
