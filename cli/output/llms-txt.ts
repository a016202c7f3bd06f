import type { SiteConfig } from '../config/schema.ts';
import type { Route } from '../routes/route.ts';
import type { SiteData } from '../routes/site-data.ts';
import type { SidebarItem } from '../config/sidebar-types.ts';
import { collectionHome } from '../docs/doc-entries.ts';
import { MARKDOWN_KINDS, twinUrl } from '../render/markdown-twin.ts';

/** The Markdown pages in reading order: per docs collection, grouped by top sidebar category; then the blog and other pages. */
export interface ReadingSection {
  title: string;
  /** The docs collection's URL base (`/docs/v3`), for its own full file; none for the blog and other pages. */
  base?: string;
  groups: { title: string; routes: Route[] }[];
}

/**
 * Reading order, made from the route table alone: a docs collection (named by its home's
 * sidebar label) in sidebar order, grouped under the top category a page sits in, pages no
 * sidebar lists last; then blog posts (newest first, as the table lists them) and other pages.
 */
export function readingOrder(site: Pick<SiteData, 'docs'>, routes: Route[]): ReadingSection[] {
  const pages = routes.filter((r) => MARKDOWN_KINDS.has(r.kind) && !r.noindex);
  const sections: ReadingSection[] = [];
  for (const [id, collection] of Object.entries(site.docs)) {
    const docs = pages.filter((r) => r.doc?.collectionId === id);
    if (!docs.length) continue;
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
    sections.push({ title: collectionHome(collection).label, base: collection.routeBasePath, groups: [...groups].map(([title, list]) => ({ title, routes: list })) });
  }
  const posts = pages.filter((r) => r.kind === 'blog-post');
  if (posts.length) sections.push({ title: 'Blog', groups: [{ title: '', routes: posts }] });
  const other = pages.filter((r) => r.kind === 'markdown-page');
  if (other.length) sections.push({ title: 'Optional', groups: [{ title: '', routes: other }] });
  return sections;
}

const siteOrigin = (config: SiteConfig) => config.url + config.baseUrl.replace(/\/$/, '');
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * `/llms.txt` (the llmstxt.org format): the site's title, a one-paragraph summary, then a
 * section per docs collection, the blog and other pages, each a list of links to the pages'
 * Markdown twins with their one-line descriptions; the full files are named at the top.
 */
export function llmsTxt(config: SiteConfig, sections: ReadingSection[]): string {
  const origin = siteOrigin(config);
  const link = (r: Route) => {
    const description = r.frontmatter?.description ? oneLine(r.frontmatter.description) : '';
    return `- [${r.title}](${origin}${encodeURI(twinUrl(r.url))})${description ? `: ${description}` : ''}`;
  };
  const lines = [`# ${config.title}`, '', `> ${oneLine(config.tagline || config.title)}`, ''];
  lines.push(`Every page below is the Markdown twin of a page of ${origin}/ (the page's URL with .md). Live demos appear as their code.`);
  const docs = sections.filter((s) => s.base);
  const full = docs.length > 1 ? docs.map((s) => `${s.title}: ${origin}${s.base}/llms-full.txt`) : [];
  lines.push(`All of the docs and guides in one file: ${origin}/llms-full.txt${full.length ? `; by section: ${full.join('; ')}` : ''}.`, '');
  for (const section of sections) {
    lines.push(`## ${section.title}`, '');
    for (const group of section.groups) {
      if (group.title) lines.push(`### ${group.title}`, '');
      lines.push(...group.routes.map(link), '');
    }
  }
  return lines.join('\n');
}

/**
 * The full files: `/llms-full.txt` (every docs collection in reading order, one document) and,
 * when there are several collections, `<collection base>/llms-full.txt` each; made from the
 * twins the render stage wrote (`twinOf`).
 */
export function llmsFullFiles(config: SiteConfig, sections: ReadingSection[], twinOf: (url: string) => string | undefined): Map<string, string> {
  const files = new Map<string, string>();
  const docs = sections.filter((s) => s.base);
  const bodyOf = (s: ReadingSection) =>
    s.groups
      .flatMap((g) => g.routes)
      .map((r) => twinOf(r.url))
      .filter((t): t is string => t !== undefined)
      .join('\n\n');
  const parts: string[] = [];
  for (const s of docs) {
    const text = `# ${s.title}\n\n${bodyOf(s)}\n`;
    // One collection: its file would be llms-full.txt again.
    if (docs.length > 1) files.set(`${s.base!.replace(/^\//, '')}/llms-full.txt`, text);
    parts.push(text);
  }
  files.set('llms-full.txt', `# ${config.title}\n\n> ${oneLine(config.tagline || config.title)}\n\n${parts.join('\n')}`);
  return files;
}
